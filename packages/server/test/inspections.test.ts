/**
 * inspections.* on both engines: list by due state (keyset), schedule, update, get, complete with
 * result and defects (one linked task per defect), field errors, roles (admin reads across
 * clients) and tenant separation.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { vehicles } from '../src/areas/vehicles/schema.js';
import { addDays, copenhagenToday } from '../src/due/rules.js';
import { allPages, ENGINES, failure, useWorkFixture } from './workFixture.js';

describe.each(ENGINES)('inspections on $engine', ({ open }) => {
  const f = useWorkFixture(open);
  const today = copenhagenToday();

  it('lists by due date with due-state filters, pages without repeats', async () => {
    const due = await allPages((cursor) =>
      f.as.manager.inspections.list.query({ state: ['overdue', 'due_soon'], cursor, limit: 3 }),
    );
    expect(due.length).toBe((await f.as.manager.my.myNavBadges.query()).inspections);
    const dates = due.map((i) => i.dueDate);
    expect(dates).toEqual([...dates].sort());
    expect(due.every((i) => i.completedAt === null && i.dueDate <= addDays(today, 7))).toBe(true);
    const completed = await f.as.manager.inspections.list.query({ state: ['completed'], limit: 20 });
    expect(completed.items.every((i) => i.state === 'completed' && i.result !== null)).toBe(true);
    const scheduled = await f.as.manager.inspections.list.query({ state: ['scheduled'], limit: 20 });
    expect(scheduled.items.every((i) => i.dueDate > addDays(today, 7))).toBe(true);
  });

  it(
    'opens on inspections not completed, by due date; sorts by each column both ways',
    { timeout: 120_000 },
    async () => {
      const all = await allPages((cursor) => f.as.manager.inspections.list.query({ cursor, limit: 100 }));
      const firstDone = all.findIndex((i) => i.completedAt !== null);
      expect(firstDone).toBeGreaterThan(0);
      const pending = all.slice(0, firstDone).map((i) => i.dueDate);
      expect(pending).toEqual([...pending].sort());
      const done = all.slice(firstDone);
      expect(done.every((i) => i.completedAt !== null)).toBe(true);
      expect(done.map((i) => i.dueDate)).toEqual(
        done
          .map((i) => i.dueDate)
          .sort()
          .reverse(),
      );

      const kinds = { walk_around: 0, safety: 1, syn_preparation: 2 } as const;
      for (const by of ['dueDate', 'kind', 'vehicle'] as const) {
        const list = (dir: 'asc' | 'desc') =>
          allPages((cursor) =>
            f.as.manager.inspections.list.query({ sort: { by, dir }, cursor, limit: 100 }),
          );
        const [up, down] = await Promise.all([list('asc'), list('desc')]);
        expect(new Set(up.map((i) => i.id)).size, by).toBe(all.length);
        const keyOf = (i: (typeof up)[number]) =>
          by === 'dueDate' ? i.dueDate : by === 'kind' ? kinds[i.kind] : i.vehicle.registration;
        const byKey = (a: unknown, b: unknown) => (a! < b! ? -1 : a! > b! ? 1 : 0);
        expect(up.map(keyOf), by).toEqual(up.map(keyOf).sort(byKey));
        expect(down.map(keyOf), by).toEqual(up.map(keyOf).sort(byKey).reverse());
      }
      // Ties keep the attention order: within one kind, those not completed come first.
      const byKind = await allPages((cursor) =>
        f.as.manager.inspections.list.query({ sort: { by: 'kind', dir: 'desc' }, cursor, limit: 100 }),
      );
      const first = byKind.filter((i) => i.kind === byKind[0]!.kind).map((i) => (i.completedAt ? 1 : 0));
      expect(first).toEqual([...first].sort());
      const stale = (await f.as.manager.inspections.list.query({ limit: 5 })).nextCursor;
      expect(
        (
          await failure(
            f.as.manager.inspections.list.query({ sort: { by: 'kind', dir: 'asc' }, cursor: stale }),
          )
        ).fieldErrors,
      ).toEqual({ cursor: 'invalid' });
    },
  );

  it('schedules, moves and completes an inspection; two defects make two linked tasks', async () => {
    const vehicleId = f.ids.nordlysVehicle;
    const badges = await f.as.manager.my.myNavBadges.query();
    const planned = await f.as.manager.inspections.schedule.mutate({
      vehicleId,
      kind: 'safety',
      dueDate: addDays(today, 20),
      notes: 'Før vintersæsonen',
    });
    expect(planned).toMatchObject({ state: 'scheduled', kind: 'safety', defects: [] });
    const moved = await f.as.manager.inspections.update.mutate({
      id: planned.id,
      expectedVersion: planned.version,
      dueDate: addDays(today, 2),
    });
    expect(moved.state).toBe('due_soon');
    expect((await f.as.manager.my.myNavBadges.query()).inspections).toBe(badges.inspections + 1);
    const [vehicle] = await f.database.db.select().from(vehicles).where(eq(vehicles.id, vehicleId));
    expect(vehicle!.nextDueDate! <= addDays(today, 2)).toBe(true);

    const done = await f.as.manager.inspections.complete.mutate({
      id: planned.id,
      expectedVersion: moved.version,
      result: 'fail',
      inspector: 'Jens Holm',
      defects: [
        { text: 'Slidte bremseklodser foran', severity: 'critical' },
        { text: 'Revne i forruden', severity: 'minor' },
      ],
      assigneeUserId: f.ids.manager,
    });
    expect(done).toMatchObject({
      state: 'completed',
      result: 'fail',
      inspector: 'Jens Holm',
      defectCount: 2,
    });
    expect(done.completedBy?.id).toBe(f.ids.manager);
    expect(done.defects.map((d) => [d.text, d.severity])).toEqual([
      ['Slidte bremseklodser foran', 'critical'],
      ['Revne i forruden', 'minor'],
    ]);
    expect((await f.as.manager.my.myNavBadges.query()).inspections).toBe(badges.inspections);
    const linked = await f.as.manager.tasks.list.query({
      vehicleId,
      source: ['inspection_defect'],
      limit: 100,
    });
    const mine = linked.items.filter((t) => t.inspectionId === planned.id);
    expect(mine.map((t) => t.title).sort()).toEqual(['Revne i forruden', 'Slidte bremseklodser foran']);
    const critical = mine.find((t) => t.title.startsWith('Slidte'))!;
    expect(critical).toMatchObject({
      priority: 'high',
      dueDate: today,
      status: 'open',
      assignee: { id: f.ids.manager },
    });
    expect(done.defects.map((d) => d.taskId).sort()).toEqual(mine.map((t) => t.id).sort());
    expect((await f.as.manager.inspections.get.query({ id: planned.id })).defects).toHaveLength(2);

    expect(
      (
        await failure(
          f.as.manager.inspections.complete.mutate({
            id: planned.id,
            expectedVersion: done.version,
            result: 'pass',
            inspector: 'x',
          }),
        )
      ).fieldErrors,
    ).toEqual({ id: 'completed' });
    expect(
      (
        await failure(
          f.as.manager.inspections.update.mutate({ id: planned.id, expectedVersion: 1, dueDate: today }),
        )
      ).fieldErrors,
    ).toEqual({ id: 'completed' });
  });

  it('refuses a completion made from an older version and completes nothing; the fresh one completes', async () => {
    const vehicleId = f.ids.nordlysVehicle;
    const planned = await f.as.manager.inspections.schedule.mutate({
      vehicleId,
      kind: 'safety',
      dueDate: addDays(today, 30),
    });
    // Someone moves it while the complete drawer is open here.
    const moved = await f.as.manager.inspections.update.mutate({
      id: planned.id,
      expectedVersion: planned.version,
      dueDate: addDays(today, 10),
    });
    const tasksBefore = (await f.as.manager.tasks.list.query({ vehicleId })).total;
    const completion = {
      id: planned.id,
      result: 'fail' as const,
      inspector: 'Jens Holm',
      defects: [{ text: 'Revne i forruden', severity: 'minor' as const }],
    };
    const stale = await failure(
      f.as.manager.inspections.complete.mutate({ ...completion, expectedVersion: planned.version }),
    );
    expect(stale.code).toBe('CONFLICT');
    expect(await f.as.manager.inspections.get.query({ id: planned.id })).toMatchObject({
      state: 'scheduled',
      version: moved.version,
      defects: [],
    });
    expect((await f.as.manager.tasks.list.query({ vehicleId })).total).toBe(tasksBefore);
    const done = await f.as.manager.inspections.complete.mutate({
      ...completion,
      expectedVersion: moved.version,
    });
    expect(done).toMatchObject({ state: 'completed', defectCount: 1, version: moved.version + 1 });
  });

  it('answers field errors and creates nothing', async () => {
    const vehicleId = f.ids.nordlysVehicle;
    const planned = await f.as.manager.inspections.schedule.mutate({
      vehicleId,
      kind: 'walk_around',
      dueDate: addDays(today, 40),
    });
    const tasksBefore = (await f.as.manager.tasks.list.query({ vehicleId })).total;
    const bad = await failure(
      f.as.manager.inspections.complete.mutate({
        id: planned.id,
        expectedVersion: planned.version,
        result: 'fail',
        inspector: 'Pia Lund',
        defects: [{ text: 'Defekt lygte', severity: 'minor' }],
        assigneeUserId: f.ids.fjordbusPerson,
      }),
    );
    expect(bad.fieldErrors).toEqual({ assigneeUserId: 'not_found' });
    expect((await f.as.manager.tasks.list.query({ vehicleId })).total).toBe(tasksBefore);
    expect((await f.as.manager.inspections.get.query({ id: planned.id })).state).toBe('scheduled');
    expect(
      (
        await failure(
          f.as.manager.inspections.complete.mutate({
            id: planned.id,
            expectedVersion: planned.version,
            result: 'fail',
            inspector: 'Pia Lund',
            defects: [{ text: '', severity: 'minor' }],
          }),
        )
      ).fieldErrors,
    ).toEqual({ 'defects.0.text': 'too_small' });
    expect(
      (
        await failure(
          f.as.manager.inspections.schedule.mutate({ vehicleId, kind: 'syn' as never, dueDate: today }),
        )
      ).fieldErrors,
    ).toEqual({ kind: 'invalid_value' });
  });

  it('keeps a comment thread a manager writes, with author and time, in the history too; others only read', async () => {
    const [mine] = (await f.as.manager.inspections.list.query({ limit: 1 })).items;
    const [theirs] = (await f.as.manager2.inspections.list.query({ limit: 1 })).items;
    const before = Date.now();
    const added = await f.as.manager.inspections.addComment.mutate({
      id: mine!.id,
      body: '  Bremseskiverne er slidte — ny tid hos værkstedet  ',
    });
    expect(added).toMatchObject({
      body: 'Bremseskiverne er slidte — ny tid hos værkstedet',
      author: { id: f.ids.manager, name: 'Mette' },
    });
    expect(added.createdAt.getTime()).toBeGreaterThanOrEqual(before - 5_000);
    await f.as.manager.inspections.addComment.mutate({ id: mine!.id, body: 'Tid bestilt til torsdag' });
    const thread = await f.as.manager.inspections.comments.query({ id: mine!.id });
    expect(thread.items.slice(-2).map((c) => c.body)).toEqual([
      'Bremseskiverne er slidte — ny tid hos værkstedet',
      'Tid bestilt til torsdag',
    ]);
    const history = await f.as.manager.inspections.history.query({ id: mine!.id });
    expect(history.items[0]).toMatchObject({ action: 'commented' });
    // The admin reads the thread and writes none; another client's manager neither reads nor writes.
    expect((await f.as.admin.inspections.comments.query({ id: mine!.id })).items.length).toBe(
      thread.items.length,
    );
    expect((await failure(f.as.admin.inspections.addComment.mutate({ id: mine!.id, body: 'x' }))).code).toBe(
      'FORBIDDEN',
    );
    expect((await failure(f.as.manager.inspections.comments.query({ id: theirs!.id }))).code).toBe(
      'NOT_FOUND',
    );
    expect(
      (await failure(f.as.manager.inspections.addComment.mutate({ id: theirs!.id, body: 'x' }))).code,
    ).toBe('NOT_FOUND');
    expect((await f.as.manager2.inspections.comments.query({ id: theirs!.id })).items).toEqual([]);
    expect(
      (await failure(f.as.manager.inspections.addComment.mutate({ id: mine!.id, body: '   ' }))).code,
    ).toBe('BAD_REQUEST');
    expect((await f.as.manager.inspections.comments.query({ id: mine!.id })).items).toHaveLength(
      thread.items.length,
    );
  });

  it("separates clients; admin reads every client's inspections and writes none", async () => {
    const [theirs] = (await f.as.manager2.inspections.list.query({ limit: 1 })).items;
    expect((await failure(f.as.manager.inspections.get.query({ id: theirs!.id }))).code).toBe('NOT_FOUND');
    expect(
      (
        await failure(
          f.as.manager.inspections.complete.mutate({
            id: theirs!.id,
            expectedVersion: theirs!.version,
            result: 'pass',
            inspector: 'x',
          }),
        )
      ).code,
    ).toBe('NOT_FOUND');
    expect(
      (
        await failure(
          f.as.manager.inspections.update.mutate({ id: theirs!.id, expectedVersion: 1, dueDate: today }),
        )
      ).code,
    ).toBe('NOT_FOUND');
    expect(
      (
        await failure(
          f.as.manager.inspections.schedule.mutate({
            vehicleId: f.ids.fjordbusVehicle,
            kind: 'safety',
            dueDate: today,
          }),
        )
      ).code,
    ).toBe('NOT_FOUND');
    const all = await f.as.admin.inspections.list.query({ limit: 100, state: ['overdue', 'due_soon'] });
    expect(new Set(all.items.map((i) => i.clientName))).toEqual(
      new Set(['Nordlys Logistik ApS', 'Fjordbus A/S']),
    );
    expect((await f.as.admin.inspections.get.query({ id: theirs!.id })).clientName).toBe('Fjordbus A/S');
    expect(
      (
        await failure(
          f.as.admin.inspections.schedule.mutate({
            vehicleId: f.ids.nordlysVehicle,
            kind: 'safety',
            dueDate: today,
          }),
        )
      ).code,
    ).toBe('FORBIDDEN');
    expect((await failure(f.as.user.inspections.get.query({ id: theirs!.id }))).code).toBe('FORBIDDEN');
  });
});
