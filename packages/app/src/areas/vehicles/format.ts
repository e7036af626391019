/**
 * Plates, numbers and dates of the register, formatted for the active language with Intl. The
 * formatters are cached per language: the register formats thousands of cells.
 */

/** A plate as stored: upper-case letters and digits, no spaces ("ab 12 345" -> "AB12345"). */
export function normalizePlate(input: string): string {
  return input.toLocaleUpperCase('da').replace(/[^\p{L}\p{N}]/gu, '');
}

const danishPlate = /^([A-Z]{2})(\d{2})(\d{3})$/;

/**
 * A plate as people write it: the Danish pattern of two letters and five digits with the usual
 * spacing ("AB12345" -> "AB 12 345"); any other plate (personal plates, foreign plates) as stored.
 */
export function formatPlate(plate: string): string {
  const match = danishPlate.exec(plate);
  return match ? `${match[1]} ${match[2]} ${match[3]}` : plate;
}

function cached<T>(make: (locale: string) => T): (locale: string) => T {
  const cache = new Map<string, T>();
  return (locale) => {
    let value = cache.get(locale);
    if (!value) {
      value = make(locale);
      cache.set(locale, value);
    }
    return value;
  };
}

const kilometres = cached(
  (locale) => new Intl.NumberFormat(locale, { style: 'unit', unit: 'kilometer', maximumFractionDigits: 0 }),
);
const integers = cached((locale) => new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }));
// Calendar dates are formatted in UTC: "2024-03-01" is that day everywhere, whatever the zone.
const calendarDates = cached(
  (locale) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }),
);
// Moments (the history) are shown in Danish time, where the fleet is.
const moments = cached(
  (locale) =>
    new Intl.DateTimeFormat(locale, {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: 'Europe/Copenhagen',
    }),
);

/** An odometer reading: "123.456 km" in Danish, "123,456 km" in English. */
export function formatOdometer(km: number, locale: string): string {
  return kilometres(locale).format(km);
}

/** A count for running text: "2.000" in Danish, "2,000" in English. */
export function formatCount(value: number, locale: string): string {
  return integers(locale).format(value);
}

/** A model year: never grouped ("2019", not "2.019"); empty when unknown. */
export function formatYear(year: number | null | undefined): string {
  return year == null ? '' : String(year);
}

const isoDate = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar date given as "YYYY-MM-DD" or a Date at midnight UTC; empty when missing or malformed. */
export function formatDate(date: string | Date | null | undefined, locale: string): string {
  if (date == null) return '';
  let value: Date;
  if (typeof date === 'string') {
    const match = isoDate.exec(date);
    if (!match) return '';
    value = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  } else value = date;
  return Number.isNaN(value.getTime()) ? '' : calendarDates(locale).format(value);
}

/** A moment (when something happened), in Danish time. */
export function formatMoment(moment: Date | string, locale: string): string {
  const value = typeof moment === 'string' ? new Date(moment) : moment;
  return Number.isNaN(value.getTime()) ? '' : moments(locale).format(value);
}
