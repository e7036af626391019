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
 * A decimal number: Danish "1.234,56" and "1234,56", English "1,234.56" and "1234.56", "12 345,5";
 * a currency word or sign around it ("kr.", "DKK") is dropped. One separator with exactly three
 * digits after it ("1.234", "1,234") is a thousands separator, as a Danish statement writes it.
 */
export function readDecimal(raw: string): number | 'invalid_type' {
  const text = raw
    .replace(/[\s\u00A0\u202F]/g, '')
    .replace(/^(dkk|kr\.?)/i, '')
    .replace(/(dkk|kr\.?)$/i, '');
  if (!/^-?[\d.,]+$/.test(text) || !/\d/.test(text)) return 'invalid_type';
  const lastComma = text.lastIndexOf(',');
  const lastDot = text.lastIndexOf('.');
  let normal: string;
  if (lastComma >= 0 && lastDot >= 0) {
    // Both: the later one is the decimal mark, the other groups thousands.
    const [group, mark] = lastComma > lastDot ? ['.', ','] : [',', '.'];
    const [whole, fraction = ''] = text.split(mark);
    if (text.split(mark).length !== 2 || !/^-?\d{1,3}(\d{3})*$/.test(whole!.split(group).join('')))
      return 'invalid_type';
    if (!new RegExp(`^-?\\d{1,3}(\\${group}\\d{3})*$`).test(whole!)) return 'invalid_type';
    normal = `${whole!.split(group).join('')}.${fraction}`;
  } else if (lastComma >= 0 || lastDot >= 0) {
    const mark = lastComma >= 0 ? ',' : '.';
    const parts = text.split(mark);
    if (parts.length > 2) {
      if (!new RegExp(`^-?\\d{1,3}(\\${mark}\\d{3})+$`).test(text)) return 'invalid_type';
      normal = parts.join('');
    } else if (parts[1]!.length === 3 && /^-?\d{1,3}$/.test(parts[0]!)) normal = parts.join('');
    else normal = parts.join('.');
  } else normal = text;
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
