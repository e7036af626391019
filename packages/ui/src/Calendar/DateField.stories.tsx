import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { samples } from '../Field/Field.fixtures';
import { localeOf, messagesOf, sampleOf, textOf } from '../test-utils/storyMessages';
import { DateField } from './DateField';
import { datePattern, formatNumericDate } from './typedDate';

type Globals = Record<string, unknown>;
const labelOf = (globals: Globals) => sampleOf(globals, samples.dueDate);

const today = new Date(2025, 0, 15);
/** The calendar and the field speak the interface language: a day's label and the field's text in it. */
const fullDay = (globals: Globals, date: Date) =>
  new Intl.DateTimeFormat(localeOf(globals), { dateStyle: 'full' }).format(date);
const medium = (globals: Globals, date: Date) =>
  new Intl.DateTimeFormat(localeOf(globals), { dateStyle: 'medium' }).format(date);
/** How the story's language writes a date in numbers, with its letters: "dd.mm.åååå", "mm/dd/yyyy". */
const patternOf = (globals: Globals) =>
  datePattern(localeOf(globals), {
    day: textOf(globals, 'ui.calendar.patternPart', { part: 'day' }),
    month: textOf(globals, 'ui.calendar.patternPart', { part: 'month' }),
    year: textOf(globals, 'ui.calendar.patternPart', { part: 'year' }),
  });

const meta = {
  title: 'Building blocks/DateField',
  component: DateField,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A labelled date field: type the date the way the interface language writes it (the placeholder ' +
          'shows the pattern: dd.mm.åååå in Danish, mm/dd/yyyy in English; a month name as the field shows ' +
          'it and ISO work too), or open the Calendar with the button, in a popover dialog (@floating-ui/react, ' +
          'above the page or the dialog it is in). Choosing a day fills the field, formatted by Intl (medium, ' +
          'as the product shows dates) and returns focus to the button; Escape closes. A typed date that is ' +
          'incomplete, does not exist or is out of range gets a field error and changes nothing.',
      },
    },
  },
  // "Due date" is a demo label in the story's language: the host names its own fields.
  args: { label: 'Due date', today, onValueChange: fn() },
  render: (args, { globals }) => <DateField {...args} label={labelOf(globals)} />,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 280, minHeight: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DateField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed, with a date chosen: the field shows it; the button says what it does. */
export const Closed: Story = {
  args: { defaultValue: new Date(2025, 0, 6) },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: labelOf(globals) })).toHaveValue(
      medium(globals, new Date(2025, 0, 6)),
    );
    const button = canvas.getByRole('button', { name: messagesOf(globals)['ui.calendar.chooseDate'] });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  },
};

/** Open: the calendar sits in a labelled dialog above the page, focus on the chosen day. */
export const OpenPopover: Story = {
  tags: ['text-length'],
  args: { defaultValue: new Date(2025, 0, 6), defaultOpen: true },
  play: async ({ globals }) => {
    const t = messagesOf(globals);
    const dialog = await screen.findByRole('dialog', { name: t['ui.calendar.chooseDate'] });
    const title = new Intl.DateTimeFormat(localeOf(globals), { month: 'long', year: 'numeric' }).format(
      today,
    );
    await expect(within(dialog).getByRole('grid', { name: title })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: t['ui.calendar.today'] })).toBeVisible();
    await waitFor(() =>
      expect(
        within(dialog).getByRole('gridcell', { name: fullDay(globals, new Date(2025, 0, 6)) }),
      ).toHaveFocus(),
    );
    // On the page (not in a dialog): the popover layer, above the sidebar.
    await expect(Number(getComputedStyle(dialog).zIndex)).toBe(1100);
  },
};

