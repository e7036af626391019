/**
 * Time in Copenhagen for sharing's forms and timeline: a wall-clock date and time as an instant,
 * an instant as its Copenhagen date and time, and which bookings meet a day.
 */
const MINUTE = 60_000;

/**
 * Copenhagen's wall clock, made once: making an Intl.DateTimeFormat costs far more than using one,
 * and the 31 days' timeline asks it for every booking (docs/sharing.md "Budgets").
 */
const WALL = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Copenhagen',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The offset of Copenhagen from UTC in minutes at an instant (60 in winter, 120 in summer). */
function offsetMinutes(instant: number): number {
  const parts = WALL.formatToParts(new Date(instant));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'));
  return Math.round((wall - Math.floor(instant / MINUTE) * MINUTE) / MINUTE);
}

/** `date` (YYYY-MM-DD) at `time` (HH:MM) in Copenhagen, as an instant. */
export function copenhagenInstant(date: string, time: string): Date {
  const naive = Date.parse(`${date}T${time}:00Z`);
  const guess = naive - offsetMinutes(naive) * MINUTE;
  // Near a change of offset the guess's own offset decides.
  return new Date(naive - offsetMinutes(guess) * MINUTE);
}

/**
 * Copenhagen's offset by the UTC hour (it changes only on a whole UTC hour), asked of Intl once an
 * hour: the 31 days' timeline labels thousands of bookings, two instants each.
 */
const HOUR = 60 * MINUTE;
const offsets = new Map<number, number>();
function offsetOfHour(instant: number): number {
  const hour = Math.floor(instant / HOUR);
  let offset = offsets.get(hour);
  if (offset === undefined) {
    if (offsets.size > 50_000) offsets.clear();
    offset = offsetMinutes(hour * HOUR);
    offsets.set(hour, offset);
  }
  return offset;
}

/** An instant's Copenhagen date (YYYY-MM-DD) and time (HH:MM). */
export function copenhagenParts(instant: Date): { date: string; time: string } {
  const ms = instant.getTime();
  const wall = new Date(ms + offsetOfHour(ms) * MINUTE);
  const year = wall.getUTCFullYear();
  // Years outside 0–9999 (never a booking's): Intl's own answer.
  if (year < 0 || year > 9999) {
    const parts = WALL.formatToParts(instant);
    const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
    return { date: `${get('year')}-${get('month')}-${get('day')}`, time: `${get('hour')}:${get('minute')}` };
  }
  const iso = wall.toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
}

/** "HH:MM" typed loosely ("8", "8.30", "0830") as "HH:MM", or null. */
export function parseTime(text: string): string | null {
  const match = /^\s*(\d{1,2})(?:[:.]?(\d{2}))?\s*$/.exec(text);
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2] ?? 0);
  if (hours > 23 || minutes > 59) return null;
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}

/** Whether [start, end) meets the Copenhagen day `date`. */
export function meetsDay(start: Date, end: Date, date: string, nextDate: string): boolean {
  return start < copenhagenInstant(nextDate, '00:00') && end > copenhagenInstant(date, '00:00');
}
