/**
 * Vehicle detection (docs/vehicle-detection.md): the Danish plate grammar as a table, plates read
 * from generated photos (white and yellow plates, turned, small, blurred, noisy) with the expected
 * reads, and on both engines: a photo of a demo vehicle's plate uploaded through the photos area
 * finds that vehicle (and is linked to it); near and unknown plates; the read cached by the
 * picture's hash; the yard roll-call and its positions on the map; a photo of one vehicle flagged
 * as showing another (read on the page, and in the background after a check-out's front photo);
 * hostile pictures refused; another client's photo or scan answers NOT_FOUND.
 */
import { getPriority } from 'node:os';
import { crc32, deflateSync } from 'node:zlib';
import { and, count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import type { Photo } from '../src/areas/photos/model.js';
import { displayPlate, parsePlate } from '../src/areas/vehicleDetection/grammar.js';
import { OCR_NICENESS, ocrPicture, ocrProcessId, stopOcr } from '../src/areas/vehicleDetection/ocrWorker.js';
import { clearReadCache, platesIn } from '../src/areas/vehicleDetection/reader.js';
import { plateReads } from '../src/areas/vehicleDetection/schema.js';
import { vehiclePositions } from '../src/areas/map/schema.js';
import { photos } from '../src/areas/photos/schema.js';
import { vehicles } from '../src/areas/vehicles/schema.js';
import { copenhagenToday } from '../src/due/rules.js';
import { APP_ORIGIN } from './helpers.js';
import { PLATE_CONDITIONS, plateScene } from '../src/areas/vehicleDetection/plateScenes.js';
import {
  ENGINES,
  failure,
  freeDemoPoolCars,
  useWorkFixture,
  type Role,
  type WorkFixture,
} from './workFixture.js';

afterAll(() => stopOcr());

describe('the Danish plate grammar', () => {
  it.each([
    // As read, spaced or not.
    ['AB 12 345', 'AB12345', 'standard', 0],
    ['ab12345', 'AB12345', 'standard', 0],
    ['AB-12.345', 'AB12345', 'standard', 0],
    // The EU band's DK in front.
    ['DK AB 12 345', 'AB12345', 'standard', 0],
    // Confusions fixed where the grammar needs a letter …
    ['0B 12 345', 'OB12345', 'standard', 1],
    ['8X 12 345', 'BX12345', 'standard', 1],
    ['A5 12 345', 'AS12345', 'standard', 1],
    // … or a digit.
    ['AB 1Z 345', 'AB12345', 'standard', 1],
    ['AB I2 34S', 'AB12345', 'standard', 2],
    ['AB 12 B45', 'AB12845', 'standard', 1],
    ['AB 12 O45', 'AB12045', 'standard', 1],
    // A border read as a character beside the plate.
    ['|AB 12 345', 'AB12345', 'standard', 0],
    ['AB 12 3451', 'AB12345', 'standard', 0],
    // Personal plates stand as read (no position is known to be a letter or a digit).
    ['HANS 1', 'HANS1', 'personal', 0],
    ['B0SS', 'B0SS', 'personal', 0],
    ['VOGNPARK', null, null, 0],
  ])('%j reads as %j (%s, %i fixes)', (raw, text, shape, fixes) => {
    const plate = parsePlate(raw);
    if (text === null) expect(plate).toBeNull();
    else expect(plate).toMatchObject({ text, shape, fixes: expect.any(Array) });
    if (plate) expect(plate.fixes).toHaveLength(fixes);
  });

  it.each(['', '12345', '1234567', 'AB 12 3', 'A', 'ÆØÅ!!', 'AB XX XXX'])(
    '%j is no standard plate',
    (raw) => {
      expect(parsePlate(raw)?.shape ?? null).not.toBe('standard');
    },
  );

  it('fixes at most two characters, one of them a letter', () => {
    expect(parsePlate('AB 1Z 3SB')?.shape ?? null).not.toBe('standard');
    expect(parsePlate('08 12 345')?.shape ?? null).not.toBe('standard');
  });

  it('shows a standard plate spaced and a personal one as it is', () => {
    expect(displayPlate('AB12345')).toBe('AB 12 345');
    expect(displayPlate('HANS1')).toBe('HANS1');
  });

  it('reads two lines side by side on one row as one plate, with one box', () => {
    const plates = platesIn({
      width: 1000,
      height: 500,
      lines: [
        {
          text: 'AB 12',
          mean: 0.98,
          box: [
            [400, 300],
            [500, 300],
            [500, 340],
            [400, 340],
          ],
        },
        {
          text: '345',
          mean: 0.96,
          box: [
            [520, 302],
            [600, 302],
            [600, 342],
            [520, 342],
          ],
        },
        {
          text: 'SERVICE',
          mean: 0.99,
          box: [
            [100, 50],
            [300, 50],
            [300, 90],
            [100, 90],
          ],
        },
      ],
    });
    expect(plates[0]).toMatchObject({
      text: 'AB12345',
      shape: 'standard',
      score: 0.96,
      box: { x: 0.4, y: 0.6, width: 0.2, height: expect.closeTo(0.084, 3) },
    });
  });
});

describe('plates read from generated photos', () => {
  const cases = PLATE_CONDITIONS.flatMap(({ name, options }, i) =>
    ['AB 12 345', 'XY 70 818', 'RT 05 512']
      .slice(0, i < 2 ? 3 : 1)
      .map((plate) => ({ name, options, plate })),
  );
  it.each(cases)('$plate, $name', async ({ options, plate }) => {
    const result = await ocrPicture(await plateScene(plate, options));
    const [found] = platesIn(result);
    expect(found?.text).toBe(plate.replace(/ /g, ''));
    expect(found!.score).toBeGreaterThan(0.8);
    // The box is where the plate was put (the centre at 50 %, 64 %).
    expect(found!.box.x + found!.box.width / 2).toBeCloseTo(0.5 + 0.02, 1);
    expect(found!.box.y + found!.box.height / 2).toBeCloseTo(0.64, 1);
  });

  it('reads in a process of its own, below the server (niceness 10 on every thread)', async () => {
    await ocrPicture(await plateScene('AB 12 345'));
    const pid = ocrProcessId();
    expect(pid).not.toBe(process.pid);
    expect(getPriority(pid!)).toBe(OCR_NICENESS);
  });

  it('refuses a picture that is no picture', async () => {
    await expect(ocrPicture(Buffer.from('%PDF-1.4 not a picture'))).rejects.toThrow();
  });
});

/** A PNG whose header claims `width` x `height` (the pixel data is a few bytes). */
function pngClaiming(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.alloc(1024))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

for (const { engine, open } of ENGINES) {
  describe(`vehicle detection on ${engine}`, () => {
    const f: WorkFixture = useWorkFixture(open);

    const upload = (role: Role, body: Buffer, scanId: string) =>
      fetch(
        `${f.http.baseUrl}/api/photos/upload?${new URLSearchParams({ ownerKind: 'vehicle_scan', ownerId: scanId })}`,
        {
          method: 'POST',
          headers: {
            'content-type': 'application/octet-stream',
            origin: APP_ORIGIN,
            cookie: f.http.cookies[role],
          },
          body: new Uint8Array(body),
        },
      );
    const uploaded = async (body: Buffer, scanId: string) => {
      const response = await upload('manager', body, scanId);
      expect(response.status).toBe(201);
      return (await response.json()) as Photo;
    };

    it("a photo of a demo vehicle's plate finds that vehicle; a second read is the cached one", async () => {
      // The reader's cache is the process's: the other engine's run read these bytes already.
      clearReadCache();
      const scan = await f.as.manager.vehicleDetection.createScan.mutate({});
      const photo = await uploaded(await plateScene('AB 12 345'), scan.id);
      expect(photo).toMatchObject({ ownerKind: 'vehicle_scan', ownerId: scan.id, vehicleId: null });
      const read = await f.as.manager.vehicleDetection.readPhoto.mutate({ photoId: photo.id });
      expect(read).toMatchObject({ photoId: photo.id, width: 1280, height: 720, cached: false });
      expect(read.plates[0]).toMatchObject({
        text: 'AB12345',
        status: 'exact',
        vehicle: { vehicleId: f.ids.jonasVehicles[0], registration: 'AB12345', similarity: 1 },
      });
      expect(read.plates[0]!.score).toBeGreaterThan(0.8);
      expect(read.plates[0]!.box.width).toBeGreaterThan(0.2);
      // A photo of no vehicle whose plate is exactly one vehicle's is linked to it; a yard photo is
      // still the manager's: the vehicle's driver does not see it.
      const [linked] = await f.as.manager.photos.list.query({ ownerKind: 'vehicle_scan', ownerId: scan.id });
      expect(linked).toMatchObject({ id: photo.id, vehicleId: f.ids.jonasVehicles[0], showsVehicle: null });
      const thumb = (role: Role) =>
        fetch(`${f.http.baseUrl}/api/photos/files/${photo.id}/thumb`, {
          headers: { cookie: f.http.cookies[role] },
        });
      expect((await thumb('manager')).status).toBe(200);
      expect((await thumb('user')).status).toBe(404);
      const again = await f.as.manager.vehicleDetection.readPhoto.mutate({ photoId: photo.id });
      expect(again).toMatchObject({ cached: true, plates: [expect.objectContaining({ status: 'exact' })] });
      // The same bytes uploaded again are not read again.
      const copy = await uploaded(await plateScene('AB 12 345'), scan.id);
      expect(await f.as.manager.vehicleDetection.readPhoto.mutate({ photoId: copy.id })).toMatchObject({
        cached: true,
        plates: [expect.objectContaining({ text: 'AB12345', status: 'exact' })],
      });
      expect((await f.database.db.select({ n: count() }).from(plateReads))[0]!.n).toBeGreaterThanOrEqual(2);
      // The photos to choose from: the newest first, with what was read from them.
      const recent = await f.as.manager.vehicleDetection.recentPhotos.query({ limit: 5 });
      expect(recent[0]).toMatchObject({ photoId: copy.id, plate: 'AB12345', read: true, hasThumb: true });
      expect(recent.map((p) => p.photoId)).toContain(photo.id);
      const theirs = await f.as.manager2.vehicleDetection.recentPhotos.query({});
      expect(theirs.map((p) => p.photoId)).not.toContain(photo.id);
    });

    it('a yellow plate one character off is a fuzzy match; a plate of no vehicle is unknown with the nearest', async () => {
      const scan = await f.as.manager.vehicleDetection.createScan.mutate({});
      const near = await uploaded(await plateScene('CD 23 458', { colour: 'yellow' }), scan.id);
      const nearRead = await f.as.manager.vehicleDetection.readPhoto.mutate({ photoId: near.id });
      expect(nearRead.plates[0]).toMatchObject({
        text: 'CD23458',
        status: 'fuzzy',
        vehicle: { registration: 'CD23456' },
      });
      expect(nearRead.plates[0]!.vehicle!.similarity).toBeLessThan(1);
      const stranger = await uploaded(await plateScene('ZX 98 765'), scan.id);
      const strangerRead = await f.as.manager.vehicleDetection.readPhoto.mutate({ photoId: stranger.id });
      expect(strangerRead.plates[0]).toMatchObject({ text: 'ZX98765', status: 'unknown', vehicle: null });
      // A plate of no vehicle links the photo to none.
      expect(
        (await f.as.manager.photos.list.query({ ownerKind: 'vehicle_scan', ownerId: scan.id })).find(
          (p) => p.id === stranger.id,
        ),
      ).toMatchObject({ vehicleId: null, showsVehicle: null });
      // Another client's plate is no candidate (Fjordbus's KL67890).
      const other = await uploaded(await plateScene('KL 67 890'), scan.id);
      const otherRead = await f.as.manager.vehicleDetection.readPhoto.mutate({ photoId: other.id });
      expect(otherRead.plates[0]).toMatchObject({ text: 'KL67890', status: 'unknown' });
      expect(otherRead.plates[0]!.candidates.map((c) => c.registration)).not.toContain('KL67890');
    });

    it('the yard roll-call lists present, expected but missing, and unknown plates, and places the present on the map', async () => {
      const scan = await f.as.manager.vehicleDetection.createScan.mutate({ kind: 'roll_call' });
      const ef = await uploaded(await plateScene('EF 34 567', { angle: 5 }), scan.id);
      await uploaded(await plateScene('GH 45 678', { colour: 'yellow', plateHeight: 60 }), scan.id);
      await uploaded(await plateScene('QQ 11 222'), scan.id);
      // The first photo kept its place (its uploader lets photos keep their GPS), taken a minute ago.
      const takenAt = new Date(Math.floor(Date.now() / 1000) * 1000 - 60_000);
      await f.database.db
        .update(photos)
        .set({ latitude: 55.6512, longitude: 12.5401, takenAt })
        .where(eq(photos.id, ef.id));
      const call = await f.as.manager.vehicleDetection.rollCall.mutate({ scanId: scan.id });
      expect(call.present.map((v) => v.registration)).toEqual(['EF34567', 'GH45678']);
      // Found present with a place: placed on the map at the photo's time; without: not placed.
      expect(call.present).toEqual([
        expect.objectContaining({
          photoId: ef.id,
          placement: 'placed',
          placedAt: takenAt.toISOString(),
          location: { latitude: 55.6512, longitude: 12.5401 },
        }),
        expect.objectContaining({ placement: 'no_place', placedAt: null, location: null }),
      ]);
      const [efVehicle, ghVehicle] = call.present.map((v) => v.vehicleId);
      const rollCallsOf = (vehicleId: string) =>
        f.database.db
          .select()
          .from(vehiclePositions)
          .where(and(eq(vehiclePositions.vehicleId, vehicleId), eq(vehiclePositions.source, 'roll_call')))
          .orderBy(vehiclePositions.recordedAt);
      const lastOf = async (vehicleId: string) =>
        (await f.as.manager.map.overview.query()).vehicles.find((v) => v.id === vehicleId)!.position;
      const efBefore = await rollCallsOf(efVehicle!);
      expect(efBefore.filter((p) => p.recordedAt >= takenAt)).toEqual([
        expect.objectContaining({ lat: 55.6512, lon: 12.5401, recordedAt: takenAt, clientId: f.ids.nordlys }),
      ]);
      // It is the vehicle's last position on the map (the demo's are hours old).
      expect(await lastOf(efVehicle!)).toMatchObject({ source: 'roll_call', lat: 55.6512, lon: 12.5401 });
      expect((await lastOf(efVehicle!))!.recordedAt).toEqual(takenAt);
      const ghBefore = await rollCallsOf(ghVehicle!);
      expect(ghBefore.filter((p) => p.recordedAt >= takenAt)).toEqual([]);
      // The same roll-call again stores nothing twice (the reads are the stored ones).
      const again = await f.as.manager.vehicleDetection.rollCall.mutate({ scanId: scan.id });
      expect(again.present.map((v) => v.placement)).toEqual(['placed', 'no_place']);
      expect(await rollCallsOf(efVehicle!)).toHaveLength(efBefore.length);
      expect(await rollCallsOf(ghVehicle!)).toHaveLength(ghBefore.length);
      // A photo of the same vehicle taken earlier is stored, and the map keeps the newer position.
      const earlier = new Date(takenAt.getTime() - 30 * 60_000);
      await f.database.db
        .update(photos)
        .set({ latitude: 55.7, longitude: 12.6, takenAt: earlier })
        .where(eq(photos.id, ef.id));
      const older = await f.as.manager.vehicleDetection.rollCall.mutate({ photoIds: [ef.id] });
      expect(older.present).toEqual([
        expect.objectContaining({ placement: 'placed', placedAt: earlier.toISOString() }),
      ]);
      expect(await rollCallsOf(efVehicle!)).toHaveLength(efBefore.length + 1);
      expect(await lastOf(efVehicle!)).toMatchObject({
        source: 'roll_call',
        lat: 55.6512,
        recordedAt: takenAt,
      });
      expect(call.unknown.map((u) => u.text)).toEqual(['QQ11222']);
      const active = await f.database.db
        .select({ registration: vehicles.registration })
        .from(vehicles)
        .where(eq(vehicles.clientId, f.ids.nordlys));
      expect(call.missing.map((v) => v.registration)).not.toContain('EF34567');
      expect(call.missing.length).toBeGreaterThan(0);
      expect(call.missing.length).toBeLessThanOrEqual(active.length - 2);

      // Another client's photo among them, or another client's roll-call of these: NOT_FOUND, and
      // nothing read or written.
      const theirScan = await f.as.manager2.vehicleDetection.createScan.mutate({ kind: 'roll_call' });
      const theirs = await upload('manager2', await plateScene('KL 67 890'), theirScan.id);
      expect(theirs.status).toBe(201);
      const theirPhoto = (await theirs.json()) as Photo;
      await f.database.db
        .update(photos)
        .set({ latitude: 56.1, longitude: 10.2, takenAt: new Date() })
        .where(eq(photos.id, theirPhoto.id));
      const positions = async () => (await f.database.db.select({ n: count() }).from(vehiclePositions))[0]!.n;
      const reads = async () => (await f.database.db.select({ n: count() }).from(plateReads))[0]!.n;
      const [positionsBefore, readsBefore] = [await positions(), await reads()];
      expect(
        (await failure(f.as.manager.vehicleDetection.rollCall.mutate({ photoIds: [theirPhoto.id, ef.id] })))
          .code,
      ).toBe('NOT_FOUND');
      expect(
        (await failure(f.as.manager2.vehicleDetection.rollCall.mutate({ photoIds: [ef.id, theirPhoto.id] })))
          .code,
      ).toBe('NOT_FOUND');
      expect([await positions(), await reads()]).toEqual([positionsBefore, readsBefore]);
    });

    it("a photo of one vehicle that shows another vehicle's plate is flagged with it (also read in the background after a check-out's front photo); its own plate is not", async () => {
      const [ab, cd] = f.ids.jonasVehicles as [string, string];
      const inspection = await f.as.manager.inspections.schedule.mutate({
        vehicleId: cd,
        kind: 'walk_around',
        dueDate: copenhagenToday(),
      });
      const toInspection = async (body: Buffer) => {
        const response = await fetch(
          `${f.http.baseUrl}/api/photos/upload?${new URLSearchParams({ ownerKind: 'inspection', ownerId: inspection.id })}`,
          {
            method: 'POST',
            headers: {
              'content-type': 'application/octet-stream',
              origin: APP_ORIGIN,
              cookie: f.http.cookies.manager,
            },
            body: new Uint8Array(body),
          },
        );
        expect(response.status).toBe(201);
        return (await response.json()) as Photo;
      };
      const listed = async (id: string) =>
        (await f.as.manager.photos.list.query({ ownerKind: 'inspection', ownerId: inspection.id })).find(
          (p) => p.id === id,
        )!;
      // CD 23 456's inspection photo that shows AB 12 345 (the bytes read in the first test).
      const wrong = await toInspection(await plateScene('AB 12 345'));
      expect(wrong).toMatchObject({ vehicleId: cd, showsVehicle: null });
      await f.as.manager.vehicleDetection.readPhoto.mutate({ photoId: wrong.id });
      const flagged = await listed(wrong.id);
      expect(flagged).toMatchObject({ vehicleId: cd, showsVehicle: { id: ab, registration: 'AB12345' } });
      expect(Date.parse(flagged.showsVehicle!.readAt)).toBeGreaterThan(Date.now() - 60_000);
      // Its own plate read one character off (an accepted fuzzy match, the second test's bytes): not flagged.
      const own = await toInspection(await plateScene('CD 23 458', { colour: 'yellow' }));
      await f.as.manager.vehicleDetection.readPhoto.mutate({ photoId: own.id });
      expect(await listed(own.id)).toMatchObject({ vehicleId: cd, showsVehicle: null });
      // Another client sees neither the photo nor the flag.
      expect(
        (await failure(f.as.manager2.vehicleDetection.readPhoto.mutate({ photoId: wrong.id }))).code,
      ).toBe('NOT_FOUND');

      // A check-out's front photo is read in the background once its upload has answered: Jonas's
      // pool car photographed in front of his own van is flagged without anyone opening a page.
      const startsAt = new Date(Date.now() + 60_000);
      const endsAt = new Date(Date.now() + 3_600_000);
      const car = (await freeDemoPoolCars(f, startsAt, endsAt)).at(-1)!;
      const booking = await f.as.user.sharing.book.mutate({
        vehicleId: car.id,
        startsAt,
        endsAt,
        purpose: 'Kunde i Vejle',
      });
      await f.as.user.sharing.checkOut.mutate({
        id: booking.id,
        odometerKm: car.odometerKm + 1,
        level: 90,
        damagesAcknowledged: true,
      });
      const checkOutPhoto = async (angle: string) => {
        const response = await fetch(
          `${f.http.baseUrl}/api/photos/upload?${new URLSearchParams({ ownerKind: 'check_out', ownerId: booking.id, angle })}`,
          {
            method: 'POST',
            headers: {
              'content-type': 'application/octet-stream',
              origin: APP_ORIGIN,
              cookie: f.http.cookies.user,
            },
            body: new Uint8Array(await plateScene('AB 12 345')),
          },
        );
        expect(response.status).toBe(201);
        return (await response.json()) as Photo;
      };
      const side = await checkOutPhoto('left');
      const front = await checkOutPhoto('front');
      expect(front).toMatchObject({ vehicleId: car.id, angle: 'front', showsVehicle: null });
      const checkOutPhotos = () =>
        f.as.manager.photos.list.query({ ownerKind: 'check_out', ownerId: booking.id });
      await expect
        .poll(
          async () => (await checkOutPhotos()).find((p) => p.id === front.id)?.showsVehicle?.registration,
          {
            timeout: 20_000,
          },
        )
        .toBe('AB12345');
      // A side photo shows no plate to read: it is not read.
      expect((await checkOutPhotos()).find((p) => p.id === side.id)).toMatchObject({ showsVehicle: null });
      expect(
        await f.database.db
          .select({ id: plateReads.photoId })
          .from(plateReads)
          .where(eq(plateReads.photoId, side.id)),
      ).toEqual([]);
    });

    it("refuses hostile pictures at upload and answers NOT_FOUND for another client's photo or scan", async () => {
      const scan = await f.as.manager.vehicleDetection.createScan.mutate({});
      const bomb = await upload('manager', pngClaiming(100_000, 100_000), scan.id);
      expect(bomb.status).toBe(422);
      const pdf = await upload('manager', Buffer.from('%PDF-1.4\n%…\n'), scan.id);
      expect(pdf.status).toBe(415);
      const huge = await upload(
        'manager',
        await sharp({ create: { width: 9000, height: 9000, channels: 3, background: '#888' } })
          .png()
          .toBuffer(),
        scan.id,
      );
      expect(huge.status).toBe(422);

      const photo = await uploaded(await plateScene('AB 12 345', { plateHeight: 60 }), scan.id);
      // Fjordbus's manager: neither the photo nor the scan exists.
      expect(
        (await failure(f.as.manager2.vehicleDetection.readPhoto.mutate({ photoId: photo.id }))).code,
      ).toBe('NOT_FOUND');
      expect(
        (await failure(f.as.manager2.vehicleDetection.rollCall.mutate({ photoIds: [photo.id] }))).code,
      ).toBe('NOT_FOUND');
      expect((await failure(f.as.manager2.vehicleDetection.rollCall.mutate({ scanId: scan.id }))).code).toBe(
        'NOT_FOUND',
      );
      expect((await upload('manager2', await plateScene('KL 67 890'), scan.id)).status).toBe(404);
      // Drivers and admins read no plates; a driver cannot upload to a scan.
      expect((await failure(f.as.user.vehicleDetection.readPhoto.mutate({ photoId: photo.id }))).code).toBe(
        'FORBIDDEN',
      );
      expect((await failure(f.as.admin.vehicleDetection.createScan.mutate({}))).code).toBe('FORBIDDEN');
      expect((await upload('user', await plateScene('AB 12 345'), scan.id)).status).toBe(404);
      // Inputs are bounded.
      expect(
        (
          await failure(
            f.as.manager.vehicleDetection.rollCall.mutate({ photoIds: Array(101).fill(photo.id) }),
          )
        ).code,
      ).toBe('BAD_REQUEST');
      expect((await failure(f.as.manager.vehicleDetection.recentPhotos.query({ limit: 49 }))).code).toBe(
        'BAD_REQUEST',
      );
      expect((await failure(f.as.manager.vehicleDetection.readPhoto.mutate({ photoId: 'x' }))).code).toBe(
        'BAD_REQUEST',
      );
    });
  });
}
