/**
 * The odometer read from a dashboard photo (docs/vehicle-detection.md): the candidates found in
 * OCR-like lines as a table, ranked by the vehicle's last reading; and on both engines generated
 * dashboards read back to their km through POST /api/vehicle-detection/odometer, with who may read
 * for which vehicle and the refusals. Five OCR reads in all (about a second each): each engine
 * reads different dashboards, and each read serves several assertions.
 */
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentBlobs } from '../src/areas/documents/schema.js';
import type { OdometerRead } from '../src/areas/vehicleDetection/model.js';
import { odometerCandidates } from '../src/areas/vehicleDetection/odometer.js';
import { dashboardScene, type DashboardOptions } from '../src/areas/vehicleDetection/odometerScenes.js';
import { stopOcr } from '../src/areas/vehicleDetection/ocrWorker.js';
import { plateReads } from '../src/areas/vehicleDetection/schema.js';
import { APP_ORIGIN } from './helpers.js';
import { ENGINES, useWorkFixture, type Role, type WorkFixture } from './workFixture.js';

afterAll(() => stopOcr());

const kms = (lines: string[], last?: { km: number; readOn: string }) =>
  odometerCandidates(lines, { last, today: '2026-11-29' }).map((candidate) => candidate.km);

describe('odometer candidates in OCR lines', () => {
  it.each([
    // The generated dashboard as the OCR reads it: ODO's O as 0 and glued to the number.
    [['12:34 -3°℃', 'TRIP A 123.4 km', 'OD0 48213 km'], [48213]],
    [['12:34 -3°℃', 'TRIP A 123.4 km', 'OD048213 km'], [48213]],
    [['12:34-3°C', 'TRIPA123.4km', 'OD048213km'], [48213]],
    // Noise read the temperature as 39: a number, behind the labelled one.
    [
      ['12:34 39', 'TRIPA 123.4km', 'OD048213km'],
      [48213, 39],
    ],
    // Thousands separators: a space, a point, a comma, an apostrophe.
    [['ODO 48 213 km'], [48213]],
    [['48.213 km'], [48213]],
    [['Kilometerstand 148,213'], [148213]],
    [["Total 48'213 km"], [48213]],
    // The OCR joined what stands side by side: the numbers after TRIP or Range are theirs.
    [['TRIP A 123.4 km ODO 48213 km'], [48213]],
    [['ODO 48213 km TRIP B 1234 km'], [48213]],
    [['48213 km Range 320 km'], [48213]],
    // The label on the line above.
    [['ODO', '48213'], [48213]],
    [['Gesamt', '12 345 km', 'Tageskm 321.5'], [12345]],
    // Labelled before followed by km, before the largest number.
    [
      ['Range 320 km', '52000', 'KM-Stand 4711'],
      [4711, 52000],
    ],
    [
      ['99999', '48213 km'],
      [48213, 99999],
    ],
    [
      ['1200', '48213', '7'],
      [48213, 1200, 7],
    ],
    // O, I, S and B inside a number only; never in a word.
    [['ODO 4B2I3 km'], [48213]],
    [['ODO 5O OO7'], [50007]],
    [['BOSS 48213'], [48213]],
    // What is never an odometer: the trip, the range, a clock, a temperature, a consumption, a speed.
    [['TRIP A 1234 km', 'TRIP B 87 km'], []],
    [['Rækkevidde 320 km', 'Reichweite 410 km', 'Autonomie 250 km'], []],
    [['12:34', '08:05', '-3°C', '21 °C', '+4°'], []],
    [['5.6 l/100km', '18.2 kWh/100km', '50 km/h', '120 KMH', '80%'], []],
    [['Service in 15000 km'], []],
    // Over six digits, and nothing.
    [['ODO 1 048 213 km', '12345678'], []],
    [[], []],
  ])('%j → %j', (lines, expected) => {
    expect(kms(lines)).toEqual(expected);
  });

  it('ranks by the last reading: below it or far above it goes behind, never away', () => {
    const lines = ['ODO 18213 km', '48213 km', '148213'];
    // Last read at 40,000 km last week: 48,213 fits; 18,213 is below, 148,213 too far above.
    const last = { km: 40_000, readOn: '2026-11-22' };
    expect(odometerCandidates(lines, { last, today: '2026-11-29' })).toEqual([
      { km: 48213, raw: '48213 km', line: 1, reason: 'unit', fit: 'ok', fixes: 0 },
      { km: 18213, raw: 'ODO 18213 km', line: 0, reason: 'label', fit: 'below_last', fixes: 0 },
      { km: 148213, raw: '148213', line: 2, reason: 'number', fit: 'far_above_last', fixes: 0 },
    ]);
    // Read a year ago: 500 km a day since allows 148,213 (behind the one followed by km).
    expect(kms(lines, { km: 40_000, readOn: '2025-11-01' })).toEqual([48213, 148213, 18213]);
    // Only one candidate, below the last reading: still offered.
    expect(kms(['ODO 18213 km'], last)).toEqual([18213]);
    // The same value on two lines: once, at its best.
    expect(odometerCandidates(['48213', 'ODO 4B213'])).toEqual([
      { km: 48213, raw: 'ODO 4B213', line: 1, reason: 'label', fit: 'no_last', fixes: 1 },
    ]);
  });
});

