/**
 * Plates and numbers of the register, formatted for the active language with Intl (cached per
 * language: the register formats thousands of cells). Dates are i18n/dates.ts's, re-exported here.
 */
import { cached } from '../../i18n/cachedPerLocale';

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

const kilometres = cached(
  (locale) => new Intl.NumberFormat(locale, { style: 'unit', unit: 'kilometer', maximumFractionDigits: 0 }),
);
const integers = cached((locale) => new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }));
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

export { formatDate, formatMoment } from '../../i18n/dates';
