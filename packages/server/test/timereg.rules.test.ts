/**
 * The rules of working time and the kørebog (src/areas/timereg/rules.ts) as tables: each rule just
 * kept and just broken, the Copenhagen calendar across the March (23-hour) and October (25-hour)
 * nights, the week's Monday-to-Sunday boundary, and a year of one driver's days (its time is the bench's).
 */
import { describe, expect, it } from 'vitest';
import { addDays, daysBetween } from '../src/due/rules.js';
import {
  averageWeekFlags,
  breakFlags,
  copenhagenDate,
  copenhagenInstant,
  copenhagenTime,
  dailyRestFlags,
  dayOffFlags,
  mondayOf,
  odometerFlags,
  RULES,
  summarize,
  tachoBreakFlags,
  tachographFlags,
  weeklyMinutes,
  workingTimeFlags,
  yellowPlateFlags,
  type DayInput,
  type Period,
  type PeriodKind,
  type TripInput,
} from '../src/areas/timereg/rules.js';

/** A period on `date` from `from` to `to` ("HH:MM"; `to` before `from` ends the next day). */
function p(kind: PeriodKind, date: string, from: string, to: string): Period {
  const end = to <= from ? addDays(date, 1) : date;
  return { kind, start: copenhagenInstant(date, from), end: copenhagenInstant(end, to) };
}
/** A day of the given periods ([kind, from, to]). */
function day(date: string, ...periods: [PeriodKind, string, string][]): DayInput {
  return { date, periods: periods.map(([kind, from, to]) => p(kind, date, from, to)) };
}
/** Work from `from` to `to` with a 30-minute break at 11:30 when it spans it. */
const office = (date: string, from = '07:00', to = '15:00') =>
  day(date, ['work', from, '11:30'], ['break', '11:30', '12:00'], ['work', '12:00', to]);

describe('the Copenhagen calendar', () => {
  it.each([
    // [date, wall time, UTC instant]
    ['2026-01-15', '12:00', '2026-01-15T11:00:00Z'], // winter: +1
    ['2026-07-15', '12:00', '2026-07-15T10:00:00Z'], // summer: +2
    ['2026-03-29', '01:30', '2026-03-29T00:30:00Z'], // before the spring change
    ['2026-03-29', '02:30', '2026-03-29T01:30:00Z'], // skipped: read as 03:30
    ['2026-03-29', '03:30', '2026-03-29T01:30:00Z'],
    ['2026-10-25', '02:30', '2026-10-25T00:30:00Z'], // repeated: its first occurrence
    ['2026-10-25', '03:30', '2026-10-25T02:30:00Z'],
    ['2026-12-31', '23:30', '2026-12-31T22:30:00Z'],
  ])('%s %s is %s', (date, time, utc) => {
    expect(new Date(copenhagenInstant(date, time)).toISOString()).toBe(utc.replace('Z', '.000Z'));
  });

  it('names the date and time Intl names, every 5 minutes across both changes and over a century', () => {
    const intl = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Copenhagen',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    const expected = (instant: number) => {
      const p = Object.fromEntries(intl.formatToParts(instant).map((x) => [x.type, x.value]));
      return [`${p.year}-${p.month}-${p.day}`, `${p.hour}:${p.minute}`];
    };
    const instants = [
      ...Array.from({ length: 72 }, (_, i) => Date.parse('2026-03-28T22:00:00Z') + i * 5 * 60_000),
      ...Array.from({ length: 72 }, (_, i) => Date.parse('2026-10-24T22:00:00Z') + i * 5 * 60_000 + 59_999),
      ...Array.from({ length: 500 }, (_, i) => Date.parse('1975-01-01T00:00:00Z') + i * 6_311_111_111),
    ];
    for (const instant of instants)
      expect([copenhagenDate(instant), copenhagenTime(instant)], new Date(instant).toISOString()).toEqual(
        expected(instant),
      );
  });

  it('names the date and time there (23:30 UTC on 1 June is 2 June)', () => {
    const instant = Date.parse('2026-06-01T23:30:00Z');
    expect([copenhagenDate(instant), copenhagenTime(instant)]).toEqual(['2026-06-02', '01:30']);
  });

  it.each([
    ['2026-11-23', '2026-11-23'], // a Monday
    ['2026-11-29', '2026-11-23'], // Sunday ends the week
    ['2026-11-30', '2026-11-30'], // Monday starts the next
    ['2027-01-01', '2026-12-28'], // across the year
  ])('the week of %s begins on %s', (date, monday) => {
    expect(mondayOf(date)).toBe(monday);
  });
});

