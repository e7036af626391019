/**
 * A cell's text in the forms a Danish spreadsheet writes: formulas refused, "12.345" and "12 345"
 * whole numbers, "1.234,56" and "1234.56" decimals, "01-03-2026", "1.3.2026" and "01/03/2026"
 * dates. Pure, shared by every import (table tests in test/imports.test.ts and test/partners.test.ts).
 */

/** A cell a spreadsheet would run as a formula (OWASP's list, the kit's toCsv neutralises the same). */
const FORMULA = /^[=+\-@\t\r]/;

/**
 * A cell's text: the export's neutralised form "'=x" read back as "=x"; null for a formula. The
 * export writes "'" before such a cell so that a spreadsheet shows it as text: reading it back
 * restores what was stored.
 */
export function cellText(raw: string): string | null {
  if (raw.startsWith("'") && FORMULA.test(raw.slice(1))) return raw.slice(1);
  if (FORMULA.test(raw.trimStart())) return null;
  return raw;
}

/**
 * A whole number as a spreadsheet may write it: "12345", "12.345" or "12,345" or "12 345" (thousands
 * separated), "12345,0"; else `invalid_type`.
 */
export function readWholeNumber(raw: string): number | 'invalid_type' {
  const text = raw.replace(/[\s\u00A0\u202F]/g, '');
  if (/^-?\d+$/.test(text)) return Number(text);
  if (/^\d{1,3}([.,])\d{3}(\1\d{3})*$/.test(text)) return Number(text.replace(/[.,]/g, ''));
  const decimal = /^(-?\d+)[.,]0+$/.exec(text);
  if (decimal) return Number(decimal[1]);
  return 'invalid_type';
}

/**
 * A decimal number: Danish "1.234,56" and "62,415", English "1,234.56" and "62.415", "12 345,5";
 * a currency word around it ("kr.", "DKK") is dropped. With both marks the later one is the
 * decimal mark and the other groups thousands; a single mark is the decimal mark (a statement's
 * litres have three decimals: "62,415" is never 62 415); several of one mark group thousands.
 */
export function readDecimal(raw: string): number | 'invalid_type' {
  const text = raw
    .replace(/[\s\u00A0\u202F]/g, '')
    .replace(/^(dkk|kr\.?)/i, '')
    .replace(/(dkk|kr\.?)$/i, '');
  if (!/^-?[\d.,]+$/.test(text) || !/\d/.test(text)) return 'invalid_type';
  const commas = text.split(',').length - 1;
  const dots = text.split('.').length - 1;
  let normal: string;
  if (commas > 0 && dots > 0) {
    const [group, mark] = text.lastIndexOf(',') > text.lastIndexOf('.') ? ['.', ','] : [',', '.'];
    const [whole = '', fraction = '', ...rest] = text.split(mark);
    if (rest.length > 0 || !new RegExp(`^-?\\d{1,3}(\\${group}\\d{3})+$`).test(whole)) return 'invalid_type';
    normal = `${whole.split(group).join('')}.${fraction}`;
  } else if (commas > 1 || dots > 1) {
    const mark = commas > 1 ? ',' : '.';
    if (!new RegExp(`^-?\\d{1,3}(\\${mark}\\d{3})+$`).test(text)) return 'invalid_type';
    normal = text.split(mark).join('');
  } else normal = text.replace(',', '.');
  if (!/^-?\d+(\.\d+)?$/.test(normal)) return 'invalid_type';
  const value = Number(normal);
  return Number.isFinite(value) ? value : 'invalid_type';
}

const pad = (value: string) => value.padStart(2, '0');

/**
 * A date as "YYYY-MM-DD" from ISO (a time after it ignored) or the day-first forms ("1-3-2026",
 * "01.03.2026", "01/03/2026"; a two-digit year is ambiguous and refused); the calendar itself is the caller's check.
 */
export function readDate(raw: string): string | 'invalid_format' {
  const text = raw.trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ]\d{1,2}[:.]\d{2}(?:[:.]\d{2})?)?$/.exec(text);
  if (iso) return `${iso[1]}-${pad(iso[2]!)}-${pad(iso[3]!)}`;
  const dayFirst = /^(\d{1,2})[-./](\d{1,2})[-./](\d{4})(?:\s+\d{1,2}[:.]\d{2}(?:[:.]\d{2})?)?$/.exec(text);
  if (dayFirst) return `${dayFirst[3]}-${pad(dayFirst[2]!)}-${pad(dayFirst[1]!)}`;
  return 'invalid_format';
}

/** Whether "YYYY-MM-DD" is a day of the calendar. */
export function isCalendarDay(iso: string): boolean {
  const date = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === iso;
}

/** How a header or a word is compared: lower-case, without spaces, dashes, dots and underscores. */
export function wordKey(value: string): string {
  return value
    .normalize('NFC')
    .toLocaleLowerCase('da-DK')
    .replace(/[\s_\-.()]+/g, '');
}

/** A lookup from a word's key to its code (the code itself included). */
export function wordLookup<Code extends string>(words: Record<Code, readonly string[]>): Map<string, Code> {
  const lookup = new Map<string, Code>();
  for (const [code, list] of Object.entries(words) as [Code, readonly string[]][])
    for (const word of [code, ...list]) lookup.set(wordKey(word), code);
  return lookup;
}
