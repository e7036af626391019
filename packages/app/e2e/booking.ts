/**
 * Filling the booking drawer's days and times from the clock (the sharing and damage journeys):
 * Copenhagen's, whatever the hour the tests run at.
 */
import type { Locator } from 'playwright';

/** Copenhagen's date ("YYYY-MM-DD") and wall-clock time ("HH:MM") `minutes` from now. */
export function copenhagenIn(minutes: number): { date: string; time: string } {
  const at = new Date(Date.now() + minutes * 60_000);
  return {
    date: new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Copenhagen' }).format(at),
    time: new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Copenhagen',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(at),
  };
}

/** Tomorrow in Copenhagen, "YYYY-MM-DD". */
export function tomorrow(): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Copenhagen' }).format(new Date());
  const day = new Date(`${today}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

/**
 * Tomorrow evening from `from` to `to` ("HH:MM") in the booking drawer: after the demo's bookings
 * (07:00–17:30), and whatever the hour the test runs at (a time later today runs out in the evening).
 */
export async function fillTomorrow(drawer: Locator, from: string, to: string) {
  for (const name of [/^Date/, /^Last Day/]) {
    const field = drawer.getByRole('textbox', { name });
    await field.fill(tomorrow());
    await field.press('Tab');
  }
  await drawer.getByRole('textbox', { name: 'From' }).fill(from);
  await drawer.getByRole('textbox', { name: 'To' }).fill(to);
}

/**
 * From `startMinutes` to `endMinutes` from now: the drawer's days are today's, or a later one
 * when a time runs past midnight.
 */
export async function fillFromNow(drawer: Locator, startMinutes: number, endMinutes: number) {
  const [start, end] = [copenhagenIn(startMinutes), copenhagenIn(endMinutes)];
  const today = copenhagenIn(0).date;
  for (const [name, date] of [
    [/^Date/, start.date],
    [/^Last Day/, end.date],
  ] as const) {
    if (date === today) continue;
    const field = drawer.getByRole('textbox', { name });
    await field.fill(date);
    await field.press('Tab');
  }
  await drawer.getByRole('textbox', { name: 'From' }).fill(start.time);
  await drawer.getByRole('textbox', { name: 'To' }).fill(end.time);
}