describe('11 hours of daily rest', () => {
  it.each([
    // [previous day ends, next day starts, rest minutes or null when kept]
    ['2026-11-23', '18:00', '05:00', null], // exactly 11 h
    ['2026-11-23', '18:00', '04:59', 659],
    ['2026-11-23', '22:00', '06:00', 480],
    // The March night has 23 hours: 20:00 to 07:00 on the wall is 10 hours.
    ['2026-03-28', '20:00', '07:00', 600],
    ['2026-03-28', '20:00', '08:00', null],
    // The October night has 25 hours: 21:00 to 07:00 on the wall is 11 hours.
    ['2026-10-24', '21:00', '07:00', null],
    ['2026-10-24', '22:00', '07:00', 600],
  ])('a day ending %s %s, the next starting %s: %s', (date, end, start, rest) => {
    const days = [day(date, ['work', '12:00', end]), day(addDays(date, 1), ['work', start, '12:00'])];
    const flags = dailyRestFlags(days);
    expect(flags).toEqual(
      rest === null ? [] : [{ rule: 'daily_rest', date: addDays(date, 1), actual: rest, limit: 660 }],
    );
  });

  it('counts a night shift from its end, not from midnight', () => {
    const days = [
      day('2026-11-23', ['work', '22:00', '06:00']),
      day('2026-11-24', ['work', '14:00', '20:00']),
    ];
    expect(dailyRestFlags(days)).toEqual([
      { rule: 'daily_rest', date: '2026-11-24', actual: 480, limit: 660 },
    ]);
  });
});

describe('48 hours a week on average over 4 months', () => {
  /** `weeks` weeks from Monday 2026-06-01, each of five days of `hours` hours. */
  const weeksOf = (hours: number[]) =>
    hours.flatMap((h, w) =>
      [0, 1, 2, 3, 4].map((d) => {
        const date = addDays('2026-06-01', w * 7 + d);
        const end = `${String(6 + Math.floor(h / 5)).padStart(2, '0')}:${String((h % 5) * 12).padStart(2, '0')}`;
        return day(date, ['work', '06:00', end]);
      }),
    );

  it.each([
    // [hours per week, the flagged weeks' averages]
    [[48, 48, 48], []],
    [[50, 46], [50 * 60]], // week 1 alone averages 50; with week 2, 48
    [[60, 36, 40], [60 * 60]], // week 2 averages 48 again
    [
      [40, 40, 60, 60, 60],
      [
        { week: 4, avg: Math.round((40 + 40 + 60 + 60) * 15) },
        { week: 5, avg: 52 * 60 },
      ],
    ],
  ])('weeks of %j', (hours, expected) => {
    const flags = averageWeekFlags(weeksOf(hours));
    const want = expected.map((e) =>
      typeof e === 'number'
        ? { rule: 'average_week', date: '2026-06-01', actual: e, limit: 2880 }
        : { rule: 'average_week', date: addDays('2026-06-01', (e.week - 1) * 7), actual: e.avg, limit: 2880 },
    );
    expect(flags).toEqual(want);
  });

  it('averages over the 17 weeks before, not over every week recorded', () => {
    const hours = [...Array<number>(17).fill(40), 60, 60];
    const flags = averageWeekFlags(weeksOf(hours));
    // Week 18 averages (16 × 40 + 60) / 17 ≈ 41 h; week 19 (15 × 40 + 120) / 17 ≈ 42 h: kept.
    expect(flags).toEqual([]);
  });

  // The week page gives the older weeks as sums from the database: the flags must be the ones
  // their days give. [hours per week (0: nothing recorded), how many of the first weeks as sums]
  it.each([
    [[60, 36, 40], 1],
    [[40, 40, 60, 60, 60], 3],
    [[50, 0, 0, 55, 60, 58], 2], // a gap: the first recorded week still counts from itself
    [[0, 0, 49, 60], 3], // the sums start with weeks nothing was recorded in
    [[...Array<number>(14).fill(52), 44, 47, 50], 14], // the week page's 14 + 3
    [[...Array<number>(20).fill(50), 30, 70], 19], // more than 17 weeks: older ones leave the window
  ])('weeks of %j with the first %i as sums: the same flags', (hours, summed) => {
    const days = weeksOf(hours).filter((d) => hours[Math.floor(daysBetween('2026-06-01', d.date) / 7)]! > 0);
    const older = days.filter((d) => d.date < addDays('2026-06-01', summed * 7));
    const recent = days.slice(older.length);
    const sums = weeklyMinutes(older);
    expect(averageWeekFlags(recent, sums)).toEqual(averageWeekFlags(days));
    expect(averageWeekFlags(days).length).toBeGreaterThan(0);
    expect(workingTimeFlags(recent, { tachograph: true, earlierWeeks: sums })).toEqual(
      workingTimeFlags(days, { tachograph: true }).filter(
        (f) => f.rule === 'average_week' || f.date >= recent[0]!.date,
      ),
    );
  });

  it('counts a week both summed and given as days once each (the 23-hour night in its sum)', () => {
    // The week of the March change: Saturday's night shift is 7 hours on the wall's 8.
    const week = [
      ...[0, 1, 2, 3, 4].map((d) => day(addDays('2026-03-23', d), ['work', '06:00', '18:00'])),
      day('2026-03-28', ['work', '22:00', '06:00']),
    ];
    expect(weeklyMinutes(week).get('2026-03-23')).toBe(5 * 12 * 60 + 7 * 60);
    const flags = averageWeekFlags(week.slice(3), weeklyMinutes(week.slice(0, 3)));
    expect(flags).toEqual(averageWeekFlags(week));
    expect(flags).toEqual([{ rule: 'average_week', date: '2026-03-23', actual: 67 * 60, limit: 2880 }]);
  });
});

