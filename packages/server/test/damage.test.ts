/**
 * The damage register (docs/damage.md): the status rules cell by cell, and on both engines the
 * seeded demo, a manager's damage through confirm, repair task and the task's completion with
 * who and when, edits and the actual cost (checked on the server; drivers never see or set costs),
 * a driver's report on their own vehicle only, a photo linked to a damage, and client separation (another client's ids answer NOT_FOUND and change nothing).
 */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  DAMAGE_ACTIONS,
  DAMAGE_STATUSES,
  type DamageAction,
  type DamageStatus,
} from '../src/areas/damage/model.js';
import { damageActions, nextDamageStatus } from '../src/areas/damage/rules.js';
import { DAMAGE_DEMO } from '../src/areas/damage/seed.js';
import { APP_ORIGIN } from './helpers.js';
import { ENGINES, failure, useWorkFixture, type WorkFixture } from './workFixture.js';

describe('the damage status rules', () => {
  const allowed: Record<DamageStatus, Partial<Record<DamageAction, DamageStatus>>> = {
    new: { confirm: 'confirmed', dismiss: 'no_correction' },
    confirmed: { create_repair_task: 'repair_task', mark_repaired: 'repaired', dismiss: 'no_correction' },
    repair_task: { mark_repaired: 'repaired' },
    repaired: {},
    no_correction: { reopen: 'new' },
  };
  const cells = DAMAGE_STATUSES.flatMap((status) =>
    DAMAGE_ACTIONS.map((action) => [status, action, allowed[status][action] ?? null] as const),
  );
  it.each(cells)('from %s, %s leads to %s', (status, action, expected) => {
    expect(nextDamageStatus(status, action)).toBe(expected);
  });
  it.each(DAMAGE_STATUSES)('the actions offered from %s are exactly the allowed ones', (status) => {
    expect(damageActions(status)).toEqual(Object.keys(allowed[status]));
  });
});

/** A manager's damage on a Nordlys vehicle Jonas does not drive. */
const createInput = (f: WorkFixture) => ({
  vehicleId: f.ids.nordlysVehicle,
  zone: 'roof' as const,
  damageClass: 'dent' as const,
  severity: 'minor' as const,
});

