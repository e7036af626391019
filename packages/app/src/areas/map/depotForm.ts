import type { Depot } from '@vognpark/server/areas/map';
import type { FieldErrors } from '../../data/errors';
import { parseDegrees, placeOf, placeValues } from '../../forms/place';

/** The depot form's values as typed (a decimal comma or point). */
export interface DepotFormValues {
  name: string;
  lat: string;
  lon: string;
  radiusM: string;
}

export const DEPOT_FIELDS = ['name', 'lat', 'lon', 'radiusM'] as const;

export const emptyDepotValues: DepotFormValues = { name: '', lat: '', lon: '', radiusM: '250' };

/** Whole metres as typed, thousands grouped or not ("20.000", "20,000", "20 000"); null if not. */
function parseMetres(text: string): number | null {
  const value = text.trim();
  if (/^\d{1,5}$/.test(value)) return Number(value);
  return /^\d{1,3}([.,\s\u00a0\u202f]\d{3})+$/.test(value) ? Number(value.replace(/\D/g, '')) : null;
}

/** A depot's values as its form shows them, the degrees with the language's decimal sign. */
export function depotFormValues(depot: Depot | null, locale = 'en'): DepotFormValues {
  if (!depot) return emptyDepotValues;
  const degrees = new Intl.NumberFormat(locale, { maximumFractionDigits: 8, useGrouping: false });
  return {
    name: depot.name,
    lat: degrees.format(depot.lat),
    lon: degrees.format(depot.lon),
    radiusM: String(depot.radiusM),
  };
}

/** The form's errors by field: `required`, `lat`, `lon`, `radius` (the server's ranges). */
export function validateDepot(values: DepotFormValues): FieldErrors {
  const errors: FieldErrors = {};
  if (!values.name.trim()) errors.name = 'required';
  const lat = parseDegrees(values.lat);
  if (!values.lat.trim()) errors.lat = 'required';
  else if (lat === null || Math.abs(lat) > 90) errors.lat = 'lat';
  const lon = parseDegrees(values.lon);
  if (!values.lon.trim()) errors.lon = 'required';
  else if (lon === null || Math.abs(lon) > 180) errors.lon = 'lon';
  const radius = parseMetres(values.radiusM);
  if (radius === null || radius < 20 || radius > 20_000) errors.radiusM = 'radius';
  return errors;
}

/** The place the form's latitude and longitude name, or null while they do not. */
export const depotPlace = placeOf;
export { placeValues };

/** The server's input from valid values. */
export function depotInput(values: DepotFormValues) {
  return {
    name: values.name.trim(),
    lat: parseDegrees(values.lat)!,
    lon: parseDegrees(values.lon)!,
    radiusM: parseMetres(values.radiusM)!,
  };
}
