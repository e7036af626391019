/**
 * Reading a date a person typed, in the language of the field (`locale`): the numbers in the
 * order that language writes them (27.11.2026 in Danish and German, 27/11/2026 in French,
 * 11/27/2026 in English), a month's name or its abbreviation instead of its number (the way the
 * field shows a date: "27. nov. 2026", "Nov 27, 2026", "27 лист. 2026 р."), or ISO 2026-11-27.
 * All the locale's words come from Intl, so no language's names are written here.
 */
import { daysInMonth } from './dates';

export type TypedDate =
  /** Nothing typed: the field is cleared. */
  | { kind: 'empty' }
  | { kind: 'date'; date: Date }
  /** A start of a date: a day and month without a year, a day alone. */
  | { kind: 'incomplete' }
  /** Readable, but there is no such day (31.02.2026, a 13th month). */
  | { kind: 'noSuchDay' }
  /** Not a date at all. */
  | { kind: 'unreadable' };

type Part = 'day' | 'month' | 'year';

interface LocaleDateWords {
  /** The order of day, month and year in the locale's numeric dates. */
  numericOrder: Part[];
  /** Each month's names (format and stand-alone, long and short), lower case without dots. */
  months: string[][];
  /** Words the locale writes around a date ("р." after a Ukrainian year), lower case without dots. */
  fillers: Set<string>;
}

const wordsCache = new Map<string, LocaleDateWords>();

const normalise = (word: string, locale: string) => word.toLocaleLowerCase(locale).replace(/\.$/, '');

function localeWords(locale: string): LocaleDateWords {
  const cached = wordsCache.get(locale);
  if (cached) return cached;
  const sample = new Date(2026, 10, 27);
  const numericOrder = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'numeric', year: 'numeric' })
    .formatToParts(sample)
    .map((part) => part.type)
    .filter((type): type is Part => type === 'day' || type === 'month' || type === 'year');
  const monthFormats = [
    new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long' }),
    new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short' }),
    new Intl.DateTimeFormat(locale, { month: 'long' }),
    new Intl.DateTimeFormat(locale, { month: 'short' }),
  ];
  const months = Array.from({ length: 12 }, (_, month) => {
    const names = monthFormats.map((format) =>
      format
        .formatToParts(new Date(2026, month, 1))
        .filter((part) => part.type === 'month')
        .map((part) => normalise(part.value, locale))
        .join(''),
    );
    return [...new Set(names)].filter(Boolean);
  });
  const fillers = new Set<string>();
  for (const dateStyle of ['medium', 'long'] as const) {
    for (const part of new Intl.DateTimeFormat(locale, { dateStyle }).formatToParts(sample)) {
      if (part.type !== 'literal') continue;
      for (const word of part.value.match(/\p{L}+\.?/gu) ?? []) fillers.add(normalise(word, locale));
    }
  }
  const words = { numericOrder, months, fillers };
  wordsCache.set(locale, words);
  return words;
}

/** The month (0-11) a word names, whole or as the start (three letters or more) of one month's name only. */
function monthOf(word: string, months: string[][]): number | null {
  const exact = months.findIndex((names) => names.includes(word));
  if (exact >= 0) return exact;
  if (word.length < 3) return null;
  const starts = months.flatMap((names, month) =>
    names.some((name) => name.startsWith(word)) ? [month] : [],
  );
  return starts.length === 1 ? starts[0]! : null;
}

/** A typed year: four digits as written, two digits the nearest such year to `referenceYear`. */
function yearOf(digits: string, referenceYear: number): number | null {
  const value = Number(digits);
  if (digits.length === 4) return value >= 1000 ? value : null;
  if (digits.length !== 2) return null;
  const century = Math.floor(referenceYear / 100) * 100;
  const candidates = [century - 100 + value, century + value, century + 100 + value];
  return candidates.reduce((best, year) =>
    Math.abs(year - referenceYear) < Math.abs(best - referenceYear) ? year : best,
  );
}