for (const { engine, open } of ENGINES) {
  describe(`damage register on ${engine}`, () => {
    const f: WorkFixture = useWorkFixture(open);

    it('has the demo damages, each client its own', async () => {
      const nordlys = await f.as.manager.damage.list.query({});
      const fjordbus = await f.as.manager2.damage.list.query({});
      expect(nordlys.total).toBe(DAMAGE_DEMO.nordlys);
      expect(fjordbus.total).toBe(DAMAGE_DEMO.fjordbus);
      expect(new Set(nordlys.items.map((d) => d.status))).toEqual(
        new Set(DAMAGE_STATUSES.filter((s) => s !== 'repair_task')),
      );
      const all = await f.as.admin.damage.list.query({});
      expect(all.total).toBe(DAMAGE_DEMO.nordlys + DAMAGE_DEMO.fjordbus);
      const repaired = nordlys.items.find((d) => d.status === 'repaired')!;
      const detail = await f.as.manager.damage.get.query({ id: repaired.id });
      expect(detail.history.map((h) => [h.from, h.to])).toEqual([
        [null, 'new'],
        ['new', 'confirmed'],
        ['confirmed', 'repaired'],
      ]);
    });

    it('a manager records a damage, confirms it, makes its repair task; finishing the task repairs it', async () => {
      const vehicleId = f.ids.nordlysVehicle;
      const created = await f.as.manager.damage.create.mutate({
        vehicleId,
        zone: 'left',
        damageClass: 'dent',
        severity: 'major',
        description: 'Bule i venstre fordør',
        estimateOre: 425_050,
      });
      expect(created).toMatchObject({ status: 'new', source: 'manual', estimateOre: 425_050, photoCount: 0 });
      expect((await f.as.manager.damage.list.query({ vehicleId })).items.map((d) => d.id)).toContain(
        created.id,
      );
      // Not allowed from new: a repair task before it is confirmed.
      expect(
        (await failure(f.as.manager.damage.act.mutate({ id: created.id, action: 'create_repair_task' })))
          .fieldErrors,
      ).toEqual({ action: 'not_allowed' });
      await f.as.manager.damage.act.mutate({ id: created.id, action: 'confirm', note: 'Set på stedet' });
      const withTask = await f.as.manager.damage.act.mutate({
        id: created.id,
        action: 'create_repair_task',
        task: { title: 'Ret bulen i venstre fordør' },
      });
      expect(withTask.status).toBe('repair_task');
      const task = await f.as.manager.tasks.get.query({ id: withTask.repairTask!.id });
      expect(task).toMatchObject({ title: 'Ret bulen i venstre fordør', source: 'damage' });
      expect(task.vehicle?.id).toBe(vehicleId);
      await f.as.manager.tasks.setStatus.mutate({ id: task.id, status: 'done' });
      const repaired = await f.as.manager.damage.get.query({ id: created.id });
      expect(repaired.status).toBe('repaired');
      expect(repaired.history.map((h) => h.to)).toEqual(['new', 'confirmed', 'repair_task', 'repaired']);
      expect(repaired.history[1]).toMatchObject({ note: 'Set på stedet', by: { id: f.ids.manager } });
      expect(repaired.history.every((h) => !Number.isNaN(Date.parse(h.at)))).toBe(true);
      const edited = await f.as.manager.damage.update.mutate({
        id: created.id,
        expectedVersion: repaired.version,
        actualOre: 398_000,
      });
      expect(edited).toMatchObject({ actualOre: 398_000, estimateOre: 425_050, status: 'repaired' });
    });

    it('a driver reports a damage on a vehicle they drive, and only there; they write nothing else', async () => {
      const mine = await f.as.user.damage.create.mutate({
        vehicleId: f.ids.jonasVehicles[0]!,
        zone: 'rear',
        damageClass: 'scratch',
        severity: 'minor',
        source: 'manual',
        estimateOre: 1,
      });
      expect(mine).toMatchObject({
        source: 'driver_report',
        estimateOre: null,
        reportedBy: { id: f.ids.jonas },
      });
      expect(
        (
          await failure(
            f.as.user.damage.create.mutate({
              vehicleId: f.ids.nordlysVehicle,
              zone: 'rear',
              damageClass: 'scratch',
              severity: 'minor',
            }),
          )
        ).code,
      ).toBe('NOT_FOUND');
      expect((await failure(f.as.user.damage.act.mutate({ id: mine.id, action: 'confirm' }))).code).toBe(
        'FORBIDDEN',
      );
      expect(
        (await failure(f.as.user.damage.update.mutate({ id: mine.id, expectedVersion: 1, zone: 'front' })))
          .code,
      ).toBe('FORBIDDEN');
      // A photo of it, uploaded by the driver, is the damage's.
      const picture = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#a33' } })
        .jpeg()
        .toBuffer();
      const response = await fetch(
        `${f.http.baseUrl}/api/photos/upload?${new URLSearchParams({ ownerKind: 'damage', ownerId: mine.id })}`,
        {
          method: 'POST',
          headers: {
            'content-type': 'application/octet-stream',
            origin: APP_ORIGIN,
            cookie: f.http.cookies.user,
          },
          body: new Uint8Array(picture),
        },
      );
      expect(response.status).toBe(201);
      expect((await f.as.manager.damage.get.query({ id: mine.id })).photoCount).toBe(1);
      expect(await f.as.manager.photos.list.query({ ownerKind: 'damage', ownerId: mine.id })).toHaveLength(1);
    });

    it('a manager edits a damage and records its actual cost once repaired; drivers see no costs', async () => {
      const created = await f.as.manager.damage.create.mutate({
        vehicleId: f.ids.jonasVehicles[1]!,
        zone: 'front',
        damageClass: 'scratch',
        severity: 'minor',
        description: 'Ridse i kofangeren',
        estimateOre: 50_000,
      });
      const edited = await f.as.manager.damage.update.mutate({
        id: created.id,
        expectedVersion: created.version,
        zone: 'right',
        damageClass: 'crack',
        severity: 'major',
        description: 'Revne i højre forskærm',
        estimateOre: 125_000,
      });
      expect(edited).toMatchObject({
        zone: 'right',
        damageClass: 'crack',
        severity: 'major',
        description: 'Revne i højre forskærm',
        estimateOre: 125_000,
        actualOre: null,
        status: 'new',
      });
      // The form's checks, on the server too: no actual cost before it is repaired, no day ahead,
      // no negative or fractional øre, nothing above the most a cost may be.
      const refused = [
        [
          () =>
            f.as.manager.damage.update.mutate({
              id: created.id,
              expectedVersion: edited.version,
              actualOre: 100,
            }),
          'actualOre',
        ],
        [() => f.as.manager.damage.create.mutate({ ...createInput(f), actualOre: 100 }), 'actualOre'],
        [
          () =>
            f.as.manager.damage.update.mutate({
              id: created.id,
              expectedVersion: edited.version,
              foundOn: '2999-01-01',
            }),
          'foundOn',
        ],
        [
          () =>
            f.as.manager.damage.update.mutate({
              id: created.id,
              expectedVersion: edited.version,
              estimateOre: -1,
            }),
          'estimateOre',
        ],
        [
          () =>
            f.as.manager.damage.update.mutate({
              id: created.id,
              expectedVersion: edited.version,
              estimateOre: 1.5,
            }),
          'estimateOre',
        ],
        [
          () =>
            f.as.manager.damage.update.mutate({
              id: created.id,
              expectedVersion: edited.version,
              estimateOre: 100_000_000_001,
            }),
          'estimateOre',
        ],
        [
          () =>
            f.as.manager.damage.update.mutate({
              id: created.id,
              expectedVersion: edited.version,
              description: 'x'.repeat(2001),
            }),
          'description',
        ],
      ] as const;
      for (const [call, field] of refused) {
        const error = await failure(call());
        expect(error.code, field).toBe('BAD_REQUEST');
        expect(Object.keys(error.fieldErrors ?? {}), field).toEqual([field]);
      }
      expect(await f.as.manager.damage.get.query({ id: created.id })).toMatchObject({
        zone: 'right',
        estimateOre: 125_000,
        actualOre: null,
        foundOn: created.foundOn,
      });
      await f.as.manager.damage.act.mutate({ id: created.id, action: 'confirm' });
      await f.as.manager.damage.act.mutate({ id: created.id, action: 'mark_repaired' });
      const { version } = await f.as.manager.damage.get.query({ id: created.id });
      const costed = await f.as.manager.damage.update.mutate({
        id: created.id,
        expectedVersion: version,
        actualOre: 117_550,
      });
      expect(costed).toMatchObject({ status: 'repaired', estimateOre: 125_000, actualOre: 117_550 });
      // Jonas drives this vehicle: he sees the damage, not what it costs, and sets nothing.
      const seen = await f.as.user.damage.get.query({ id: created.id });
      expect(seen).toMatchObject({ id: created.id, estimateOre: null, actualOre: null });
      const listed = await f.as.user.damage.list.query({ vehicleId: f.ids.jonasVehicles[1]! });
      expect(listed.items.length).toBeGreaterThan(0);
      expect(listed.items.every((d) => d.estimateOre === null && d.actualOre === null)).toBe(true);
      expect(
        (
          await failure(
            f.as.user.damage.update.mutate({ id: created.id, expectedVersion: costed.version, actualOre: 1 }),
          )
        ).code,
      ).toBe('FORBIDDEN');
      expect(
        (
          await failure(
            f.as.user.damage.act.mutate({ id: created.id, action: 'mark_repaired', actualOre: 1 }),
          )
        ).code,
      ).toBe('FORBIDDEN');
      expect(await f.as.manager.damage.get.query({ id: created.id })).toMatchObject({ actualOre: 117_550 });
    });

    it("another client's damage or vehicle answers NOT_FOUND and nothing changes", async () => {
      const [theirs] = (await f.as.manager2.damage.list.query({ statuses: ['new'] })).items;
      const before = await f.as.manager2.damage.get.query({ id: theirs!.id });
      const calls = [
        () => f.as.manager.damage.get.query({ id: theirs!.id }),
        () => f.as.manager.damage.update.mutate({ id: theirs!.id, expectedVersion: 1, description: 'x' }),
        () =>
          f.as.manager.damage.update.mutate({
            id: theirs!.id,
            expectedVersion: 1,
            zone: 'roof',
            damageClass: 'other',
            severity: 'critical',
            estimateOre: 1,
          }),
        () => f.as.manager.damage.act.mutate({ id: theirs!.id, action: 'confirm' }),
        () =>
          f.as.manager.damage.create.mutate({
            vehicleId: f.ids.fjordbusVehicle,
            zone: 'front',
            damageClass: 'dent',
            severity: 'minor',
          }),
        () => f.as.manager.damage.list.query({ clientId: f.ids.fjordbus }),
        () => f.as.manager.photos.list.query({ ownerKind: 'damage', ownerId: theirs!.id }),
      ];
      for (const call of calls) expect((await failure(call())).code).toBe('NOT_FOUND');
      expect((await f.as.manager.damage.list.query({ vehicleId: f.ids.fjordbusVehicle })).total).toBe(0);
      expect(await f.as.manager2.damage.get.query({ id: theirs!.id })).toEqual(before);
      // An admin writes any client's.
      const confirmed = await f.as.admin.damage.act.mutate({ id: theirs!.id, action: 'confirm' });
      expect(confirmed.status).toBe('confirmed');
    });
  });
}
