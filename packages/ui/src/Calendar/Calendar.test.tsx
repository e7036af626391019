import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test-utils/renderWithProviders';
import { Calendar } from './Calendar';
import { DateField } from './DateField';
import { toIsoDay } from './dates';

const today = new Date(2025, 0, 15); // Wednesday 15 January 2025
const fullDay = (date: Date, locale = 'da') =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'full' }).format(date);
const focusedDay = () => (document.activeElement as HTMLElement | null)?.dataset.date;

describe('Calendar', () => {
  it('is Danish and Monday first in a Danish interface, with the month from Intl', () => {
    renderWithProviders(<Calendar today={today} />, { locale: 'da' });
    const grid = screen.getByRole('grid', { name: 'januar 2025' });
    const headers = within(grid).getAllByRole('columnheader');
    expect(headers).toHaveLength(7);
    expect(headers[0]).toHaveAttribute('abbr', 'mandag');
    expect(headers[6]).toHaveAttribute('abbr', 'søndag');
    expect(screen.getByRole('button', { name: 'I dag' })).toBeVisible();
  });

  /** What a person sees and hears of a calendar: the buttons' names, the month, the weekdays. */
  const calendarTexts = (container: HTMLElement) => [
    ...screen.getAllByRole('button').map((button) => button.getAttribute('aria-label') ?? button.textContent),
    container.querySelector('[aria-live]')!.textContent,
    ...screen
      .getAllByRole('columnheader')
      .flatMap((header) => [header.getAttribute('abbr'), header.textContent]),
  ];

  // Each language's words: previous and next month, today, the month, the first column's weekday.
  const words = {
    en: ['Previous month', 'Next month', 'Today', 'January 2025', 'Sunday'],
    da: ['Forrige måned', 'Næste måned', 'I dag', 'januar 2025', 'mandag'],
    uk: ['Попередній місяць', 'Наступний місяць', 'Сьогодні', 'січень 2025 р.', 'понеділок'],
    de: ['Vorheriger Monat', 'Nächster Monat', 'Heute', 'Januar 2025', 'Montag'],
    fr: ['Mois précédent', 'Mois suivant', 'Aujourd’hui', 'janvier 2025', 'lundi'],
  } as const;

  it.each(['en', 'da', 'uk', 'de', 'fr'] as const)(
    'speaks the %s interface language only: days, months, the today button, the month buttons and the day labels',
    (uiLocale) => {
      const { container } = renderWithProviders(<Calendar today={today} />, { locale: uiLocale });
      const [previous, next, todayWord, month, firstDay] = words[uiLocale];
      expect(
        screen
          .getAllByRole('button')
          .map((button) => button.getAttribute('aria-label') ?? button.textContent),
      ).toEqual([previous, next, todayWord]);
      expect(screen.getByRole('grid', { name: month })).toBeVisible();
      expect(screen.getAllByRole('columnheader')[0]).toHaveAttribute('abbr', firstDay);
      expect(screen.getByRole('gridcell', { name: fullDay(today, uiLocale) })).toHaveAttribute(
        'aria-current',
        'date',
      );
      expect(container.querySelector('[data-calendar]')).toHaveAttribute('lang', uiLocale);
      const texts = calendarTexts(container);
      for (const [other, otherWords] of Object.entries(words)) {
        if (other === uiLocale) continue;
        for (const word of otherWords) expect(texts).not.toContain(word);
      }
    },
  );

  it("starts the week on the locale's first day: Sunday in English, Monday in the others", () => {
    const english = renderWithProviders(<Calendar today={today} />, { locale: 'en' });
    // 1 January 2025 was a Wednesday: the fourth column when Sunday comes first.
    expect(within(screen.getAllByRole('row')[1]!).getAllByRole('gridcell')[3]).toHaveAttribute(
      'data-date',
      '2025-01-01',
    );
    english.unmount();
    renderWithProviders(<Calendar today={today} weekStartsOn={1} />, { locale: 'en' });
    expect(screen.getAllByRole('columnheader')[0]).toHaveAttribute('abbr', 'Monday');
  });

  it('follows a locale prop over the interface language: locale="da" in a German interface is wholly Danish', async () => {
    const { container } = renderWithProviders(<Calendar today={today} locale="da" />, { locale: 'de' });
    // Danish is not the interface's language: its catalog is fetched when the calendar shows.
    await screen.findByRole('button', { name: words.da[0] });
    const texts = calendarTexts(container);
    expect(texts).toEqual(expect.arrayContaining([...words.da]));
    for (const german of words.de) expect(texts).not.toContain(german);
  });

  it.each([
    ['en-GB', 'da', 'Today', 'Previous month', 'January 2025', 'Monday'],
    ['uk', 'da', 'Сьогодні', 'Попередній місяць', 'січень 2025 р.', 'понеділок'],
    ['fr', 'en', 'Aujourd’hui', 'Mois précédent', 'janvier 2025', 'lundi'],
    ['da-DK', 'en', 'I dag', 'Forrige måned', 'januar 2025', 'mandag'],
  ] as const)(
    'follows locale="%s" in a %s interface',
    async (locale, uiLocale, todayWord, previous, month, monday) => {
      renderWithProviders(<Calendar today={today} locale={locale} />, { locale: uiLocale });
      // A language other than the interface's: its catalog is fetched when the calendar shows.
      expect(await screen.findByRole('button', { name: previous })).toBeVisible();
      expect(screen.getByRole('button', { name: todayWord })).toBeVisible();
      expect(screen.getByRole('grid', { name: month })).toBeVisible();
      expect(screen.getAllByRole('columnheader')[0]).toHaveAttribute('abbr', monday);
    },
  );

  it('takes "today" from Intl for a language the kit has no words for', () => {
    renderWithProviders(<Calendar today={today} locale="sv" />, { locale: 'de' });
    expect(screen.getByRole('button', { name: 'I dag' })).toBeVisible();
    expect(screen.getByRole('grid', { name: 'januari 2025' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Previous month' })).toBeVisible();
  });

  it('marks today and the chosen day, and starts the month on the right column', () => {
    renderWithProviders(<Calendar today={today} defaultValue={new Date(2025, 0, 20)} />, { locale: 'da' });
    const todayCell = screen.getByRole('gridcell', { name: fullDay(today) });
    expect(todayCell).toHaveAttribute('aria-current', 'date');
    const chosen = screen.getByRole('gridcell', { selected: true });
    expect(chosen).toHaveAttribute('data-date', '2025-01-20');
    expect(chosen).toHaveAttribute('tabindex', '0');
    // 1 January 2025 was a Wednesday: the third column of the first row.
    const firstRow = screen.getAllByRole('row')[1]!;
    expect(within(firstRow).getAllByRole('gridcell')[2]).toHaveAttribute('data-date', '2025-01-01');
  });

  it('chooses a day by click, Enter and Space', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    renderWithProviders(<Calendar today={today} onValueChange={onValueChange} />, { locale: 'da' });
    await user.click(screen.getByRole('gridcell', { name: fullDay(new Date(2025, 0, 3)) }));
    expect(onValueChange).toHaveBeenLastCalledWith(new Date(2025, 0, 3));
    expect(screen.getByRole('gridcell', { selected: true })).toHaveAttribute('data-date', '2025-01-03');
    await user.keyboard('{ArrowRight}{Enter}');
    expect(onValueChange).toHaveBeenLastCalledWith(new Date(2025, 0, 4));
    await user.keyboard('{ArrowRight} ');
    expect(onValueChange).toHaveBeenLastCalledWith(new Date(2025, 0, 5));
  });

  it.each([
    ['{ArrowLeft}', '2025-01-14'],
    ['{ArrowRight}', '2025-01-16'],
    ['{ArrowUp}', '2025-01-08'],
    ['{ArrowDown}', '2025-01-22'],
    ['{Home}', '2025-01-13'],
    ['{End}', '2025-01-19'],
    ['{PageUp}', '2024-12-15'],
    ['{PageDown}', '2025-02-15'],
    ['{Shift>}{PageUp}{/Shift}', '2024-01-15'],
    ['{Shift>}{PageDown}{/Shift}', '2026-01-15'],
    ['{ArrowDown}{ArrowDown}{ArrowDown}', '2025-02-05'],
  ])('moves focus with %s to %s (roving tabindex)', async (keys, expected) => {
    const user = userEvent.setup();
    renderWithProviders(<Calendar today={today} />, { locale: 'da' });
    await user.tab();
    await user.tab();
    await user.tab(); // previous month, next month, then the grid's one tabbable day
    expect(focusedDay()).toBe('2025-01-15');
    await user.keyboard(keys);
    expect(focusedDay()).toBe(expected);
    expect(screen.getAllByRole('gridcell').filter((cell) => cell.tabIndex === 0)).toHaveLength(1);
  });

  it('keeps min and max: days outside are disabled and moves stop at the bounds', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    const min = new Date(2025, 0, 10);
    const max = new Date(2025, 0, 20);
    renderWithProviders(<Calendar today={today} min={min} max={max} onValueChange={onValueChange} />, {
      locale: 'da',
    });
    const outside = screen.getByRole('gridcell', { name: fullDay(new Date(2025, 0, 9)) });
    expect(outside).toHaveAttribute('aria-disabled', 'true');
    await user.click(outside);
    expect(onValueChange).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Forrige måned' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Næste måned' })).toHaveAttribute('aria-disabled', 'true');

    screen.getByRole('gridcell', { name: fullDay(today) }).focus();
    await user.keyboard('{PageDown}');
    expect(focusedDay()).toBe('2025-01-20');
    await user.keyboard('{Shift>}{PageUp}{/Shift}');
    expect(focusedDay()).toBe('2025-01-10');
    await user.keyboard('{ArrowLeft}{Enter}');
    expect(onValueChange).toHaveBeenLastCalledWith(min);
  });

  it('moves a month with the buttons and announces it', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Calendar today={today} />, { locale: 'da' });
    await user.click(screen.getByRole('button', { name: 'Næste måned' }));
    const title = screen.getByText('februar 2025');
    expect(title).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByRole('grid', { name: 'februar 2025' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Næste måned' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Forrige måned' }));
    await user.click(screen.getByRole('button', { name: 'Forrige måned' }));
    expect(screen.getByRole('grid', { name: 'december 2024' })).toBeVisible();
  });

  it('chooses today with the today button', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    renderWithProviders(
      <Calendar today={today} defaultValue={new Date(2024, 5, 1)} onValueChange={onValueChange} />,
      {
        locale: 'da',
      },
    );
    expect(screen.getByRole('grid', { name: 'juni 2024' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'I dag' }));
    expect(onValueChange).toHaveBeenLastCalledWith(today);
    expect(screen.getByRole('gridcell', { selected: true })).toHaveAttribute('data-date', toIsoDay(today));
  });

  it('shows the month of a controlled value that changes', () => {
    const { rerender } = renderWithProviders(<Calendar today={today} value={new Date(2025, 0, 2)} />, {
      locale: 'da',
    });
    expect(screen.getByRole('grid', { name: 'januar 2025' })).toBeVisible();
    rerender(<Calendar today={today} value={new Date(2025, 6, 2)} />);
    expect(screen.getByRole('grid', { name: 'juli 2025' })).toBeVisible();
  });
});

