import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import da from '../messages/da';
import de from '../messages/de';
import { Calendar } from './Calendar';

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
          'A month-grid date picker, wholly in the language of its `locale` prop (default "da", as docs/glossary.md ' +
          'fixes it): month and weekday names from Intl, the "I dag" button and the month buttons\' names ' +
          'from the kit catalog of that language, whatever the interface language. Monday first. ARIA grid ' +
          'with roving tabindex: arrows, Home/End, PageUp/PageDown (Shift for a year), Enter/Space; ' +
          '`min`/`max` disable days and stop the keyboard.',
      },
    },
  },
  args: { today, onValueChange: fn() },
} satisfies Meta<typeof Calendar>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * No props: Danish in every interface language (switch the toolbar language: nothing changes) —
 * month and weekday names, Monday in the first column, "I dag", today marked.
 */
export const DanishDefault: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = canvas.getByRole('grid', { name: 'januar 2025' });
    const headers = within(grid).getAllByRole('columnheader');
    await expect(headers).toHaveLength(7);
    await expect(headers[0]).toHaveAttribute('abbr', 'mandag');
    await expect(headers[6]).toHaveAttribute('abbr', 'søndag');
    await expect(
      canvas.getAllByRole('button').map((button) => button.getAttribute('aria-label') ?? button.textContent),
    ).toEqual([da['ui.calendar.previousMonth'], da['ui.calendar.nextMonth'], 'I dag']);
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
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const before = canvas.getByRole('gridcell', { name: fullDay(new Date(2025, 0, 9)) });
    await expect(before).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(before);
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: da['ui.calendar.previousMonth'] })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(canvas.getByRole('button', { name: da['ui.calendar.nextMonth'] })).toHaveAttribute(
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

/** `locale="de"` for another product: all of it German, in every interface language. */
export const GermanLocale: Story = {
  args: { locale: 'de' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = canvas.getByRole('grid', { name: 'Januar 2025' });
    await expect(within(grid).getAllByRole('columnheader')[0]).toHaveAttribute('abbr', 'Montag');
    await expect(
      canvas.getAllByRole('button').map((button) => button.getAttribute('aria-label') ?? button.textContent),
    ).toEqual([de['ui.calendar.previousMonth'], de['ui.calendar.nextMonth'], 'Heute']);
    await expect(canvasElement.querySelector('[data-calendar]')).toHaveAttribute('lang', 'de');
    await userEvent.click(canvas.getByRole('button', { name: de['ui.calendar.nextMonth'] }));
    await waitFor(() => expect(canvas.getByRole('grid', { name: 'Februar 2025' })).toBeVisible());
  },
};
