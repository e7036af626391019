import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { Locale } from '../i18n/locales';
import da from '../messages/da';
import de from '../messages/de';
import en from '../messages/en';
import fr from '../messages/fr';
import uk from '../messages/uk';
import { Calendar } from './Calendar';

const catalogs = { en, da, uk, de, fr } as const;
/** The active story language's catalog (the toolbar global). */
const messagesOf = (globals: Record<string, unknown>) => catalogs[(globals.locale as Locale) ?? 'en'] ?? en;

const today = new Date(2025, 0, 15); // Wednesday 15 January 2025: stories do not depend on the clock
const fullDay = (date: Date) => new Intl.DateTimeFormat('da', { dateStyle: 'full' }).format(date);
const focusedDay = () => (document.activeElement as HTMLElement | null)?.dataset.date;

const meta = {
  title: 'Building blocks/Calendar',
  component: Calendar,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A month-grid date picker: Danish dates and Monday first by default (month and weekday names ' +
          'from Intl in the `locale` prop, default "da"), while the buttons ("I dag" / Today, previous and ' +
          'next month) follow the kit language. ARIA grid with roving tabindex: arrows, Home/End, ' +
          'PageUp/PageDown (Shift for a year), Enter/Space; `min`/`max` disable days and stop the keyboard.',
      },
    },
  },
  args: { today, onValueChange: fn() },
} satisfies Meta<typeof Calendar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No props: Danish month and weekday names, Monday in the first column, today marked. */
export const DanishDefault: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const grid = canvas.getByRole('grid', { name: 'januar 2025' });
    const headers = within(grid).getAllByRole('columnheader');
    await expect(headers).toHaveLength(7);
    await expect(headers[0]).toHaveAttribute('abbr', 'mandag');
    await expect(headers[6]).toHaveAttribute('abbr', 'søndag');
    const todayWord = messagesOf(globals)['ui.calendar.today'];
    if (globals.locale === 'da') await expect(todayWord).toBe('I dag');
    await expect(canvas.getByRole('button', { name: todayWord })).toBeVisible();
    await expect(canvas.getByRole('gridcell', { name: fullDay(today) })).toHaveAttribute(
      'aria-current',
      'date',
    );
  },
};

/** A chosen day: aria-selected, filled, and the one tabbable day of the grid. */
export const WithSelection: Story = {
  args: { defaultValue: new Date(2025, 0, 22) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const chosen = canvas.getByRole('gridcell', { selected: true });
    await expect(chosen).toHaveAttribute('data-date', '2025-01-22');
    await expect(chosen).toHaveAttribute('tabindex', '0');
    await userEvent.click(canvas.getByRole('gridcell', { name: fullDay(new Date(2025, 0, 24)) }));
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
    const before = canvas.getByRole('gridcell', { name: fullDay(new Date(2025, 0, 9)) });
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
    canvas.getByRole('gridcell', { name: fullDay(today) }).focus();
    await userEvent.keyboard('{PageDown}');
    await expect(focusedDay()).toBe('2025-01-24');
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(new Date(2025, 0, 24));
  },
};

/** Arrows, Home/End and PageUp/PageDown move the one focusable day; the month title follows. */
export const KeyboardNavigation: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(focusedDay()).toBe('2025-01-15');
    await userEvent.keyboard('{ArrowRight}{ArrowDown}');
    await expect(focusedDay()).toBe('2025-01-23');
    await userEvent.keyboard('{Home}');
    await expect(focusedDay()).toBe('2025-01-20');
    await userEvent.keyboard('{End}');
    await expect(focusedDay()).toBe('2025-01-26');
    await userEvent.keyboard('{PageDown}');
    await expect(focusedDay()).toBe('2025-02-26');
    await waitFor(() => expect(canvas.getByRole('grid', { name: 'februar 2025' })).toBeVisible());
    await userEvent.keyboard('{Shift>}{PageUp}{/Shift}');
    await expect(focusedDay()).toBe('2024-02-26');
    await userEvent.keyboard(' ');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(new Date(2024, 1, 26));
    await expect(canvas.getAllByRole('gridcell').filter((cell) => cell.tabIndex === 0)).toHaveLength(1);
  },
};
