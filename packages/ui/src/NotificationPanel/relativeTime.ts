/** A relative time as Intl.RelativeTimeFormat takes it: `value` (negative = past) and `unit`. */
export interface RelativeTimeParts {
  value: number;
  unit: 'second' | 'minute' | 'hour' | 'day';
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Times further away than this are shown as a date instead ("12. nov. 2026"). */
export const RELATIVE_LIMIT_MS = 7 * DAY;

/**
 * How to say when something happened relative to `now`, or `null` when it is a week or
 * more away (show the date instead). Under 45 s is "now" (0 seconds); then minutes under
 * 45 min, hours under 22 h, days under 7 days, each rounded to the nearest whole unit.
 * Future times (a clock running ahead) get positive values.
 */
export function relativeTimeParts(time: Date, now: Date): RelativeTimeParts | null {
  const diff = time.getTime() - now.getTime();
  if (Number.isNaN(diff)) return null;
  const distance = Math.abs(diff);
  const round = (unit: number) => {
    const value = Math.round(diff / unit);
    return value === 0 ? 0 : value; // no -0
  };
  if (distance < 45 * SECOND) return { value: 0, unit: 'second' };
  if (distance < 45 * MINUTE) return { value: round(MINUTE), unit: 'minute' };
  if (distance < 22 * HOUR) return { value: round(HOUR), unit: 'hour' };
  if (distance < RELATIVE_LIMIT_MS) return { value: round(DAY), unit: 'day' };
  return null;
}