/** Open, pick a day by mouse and one by keyboard: the field fills and focus returns to the button. */
export const PickDate: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const t = messagesOf(globals);
    const button = canvas.getByRole('button', { name: t['ui.calendar.chooseDate'] });
    await userEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: t['ui.calendar.chooseDate'] });
    await userEvent.click(
      within(dialog).getByRole('gridcell', { name: fullDay(globals, new Date(2025, 0, 20)) }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(canvas.getByRole('textbox', { name: labelOf(globals) })).toHaveValue(
      medium(globals, new Date(2025, 0, 20)),
    );
    await expect(args.onValueChange).toHaveBeenLastCalledWith(new Date(2025, 0, 20));
    await waitFor(() => expect(button).toHaveFocus());

    await userEvent.keyboard('{Enter}');
    await screen.findByRole('dialog');
    await userEvent.keyboard('{ArrowRight}{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(canvas.getByRole('textbox', { name: labelOf(globals) })).toHaveValue(
      medium(globals, new Date(2025, 0, 21)),
    );
    await waitFor(() => expect(button).toHaveFocus());

    await userEvent.keyboard('{Enter}');
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(canvas.getByRole('textbox', { name: labelOf(globals) })).toHaveValue(
      medium(globals, new Date(2025, 0, 21)),
    );
  },
};

/** In the kit's Field like every field: required, described, and in error after a failed save. */
export const RequiredWithError: Story = {
  tags: ['text-length'],
  render: (args, { globals }) => (
    <DateField
      {...args}
      required
      label={labelOf(globals)}
      description={sampleOf(globals, samples.dueDateHelp)}
      error={sampleOf(globals, samples.dueDateMissing)}
    />
  ),
  play: async ({ canvasElement, globals }) => {
    const input = within(canvasElement).getByRole('textbox', { name: labelOf(globals) });
    await expect(input).toBeRequired();
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription(
      `${sampleOf(globals, samples.dueDateHelp)} ${sampleOf(globals, samples.dueDateMissing)}`,
    );
  },
};

/** Disabled: the date shows; the calendar cannot be opened. */
export const Disabled: Story = {
  args: { disabled: true, defaultValue: new Date(2025, 0, 6) },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: labelOf(globals) })).toHaveValue(
      medium(globals, new Date(2025, 0, 6)),
    );
    await expect(
      canvas.getByRole('button', { name: messagesOf(globals)['ui.calendar.chooseDate'] }),
    ).toBeDisabled();
  },
};

/** Typed in the language's way: the pattern shows while empty; Enter reads it and the field shows it as the product does. */
export const TypeADate: Story = {
  tags: ['text-length'],
  play: async ({ canvasElement, args, globals }) => {
    const field = within(canvasElement).getByRole('textbox', { name: labelOf(globals) });
    await expect(field).toHaveAttribute('placeholder', patternOf(globals));
    const day = new Date(2025, 10, 27);
    await userEvent.type(field, `${formatNumericDate(day, localeOf(globals))}{Enter}`);
    await expect(args.onValueChange).toHaveBeenLastCalledWith(day);
    await expect(field).toHaveValue(medium(globals, day));
    await expect(field).not.toBeInvalid();
  },
};

/** Incomplete or impossible typed dates: the field says why, keeps the text, and changes nothing. */
export const TypedDateErrors: Story = {
  tags: ['text-length'],
  args: { defaultValue: new Date(2025, 0, 6) },
  play: async ({ canvasElement, args, globals }) => {
    const field = within(canvasElement).getByRole('textbox', { name: labelOf(globals) });
    const pattern = patternOf(globals);
    await userEvent.clear(field);
    await userEvent.type(field, '27{Enter}');
    await expect(field).toBeInvalid();
    await expect(field).toHaveAccessibleDescription(
      textOf(globals, 'ui.calendar.incompleteDate', { pattern }),
    );
    await expect(field).toHaveValue('27');

    // The 31st of February in the story's order of day and month.
    const impossible = formatNumericDate(new Date(2025, 1, 28), localeOf(globals)).replace('28', '31');
    await userEvent.clear(field);
    await userEvent.type(field, impossible);
    await userEvent.tab();
    await expect(field).toHaveAccessibleDescription(
      textOf(globals, 'ui.calendar.noSuchDate', { text: impossible }),
    );
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};