describe('a day off every week', () => {
  const run = (from: string, count: number) =>
    Array.from({ length: count }, (_, i) => office(addDays(from, i)));
  it.each([
    ['2026-11-23', 6, []], // Monday to Saturday
    ['2026-11-23', 7, ['2026-11-29']], // and Sunday
    ['2026-11-26', 7, ['2026-12-02']], // across the Monday: still seven in a row
    ['2026-11-23', 8, ['2026-11-29', '2026-11-30']],
  ])('%s and %i days after', (from, count, flagged) => {
    expect(dayOffFlags(run(from, count)).map((f) => f.date)).toEqual(flagged);
  });

  it('a day with only a break is a day off', () => {
    const days = [
      ...run('2026-11-23', 3),
      day('2026-11-26', ['break', '10:00', '10:30']),
      ...run('2026-11-27', 4),
    ];
    expect(dayOffFlags(days)).toEqual([]);
  });
});

describe('breaks of mobile workers (2002/15/EC)', () => {
  it.each([
    // [periods, flags as [rule, actual, limit]]
    [[['work', '07:00', '13:00']], []], // exactly 6 h, no break needed
    [
      [['work', '07:00', '13:01']],
      [
        ['without_break', 361, 360],
        ['break_total', 0, 30],
      ],
    ],
    [
      [
        ['work', '07:00', '11:00'],
        ['break', '11:00', '11:30'],
        ['driving', '11:30', '15:00'],
      ],
      [],
    ],
    // A 10-minute break does not end the stretch.
    [
      [
        ['work', '07:00', '10:00'],
        ['break', '10:00', '10:10'],
        ['driving', '10:10', '13:30'],
      ],
      [
        ['without_break', 380, 360],
        ['break_total', 0, 30],
      ],
    ],
    // A 20-minute gap does; over 9 hours 45 minutes of breaks are needed.
    [
      [
        ['work', '06:00', '11:00'],
        ['work', '11:20', '16:00'],
        ['break', '16:00', '16:15'],
        ['driving', '16:15', '17:00'],
      ],
      [['break_total', 35, 45]],
    ],
    // Availability is neither work nor a break.
    [
      [
        ['work', '07:00', '10:00'],
        ['availability', '10:00', '12:00'],
        ['work', '12:00', '14:00'],
      ],
      [],
    ],
  ] as [[PeriodKind, string, string][], [string, number, number][]][])('%j', (periods, expected) => {
    const flags = breakFlags(day('2026-11-24', ...periods));
    expect(flags.map((f) => [f.rule, f.actual, f.limit])).toEqual(expected);
  });
});

