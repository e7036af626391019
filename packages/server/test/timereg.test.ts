/**
 * Time registration and the kørebog (docs/timereg.md) on both engines: the demo data and its
 * flags, a driver recording a day and a trip, the manager's week grid and month approval, the lock
 * after approval and a correction as a new visible version, trips joining the odometer chain (a
 * lower reading refused on its field), a day saved from before someone else changed it refused with
 * who changed it, private trips as km only for a manager, roles, and tenant
 * separation for every procedure taking an id.
 */
import { TRPCClientError } from '@trpc/client';
import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../src/db/schema.js';
import { vehicles } from '../src/areas/vehicles/schema.js';
import { pdfText } from '../src/areas/documents/files.js';
import { addDays, copenhagenToday } from '../src/due/rules.js';
import { odometerReadings } from '../src/areas/service/schema.js';
import { shortRestDate, TIMEREG_DEMO } from '../src/areas/timereg/seed.js';
import { mondayOf, workingTimeFlags, type DayInput, type PeriodKind } from '../src/areas/timereg/rules.js';
import { DEFAULT_AGREEMENT, effectivePeriods, periodInstants } from '../src/areas/timereg/days.js';
import type { DayMode } from '../src/areas/timereg/model.js';
import { timeregAgreements, workingDays, workingPeriods } from '../src/areas/timereg/schema.js';
import { ENGINES, failure, useWorkFixture, type Role } from './workFixture.js';

