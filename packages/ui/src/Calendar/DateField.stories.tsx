import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { samples } from '../Field/Field.fixtures';
import { messagesOf, sampleOf } from '../test-utils/storyMessages';
import { DateField } from './DateField';

/** The calendar itself speaks its own locale, Danish by default, whatever the interface language. */
const calendarMessages = messagesOf({ locale: 'da' });
const labelOf = (globals: Record<string, unknown>) => sampleOf(globals, samples.dueDate);

const today = new Date(2025, 0, 15);
const fullDay = (date: Date) => new Intl.DateTimeFormat('da', { dateStyle: 'full' }).format(date);
const medium = (date: Date) => new Intl.DateTimeFormat('da', { dateStyle: 'medium' }).format(date);

const meta = {
  title: 'Building blocks/DateField',
  component: DateField,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A labelled, read-only date field whose button opens the Calendar in a popover dialog ' +
          '(@floating-ui/react, above the sidebar layer). Choosing a day fills the field, formatted by ' +
          'Intl in the calendar locale (Danish by default), and returns focus to the button; Escape closes.',
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
      medium(new Date(2025, 0, 6)),
    );
    const button = canvas.getByRole('button', { name: messagesOf(globals)['ui.calendar.chooseDate'] });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  },
};

/** Open: the calendar sits in a labelled dialog above the page, focus on the chosen day. */
export const OpenPopover: Story = {
  args: { defaultValue: new Date(2025, 0, 6), defaultOpen: true },
  play: async ({ globals }) => {
    const t = messagesOf(globals);
    const dialog = await screen.findByRole('dialog', { name: t['ui.calendar.chooseDate'] });
    await expect(within(dialog).getByRole('grid', { name: 'januar 2025' })).toBeVisible();
    await expect(
      within(dialog).getByRole('button', { name: calendarMessages['ui.calendar.today'] }),
    ).toBeVisible();
    await waitFor(() =>
      expect(within(dialog).getByRole('gridcell', { name: fullDay(new Date(2025, 0, 6)) })).toHaveFocus(),
    );
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
    await userEvent.click(within(dialog).getByRole('gridcell', { name: fullDay(new Date(2025, 0, 20)) }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(canvas.getByRole('textbox', { name: labelOf(globals) })).toHaveValue(
      medium(new Date(2025, 0, 20)),
    );
    await expect(args.onValueChange).toHaveBeenLastCalledWith(new Date(2025, 0, 20));
    await waitFor(() => expect(button).toHaveFocus());

    await userEvent.keyboard('{Enter}');
    await screen.findByRole('dialog');
    await userEvent.keyboard('{ArrowRight}{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(canvas.getByRole('textbox', { name: labelOf(globals) })).toHaveValue(
      medium(new Date(2025, 0, 21)),
    );
    await waitFor(() => expect(button).toHaveFocus());

    await userEvent.keyboard('{Enter}');
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(canvas.getByRole('textbox', { name: labelOf(globals) })).toHaveValue(
      medium(new Date(2025, 0, 21)),
    );
  },
};

/** In the kit's Field like every field: required, described, and in error after a failed save. */
export const RequiredWithError: Story = {
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
      medium(new Date(2025, 0, 6)),
    );
    await expect(
      canvas.getByRole('button', { name: messagesOf(globals)['ui.calendar.chooseDate'] }),
    ).toBeDisabled();
  },
};
