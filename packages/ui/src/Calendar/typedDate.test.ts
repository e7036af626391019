import { describe, expect, it } from 'vitest';
import { firstDayOfWeek, toIsoDay } from './dates';
import { datePattern, formatNumericDate, parseTypedDate, type TypedDate } from './typedDate';

/** The result as a short text: the day as YYYY-MM-DD, or the kind of failure. */
const read = (text: string, locale: string, referenceYear = 2026): string => {
  const result: TypedDate = parseTypedDate(text, locale, referenceYear);
  return result.kind === 'date' ? toIsoDay(result.date) : result.kind;
};

describe('parseTypedDate', () => {
  it.each([
    // Each language's numbers, in its order and with its separators.
    ['27.11.2026', 'da', '2026-11-27'],
    ['27/11/2026', 'da', '2026-11-27'],
    ['27-11-2026', 'da', '2026-11-27'],
    ['1.2.2026', 'da', '2026-02-01'],
    ['27.11.2026', 'de', '2026-11-27'],
    ['27.11.26', 'de', '2026-11-27'],
    ['27.11.2026', 'uk', '2026-11-27'],
    ['27/11/2026', 'fr', '2026-11-27'],
    ['11/27/2026', 'en', '2026-11-27'],
    ['11/27/26', 'en', '2026-11-27'],
    // Without separators: eight or six digits in the language's order.
    ['27112026', 'da', '2026-11-27'],
    ['271126', 'de', '2026-11-27'],
    ['11272026', 'en', '2026-11-27'],
    // ISO in every language.
    ['2026-11-27', 'da', '2026-11-27'],
    ['2026-11-27', 'en', '2026-11-27'],
    // The way the field shows a date (Intl "medium"), so a shown date can be edited.
    ['27. nov. 2026', 'da', '2026-11-27'],
    ['Nov 27, 2026', 'en', '2026-11-27'],
    ['27 лист. 2026 р.', 'uk', '2026-11-27'],
    ['27 nov. 2026', 'fr', '2026-11-27'],
    // Long month names, the Ukrainian genitive and nominative, any case, a unique beginning.
    ['27. november 2026', 'da', '2026-11-27'],
    ['27 листопада 2026', 'uk', '2026-11-27'],
    ['27 листопад 2026', 'uk', '2026-11-27'],
    ['27. März 2026', 'de', '2026-03-27'],
    ['27 MAR 2026', 'en', '2026-03-27'],
    ['3 févr. 2026', 'fr', '2026-02-03'],
    ['3 septem 2026', 'fr', '2026-09-03'],
    ['27 November 26', 'en', '2026-11-27'],
    // Two-digit years: the nearest such year.
    ['1.1.98', 'da', '1998-01-01'],
    ['1.1.30', 'da', '2030-01-01'],
    // Leap days.
    ['29.02.2028', 'da', '2028-02-29'],
    ['29.02.2026', 'da', 'noSuchDay'],
    // No such day: a 31st of February, a 13th month, a Danish order typed in English.
    ['31.02.2026', 'da', 'noSuchDay'],
    ['12.13.2026', 'da', 'noSuchDay'],
    ['00.11.2026', 'da', 'noSuchDay'],
    ['27/11/2026', 'en', 'noSuchDay'],
    ['2026-02-30', 'en', 'noSuchDay'],
    // Incomplete: a day and a month, a day alone, a month without a year.
    ['27.11', 'da', 'incomplete'],
    ['27', 'da', 'incomplete'],
    ['27. nov.', 'da', 'incomplete'],
    ['2711', 'de', 'incomplete'],
    // Not a date.
    ['tomorrow', 'en', 'unreadable'],
    ['27.11.2026 kl. 12', 'da', 'unreadable'],
    ['27.11.2026.5', 'da', 'unreadable'],
    ['27.11.202', 'da', 'unreadable'],
    ['27.11.0099', 'da', 'unreadable'],
    ['27 ju 2026', 'fr', 'unreadable'],
    ['27 jui 2026', 'fr', 'unreadable'],
    ['27 nov dec 2026', 'en', 'unreadable'],
    ['27 @ 11 2026', 'da', 'unreadable'],
    ['123.11.2026', 'da', 'unreadable'],
    // Nothing typed.
    ['', 'da', 'empty'],
    ['   ', 'en', 'empty'],
  ])('%s in %s is %s', (text, locale, expected) => {
    expect(read(text, locale)).toBe(expected);
  });
});

describe('datePattern and formatNumericDate', () => {
  it.each([
    ['da', { day: 'dd', month: 'mm', year: 'åååå' }, 'dd.mm.åååå', '27.11.2026'],
    ['de', { day: 'TT', month: 'MM', year: 'JJJJ' }, 'TT.MM.JJJJ', '27.11.2026'],
    ['fr', { day: 'jj', month: 'mm', year: 'aaaa' }, 'jj/mm/aaaa', '27/11/2026'],
    ['uk', { day: 'дд', month: 'мм', year: 'рррр' }, 'дд.мм.рррр', '27.11.2026'],
    ['en', { day: 'dd', month: 'mm', year: 'yyyy' }, 'mm/dd/yyyy', '11/27/2026'],
  ])('%s writes %s', (locale, letters, pattern, example) => {
    expect(datePattern(locale, letters)).toBe(pattern);
    expect(formatNumericDate(new Date(2026, 10, 27), locale)).toBe(example);
    // What the pattern shows is read back.
    expect(read(example, locale)).toBe('2026-11-27');
  });
});

describe('firstDayOfWeek', () => {
  it.each([
    ['da', 1],
    ['de', 1],
    ['fr', 1],
    ['uk', 1],
    ['en-GB', 1],
    ['en', 0],
    ['not a tag!', 1],
  ])('%s starts the week on day %i', (locale, day) => {
    expect(firstDayOfWeek(locale)).toBe(day);
  });
});