describe('tachograph driving and breaks (561/2006)', () => {
  it.each([
    [[['driving', '06:00', '10:30']], null], // 4.5 h
    [[['driving', '06:00', '10:31']], 271],
    [
      [
        ['driving', '06:00', '10:30'],
        ['break', '10:30', '11:15'],
        ['driving', '11:15', '15:45'],
      ],
      null,
    ],
    // 15 then 30 minutes: a split break.
    [
      [
        ['driving', '06:00', '08:00'],
        ['break', '08:00', '08:15'],
        ['driving', '08:15', '10:45'],
        ['break', '10:45', '11:15'],
        ['driving', '11:15', '15:00'],
      ],
      null,
    ],
    // 30 then 15 is not: the driving adds up to 2 + 2.5 + 1 hours.
    [
      [
        ['driving', '06:00', '08:00'],
        ['break', '08:00', '08:30'],
        ['driving', '08:30', '11:00'],
        ['break', '11:00', '11:15'],
        ['driving', '11:15', '12:15'],
      ],
      330,
    ],
    // Other work is no break.
    [
      [
        ['driving', '06:00', '09:00'],
        ['work', '09:00', '10:00'],
        ['driving', '10:00', '12:00'],
      ],
      300,
    ],
  ] as [[PeriodKind, string, string][], number | null][])('%j', (periods, driving) => {
    const flags = tachoBreakFlags(day('2026-11-24', ...periods));
    expect(flags).toEqual(
      driving === null
        ? []
        : [{ rule: 'tacho_driving_without_break', date: '2026-11-24', actual: driving, limit: 270 }],
    );
  });

  /** A driving day: `hours` of driving from 06:00 with 45-minute breaks after every 4 hours. */
  const drivingDay = (date: string, hours: number): DayInput => {
    const periods: Period[] = [];
    let at = copenhagenInstant(date, '06:00');
    let left = hours * 60;
    while (left > 0) {
      const chunk = Math.min(240, left);
      periods.push({ kind: 'driving', start: at, end: at + chunk * 60_000 });
      at += chunk * 60_000;
      left -= chunk;
      if (left > 0) {
        periods.push({ kind: 'break', start: at, end: at + 45 * 60_000 });
        at += 45 * 60_000;
      }
    }
    return { date, periods };
  };
  const rules = (days: DayInput[]) => tachographFlags(days).map((f) => [f.rule, f.date, f.actual]);

  it.each([
    [[9, 9, 9, 9, 9], []],
    [[10, 10, 9, 9, 9], []], // two extended days
    [[10, 10, 10, 8, 8], [['tacho_extensions', '2026-11-25', 3]]],
    [[10.5, 9, 9, 9, 9], [['tacho_daily_driving', '2026-11-23', 630]]],
  ])('daily driving %j from Monday', (hours, expected) => {
    expect(rules(hours.map((h, i) => drivingDay(addDays('2026-11-23', i), h)))).toEqual(expected);
  });

  it('allows the third extension in the next week (the Monday-to-Sunday boundary)', () => {
    const days = [drivingDay('2026-11-28', 10), drivingDay('2026-11-29', 10), drivingDay('2026-11-30', 10)];
    expect(rules(days).filter(([rule]) => rule === 'tacho_extensions')).toEqual([]);
  });

  it('limits a week to 56 hours and two weeks to 90', () => {
    // Week 1: 6 × 9.5 = 57 h; week 2: 4 × 9 = 36 h → 93 h in two weeks.
    const week1 = [9, 9, 9.5, 9.5, 10, 10].map((h, i) => drivingDay(addDays('2026-11-23', i), h));
    const week2 = [9, 9, 9, 9].map((h, i) => drivingDay(addDays('2026-11-30', i), h));
    const flags = tachographFlags([...week1, ...week2]).filter(
      (f) => f.rule.includes('weekly_driving') || f.rule.includes('fortnight'),
    );
    expect(flags.map((f) => [f.rule, f.date, f.actual])).toEqual([
      ['tacho_weekly_driving', '2026-11-23', 57 * 60],
      ['tacho_fortnight_driving', '2026-11-30', 93 * 60],
    ]);
  });

  it('allows 9 hours of rest three times a week, never less', () => {
    const days = ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27'].map((date) =>
      day(date, ['driving', '06:00', '10:00'], ['break', '10:00', '10:45'], ['work', '10:45', '21:00']),
    );
    // 21:00 to 06:00: 9 hours each night; the fourth reduced rest (before Friday) is one too many.
    expect(rules(days)).toEqual([['tacho_reduced_rests', '2026-11-27', 4]]);
    const short = [
      day('2026-11-23', ['driving', '06:00', '10:00'], ['work', '10:00', '22:00']),
      day('2026-11-24', ['driving', '06:00', '08:00']),
    ];
    expect(rules(short)).toEqual([['tacho_daily_rest', '2026-11-24', 480]]);
  });

  it('wants a weekly rest no later than six days after the last', () => {
    const days = (count: number) =>
      Array.from({ length: count }, (_, i) => drivingDay(addDays('2026-11-23', i), 4));
    expect(rules(days(6))).toEqual([]);
    // Seven days: 06:00 Monday to 10:00 Sunday is 148 hours without 24 hours off.
    expect(rules(days(7))).toEqual([['tacho_weekly_rest', '2026-11-29', 148 * 60]]);
  });
});

