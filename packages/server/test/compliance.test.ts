/**
 * compliance.* on both engines: list with state, kind and vehicle filters (keyset), create, update,
 * renew with history, field errors that write nothing, roles and tenant separation; the vehicle's
 * next due date kept current.
 */
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { complianceItems } from '../src/areas/compliance/schema.js';
import { vehicles } from '../src/areas/vehicles/schema.js';
import { workHistory } from '../src/work/schema.js';
import { addDays, copenhagenToday } from '../src/due/rules.js';
import { allPages, ENGINES, failure, useWorkFixture } from './workFixture.js';

describe.each(ENGINES)('compliance on $engine', ({ open }) => {
  const f = useWorkFixture(open);
  const today = copenhagenToday();

  it('lists obligations missing first, then soonest, without repeats across pages', async () => {
    const all = await allPages((cursor) =>
      f.as.manager.compliance.list.query({ vehicleId: f.ids.jonasVehicles[0], cursor, limit: 1 }),
    );
    expect(all.length).toBeGreaterThanOrEqual(3);
    expect(new Set(all.map((o) => o.id)).size).toBe(all.length);
    const keys = all.map((o) => o.validUntil ?? '0000');
    expect(keys).toEqual([...keys].sort());
    expect(all.every((o) => o.vehicle?.registration === 'AB12345')).toBe(true);
    const first = await f.as.manager.compliance.list.query({ limit: 5 });
    const back = await f.as.manager.compliance.list.query({
      cursor: (await f.as.manager.compliance.list.query({ limit: 5, cursor: first.nextCursor })).prevCursor,
      direction: 'backward',
      limit: 5,
    });
    expect(back.items.map((o) => o.id)).toEqual(first.items.map((o) => o.id));
  });

  it('filters by derived state and kind', async () => {
    const overdue = await f.as.manager.compliance.list.query({ state: ['overdue'], limit: 100 });
    expect(overdue.items.length).toBeGreaterThan(0);
    expect(overdue.items.every((o) => o.state === 'overdue' && o.validUntil! < today)).toBe(true);
    const insurance = await f.as.manager.compliance.list.query({ kind: ['insurance'], state: ['due_soon'] });
    expect(insurance.items.every((o) => o.kind === 'insurance' && o.state === 'due_soon')).toBe(true);
    expect(
      (await failure(f.as.manager.compliance.list.query({ state: ['expired' as never] }))).fieldErrors,
    ).toEqual({
      'state.0': 'invalid_value',
    });
    expect(
      (await failure(f.as.manager.inspections.list.query({ cursor: overdue.nextCursor ?? 'x' }))).code,
    ).toBe('BAD_REQUEST');
  });

  it('creates, edits and renews an obligation, keeping the history and the next due date', async () => {
    const vehicleId = f.ids.nordlysVehicle;
    const created = await f.as.manager.compliance.create.mutate({
      vehicleId,
      kind: 'custom',
      title: 'Kranattest',
      validUntil: addDays(today, -3),
    });
    expect(created).toMatchObject({ kind: 'custom', title: 'Kranattest', state: 'overdue' });
    const [vehicle] = await f.database.db.select().from(vehicles).where(eq(vehicles.id, vehicleId));
    expect(vehicle!.nextDueDate).toBe(addDays(today, -3));

    const badgesBefore = await f.as.manager.my.myNavBadges.query();
    const renewed = await f.as.manager.compliance.renew.mutate({
      id: created.id,
      validUntil: addDays(today, 365),
      note: 'Attest fornyet hos DEKRA',
    });
    expect(renewed).toMatchObject({ validUntil: addDays(today, 365), state: 'in_order' });
    expect((await f.as.manager.my.myNavBadges.query()).compliance).toBe(badgesBefore.compliance - 1);
    const history = await f.as.manager.compliance.history.query({ id: created.id });
    expect(history.items).toHaveLength(1);
    expect(history.items[0]).toMatchObject({
      completedOn: today,
      previousValidUntil: addDays(today, -3),
      validUntil: addDays(today, 365),
      note: 'Attest fornyet hos DEKRA',
      actor: { id: f.ids.manager },
    });

    const edited = await f.as.manager.compliance.update.mutate({
      id: created.id,
      expectedVersion: renewed.version,
      title: 'Kranattest (5 t)',
    });
    expect(edited.title).toBe('Kranattest (5 t)');
    const cleared = await f.as.manager.compliance.update.mutate({
      id: created.id,
      expectedVersion: edited.version,
      validUntil: null,
    });
    expect(cleared.state).toBe('missing');
    const actions = await f.database.db
      .select({ action: workHistory.action, actor: workHistory.actorUserId })
      .from(workHistory)
      .where(eq(workHistory.entityId, created.id));
    expect(actions.map((a) => a.action).sort()).toEqual(['created', 'renewed', 'updated', 'updated']);
    expect(actions.every((a) => a.actor === f.ids.manager)).toBe(true);
  });

  it('answers field errors and writes nothing', async () => {
    const rows = async () => Number((await f.database.db.select({ n: count() }).from(complianceItems))[0]!.n);
    const before = await rows();
    const vehicleId = f.ids.nordlysVehicle;
    expect(
      (await failure(f.as.manager.compliance.create.mutate({ vehicleId, kind: 'custom', title: ' ' })))
        .fieldErrors,
    ).toEqual({ title: 'required' });
    expect(
      (await failure(f.as.manager.compliance.create.mutate({ vehicleId, kind: 'insurance' }))).fieldErrors,
    ).toEqual({ kind: 'duplicate' });
    expect(
      (
        await failure(
          f.as.manager.compliance.create.mutate({
            vehicleId,
            kind: 'custom',
            title: 'x',
            validUntil: '2027-02-29',
          }),
        )
      ).fieldErrors,
    ).toEqual({ validUntil: 'invalid_format' });
    expect(
      (
        await failure(
          f.as.manager.compliance.create.mutate({ vehicleId, kind: 'custom', title: 'x', extra: 1 } as never),
        )
      ).code,
    ).toBe('BAD_REQUEST');
    expect(await rows()).toBe(before);
    const [one] = (await f.as.manager.compliance.list.query({ vehicleId, limit: 1 })).items;
    expect(
      (await failure(f.as.manager.compliance.renew.mutate({ id: one!.id, validUntil: addDays(today, -1) })))
        .fieldErrors,
    ).toEqual({ validUntil: 'not_after_completed' });
    expect(
      (
        await failure(
          f.as.manager.compliance.renew.mutate({
            id: one!.id,
            validUntil: addDays(today, 400),
            completedOn: addDays(today, 1),
          }),
        )
      ).fieldErrors,
    ).toEqual({ completedOn: 'in_future' });
  });

  it("separates clients: another client's ids answer NOT_FOUND; only managers write", async () => {
    const [theirs] = (await f.as.manager2.compliance.list.query({ limit: 1 })).items;
    const [mine] = (await f.as.manager.compliance.list.query({ limit: 1 })).items;
    expect((await failure(f.as.manager.compliance.get.query({ id: theirs!.id }))).code).toBe('NOT_FOUND');
    expect((await failure(f.as.manager.compliance.history.query({ id: theirs!.id }))).code).toBe('NOT_FOUND');
    expect(
      (
        await failure(
          f.as.manager.compliance.renew.mutate({ id: theirs!.id, validUntil: addDays(today, 30) }),
        )
      ).code,
    ).toBe('NOT_FOUND');
    expect(
      (
        await failure(
          f.as.manager.compliance.update.mutate({
            id: theirs!.id,
            expectedVersion: theirs!.version,
            title: 'x',
          }),
        )
      ).code,
    ).toBe('NOT_FOUND');
    expect(
      (
        await failure(
          f.as.manager.compliance.create.mutate({
            vehicleId: f.ids.fjordbusVehicle,
            kind: 'custom',
            title: 'x',
          }),
        )
      ).code,
    ).toBe('NOT_FOUND');
    expect((await failure(f.as.manager.compliance.list.query({ clientId: f.ids.fjordbus }))).code).toBe(
      'NOT_FOUND',
    );
    const mineAgain = await f.as.manager.compliance.list.query({ limit: 100 });
    expect(mineAgain.items.every((o) => o.clientId === f.ids.nordlys)).toBe(true);
    // Admin reads across clients, writes nothing; drivers neither.
    const adminView = await f.as.admin.compliance.list.query({ clientId: f.ids.fjordbus, limit: 5 });
    expect(adminView.items.every((o) => o.clientName === 'Fjordbus A/S')).toBe(true);
    expect((await f.as.admin.compliance.get.query({ id: mine!.id })).id).toBe(mine!.id);
    expect(
      (await failure(f.as.admin.compliance.renew.mutate({ id: mine!.id, validUntil: addDays(today, 30) })))
        .code,
    ).toBe('FORBIDDEN');
    expect(
      (await failure(f.as.user.compliance.renew.mutate({ id: mine!.id, validUntil: addDays(today, 30) })))
        .code,
    ).toBe('FORBIDDEN');
    expect((await failure(f.as.user.compliance.get.query({ id: mine!.id }))).code).toBe('FORBIDDEN');
  });
});
