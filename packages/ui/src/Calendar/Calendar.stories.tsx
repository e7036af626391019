import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LocaleProvider } from '../i18n/LocaleProvider';
import da from '../messages/da';
import de from '../messages/de';
import { localeOf, messagesOf } from '../test-utils/storyMessages';
import { Calendar } from './Calendar';
import { addDays, endOfWeek, firstDayOfWeek, startOfWeek, toIsoDay, weekdayNames } from './dates';

type Globals = Record<string, unknown>;

const today = new Date(2025, 0, 15); // Wednesday 15 January 2025: stories do not depend on the clock
/** A day's label as the calendar says it in the story's language. */
const fullDay = (globals: Globals, date: Date) =>
  new Intl.DateTimeFormat(localeOf(globals), { dateStyle: 'full' }).format(date);
const monthTitle = (globals: Globals, date: Date) =>
  new Intl.DateTimeFormat(localeOf(globals), { month: 'long', year: 'numeric' }).format(date);
const focusedDay = () => (document.activeElement as HTMLElement | null)?.dataset.date;

const meta = {
  title: 'Building blocks/Calendar',
  component: Calendar,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A month-grid date picker, wholly in one language: the interface language unless the `locale` prop says ' +
          'otherwise. Month and weekday names and the day labels come from Intl, "Today" and the month buttons\' ' +
          "names from the kit catalog of that language; the week starts on the locale's first day (Monday in " +
          'Danish, German, French and Ukrainian, Sunday in English). In the Danish interface that is the Danish ' +
          'calendar: Monday first, "I dag". ARIA grid with roving tabindex: arrows, Home/End, PageUp/PageDown ' +
          '(Shift for a year), Enter/Space; `min`/`max` disable days and stop the keyboard.',
      },
    },
  },
  args: { today, onValueChange: fn() },
} satisfies Meta<typeof Calendar>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * No props: the interface language (switch the toolbar language: everything follows) — month
 * and weekday names, the locale's first day in the first column, "Today", today marked.
 */
export const InterfaceLanguage: Story = {
  tags: ['text-length'],
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const locale = localeOf(globals);
    const t = messagesOf(globals);
    const grid = canvas.getByRole('grid', { name: monthTitle(globals, today) });
    const headers = within(grid).getAllByRole('columnheader');
    await expect(headers).toHaveLength(7);
    const days = weekdayNames(locale, firstDayOfWeek(locale), 'long');
    await expect(headers.map((header) => header.getAttribute('abbr'))).toEqual(days);
    await expect(
      canvas.getAllByRole('button').map((button) => button.getAttribute('aria-label') ?? button.textContent),
    ).toEqual([t['ui.calendar.previousMonth'], t['ui.calendar.nextMonth'], t['ui.calendar.today']]);
    await expect(canvas.getByRole('gridcell', { name: fullDay(globals, today) })).toHaveAttribute(
      'aria-current',
      'date',
    );
    await expect(canvasElement.querySelector('[data-calendar]')).toHaveAttribute('lang', locale);
  },
};

/**
 * What a German user sees, whatever the toolbar says: a German interface, a German calendar —
 * "Januar 2025", Monday ("Montag") first, "Heute", German day and button names; no Danish.
 */