describe('all working-time rules together', () => {
  it('applies the tachograph rules only to tachograph drivers', () => {
    const days = [day('2026-11-24', ['driving', '06:00', '11:00'], ['break', '11:00', '11:45'])];
    expect(workingTimeFlags(days, { tachograph: false })).toEqual([]);
    expect(workingTimeFlags(days, { tachograph: true }).map((f) => f.rule)).toEqual([
      'tacho_driving_without_break',
    ]);
  });

  it('finds nothing to flag in a year of a lawful driver’s days (timed in bench/areas/timereg.mjs)', () => {
    const days = Array.from({ length: 365 }, (_, i) => addDays('2026-01-01', i))
      .filter((date) => new Date(`${date}T12:00:00Z`).getUTCDay() % 6 !== 0)
      .map((date) =>
        day(date, ['driving', '06:00', '10:00'], ['break', '10:00', '10:45'], ['work', '10:45', '15:00']),
      );
    expect(days).toHaveLength(261);
    expect(workingTimeFlags(days, { tachograph: true })).toEqual([]);
  });

  // The week page gives the two weeks before the one shown as the days' summaries the database
  // keeps: the flags must be the ones their days give, but for the one-day rules' on those days.
  const ONE_DAY_RULES = [
    'without_break',
    'break_total',
    'tacho_driving_without_break',
    'tacho_daily_driving',
    'tacho_extensions',
  ];
  /**
   * Three weeks of a driver around the March change, a day off only in the first: extensions,
   * short and reduced rests, long days, weeks and fortnights of driving, a night across the 23-hour
   * night, a long run without a weekly rest.
   */
  const threeWeeks = Array.from({ length: 21 }, (_, i) => addDays('2026-03-16', i))
    .filter((date) => date !== '2026-03-22')
    .map((date, i) =>
      date === '2026-03-28'
        ? day(date, ['availability', '19:00', '20:00'], ['driving', '20:00', '05:00'])
        : [
            day(
              date,
              ['driving', '04:30', '09:00'],
              ['break', '09:00', '09:45'],
              ['driving', '09:45', '14:45'],
            ),
            day(
              date,
              ['work', '01:00', '01:30'],
              ['driving', '03:00', '07:30'],
              ['break', '07:30', '08:15'],
              ['driving', '08:15', '12:45'],
              ['break', '12:45', '13:30'],
              ['driving', '13:30', '15:00'],
            ),
            day(date, ['availability', '14:00', '20:00'], ['driving', '20:00', '05:00']),
            day(
              date,
              ['driving', '15:00', '19:30'],
              ['break', '19:30', '20:15'],
              ['driving', '20:15', '01:00'],
            ),
            day(
              date,
              ['driving', '09:00', '13:30'],
              ['break', '13:30', '13:45'],
              ['driving', '13:45', '18:00'],
            ),
          ][i % 5]!,
    );

  it.each(threeWeeks.map((d, i) => [d.date, i]).slice(1))(
    'counts the days before %s as summaries as it counts them in full',
    (_, split) => {
      const earlierDays = threeWeeks.slice(0, split as number).map(summarize);
      const later = threeWeeks.slice(split as number);
      for (const tachograph of [true, false])
        expect(workingTimeFlags(later, { tachograph, earlierDays })).toEqual(
          workingTimeFlags(threeWeeks, { tachograph }).filter(
            (f) => f.date >= later[0]!.date || !ONE_DAY_RULES.includes(f.rule),
          ),
        );
    },
  );

  it('finds every working-time rule broken in those weeks', () => {
    const rules = new Set(workingTimeFlags(threeWeeks, { tachograph: true }).map((f) => f.rule));
    // Every working-time rule (the kørebog's follow them in RULES).
    expect([...rules].sort()).toEqual(RULES.slice(0, RULES.indexOf('private_without_day_pass')).sort());
    expect(summarize(threeWeeks.find((d) => d.date === '2026-03-28')!)).toEqual({
      date: '2026-03-28',
      start: copenhagenInstant('2026-03-28', '19:00'),
      end: copenhagenInstant('2026-03-29', '05:00'),
      working: 8 * 60, // 20:00 to 05:00 across the 23-hour night
      driving: 8 * 60,
    });
  });
});