for (const [index, { engine, open }] of ENGINES.entries()) {
  describe(`the odometer read from a dashboard photo on ${engine}`, () => {
    const f: WorkFixture = useWorkFixture(open, { DOCUMENT_MAX_MB: '2' });
    let vehicleId: string;
    let readOn: string;

    beforeAll(async () => {
      // Jonas's vehicle, last read at 40,000 km today.
      vehicleId = f.ids.jonasVehicles[0]!;
      readOn = new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Copenhagen' });
      await f.as.manager.service.addReading.mutate({
        vehicleId,
        readOn,
        odometerKm: 40_000,
        correction: true,
      });
    });

    const send = (
      role: Role | null,
      body: Buffer,
      { vehicle = vehicleId, contentType = 'application/octet-stream' } = {},
    ) =>
      fetch(`${f.http.baseUrl}/api/vehicle-detection/odometer?vehicleId=${vehicle}`, {
        method: 'POST',
        headers: {
          'content-type': contentType,
          origin: APP_ORIGIN,
          ...(role && { cookie: f.http.cookies[role] }),
        },
        body: new Uint8Array(body),
      });
    const refusal = async (response: Response) => ({
      status: response.status,
      error: ((await response.json()) as { error: string }).error,
    });
    const stored = async () => ({
      blobs: (await f.database.db.select({ n: count() }).from(documentBlobs))[0]!.n,
      reads: (await f.database.db.select({ n: count() }).from(plateReads))[0]!.n,
    });

    // Each engine reads other dashboards: both engines together read every variant once.
    const variants: [string, DashboardOptions, number][] =
      index === 0
        ? [
            ['clean', {}, 48213],
            ['turned 4°', { angle: 4, odometer: '56 870' }, 56870],
          ]
        : [
            ['a thousands separator', { odometer: '48.213', label: '' }, 48213],
            ['blurred and noisy', { blur: 1.5, noise: 25, odometer: '52044' }, 52044],
          ];

    it.each(variants)(
      'a driver reads the km of a dashboard (%s), with the last reading, and nothing is kept',
      async (_name, options, km) => {
        const before = await stored();
        const response = await send('user', await dashboardScene(options));
        expect(response.status).toBe(200);
        expect(response.headers.get('cache-control')).toBe('no-store');
        const read = (await response.json()) as OdometerRead;
        expect(read.candidates[0]).toMatchObject({ km, fit: 'ok' });
        // The trip, the clock and the temperature are no candidates.
        const found = read.candidates.map((candidate) => candidate.km);
        for (const other of [123, 1234, 12, 34, 1234, 3]) expect(found).not.toContain(other);
        // The odometer's line: in the display's lower half, in the middle.
        const { box } = read.candidates[0]!;
        expect(box.y).toBeGreaterThan(0.45);
        expect(box.y + box.height).toBeLessThan(0.75);
        expect(box.x + box.width / 2).toBeCloseTo(0.5, 1);
        expect(read.last).toEqual({ km: 40_000, readOn });
        expect(read.lines.join(' ')).toMatch(/TRIP ?A/);
        expect(await stored()).toEqual(before);
      },
    );

    it("refuses another client's vehicle before reading, what is no photo, and an admin", async () => {
      const blank = Buffer.from([0xff, 0xd8, 0xff, 0xe0, ...Buffer.alloc(64)]);
      expect(await refusal(await send('user', blank, { vehicle: f.ids.fjordbusVehicle }))).toEqual({
        status: 404,
        error: 'NOT_FOUND',
      });
      expect(await refusal(await send('manager', blank, { vehicle: 'not-a-vehicle' }))).toEqual({
        status: 404,
        error: 'NOT_FOUND',
      });
      expect(await refusal(await send('user', Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n')))).toEqual({
        status: 415,
        error: 'UNSUPPORTED_TYPE',
      });
      expect(await refusal(await send('user', blank, { contentType: 'image/jpeg' }))).toEqual({
        status: 415,
        error: 'UNSUPPORTED_MEDIA_TYPE',
      });
      expect(await refusal(await send('admin', blank))).toEqual({ status: 403, error: 'FORBIDDEN' });
      expect(await refusal(await send(null, blank))).toEqual({ status: 401, error: 'UNAUTHORIZED' });
    });

    if (index === 1)
      it('answers NO_ODOMETER, with the lines read, for a dashboard without one', async () => {
        const response = await send('manager', await dashboardScene({ odometer: null }));
        expect(response.status).toBe(422);
        const body = (await response.json()) as { error: string; lines: string[] };
        expect(body.error).toBe('NO_ODOMETER');
        expect(body.lines.join(' ')).toMatch(/12:34/);
      });
  });
}