export const InGermanInterface: Story = {
  decorators: [
    (Story) => (
      <LocaleProvider locale="de" messages={de}>
        <div lang="de">
          <Story />
        </div>
      </LocaleProvider>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = canvas.getByRole('grid', { name: 'Januar 2025' });
    const headers = within(grid).getAllByRole('columnheader');
    await expect(headers[0]).toHaveAttribute('abbr', 'Montag');
    await expect(headers[6]).toHaveAttribute('abbr', 'Sonntag');
    await expect(
      canvas.getAllByRole('button').map((button) => button.getAttribute('aria-label') ?? button.textContent),
    ).toEqual([de['ui.calendar.previousMonth'], de['ui.calendar.nextMonth'], 'Heute']);
    await expect(canvas.getByRole('gridcell', { name: 'Mittwoch, 15. Januar 2025' })).toHaveAttribute(
      'aria-current',
      'date',
    );
    const text = canvasElement.textContent ?? '';
    for (const danish of [da['ui.calendar.today'], 'januar', 'man.', 'ons.'])
      await expect(text).not.toContain(danish);
  },
};

/** A chosen day: aria-selected, filled, and the one tabbable day of the grid. */
export const WithSelection: Story = {
  tags: ['text-length'],
  args: { defaultValue: new Date(2025, 0, 22) },
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const chosen = canvas.getByRole('gridcell', { selected: true });
    await expect(chosen).toHaveAttribute('data-date', '2025-01-22');
    await expect(chosen).toHaveAttribute('tabindex', '0');
    await userEvent.click(canvas.getByRole('gridcell', { name: fullDay(globals, new Date(2025, 0, 24)) }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(new Date(2025, 0, 24));
    await expect(canvas.getByRole('gridcell', { selected: true })).toHaveAttribute('data-date', '2025-01-24');
  },
};

/** Only 10-24 January can be chosen: other days are disabled and the month buttons too. */
export const MinMax: Story = {
  args: { min: new Date(2025, 0, 10), max: new Date(2025, 0, 24) },
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const t = messagesOf(globals);
    const before = canvas.getByRole('gridcell', { name: fullDay(globals, new Date(2025, 0, 9)) });
    await expect(before).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(before);
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: t['ui.calendar.previousMonth'] })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(canvas.getByRole('button', { name: t['ui.calendar.nextMonth'] })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    canvas.getByRole('gridcell', { name: fullDay(globals, today) }).focus();
    await userEvent.keyboard('{PageDown}');
    await expect(focusedDay()).toBe('2025-01-24');
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(new Date(2025, 0, 24));
  },
};

/** Arrows, Home/End (the locale's week) and PageUp/PageDown move the one focusable day; the month title follows. */
export const KeyboardNavigation: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const weekStart = firstDayOfWeek(localeOf(globals));
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(focusedDay()).toBe('2025-01-15');
    await userEvent.keyboard('{ArrowRight}{ArrowDown}');
    await expect(focusedDay()).toBe('2025-01-23');
    await userEvent.keyboard('{Home}');
    const weekStartDay = startOfWeek(new Date(2025, 0, 23), weekStart);
    await expect(focusedDay()).toBe(toIsoDay(weekStartDay));
    await userEvent.keyboard('{End}');
    const weekEndDay = endOfWeek(weekStartDay, weekStart);
    await expect(focusedDay()).toBe(toIsoDay(weekEndDay));
    await userEvent.keyboard('{PageDown}');
    const nextMonthDay = addDays(weekEndDay, 31);
    await expect(focusedDay()).toBe(toIsoDay(nextMonthDay));
    await waitFor(() =>
      expect(canvas.getByRole('grid', { name: monthTitle(globals, nextMonthDay) })).toBeVisible(),
    );
    await userEvent.keyboard('{Shift>}{PageUp}{/Shift}');
    const lastYear = new Date(2024, 1, nextMonthDay.getDate());
    await expect(focusedDay()).toBe(toIsoDay(lastYear));
    await userEvent.keyboard(' ');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(lastYear);
    await expect(canvas.getAllByRole('gridcell').filter((cell) => cell.tabIndex === 0)).toHaveLength(1);
  },
};

/** `locale="de"` given by a host: all of it German, in every interface language (the prop wins). */
export const GermanLocale: Story = {
  args: { locale: 'de' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = canvas.getByRole('grid', { name: 'Januar 2025' });
    await expect(within(grid).getAllByRole('columnheader')[0]).toHaveAttribute('abbr', 'Montag');
    // German is not the interface's language here: its words arrive with their catalog.
    await canvas.findByRole('button', { name: de['ui.calendar.previousMonth'] });
    await expect(
      canvas.getAllByRole('button').map((button) => button.getAttribute('aria-label') ?? button.textContent),
    ).toEqual([de['ui.calendar.previousMonth'], de['ui.calendar.nextMonth'], 'Heute']);
    await expect(canvasElement.querySelector('[data-calendar]')).toHaveAttribute('lang', 'de');
    await userEvent.click(canvas.getByRole('button', { name: de['ui.calendar.nextMonth'] }));
    await waitFor(() => expect(canvas.getByRole('grid', { name: 'Februar 2025' })).toBeVisible());
  },
};