describe('the kørebog', () => {
  const trip = (id: string, fields: Partial<TripInput>): TripInput => ({
    id,
    vehicleId: 'van',
    driverId: 'jonas',
    date: '2026-11-24',
    start: 0,
    odometerStart: 0,
    odometerEnd: 0,
    kind: 'business',
    ...fields,
  });

  it.each([
    // [[start, end] of each trip in order, flags as [rule, trip, km]]
    [
      [
        [100, 150],
        [150, 200],
      ],
      [],
    ],
    [
      [
        [100, 150],
        [162, 200],
      ],
      [['odometer_gap', 'b', 12]],
    ],
    [
      [
        [100, 150],
        [140, 200],
      ],
      [['odometer_overlap', 'b', 10]],
    ],
    [
      [
        [100, 150],
        [150, 200],
        [230, 240],
      ],
      [['odometer_gap', 'c', 30]],
    ],
  ])('trips %j', (readings, expected) => {
    const trips = readings.map(([from, to], i) =>
      trip('abc'[i]!, { start: i * 3_600_000, odometerStart: from!, odometerEnd: to! }),
    );
    expect(odometerFlags(trips).map((f) => [f.rule, f.subjectId, f.actual])).toEqual(expected);
  });

  it('orders each vehicle’s trips by their start, and keeps vehicles apart', () => {
    const trips = [
      trip('late', { start: 2, odometerStart: 150, odometerEnd: 160 }),
      trip('early', { start: 1, odometerStart: 100, odometerEnd: 150 }),
      trip('other', { start: 3, vehicleId: 'car', odometerStart: 5, odometerEnd: 9 }),
    ];
    expect(odometerFlags(trips)).toEqual([]);
  });

  it('wants a day pass for a private trip on yellow plates', () => {
    const trips = [
      trip('with', { kind: 'private', date: '2026-11-24' }),
      trip('without', { kind: 'private', date: '2026-11-25' }),
      trip('white', { kind: 'private', date: '2026-11-25', vehicleId: 'car' }),
      trip('business', { date: '2026-11-26' }),
    ];
    const flags = yellowPlateFlags(trips, [{ vehicleId: 'van', date: '2026-11-24' }], new Set(['van']));
    expect(flags.map((f) => [f.rule, f.subjectId])).toEqual([['private_without_day_pass', 'without']]);
  });

  it('allows 20 day passes per vehicle per year', () => {
    const passes = (year: number, count: number) =>
      Array.from({ length: count }, (_, i) => ({ vehicleId: 'van', date: addDays(`${year}-01-01`, i) }));
    expect(yellowPlateFlags([], [...passes(2026, 20), ...passes(2027, 20)], new Set(['van']))).toEqual([]);
    const flags = yellowPlateFlags([], passes(2026, 21), new Set(['van']));
    expect(flags).toEqual([
      { rule: 'day_passes', date: '2026-01-21', actual: 21, limit: 20, subjectId: 'van' },
    ]);
  });

  it('allows home–work trips on 25 days per driver per year', () => {
    const trips = Array.from({ length: 26 }, (_, i) => [
      trip(`out${i}`, { kind: 'home_work', date: addDays('2026-02-02', i), start: i * 2 }),
      trip(`home${i}`, { kind: 'home_work', date: addDays('2026-02-02', i), start: i * 2 + 1 }),
    ]).flat();
    const flags = yellowPlateFlags(trips, [], new Set(['van']));
    expect(flags.map((f) => [f.rule, f.date, f.actual])).toEqual([['home_work_days', '2026-02-27', 26]]);
    expect(yellowPlateFlags(trips.slice(0, 50), [], new Set(['van']))).toEqual([]);
  });
});
