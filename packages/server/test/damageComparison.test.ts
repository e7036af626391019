/**
 * The before/after comparison (docs/damage.md): on generated photos of a van (./damageScenes.ts)
 * the same scene, a slight shift and other light suggest nothing; a drawn scratch or dent is
 * suggested where it is; another view is not comparable; inputs are bounded. On both engines: a
 * driver's check-out and check-in photos of a pool car, the manager's suggested change, its
 * confirmation as a damage with that photo and region, and another client's ids answering
 * NOT_FOUND.
 */
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { claimFormats } from '../src/areas/damage/claim.js';
import { CLAIM_WORDS } from '../src/areas/damage/claimWords.js';
import { comparePictures, type Box } from '../src/areas/damage/compare.js';
import { pdfText } from '../src/areas/documents/files.js';
import { photos } from '../src/areas/photos/schema.js';
import { DAMAGE_AT, shoot } from '../src/areas/damage/scenes.js';
import { APP_ORIGIN } from './helpers.js';
import { ENGINES, failure, freeDemoPoolCars, useWorkFixture, type WorkFixture } from './workFixture.js';

/** Whether two boxes overlap. */
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe('comparing a check-out photo with the check-in photo of the same angle', () => {
  it('suggests nothing for the same scene, a slight shift or other light', async () => {
    const before = await shoot({ seed: 1 });
    for (const shot of [
      { seed: 2 },
      { seed: 3, shiftX: 14, shiftY: -9 },
      { seed: 4, light: 0.75 },
      { seed: 5, light: 1.15, gradient: true, shiftX: -6, shiftY: 5 },
    ]) {
      const result = await comparePictures(before, await shoot(shot));
      expect(result, JSON.stringify(shot)).toMatchObject({ comparable: true, regions: [] });
      expect(result.similarity).toBeGreaterThan(0.9);
    }
  });

  it('suggests a drawn scratch and a dent where they are, also after a shift and in other light', async () => {
    const before = await shoot({ seed: 1 });
    const scratch = await comparePictures(before, await shoot({ seed: 6, damage: 'scratch' }));
    expect(scratch.regions).toHaveLength(1);
    expect(overlaps(scratch.regions[0]!, DAMAGE_AT.scratch)).toBe(true);
    // The box is round the change, not the whole side.
    expect(scratch.regions[0]!.width * scratch.regions[0]!.height).toBeLessThan(0.1);
    const dent = await comparePictures(
      before,
      await shoot({ seed: 7, damage: 'dent', shiftX: 8, shiftY: 4 }),
    );
    expect(dent.regions).toHaveLength(1);
    expect(
      overlaps(dent.regions[0]!, {
        ...DAMAGE_AT.dent,
        x: DAMAGE_AT.dent.x - 8 / 1280,
        y: DAMAGE_AT.dent.y - 4 / 720,
      }),
    ).toBe(true);
    const dark = await comparePictures(
      before,
      await shoot({ seed: 8, damage: 'scratch', light: 0.8, shiftX: -10 }),
    );
    expect(dark.regions).toHaveLength(1);
    expect(overlaps(dark.regions[0]!, DAMAGE_AT.scratch)).toBe(true);
    // A photo of another size (a phone's 1920x1080) is brought to the same size first.
    const larger = await comparePictures(
      before,
      await shoot({ seed: 9, damage: 'dent', width: 1920, height: 1080 }),
    );
    expect(larger.regions).toHaveLength(1);
    expect(overlaps(larger.regions[0]!, DAMAGE_AT.dent)).toBe(true);
  });

  it('answers another view as not comparable rather than pointing at everything', async () => {
    const before = await shoot({ seed: 1 });
    const other = await sharp({ create: { width: 1280, height: 720, channels: 3, background: '#777' } })
      .composite([
        {
          input: Buffer.from(
            '<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="720"><rect x="100" y="100" width="500" height="500" fill="#fff"/><circle cx="900" cy="300" r="200" fill="#111"/></svg>',
          ),
        },
      ])
      .jpeg()
      .toBuffer();
    const result = await comparePictures(before, other);
    expect(result, JSON.stringify(result)).toMatchObject({ comparable: false, regions: [] });
  });

  it('is bounded: a decompression bomb is refused before its pixels, a 12 MP photo compares quickly', async () => {
    const bomb = await sharp({ create: { width: 10_000, height: 7_000, channels: 3, background: '#888' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    await expect(comparePictures(await shoot(), bomb)).rejects.toThrow(/pixel/i);
    const big = await shoot({ seed: 10, damage: 'scratch', width: 4032, height: 3024 });
    const started = performance.now();
    const result = await comparePictures(await shoot({ width: 4032, height: 3024 }), big);
    expect(result.regions).toHaveLength(1);
    expect(performance.now() - started).toBeLessThan(5_000);
  });
});

for (const { engine, open } of ENGINES) {
  describe(`suggested changes on ${engine}`, () => {
    const f: WorkFixture = useWorkFixture(open);

    async function upload(
      role: 'user' | 'manager' | 'manager2',
      picture: Buffer,
      query: Record<string, string>,
    ) {
      return fetch(`${f.http.baseUrl}/api/photos/upload?${new URLSearchParams(query)}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/octet-stream',
          origin: APP_ORIGIN,
          cookie: f.http.cookies[role],
        },
        body: new Uint8Array(picture),
      });
    }

    /** Jonas books a pool car, checks it out with two photos and in with two more (one with a scratch). */
    async function tripWithScratch(which: number) {
      const now = Date.now();
      const startsAt = new Date(now + 60_000);
      const endsAt = new Date(now + 3_600_000);
      const vehicle = (await freeDemoPoolCars(f, startsAt, endsAt)).at(-1 - which)!;
      const booking = await f.as.user.sharing.book.mutate({
        vehicleId: vehicle.id,
        startsAt,
        endsAt,
        purpose: 'Kunde i Vejle',
      });
      // A check-in photo before the check-out is refused on its field.
      expect(
        (await upload('user', await shoot(), { ownerKind: 'check_in', ownerId: booking.id, angle: 'left' }))
          .status,
      ).toBe(400);
      await f.as.user.sharing.checkOut.mutate({
        id: booking.id,
        odometerKm: vehicle.odometerKm + 1,
        level: 90,
        damagesAcknowledged: true,
      });
      for (const [angle, picture] of [
        ['left', await shoot({ seed: 21 })],
        ['front', await shoot({ seed: 22, light: 0.9 })],
      ] as const)
        expect(
          (await upload('user', picture, { ownerKind: 'check_out', ownerId: booking.id, angle })).status,
        ).toBe(201);
      await f.as.user.sharing.checkIn.mutate({
        id: booking.id,
        odometerKm: vehicle.odometerKm + 30,
        level: 60,
      });
      for (const [angle, picture] of [
        ['left', await shoot({ seed: 23, damage: 'scratch', shiftX: 6 })],
        ['front', await shoot({ seed: 24, light: 1.1, shiftY: 5 })],
      ] as const)
        expect(
          (await upload('user', picture, { ownerKind: 'check_in', ownerId: booking.id, angle })).status,
        ).toBe(201);
      return { booking, vehicle };
    }

    it('has a demo check-in whose left side shows a new scratch, suggested on its car', async () => {
      const [photo] = await f.database.db
        .select({ bookingId: photos.ownerId })
        .from(photos)
        .where(and(eq(photos.clientId, f.ids.nordlys), eq(photos.ownerKind, 'check_in')));
      const [left] = await f.as.manager.damage.comparisons.query({ bookingId: photo!.bookingId });
      expect(left).toMatchObject({ angle: 'left', comparable: true });
      expect(left!.changes).toHaveLength(1);
      expect(overlaps(left!.changes[0]!, DAMAGE_AT.scratch)).toBe(true);
    });

    it('suggests the new scratch of a check-in; the manager confirms it as a damage with that photo', async () => {
      const { booking, vehicle } = await tripWithScratch(0);
      const comparisons = await f.as.manager.damage.comparisons.query({ bookingId: booking.id });
      expect(comparisons.map((c) => [c.angle, c.comparable, c.changes.length])).toEqual([
        ['front', true, 0],
        ['left', true, 1],
      ]);
      const left = comparisons.find((c) => c.angle === 'left')!;
      expect(left.booking.driver?.id).toBe(f.ids.jonas);
      const change = left.changes[0]!;
      expect(change).toMatchObject({ status: 'open', damageId: null });
      expect(overlaps(change, DAMAGE_AT.scratch)).toBe(true);
      // Asked again, the pair is not compared again; the vehicle's view has the same.
      const again = await f.as.manager.damage.comparisons.query({ vehicleId: vehicle.id });
      expect(again.find((c) => c.booking.id === booking.id && c.angle === 'left')?.changes[0]?.id).toBe(
        change.id,
      );
      // The driver neither sees nor decides suggestions.
      expect((await failure(f.as.user.damage.comparisons.query({ bookingId: booking.id }))).code).toBe(
        'FORBIDDEN',
      );
      expect(
        (await failure(f.as.user.damage.decideChange.mutate({ id: change.id, decision: 'confirm' }))).code,
      ).toBe('FORBIDDEN');
      const { damage } = await f.as.manager.damage.decideChange.mutate({
        id: change.id,
        decision: 'confirm',
        damageClass: 'scratch',
        severity: 'minor',
        description: 'Ridse på venstre side',
        confirmed: true,
      });
      expect(damage).toMatchObject({
        vehicle: { id: vehicle.id },
        zone: 'left',
        damageClass: 'scratch',
        source: 'check_in',
        status: 'confirmed',
        photo: {
          id: left.afterPhotoId,
          box: { x: change.x, y: change.y, width: change.width, height: change.height },
        },
      });
      expect(damage!.history.map((h) => [h.from, h.to, h.by?.id])).toEqual([
        [null, 'new', f.ids.manager],
        ['new', 'confirmed', f.ids.manager],
      ]);
      const decided = await f.as.manager.damage.comparisons.query({ bookingId: booking.id });
      expect(decided.find((c) => c.angle === 'left')!.changes[0]).toMatchObject({
        status: 'confirmed',
        damageId: damage!.id,
        decidedBy: { id: f.ids.manager },
      });
      expect(
        (await failure(f.as.manager.damage.decideChange.mutate({ id: change.id, decision: 'dismiss' })))
          .fieldErrors,
      ).toEqual({ decision: 'already_decided' });
      // It appeared in that booking's window, Jonas's.
      expect(damage!.window).toMatchObject({
        basis: 'comparison',
        booking: { id: booking.id },
        driver: { id: f.ids.jonas },
      });
      // A damage recorded by hand on the car later: the last check-out before it, the same booking.
      const later = await f.as.manager.damage.create.mutate({
        vehicleId: vehicle.id,
        zone: 'rear',
        damageClass: 'dent',
        severity: 'minor',
      });
      expect(later.window).toMatchObject({ basis: 'last_check_out', booking: { id: booking.id } });

      // The claim report: the damage, its window and the check-in photo with the change marked.
      const claim = (role: 'manager' | 'manager2' | 'user' | 'admin' | null, query = '', id = damage!.id) =>
        fetch(`${f.http.baseUrl}/api/damage/claim/${id}${query}`, {
          headers: role ? { cookie: f.http.cookies[role] } : {},
        });
      const flat = (text: string) => text.replace(/\s+/g, ' ');
      for (const language of ['da', 'en', 'uk'] as const) {
        const response = await claim('manager', `?lang=${language}`);
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toBe('application/pdf');
        expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename=/);
        const bytes = Buffer.from(await response.arrayBuffer());
        // The check-in photo is in it as a picture.
        expect(bytes.toString('latin1')).toMatch(/\/Subtype \/Image/);
        const text = flat((await pdfText(bytes)).text);
        const words = CLAIM_WORDS[language];
        for (const expected of [
          words.title,
          words.zones.left,
          words.classes.scratch,
          words.sources.check_in,
          words.bases.comparison,
          words.checkInPhoto,
          'Ridse på venstre side',
          claimFormats(language).date(damage!.foundOn),
          damage!.window!.driver!.name,
        ])
          expect(text).toContain(flat(expected));
      }
      // Managers of the damage's client only.
      expect((await claim(null)).status).toBe(401);
      expect((await claim('user')).status).toBe(403);
      expect((await claim('admin')).status).toBe(403);
      expect((await claim('manager2')).status).toBe(404);
      expect((await claim('manager', '', 'not-an-id')).status).toBe(404);
      expect((await claim('manager', '?lang=sv')).status).toBe(400);
    });

    it('keeps suggestions to their client: another client gets NOT_FOUND and changes nothing', async () => {
      const { booking, vehicle } = await tripWithScratch(1);
      const [left] = (await f.as.manager.damage.comparisons.query({ bookingId: booking.id })).filter(
        (c) => c.angle === 'left',
      );
      const change = left!.changes[0]!;
      expect((await failure(f.as.manager2.damage.comparisons.query({ bookingId: booking.id }))).code).toBe(
        'NOT_FOUND',
      );
      expect((await failure(f.as.manager2.damage.comparisons.query({ vehicleId: vehicle.id }))).code).toBe(
        'NOT_FOUND',
      );
      expect(
        (await failure(f.as.manager2.damage.decideChange.mutate({ id: change.id, decision: 'confirm' })))
          .code,
      ).toBe('NOT_FOUND');
      // Nor may another client's manager add photos to the booking.
      expect(
        (
          await upload('manager2', await shoot(), {
            ownerKind: 'check_in',
            ownerId: booking.id,
            angle: 'left',
          })
        ).status,
      ).toBe(404);
      // Dismissed, it records nothing.
      const before = (await f.as.manager.damage.list.query({ vehicleId: vehicle.id, statuses: ['new'] }))
        .total;
      const { damage, change: dismissed } = await f.as.manager.damage.decideChange.mutate({
        id: change.id,
        decision: 'dismiss',
      });
      expect(damage).toBeNull();
      expect(dismissed).toMatchObject({ status: 'dismissed', damageId: null });
      expect((await f.as.manager.damage.list.query({ vehicleId: vehicle.id, statuses: ['new'] })).total).toBe(
        before,
      );
      // The admin reaches it (every client's).
      const admin = await f.as.admin.damage.comparisons.query({ bookingId: booking.id });
      expect(admin.find((c) => c.angle === 'left')!.changes[0]!.status).toBe('dismissed');
    });
  });
}