describe('DateField', () => {
  it('opens the calendar in a dialog, fills the field and returns focus', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    renderWithProviders(<DateField label="Due" today={today} onValueChange={onValueChange} name="due" />);
    const field = screen.getByRole('textbox', { name: 'Due' });
    expect(field).toHaveValue('');
    const button = screen.getByRole('button', { name: 'Choose date' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    const dialog = screen.getByRole('dialog', { name: 'Choose date' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(focusedDay()).toBe('2025-01-15');
    await user.keyboard('{ArrowRight}{Enter}');
    expect(dialog).not.toBeInTheDocument();
    const chosen = new Date(2025, 0, 16);
    expect(onValueChange).toHaveBeenLastCalledWith(chosen);
    expect(field).toHaveValue(new Intl.DateTimeFormat('en', { dateStyle: 'medium' }).format(chosen));
    expect(button).toHaveFocus();
    expect(document.querySelector('input[name="due"]')).toHaveValue('2025-01-16');
  });

  it('closes on Escape without choosing', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    renderWithProviders(<DateField label="Due" today={today} onValueChange={onValueChange} />);
    await user.click(screen.getByRole('button', { name: 'Choose date' }));
    expect(screen.getByRole('dialog')).toBeVisible();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onValueChange).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Choose date' })).toHaveFocus();
  });

  it('shows a given value in the short style of its locale', () => {
    renderWithProviders(
      <DateField
        label="Due"
        today={today}
        defaultValue={new Date(2025, 2, 7)}
        dateStyle="short"
        locale="de"
      />,
    );
    expect(screen.getByRole('textbox', { name: 'Due' })).toHaveValue('07.03.25');
  });

  it.each([
    ['da', '27.11.2026', '27. nov. 2026'],
    ['de', '27.11.26', '27.11.2026'],
    ['fr', '27/11/2026', '27 nov. 2026'],
    ['uk', '27.11.2026', '27 лист. 2026 р.'],
    ['en', '11/27/2026', 'Nov 27, 2026'],
    ['en', 'Nov 27 2026', 'Nov 27, 2026'],
  ] as const)(
    'reads a date typed in %s (%s) on Enter and shows it as the product does',
    async (locale, typed, shown) => {
      const user = userEvent.setup();
      const onValueChange = vi.fn();
      renderWithProviders(<DateField label="Due" today={today} onValueChange={onValueChange} />, { locale });
      const field = screen.getByRole('textbox', { name: 'Due' });
      await user.type(field, `${typed}{Enter}`);
      expect(onValueChange).toHaveBeenLastCalledWith(new Date(2026, 10, 27));
      expect(field).toHaveValue(shown);
      expect(field).not.toBeInvalid();
    },
  );

  it.each([
    ['da', 'dd.mm.åååå'],
    ['de', 'TT.MM.JJJJ'],
    ['fr', 'jj/mm/aaaa'],
    ['uk', 'дд.мм.рррр'],
    ['en', 'mm/dd/yyyy'],
  ] as const)('shows how to type a date in %s: %s', (locale, pattern) => {
    renderWithProviders(<DateField label="Due" today={today} />, { locale });
    expect(screen.getByRole('textbox', { name: 'Due' })).toHaveAttribute('placeholder', pattern);
  });

  it('reads a typed date when the field loses focus, and an emptied field clears the day', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    renderWithProviders(
      <DateField
        label="Due"
        today={today}
        defaultValue={new Date(2025, 0, 6)}
        onValueChange={onValueChange}
      />,
      { locale: 'da' },
    );
    const field = screen.getByRole('textbox', { name: 'Due' });
    await user.clear(field);
    await user.type(field, '1.2.2025');
    expect(onValueChange).not.toHaveBeenCalled();
    await user.tab();
    expect(onValueChange).toHaveBeenLastCalledWith(new Date(2025, 1, 1));
    expect(field).toHaveValue('1. feb. 2025');
    await user.clear(field);
    await user.tab();
    expect(onValueChange).toHaveBeenLastCalledWith(null);
    expect(field).toHaveValue('');
  });

  it.each([
    ['27.11', 'Datoen er ufuldstændig: skriv dag, måned og år som dd.mm.åååå.'],
    ['31.02.2026', 'Datoen 31.02.2026 findes ikke: tjek dag og måned.'],
    ['i overmorgen', 'Skriv datoen som dd.mm.åååå, for eksempel 15.01.2025.'],
    ['1.1.2025', 'Vælg 10. jan. 2025 eller senere.'],
    ['1.1.2027', 'Vælg 31. dec. 2026 eller tidligere.'],
  ])('says why %s is not taken, keeps the text and changes nothing', async (typed, message) => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    renderWithProviders(
      <DateField
        label="Due"
        today={today}
        min={new Date(2025, 0, 10)}
        max={new Date(2026, 11, 31)}
        defaultValue={new Date(2025, 0, 20)}
        onValueChange={onValueChange}
      />,
      { locale: 'da' },
    );
    const field = screen.getByRole('textbox', { name: 'Due' });
    await user.clear(field);
    await user.type(field, `${typed}{Enter}`);
    expect(onValueChange).not.toHaveBeenCalled();
    expect(field).toHaveValue(typed);
    expect(field).toBeInvalid();
    expect(field).toHaveAccessibleDescription(message);
    // Corrected, the error goes and the day is taken.
    await user.clear(field);
    await user.type(field, '21.01.2025');
    await user.tab();
    expect(onValueChange).toHaveBeenLastCalledWith(new Date(2025, 0, 21));
    expect(field).not.toBeInvalid();
    expect(field).not.toHaveAccessibleDescription(message);
  });

  it('keeps a form from submitting while the typed text is not a date', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    renderWithProviders(
      <form noValidate onSubmit={onSubmit}>
        <DateField label="Due" today={today} />
        <button type="submit">Save</button>
      </form>,
    );
    const field = screen.getByRole('textbox', { name: 'Due' });
    await user.type(field, '13/45/2026');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(field).toHaveFocus();
    expect(field).toHaveAccessibleDescription('There is no date 13/45/2026: check the day and the month.');
    await user.clear(field);
    await user.type(field, '12/24/2026');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
