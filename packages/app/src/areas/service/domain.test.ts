import { describe, expect, it } from 'vitest';
import type { FormatAppMessage } from '../../i18n/useAppMessages';
import { dueByWeek, formatDkk, intervalText, mondayOf, serviceTaskName } from './domain';

const t: FormatAppMessage = (id, values) => (values ? `${id} ${JSON.stringify(values)}` : id);
const names = { en: 'Oil service', da: 'Olieskift', uk: 'Заміна оливи', de: 'Ölwechsel', fr: 'Vidange' };

describe('serviceTaskName', () => {
  it.each([
    ['de', 'Ölwechsel'],
    ['fr', 'Vidange'],
    ['xx', 'Olieskift'],
    ['__proto__', 'Olieskift'],
  ])('names a task in %s', (locale, name) => {
    expect(serviceTaskName({ names }, locale)).toBe(name);
  });

  it('falls back to Danish, then English, for a custom task named once', () => {
    expect(serviceTaskName({ names: { ...names, de: '' } }, 'de')).toBe('Olieskift');
    expect(serviceTaskName({ names: { en: 'Ramp check', da: '', uk: '', de: '', fr: '' } }, 'fr')).toBe(
      'Ramp check',
    );
  });

  it("reads the one name a Due list row carries (the server's fallbacks already applied)", () => {
    expect(serviceTaskName({ names: { de: 'Ölwechsel' } }, 'de')).toBe('Ölwechsel');
    expect(serviceTaskName({ names: { uk: 'Заміна мастила' } }, 'uk')).toBe('Заміна мастила');
  });
});

it('writes amounts in kroner as each language does', () => {
  expect(formatDkk(1250, 'da').replace(/\s/g, ' ')).toBe('1.250,00 kr.');
  expect(formatDkk(1250.5, 'en').replace(/\s/g, ' ')).toBe('DKK 1,250.50');
});

describe('intervalText', () => {
  const item = {
    intervalKm: 30_000,
    intervalHours: null,
    intervalMonths: 12,
    mode: 'first' as const,
    task: { season: null },
  };
  it('lists each interval and the mode when there are several', () => {
    expect(intervalText(item, t, 'en')).toBe(
      'app.service.interval.km {"km":"30,000 km"}, app.service.interval.months {"months":12}, app.service.mode.first',
    );
  });
  it('says one interval alone, a season, or none', () => {
    expect(intervalText({ ...item, intervalKm: null }, t, 'en')).toBe(
      'app.service.interval.months {"months":12}',
    );
    expect(intervalText({ ...item, task: { season: 'winter' } }, t, 'en')).toBe(
      'app.service.interval.season',
    );
    expect(intervalText({ ...item, intervalKm: null, intervalMonths: null }, t, 'en')).toBe(
      'app.service.interval.none',
    );
  });
});

describe('dueByWeek', () => {
  it.each([
    ['2026-11-23', '2026-11-23'],
    ['2026-11-29', '2026-11-23'],
    ['2027-01-01', '2026-12-28'],
    ['2028-02-29', '2028-02-28'],
  ])('puts %s in the week of Monday %s', (day, monday) => {
    expect(mondayOf(day)).toBe(monday);
  });

  it('counts each schedule once, in the week of its due date or sooner forecast, overdue ones now', () => {
    const today = '2026-11-25';
    expect(
      dueByWeek(
        [
          { state: 'overdue', dueOn: '2026-11-01', forecastOn: null },
          { state: 'due_soon', dueOn: '2026-12-10', forecastOn: '2026-12-01' },
          { state: 'due_soon', dueOn: null, forecastOn: '2026-12-02' },
          { state: 'in_order', dueOn: '2027-06-01', forecastOn: null },
          { state: 'paused', dueOn: '2026-11-26', forecastOn: null },
          { state: 'in_order', dueOn: null, forecastOn: null },
        ],
        today,
      ),
    ).toEqual([
      { week: '2026-11-23', count: 1 },
      { week: '2026-11-30', count: 2 },
    ]);
  });
});
