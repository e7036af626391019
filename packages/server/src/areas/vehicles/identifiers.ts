/**
 * Plates and VINs: the rules of docs/vehicles.md in pure functions (no server dependencies, so the
 * app may mirror them for its input filters).
 */

/** "ab 12 345" -> "AB12345": upper-case, letters and digits only. */
export function normaliseRegistration(input: string): string {
  return input.toLocaleUpperCase('da-DK').replace(/[^0-9A-ZÆØÅ]/g, '');
}

/** A normalised plate: 2 to 8 letters (A-Z, ÆØÅ) and digits (personal plates included). */
export function isValidRegistration(normalised: string): boolean {
  return /^[0-9A-ZÆØÅ]{2,8}$/.test(normalised);
}

/** "AB12345" -> "AB 12 345" (the usual Danish spacing); other plates are shown as stored. */
export function formatRegistration(normalised: string): string {
  const match = /^([A-ZÆØÅ]{2})(\d{2})(\d{3})$/.exec(normalised);
  return match ? `${match[1]} ${match[2]} ${match[3]}` : normalised;
}

/** Upper-case without spaces; empty -> null. */
export function normaliseVin(input: string | null | undefined): string | null {
  const vin = (input ?? '').toUpperCase().replace(/\s+/g, '');
  return vin === '' ? null : vin;
}

/** 17 characters, letters and digits without I, O and Q. */
export function isValidVin(vin: string): boolean {
  return /^[A-HJ-NPR-Z0-9]{17}$/.test(vin);
}

/** The year a model year may at most be: next year, in Copenhagen. */
export function maxModelYear(now = new Date()): number {
  const year = Number(
    new Intl.DateTimeFormat('en', { timeZone: 'Europe/Copenhagen', year: 'numeric' }).format(now),
  );
  return year + 1;
}

export const MIN_MODEL_YEAR = 1900;
