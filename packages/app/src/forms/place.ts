/** A place in a form (a depot's, an organisation's): degrees as typed, and as picked on a map. */

/** A decimal as typed with a comma or a point, a minus allowed ("55,6761", "-3.5"); null if none. */
export function parseDegrees(text: string): number | null {
  const value = text.trim().replace(',', '.');
  return /^-?\d{1,3}(\.\d{1,8})?$/.test(value) ? Number(value) : null;
}

/** The place the typed latitude and longitude name, or null while they do not. */
export function placeOf(values: { lat: string; lon: string }): { lat: number; lon: number } | null {
  const lat = parseDegrees(values.lat);
  const lon = parseDegrees(values.lon);
  return lat === null || lon === null || Math.abs(lat) > 90 || Math.abs(lon) > 180 ? null : { lat, lon };
}

/** Degrees as a form shows them, in the language's decimals (no grouping). */
export function degreesText(value: number, locale = 'en', maximumFractionDigits = 6): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits, useGrouping: false }).format(value);
}

/** A picked place as the form shows it, in the language's decimals. */
export function placeValues(
  place: { lat: number; lon: number },
  locale = 'en',
): { lat: string; lon: string } {
  return { lat: degreesText(place.lat, locale), lon: degreesText(place.lon, locale) };
}