function build(year: number | null, month: number, day: number): TypedDate {
  if (year === null) return { kind: 'unreadable' };
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month - 1)) return { kind: 'noSuchDay' };
  const date = new Date(year, month - 1, day);
  date.setFullYear(year);
  return { kind: 'date', date };
}

/** Splits digits typed without separators ("27112026", "271126") in the locale's order. */
function splitDigits(digits: string, order: Part[]): string[] | null {
  if (digits.length !== 8 && digits.length !== 6) return null;
  const yearLength = digits.length - 4;
  const parts: string[] = [];
  let at = 0;
  for (const part of order) {
    const length = part === 'year' ? yearLength : 2;
    parts.push(digits.slice(at, at + length));
    at += length;
  }
  return parts;
}

/**
 * Reads `text` as a day in `locale`. Two-digit years are the nearest such year to
 * `referenceYear` (26 is 2026 in 2026, 98 is 1998).
 */
export function parseTypedDate(text: string, locale: string, referenceYear: number): TypedDate {
  const trimmed = text.normalize('NFC').trim();
  if (trimmed === '') return { kind: 'empty' };
  // Letters, digits and the separators dates are written with; anything else is not a date.
  if (!/^[\p{L}\d\s.,/\-–]+$/u.test(trimmed)) return { kind: 'unreadable' };

  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(trimmed);
  if (iso) return build(yearOf(iso[1]!, referenceYear), Number(iso[2]), Number(iso[3]));

  const { numericOrder, months, fillers } = localeWords(locale);
  const numbers: string[] = [];
  let month: number | null = null;
  for (const token of trimmed.match(/\p{L}+\.?|\d+/gu) ?? []) {
    if (/^\d/.test(token)) {
      numbers.push(token);
      continue;
    }
    const word = normalise(token, locale);
    if (fillers.has(word)) continue;
    const named = monthOf(word, months);
    if (named === null || month !== null) return { kind: 'unreadable' };
    month = named;
  }

  if (month !== null) {
    // A month's name: the rest is a day and a year (the year has four digits, or comes where the locale puts it).
    if (numbers.length < 2) return numbers.length === 1 ? { kind: 'incomplete' } : { kind: 'unreadable' };
    if (numbers.length > 2) return { kind: 'unreadable' };
    const [first, second] = numbers as [string, string];
    const yearFirst =
      first.length > 2 || (second.length <= 2 && numericOrder.indexOf('year') < numericOrder.indexOf('day'));
    const [yearDigits, dayDigits] = yearFirst ? [first, second] : [second, first];
    if (dayDigits.length > 2) return { kind: 'unreadable' };
    return build(yearOf(yearDigits, referenceYear), month + 1, Number(dayDigits));
  }

  const parts = numbers.length === 1 ? splitDigits(numbers[0]!, numericOrder) : numbers;
  if (!parts || parts.length < 3) {
    // One or two numbers ("27.11", "27"): a date begun but not finished.
    return numbers.length <= 2 && numbers.every((n) => n.length <= 4)
      ? { kind: 'incomplete' }
      : { kind: 'unreadable' };
  }
  if (parts.length > 3 || numericOrder.length !== 3) return { kind: 'unreadable' };
  const value = (part: Part) => parts[numericOrder.indexOf(part)]!;
  if (value('day').length > 2 || value('month').length > 2) return { kind: 'unreadable' };
  return build(yearOf(value('year'), referenceYear), Number(value('month')), Number(value('day')));
}

/**
 * How the locale writes a date in numbers, with the given letters for its parts: "dd.mm.åååå"
 * in Danish, "mm/dd/yyyy" in English (for the field's placeholder and error messages).
 */
export function datePattern(locale: string, letters: Record<Part, string>): string {
  return new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit', year: 'numeric' })
    .formatToParts(new Date(2026, 10, 27))
    .map((part) =>
      part.type === 'day' || part.type === 'month' || part.type === 'year' ? letters[part.type] : part.value,
    )
    .join('');
}

/** A day written the way the locale writes dates in numbers ("27.11.2026", "11/27/2026"). */
export function formatNumericDate(date: Date, locale: string): string {
  return new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit', year: 'numeric' }).format(date);
}