describe.each(ENGINES)('time registration on $engine', ({ open }) => {
  const f = useWorkFixture(open);
  const today = copenhagenToday();
  const month = today.slice(0, 7);

  it('shows the demo drivers’ week with the short night’s rest flagged', async () => {
    const shortRest = shortRestDate(today);
    const week = await f.as.manager.timereg.week.query({ date: shortRest });
    expect(week.monday).toBe(mondayOf(shortRest));
    expect(week.drivers.length).toBeGreaterThanOrEqual(TIMEREG_DEMO.drivers);
    const jonas = week.drivers.find((d) => d.driver.id === f.ids.jonas)!;
    expect(jonas.flags).toContainEqual({
      rule: 'daily_rest',
      date: shortRest,
      actual: 8 * 60,
      limit: 11 * 60,
    });
    expect(jonas.days).toHaveLength(7);
    // Another client's drivers are not in it.
    expect(week.drivers.map((d) => d.driver.id)).not.toContain(f.ids.fjordbusPerson);
  });

  it('shows the demo kørebog with an odometer gap and a private trip without a day pass', async () => {
    const months = [addDays(today, -35).slice(0, 7), month];
    const all = (
      await Promise.all(months.map((m) => f.as.manager.timereg.trips.query({ month: m })))
    ).flatMap((m) => m.trips);
    const rules = all.flatMap((t) => t.flags.map((flag) => flag.rule));
    expect(rules).toContain('odometer_gap');
    expect(rules).toContain('private_without_day_pass');
    const gap = all.flatMap((t) => t.flags).find((flag) => flag.rule === 'odometer_gap')!;
    expect(gap.actual).toBe(12);
    // The manager sees only the km of Jonas's private trip.
    const personal = all.find((t) => t.kind === 'private')!;
    expect(personal).toMatchObject({
      km: 9,
      from: null,
      to: null,
      purpose: null,
      start: null,
      odometerStart: null,
    });
    // Jonas sees all of it.
    const own = (await f.as.user.timereg.trips.query({ month: personal.date.slice(0, 7) })).trips.find(
      (t) => t.id === personal.id,
    )!;
    expect(own).toMatchObject({ from: 'Lager, Vejle', to: 'Byggemarked, Vejle', km: 9 });
  });

  it('flags a private trip without a day pass by the register’s yellow plates, not by the type', async () => {
    // Q is in no demo plate: these are new.
    const yellowCar = await f.as.manager.vehicles.create.mutate({
      registration: 'QA 42 001',
      make: 'Škoda',
      model: 'Octavia',
      type: 'car',
      fuel: 'diesel',
      yellowPlates: true,
      odometerKm: 1_000,
    });
    const whiteVan = await f.as.manager.vehicles.create.mutate({
      registration: 'QA 42 002',
      make: 'Ford',
      model: 'Transit',
      type: 'van',
      fuel: 'diesel',
      yellowPlates: false,
      odometerKm: 1_000,
    });
    const privateTrip = (vehicleId: string, start: string, end: string, odometerStart: number) =>
      f.as.manager.timereg.addTrip.mutate({
        driverId: f.ids.jonas,
        vehicleId,
        date: today,
        start,
        end,
        from: 'Vejle',
        to: 'Jelling',
        kind: 'private',
        odometerStart,
        odometerEnd: odometerStart + 12,
      });
    const inCar = await privateTrip(yellowCar.id, '18:00', '18:20', 1_000);
    const inVan = await privateTrip(whiteVan.id, '18:00', '18:20', 1_000);
    const flagsOf = async (vehicleId: string, id: string) =>
      (await f.as.manager.timereg.trips.query({ month, vehicleId })).trips.find((t) => t.id === id)!;
    expect(await flagsOf(yellowCar.id, inCar.id)).toMatchObject({
      vehicle: { id: yellowCar.id, yellowPlates: true },
      flags: [{ rule: 'private_without_day_pass', date: today, subjectId: inCar.id }],
    });
    expect(await flagsOf(whiteVan.id, inVan.id)).toMatchObject({
      vehicle: { id: whiteVan.id, yellowPlates: false },
      flags: [],
    });

    // With a day pass the car's private trip is in order; the van put on yellow plates is flagged.
    await f.as.manager.timereg.addDayPass.mutate({ vehicleId: yellowCar.id, date: today });
    expect((await flagsOf(yellowCar.id, inCar.id)).flags).toEqual([]);
    const yellowVan = await f.as.manager.vehicles.update.mutate({
      id: whiteVan.id,
      expectedVersion: whiteVan.version,
      yellowPlates: true,
    });
    expect(yellowVan.yellowPlates).toBe(true);
    expect((await flagsOf(whiteVan.id, inVan.id)).flags.map((flag) => flag.rule)).toEqual([
      'private_without_day_pass',
    ]);
  });

  it('lets a driver record a day, a manager approve the month, and locks the day', async () => {
    const date = today;
    const saved = await f.as.user.timereg.saveDay.mutate({
      date,
      expectedRevision: 0,
      mode: 'periods',
      periods: [
        { kind: 'driving', start: '06:30', end: '10:00', vehicleId: f.ids.jonasVehicles[0] },
        { kind: 'break', start: '10:00', end: '10:30' },
        { kind: 'work', start: '10:30', end: '14:00' },
      ],
    });
    expect(saved).toMatchObject({ date, version: 1, revision: 1, status: 'open', mode: 'periods' });
    expect(saved.totals).toEqual({ work: 210, driving: 210, availability: 0, break: 30, working: 420 });
    expect(saved.periods.map((p) => [p.kind, p.start, p.end])).toEqual([
      ['driving', '06:30', '10:00'],
      ['break', '10:00', '10:30'],
      ['work', '10:30', '14:00'],
    ]);
    // Saving an open day again replaces it.
    const again = await f.as.user.timereg.saveDay.mutate({
      date,
      expectedRevision: 1,
      mode: 'total',
      totalMinutes: 450,
    });
    expect(again).toMatchObject({
      id: saved.id,
      version: 1,
      revision: 2,
      mode: 'total',
      totals: { working: 450 },
    });

    const week = await f.as.manager.timereg.week.query({ date });
    const jonas = week.drivers.find((d) => d.driver.id === f.ids.jonas)!;
    expect(jonas.days.find((d) => d?.date === date)?.totals.working).toBe(450);

    const { approved } = await f.as.manager.timereg.approveMonth.mutate({ month, driverId: f.ids.jonas });
    expect(approved).toBeGreaterThanOrEqual(1);
    const locked = await failure(
      f.as.user.timereg.saveDay.mutate({ date, expectedRevision: 3, mode: 'total', totalMinutes: 480 }),
    );
    expect(locked.fieldErrors).toEqual({ date: 'approved' });

    const corrected = await f.as.manager.timereg.saveDay.mutate({
      driverId: f.ids.jonas,
      date,
      expectedRevision: 3,
      mode: 'total',
      totalMinutes: 480,
      correction: true,
      note: 'Glemt en halv time',
    });
    expect(corrected).toMatchObject({ version: 2, revision: 4, status: 'open', totals: { working: 480 } });
    expect(corrected.previous).toEqual([
      { id: saved.id, version: 1, working: 450, approvedAt: expect.any(Date) },
    ]);
    const days = await f.as.user.timereg.days.query({ from: date, to: date });
    expect(days.map((d) => d.version)).toEqual([2]);
  });

  it('refuses a day saved from before someone else changed it, says who, and changes nothing', async () => {
    const date = addDays(today, -700);
    const conflictOf = async (call: Promise<unknown>) => {
      try {
        await call;
      } catch (error) {
        if (!(error instanceof TRPCClientError)) throw error;
        const data = error.data as { code: string; conflict: { version: number; changedBy: unknown } };
        return { code: data.code, ...data.conflict };
      }
      throw new Error('expected the save to be refused');
    };
    // The manager records the missing day while Jonas, who saw no day on that date, records his own.
    const managers = await f.as.manager.timereg.saveDay.mutate({
      driverId: f.ids.jonas,
      date,
      expectedRevision: 0,
      mode: 'total',
      totalMinutes: 300,
      note: 'Efter vognmandens liste',
    });
    expect(managers).toMatchObject({ revision: 1, totals: { working: 300 } });
    expect(
      await conflictOf(
        f.as.user.timereg.saveDay.mutate({ date, expectedRevision: 0, mode: 'total', totalMinutes: 420 }),
      ),
    ).toMatchObject({ code: 'CONFLICT', version: 1, changedBy: { id: f.ids.manager, name: 'Mette' } });
    const [unchanged] = await f.as.user.timereg.days.query({ from: date, to: date });
    expect(unchanged).toMatchObject({
      revision: 1,
      note: 'Efter vognmandens liste',
      totals: { working: 300 },
    });

    // Made again from the revision the refusal named, Jonas's day replaces it; the manager's form
    // opened before that is refused in turn, naming Jonas.
    const jonas = await f.as.user.timereg.saveDay.mutate({
      date,
      expectedRevision: 1,
      mode: 'total',
      totalMinutes: 420,
    });
    expect(jonas).toMatchObject({ revision: 2, note: '', totals: { working: 420 } });
    expect(
      await conflictOf(
        f.as.manager.timereg.saveDay.mutate({
          driverId: f.ids.jonas,
          date,
          expectedRevision: 1,
          mode: 'total',
          totalMinutes: 60,
        }),
      ),
    ).toMatchObject({ code: 'CONFLICT', version: 2, changedBy: { id: f.ids.jonas, name: 'Jonas' } });

    // Two saves made from the same revision at once: one wins, the other is refused.
    const both = await Promise.allSettled(
      [480, 490].map((minutes) =>
        f.as.user.timereg.saveDay.mutate({ date, expectedRevision: 2, mode: 'total', totalMinutes: minutes }),
      ),
    );
    expect(both.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const [after] = await f.as.user.timereg.days.query({ from: date, to: date });
    expect(after!.revision).toBe(3);

    // Approving the month changes the day too: a save made from before it is refused.
    await f.as.manager.timereg.approveMonth.mutate({ month: date.slice(0, 7), driverId: f.ids.jonas });
    expect(
      await conflictOf(
        f.as.manager.timereg.saveDay.mutate({
          driverId: f.ids.jonas,
          date,
          expectedRevision: 3,
          mode: 'total',
          totalMinutes: 60,
          correction: true,
        }),
      ),
    ).toMatchObject({ code: 'CONFLICT', version: 4, changedBy: { id: f.ids.manager } });
  });

  it('refuses days in the future, overlapping periods and a day without periods', async () => {
    const cases = [
      [{ date: addDays(today, 1), mode: 'total', totalMinutes: 60 }, { date: 'in_future' }],
      [
        {
          date: addDays(today, -400),
          mode: 'periods',
          periods: [
            { kind: 'work', start: '08:00', end: '12:00' },
            { kind: 'work', start: '11:00', end: '13:00' },
          ],
        },
        { periods: 'overlap' },
      ],
      [{ date: addDays(today, -400), mode: 'periods', periods: [] }, { periods: 'required' }],
    ] as const;
    for (const [input, errors] of cases)
      expect(
        (await failure(f.as.user.timereg.saveDay.mutate({ ...input, expectedRevision: 0 } as never)))
          .fieldErrors,
      ).toEqual(errors);
  });

  it('joins a trip’s odometer to the chain and refuses a lower start on its field', async () => {
    const vehicleId = f.ids.jonasVehicles[0]!;
    const [vehicle] = await f.database.db.select().from(vehicles).where(eq(vehicles.id, vehicleId));
    const km = vehicle!.odometerKm;
    const trip = await f.as.user.timereg.addTrip.mutate({
      vehicleId,
      date: today,
      start: '08:00',
      end: '08:40',
      from: 'Vejle',
      to: 'Fredericia',
      purpose: 'Montage hos kunde',
      kind: 'business',
      odometerStart: km,
      odometerEnd: km + 27,
      submit: true,
    });
    expect(trip).toMatchObject({ km: 27, status: 'submitted', from: 'Vejle', odometerEnd: km + 27 });
    const chain = await f.database.db
      .select()
      .from(odometerReadings)
      .where(and(eq(odometerReadings.vehicleId, vehicleId), eq(odometerReadings.source, 'trip')))
      .orderBy(desc(odometerReadings.id))
      .limit(2);
    expect(chain.map((r) => r.odometerKm)).toEqual([km + 27, km]);
    const [after] = await f.database.db.select().from(vehicles).where(eq(vehicles.id, vehicleId));
    expect(after!.odometerKm).toBe(km + 27);

    const base = {
      vehicleId,
      date: today,
      start: '09:00',
      end: '09:30',
      from: 'A',
      to: 'B',
      purpose: 'x',
      kind: 'business',
    } as const;
    expect(
      (
        await failure(
          f.as.user.timereg.addTrip.mutate({ ...base, odometerStart: km + 10, odometerEnd: km + 40 }),
        )
      ).fieldErrors,
    ).toEqual({ odometerStart: 'decreased' });
    expect(
      (
        await failure(
          f.as.user.timereg.addTrip.mutate({ ...base, odometerStart: km + 50, odometerEnd: km + 40 }),
        )
      ).fieldErrors,
    ).toEqual({ odometerEnd: 'below_start' });
    expect(
      (
        await failure(
          f.as.user.timereg.addTrip.mutate({
            ...base,
            purpose: '',
            odometerStart: km + 50,
            odometerEnd: km + 60,
          }),
        )
      ).fieldErrors,
    ).toEqual({ purpose: 'required' });

    // A later trip leaving a gap is flagged on it; the manager approves the month's submitted trips.
    await f.as.user.timereg.addTrip.mutate({ ...base, odometerStart: km + 40, odometerEnd: km + 60 });
    const mine = await f.as.user.timereg.trips.query({ month, vehicleId });
    const later = mine.trips.find((t) => t.odometerStart === km + 40)!;
    expect(later.status).toBe('draft');
    expect(later.flags).toEqual([
      { rule: 'odometer_gap', date: today, actual: 13, limit: 0, subjectId: later.id },
    ]);
    await f.as.user.timereg.submitTrip.mutate({ id: later.id });
    expect((await failure(f.as.user.timereg.submitTrip.mutate({ id: later.id }))).fieldErrors).toEqual({
      status: 'submitted',
    });
    const { approved } = await f.as.manager.timereg.approveTrips.mutate({ month, driverId: f.ids.jonas });
    expect(approved).toBeGreaterThanOrEqual(2);
    const now = await f.as.manager.timereg.trips.query({ month, vehicleId });
    expect(now.trips.filter((t) => t.odometerStart! >= km).map((t) => t.status)).toEqual([
      'approved',
      'approved',
    ]);
  });

  it('takes one day pass per vehicle and day, and lists the rates per year', async () => {
    const vehicleId = f.ids.jonasVehicles[1]!;
    await f.as.user.timereg.addDayPass.mutate({ vehicleId, date: today });
    expect(
      (await failure(f.as.user.timereg.addDayPass.mutate({ vehicleId, date: today }))).fieldErrors,
    ).toEqual({
      date: 'taken',
    });
    const rates = await f.as.manager.timereg.rates.query();
    expect(rates.map((r) => r.year)).toEqual(expect.arrayContaining([2024, 2025]));
    // A client's own rates take the national row's place for that client only; a new year is added.
    expect(
      await f.as.manager.timereg.setRate.mutate({
        year: 2025,
        expectedVersion: null,
        rateLow: 3.9,
        rateHigh: 2.3,
        thresholdKm: 20_000,
      }),
    ).toEqual({ year: 2025, rateLow: 3.9, rateHigh: 2.3, thresholdKm: 20_000, own: true, version: 1 });
    // A second form opened on the national rates of 2025 is refused (CONFLICT) and changes nothing.
    const stale = await failure(
      f.as.manager.timereg.setRate.mutate({
        year: 2025,
        expectedVersion: null,
        rateLow: 1,
        rateHigh: 1,
        thresholdKm: 1,
      }),
    );
    expect(stale.code).toBe('CONFLICT');
    expect((await f.as.manager.timereg.rates.query()).find((r) => r.year === 2025)).toMatchObject({
      rateLow: 3.9,
      version: 1,
    });
    await f.as.manager.timereg.setRate.mutate({
      year: 2031,
      expectedVersion: null,
      rateLow: 4.01,
      rateHigh: 2.4,
      thresholdKm: 20_000,
    });
    const own = await f.as.user.timereg.rates.query();
    expect(own.filter((r) => r.own).map((r) => [r.year, r.rateLow])).toEqual([
      [2025, 3.9],
      [2031, 4.01],
    ]);
    const theirs = await f.as.manager2.timereg.rates.query();
    expect(theirs.find((r) => r.year === 2025)).toMatchObject({ rateLow: 3.81, own: false });
    expect(theirs.map((r) => r.year)).not.toContain(2031);
    expect(
      (
        await failure(
          f.as.user.timereg.setRate.mutate({
            year: 2031,
            expectedVersion: 1,
            rateLow: 1,
            rateHigh: 1,
            thresholdKm: 1,
          }),
        )
      ).code,
    ).toBe('FORBIDDEN');
  });

  it('keeps agreements per driver and applies the tachograph rules to those who have one', async () => {
    const list = await f.as.manager.timereg.agreements.query();
    expect(list.find((a) => a.userId === f.ids.jonas)).toMatchObject({
      tachograph: false,
      weeklyMinutes: 2220,
    });
    const opened = list.find((a) => a.userId === f.ids.jonas)!;
    const agreement = {
      userId: f.ids.jonas,
      weeklyMinutes: 2220,
      dayStart: '06:00',
      dayEnd: '14:00',
      breakMinutes: 30,
      tachograph: true,
      exemption: '',
    };
    const saved = await f.as.manager.timereg.setAgreement.mutate({
      ...agreement,
      expectedVersion: opened.version,
    });
    expect(saved).toMatchObject({ tachograph: true, version: (opened.version ?? 0) + 1 });
    // A second form opened before that save is refused (CONFLICT) and changes nothing.
    const stale = await failure(
      f.as.manager.timereg.setAgreement.mutate({
        ...agreement,
        weeklyMinutes: 600,
        expectedVersion: opened.version,
      }),
    );
    expect(stale.code).toBe('CONFLICT');
    expect((await f.as.manager.timereg.agreements.query()).find((a) => a.userId === f.ids.jonas)).toEqual({
      ...saved,
      driver: expect.anything(),
    });
    const date = addDays(today, -500);
    await f.as.user.timereg.saveDay.mutate({
      date,
      expectedRevision: 0,
      mode: 'periods',
      periods: [{ kind: 'driving', start: '06:00', end: '11:00' }],
    });
    const week = await f.as.manager.timereg.week.query({ date });
    const jonas = week.drivers.find((d) => d.driver.id === f.ids.jonas)!;
    expect(jonas.flags.map((flag) => flag.rule)).toEqual(['tacho_driving_without_break']);
  });

  it('serves the month’s kørebog as a PDF in which Danish and Cyrillic names print, to whom may see it', async () => {
    const vehicleId = f.ids.jonasVehicles[1]!;
    const [vehicle] = await f.database.db.select().from(vehicles).where(eq(vehicles.id, vehicleId));
    const [jonas] = await f.database.db.select().from(users).where(eq(users.id, f.ids.jonas));
    await f.database.db
      .update(users)
      .set({ contactSurname: 'Ørsted-Шевченко' })
      .where(eq(users.id, f.ids.jonas));
    try {
      await f.as.user.timereg.addTrip.mutate({
        vehicleId,
        date: today,
        start: '09:00',
        end: '10:15',
        from: 'Ærøskøbing Havn',
        to: 'Київ, вул. Хрещатик',
        purpose: 'Levering til Åge Østergård',
        kind: 'business',
        odometerStart: vehicle!.odometerKm + 100,
        odometerEnd: vehicle!.odometerKm + 142,
      });
      const get = (query: Record<string, string>, role?: Role) =>
        fetch(`${f.http.baseUrl}/api/timereg/koerebog?${new URLSearchParams(query)}`, {
          headers: role ? { cookie: f.http.cookies[role] } : {},
        });
      // In Danish, as SKAT reads it (the manager's own language is English).
      const response = await get({ month, driverId: f.ids.jonas, vehicleId, lang: 'da' }, 'manager');
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="koerebog-/);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      const bytes = Buffer.from(await response.arrayBuffer());
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      // Words a narrow column wrapped are on two lines of the text.
      const text = (await pdfText(bytes)).text.replace(/\s+/g, ' ');
      for (const words of [
        'Kørebog',
        'Jonas Ørsted-Шевченко',
        'Ærøskøbing Havn',
        'Київ, вул. Хрещатик',
        'Levering til Åge Østergård',
        'Godkendt af',
      ])
        expect(text).toContain(words);

      // In the reader's own language when none is asked for; in Ukrainian when asked for.
      const english = (await pdfText(Buffer.from(await (await get({ month }, 'manager')).arrayBuffer())))
        .text;
      expect(english.replace(/\s+/g, ' ')).toContain('Trip log');
      expect(english).toContain('Approved by (employer)');
      const ukrainian = (
        await pdfText(Buffer.from(await (await get({ month, lang: 'uk' }, 'manager')).arrayBuffer()))
      ).text.replace(/\s+/g, ' ');
      expect(ukrainian).toContain('Журнал поїздок');
      expect(ukrainian).toContain('Затверджено (роботодавець)');
      expect(ukrainian).toContain('Службова');
      expect((await get({ month, lang: 'sv' }, 'manager')).status).toBe(400);

      // The demo month with the private trip: the manager's PDF holds its km only, Jonas's all of it.
      const privateMonth = [addDays(today, -35).slice(0, 7), month];
      const withPrivate = (
        await Promise.all(privateMonth.map((m) => f.as.user.timereg.trips.query({ month: m })))
      ).find((m) => m.trips.some((t) => t.kind === 'private'))!.month;
      const managers = await pdfText(
        Buffer.from(await (await get({ month: withPrivate, lang: 'da' }, 'manager')).arrayBuffer()),
      );
      const own = await pdfText(Buffer.from(await (await get({ month: withPrivate }, 'user')).arrayBuffer()));
      expect(own.text).toContain('Byggemarked, Vejle');
      expect(managers.text).toContain('Privat');
      expect(managers.text).not.toContain('Byggemarked, Vejle');

      // Who may not: no session, an admin, a bad month, another driver, another client.
      expect((await get({ month })).status).toBe(401);
      expect((await get({ month }, 'admin')).status).toBe(403);
      expect((await get({ month: '2026-13' }, 'manager')).status).toBe(400);
      expect((await get({ month, driverId: f.ids.manager }, 'user')).status).toBe(404);
      expect((await get({ month, driverId: f.ids.jonas }, 'manager2')).status).toBe(404);
      expect((await get({ month, vehicleId }, 'manager2')).status).toBe(404);
      const theirs = await pdfText(Buffer.from(await (await get({ month }, 'manager2')).arrayBuffer()));
      expect(theirs.text).not.toContain('Ærøskøbing');
    } finally {
      await f.database.db
        .update(users)
        .set({ contactSurname: jonas!.contactSurname })
        .where(eq(users.id, f.ids.jonas));
    }
  });

  it('keeps roles apart', async () => {
    expect((await failure(f.as.admin.timereg.trips.query({ month }))).code).toBe('FORBIDDEN');
    expect(
      (
        await failure(
          f.as.admin.timereg.saveDay.mutate({
            date: today,
            expectedRevision: 0,
            mode: 'total',
            totalMinutes: 1,
          }),
        )
      ).code,
    ).toBe('FORBIDDEN');
    expect((await failure(f.as.user.timereg.week.query({ date: today }))).code).toBe('FORBIDDEN');
    expect((await failure(f.as.user.timereg.approveMonth.mutate({ month }))).code).toBe('FORBIDDEN');
    // A driver records only their own.
    expect(
      (
        await failure(
          f.as.user.timereg.saveDay.mutate({
            driverId: f.ids.manager,
            date: today,
            expectedRevision: 0,
            mode: 'total',
            totalMinutes: 1,
          }),
        )
      ).code,
    ).toBe('NOT_FOUND');
  });

  it('answers NOT_FOUND for another client’s ids and changes nothing', async () => {
    const other = f.as.manager2.timereg;
    const calls: [string, () => Promise<unknown>][] = [
      [
        'saveDay',
        () =>
          other.saveDay.mutate({
            driverId: f.ids.jonas,
            date: today,
            expectedRevision: 0,
            mode: 'total',
            totalMinutes: 1,
          }),
      ],
      ['days', () => other.days.query({ driverId: f.ids.jonas, from: today, to: today })],
      ['approveMonth', () => other.approveMonth.mutate({ month, driverId: f.ids.jonas })],
      ['approveTrips', () => other.approveTrips.mutate({ month, driverId: f.ids.jonas })],
      ['trips by driver', () => other.trips.query({ month, driverId: f.ids.jonas })],
      ['trips by vehicle', () => other.trips.query({ month, vehicleId: f.ids.nordlysVehicle })],
      [
        'setAgreement',
        () =>
          other.setAgreement.mutate({
            userId: f.ids.jonas,
            weeklyMinutes: 1,
            dayStart: '07:00',
            dayEnd: '08:00',
            breakMinutes: 0,
            tachograph: false,
            exemption: '',
            expectedVersion: null,
          }),
      ],
      ['addDayPass', () => other.addDayPass.mutate({ vehicleId: f.ids.nordlysVehicle, date: today })],
      [
        'addTrip',
        () =>
          other.addTrip.mutate({
            vehicleId: f.ids.nordlysVehicle,
            date: today,
            start: '08:00',
            end: '09:00',
            from: 'A',
            to: 'B',
            purpose: 'x',
            kind: 'business',
            odometerStart: 9_000_000,
            odometerEnd: 9_000_001,
          }),
      ],
    ];
    const jonasTrips = (await f.as.user.timereg.trips.query({ month })).trips;
    calls.push(['submitTrip', () => other.submitTrip.mutate({ id: jonasTrips[0]!.id })]);
    for (const [name, call] of calls) expect((await failure(call())).code, name).toBe('NOT_FOUND');
    // Nothing changed: Fjordbus's week holds none of Nordlys's drivers, Jonas's agreement is his.
    const week = await other.week.query({ date: today });
    expect(week.drivers.map((d) => d.driver.id)).not.toContain(f.ids.jonas);
    const agreement = (await f.as.manager.timereg.agreements.query()).find((a) => a.userId === f.ids.jonas)!;
    expect(agreement.weeklyMinutes).toBe(2220);
  });

  it('flags the 4-month average from the older weeks’ sums exactly as from their days', async () => {
    // A driver with 17 weeks of long days in three modes and a Saturday night shift across the
    // 23-hour night of 31 March 2024; the week shown is 22 April, so weeks 1-14 reach the rules as
    // the database's sums.
    const db = f.database.db;
    const [template] = await db.select().from(users).where(eq(users.id, f.ids.jonas));
    const [driver] = await db
      .insert(users)
      .values({
        clientId: f.ids.nordlys,
        role: 'user',
        email: 'timereg-average@example.com',
        passwordHash: template!.passwordHash,
        contactName: 'Åse',
        contactSurname: 'Lang',
      })
      .returning({ id: users.id });
    const agreement = { ...DEFAULT_AGREEMENT, dayStart: '06:00', dayEnd: '17:30', breakMinutes: 30 };
    await db.insert(timeregAgreements).values({ ...agreement, userId: driver!.id, clientId: f.ids.nordlys });
    const shown = '2024-04-22';
    const expected: DayInput[] = [];
    for (let i = 0; i < 17 * 7; i++) {
      const date = addDays('2024-01-01', i);
      if (i % 7 === 6) continue; // Sundays off
      const mode = i % 3 === 0 ? 'total' : i % 3 === 1 ? 'as_agreed' : 'periods';
      const periods =
        date === '2024-03-30'
          ? [periodInstants(date, '22:00', '06:00')] // the 23-hour night: 7 hours
          : [periodInstants(date, '05:45', '11:50'), periodInstants(date, '12:20', '17:17')];
      const day = {
        clientId: f.ids.nordlys,
        userId: driver!.id,
        workDate: date,
        mode: (date === '2024-03-30' ? 'periods' : mode) as DayMode,
        totalMinutes: mode === 'total' ? 600 + (i % 5) : null,
        deviationMinutes: mode === 'as_agreed' ? (i % 4) * 7 : 0,
      };
      const [row] = await db.insert(workingDays).values(day).returning({ id: workingDays.id });
      const rows = periods.map((p, n) => ({
        dayId: row!.id,
        clientId: f.ids.nordlys,
        kind: (n === 0 ? 'driving' : 'work') as PeriodKind,
        startAt: new Date(p.start),
        endAt: new Date(p.end),
      }));
      if (day.mode === 'periods') await db.insert(workingPeriods).values(rows);
      expected.push({
        date,
        periods: effectivePeriods(day, day.mode === 'periods' ? rows : [], agreement),
      });
    }
    const week = await f.as.manager.timereg.week.query({ date: shown });
    const flags = week.drivers.find((d) => d.driver.id === driver!.id)!.flags;
    const sunday = addDays(shown, 6);
    expect(flags).toEqual(
      workingTimeFlags(expected, { tachograph: false }).filter((x) => x.date >= shown && x.date <= sunday),
    );
    expect(flags.filter((x) => x.rule === 'average_week')).toEqual([
      { rule: 'average_week', date: shown, actual: expect.any(Number), limit: 48 * 60 },
    ]);
  });

  it('reads the week before from what each day keeps of its periods, through edits (migration 0038)', async () => {
    // Sunday's late shift leaves 6.5 hours' rest before Monday's early one: the week of that Monday
    // reads Sunday (the week before) as what the day keeps, saved, edited and turned into a total.
    const sunday = '2024-02-11';
    const monday = '2024-02-12';
    const restFlags = async () =>
      (await f.as.manager.timereg.week.query({ date: monday })).drivers
        .find((d) => d.driver.id === f.ids.jonas)!
        .flags.filter((flag) => flag.rule === 'daily_rest');
    const kept = async () => {
      const [row] = await f.database.db
        .select()
        .from(workingDays)
        .where(and(eq(workingDays.userId, f.ids.jonas), eq(workingDays.workDate, sunday)));
      return [
        row!.workingMinutes,
        row!.drivingMinutes,
        row!.activeStart?.getTime() ?? null,
        row!.activeEnd?.getTime() ?? null,
      ];
    };
    await f.as.user.timereg.saveDay.mutate({
      date: monday,
      expectedRevision: 0,
      mode: 'periods',
      periods: [{ kind: 'work', start: '06:00', end: '12:00' }],
    });
    await f.as.user.timereg.saveDay.mutate({
      date: sunday,
      expectedRevision: 0,
      mode: 'periods',
      periods: [
        { kind: 'driving', start: '14:00', end: '18:00' },
        { kind: 'break', start: '18:00', end: '18:30' },
        { kind: 'availability', start: '18:30', end: '19:00' },
        { kind: 'work', start: '19:00', end: '23:30' },
      ],
    });
    const at = (date: string, time: string) => periodInstants(date, time, time).start;
    expect(await kept()).toEqual([510, 240, at(sunday, '14:00'), at(sunday, '23:30')]);
    expect(await restFlags()).toEqual([{ rule: 'daily_rest', date: monday, actual: 390, limit: 660 }]);

    await f.as.user.timereg.saveDay.mutate({
      date: sunday,
      expectedRevision: 1,
      mode: 'periods',
      periods: [{ kind: 'work', start: '08:00', end: '18:00' }],
    });
    expect(await kept()).toEqual([600, 0, at(sunday, '08:00'), at(sunday, '18:00')]);
    expect(await restFlags()).toEqual([]);

    // A total keeps nothing of periods: the week reads it from the agreement's day.
    await f.as.user.timereg.saveDay.mutate({
      date: sunday,
      expectedRevision: 2,
      mode: 'total',
      totalMinutes: 1000,
    });
    expect(await kept()).toEqual([0, 0, null, null]);
    const { dayStart } = (await f.as.manager.timereg.agreements.query()).find(
      (a) => a.userId === f.ids.jonas,
    )!;
    const rest = (at(monday, '06:00') - at(sunday, dayStart)) / 60_000 - 1000;
    expect(await restFlags()).toEqual([{ rule: 'daily_rest', date: monday, actual: rest, limit: 660 }]);
  });
});
