/**
 * The OsmAnd protocol as Traccar Client phone apps (and OsmAnd's own live tracking) speak it: one
 * HTTP request per position, its fields as query parameters (GET or POST) or as a form body.
 *
 *   POST /api/tracker/<secret>?id=phone-17&lat=55.67&lon=12.56&timestamp=1764280800&speed=12.3
 *        &bearing=270&altitude=14&accuracy=8&batt=76
 *
 * `timestamp` is seconds or milliseconds since 1970 or an ISO 8601 time (a time without a zone is
 * UTC, as Traccar reads it); `speed` is in knots. Pure: `decodeOsmAnd` refuses what is not a
 * position, and says why, before anything touches the database.
 */

export const IDENTIFIER_PATTERN = /^[A-Za-z0-9_.-]{4,64}$/;

/** How far ahead of the server's clock a device's clock may be. */
export const MAX_CLOCK_AHEAD_MS = 5 * 60_000;
/** Positions older than this are refused (a phone that was offline longer sends them in vain). */
export const MAX_POSITION_AGE_MS = 7 * 24 * 60 * 60_000;

export const KNOTS_TO_KMH = 1.852;

export interface DecodedPosition {
  identifier: string;
  recordedAt: Date;
  lat: number;
  lon: number;
  speedKmh: number | null;
  headingDeg: number | null;
  altitudeM: number | null;
  accuracyM: number | null;
  batteryPct: number | null;
}

export type DecodeRefusal =
  | 'missing_id'
  | 'bad_id'
  | 'missing_position'
  | 'bad_position'
  | 'missing_timestamp'
  | 'bad_timestamp'
  | 'future_timestamp'
  | 'old_timestamp'
  | 'bad_value';

export type DecodeResult =
  { ok: true; position: DecodedPosition } | { ok: false; reason: DecodeRefusal; field: string };

const NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;
const ISO_TIME =
  /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-]\d{2}:?\d{2})?$/i;

/** A finite number from a parameter; undefined when absent or empty, NaN when not a number. */
function numberOf(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const text = value.trim();
  if (text === '') return undefined;
  return NUMBER.test(text) ? Number(text) : Number.NaN;
}

/**
 * Seconds, milliseconds or ISO 8601 to a time; null when it is none of them. A number of 10^11 or
 * more is milliseconds (10^11 seconds is in the year 5138; 10^11 ms is 1973).
 */
export function parseOsmAndTimestamp(value: string): Date | null {
  const text = value.trim();
  if (NUMBER.test(text)) {
    const n = Number(text);
    if (!Number.isFinite(n) || n <= 0) return null;
    const ms = n >= 1e11 ? n : n * 1000;
    const date = new Date(Math.round(ms));
    return Number.isNaN(date.getTime()) ? null : date;
  }
  const match = ISO_TIME.exec(text);
  if (!match) return null;
  const [, y, mo, d, h, mi, s = '0', fraction = '', zone = 'Z'] = match;
  const month = Number(mo);
  const day = Number(d);
  if (month < 1 || month > 12 || day < 1 || day > 31 || Number(h) > 23 || Number(mi) > 59 || Number(s) > 59)
    return null;
  const offset = zone.toUpperCase() === 'Z' ? 'Z' : zone.replace(/^([+-]\d{2})(\d{2})$/, '$1:$2');
  const ms = fraction.padEnd(3, '0').slice(0, 3);
  const date = new Date(`${y}-${mo}-${d}T${h}:${mi}:${s.padStart(2, '0')}.${ms}${offset}`);
  if (Number.isNaN(date.getTime())) return null;
  // 31 February rolls over in Date: refuse it instead.
  const check = new Date(Date.UTC(Number(y), month - 1, day));
  if (check.getUTCDate() !== day) return null;
  return date;
}

const round = (value: number, decimals: number) => {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
};

/**
 * One request's parameters (query and form body merged; the first of repeated ones) to a position,
 * or the reason it is not one. `now` is the server's clock.
 */
export function decodeOsmAnd(params: Readonly<Record<string, string | undefined>>, now: Date): DecodeResult {
  const identifier = (params.id ?? params.deviceid)?.trim();
  if (!identifier) return { ok: false, reason: 'missing_id', field: 'id' };
  if (!IDENTIFIER_PATTERN.test(identifier)) return { ok: false, reason: 'bad_id', field: 'id' };

  let lat = numberOf(params.lat);
  let lon = numberOf(params.lon);
  if (lat === undefined && lon === undefined && params.location) {
    const [a, b, ...rest] = params.location.split(',');
    lat = rest.length ? Number.NaN : numberOf(a);
    lon = rest.length ? Number.NaN : numberOf(b);
  }
  if (lat === undefined || lon === undefined) return { ok: false, reason: 'missing_position', field: 'lat' };
  if (!Number.isFinite(lat) || lat < -90 || lat > 90)
    return { ok: false, reason: 'bad_position', field: 'lat' };
  if (!Number.isFinite(lon) || lon < -180 || lon > 180)
    return { ok: false, reason: 'bad_position', field: 'lon' };
  // (0, 0) is what a phone without a fix sends: no place anybody parks a vehicle.
  if (lat === 0 && lon === 0) return { ok: false, reason: 'bad_position', field: 'lat' };

  const stamp = params.timestamp?.trim();
  if (!stamp) return { ok: false, reason: 'missing_timestamp', field: 'timestamp' };
  const recordedAt = parseOsmAndTimestamp(stamp);
  if (!recordedAt) return { ok: false, reason: 'bad_timestamp', field: 'timestamp' };
  if (recordedAt.getTime() > now.getTime() + MAX_CLOCK_AHEAD_MS)
    return { ok: false, reason: 'future_timestamp', field: 'timestamp' };
  if (recordedAt.getTime() < now.getTime() - MAX_POSITION_AGE_MS)
    return { ok: false, reason: 'old_timestamp', field: 'timestamp' };

  type Optional = { value: number | null; field?: undefined } | { value?: undefined; field: string };
  const optional = (field: string, value: string | undefined, min: number, max: number): Optional => {
    const n = numberOf(value);
    if (n === undefined) return { value: null };
    if (!Number.isFinite(n) || n < min || n > max) return { field };
    return { value: n };
  };
  const speed = optional('speed', params.speed, 0, 1000);
  const heading = optional('bearing', params.bearing ?? params.heading, 0, 360);
  const altitude = optional('altitude', params.altitude, -1000, 20_000);
  const accuracy = optional('accuracy', params.accuracy, 0, 100_000);
  const battery = optional('batt', params.batt ?? params.battery, 0, 100);
  for (const result of [speed, heading, altitude, accuracy, battery])
    if (result.field !== undefined) return { ok: false, reason: 'bad_value', field: result.field };

  const value = (result: { value?: number | null }) => result.value ?? null;
  const knots = value(speed);
  const degrees = value(heading);
  return {
    ok: true,
    position: {
      identifier,
      recordedAt,
      lat,
      lon,
      speedKmh: knots === null ? null : round(knots * KNOTS_TO_KMH, 1),
      headingDeg: degrees === null ? null : degrees === 360 ? 0 : degrees,
      altitudeM: value(altitude),
      accuracyM: value(accuracy),
      batteryPct: value(battery),
    },
  };
}
