/**
 * tasks.* on both engines: list filters (status, due state, assignee, vehicle, source; keyset),
 * create, update, assign, setStatus (done stamps doneAt), get, the driver's reportProblem reaching
 * the manager, field errors, roles and tenant separation.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { workHistory } from '../src/work/schema.js';
import { addDays, copenhagenToday } from '../src/due/rules.js';
import { allPages, ENGINES, failure, useWorkFixture } from './workFixture.js';

describe.each(ENGINES)('tasks on $engine', ({ open }) => {
  const f = useWorkFixture(open);
  const today = copenhagenToday();

  it('filters by status, due state, assignee, vehicle and source', async () => {
    const open = await allPages((cursor) =>
      f.as.manager.tasks.list.query({ status: ['open', 'in_progress'], cursor, limit: 25 }),
    );
    expect(open.every((t) => t.status !== 'done' && t.doneAt === null)).toBe(true);
    const keys = open.map((t) => t.dueDate ?? '9999-12-31');
    expect(keys).toEqual([...keys].sort());
    const mine = await f.as.manager.tasks.list.query({ assigneeUserId: f.ids.manager, limit: 100 });
    expect(mine.items.length).toBeGreaterThan(0);
    expect(mine.items.every((t) => t.assignee?.id === f.ids.manager)).toBe(true);
    const nobody = await f.as.manager.tasks.list.query({ unassigned: true, limit: 100 });
    expect(nobody.items.every((t) => t.assignee === null)).toBe(true);
    const reports = await f.as.manager.tasks.list.query({ source: ['driver_report'] });
    expect(reports.items.length).toBeGreaterThan(0);
    expect(reports.items.every((t) => t.source === 'driver_report')).toBe(true);
    const later = await f.as.manager.tasks.list.query({ dueState: ['later'], limit: 100 });
    expect(later.items.every((t) => t.dueDate! > addDays(today, 7) && t.dueState === 'later')).toBe(true);
    const done = await f.as.manager.tasks.list.query({ status: ['done'], dueState: ['overdue'] });
    expect(done.total).toBe(0);
  });

  it('opens on unfinished work, the most overdue first, then finished work, the latest first', async () => {
    const all = await allPages((cursor) => f.as.manager.tasks.list.query({ cursor, limit: 40 }));
    expect(all.length).toBe((await f.as.manager.tasks.list.query({})).total);
    const firstDone = all.findIndex((t) => t.status === 'done');
    expect(firstDone).toBeGreaterThan(0);
    const unfinished = all.slice(0, firstDone);
    const finished = all.slice(firstDone);
    expect(finished.every((t) => t.status === 'done')).toBe(true);
    expect(unfinished[0]!.dueState).toBe('overdue');
    const due = (t: { dueDate: string | null }) => t.dueDate ?? '9999-12-31';
    expect(unfinished.map(due)).toEqual(unfinished.map(due).sort());
    const finishedDates = finished.filter((t) => t.dueDate).map(due);
    expect(finishedDates).toEqual([...finishedDates].sort().reverse());
    expect(finished.slice(finishedDates.length).every((t) => t.dueDate === null)).toBe(true);
  });

  it('sorts by each column both ways, paging forward and back without repeats', async () => {
    const total = (await f.as.manager.tasks.list.query({})).total;
    const rank = { low: 0, normal: 1, high: 2, open: 0, in_progress: 1, done: 2 } as const;
    const sorts = ['attention', 'dueDate', 'title', 'priority', 'status', 'vehicle'] as const;
    for (const by of sorts) {
      const list = (dir: 'asc' | 'desc') =>
        allPages((cursor) => f.as.manager.tasks.list.query({ sort: { by, dir }, cursor, limit: 45 }));
      const [up, down] = await Promise.all([list('asc'), list('desc')]);
      expect(new Set(up.map((t) => t.id)).size, by).toBe(total);
      expect(new Set(down.map((t) => t.id)).size, by).toBe(total);
      const keyOf = (t: (typeof up)[number]) =>
        by === 'dueDate'
          ? (t.dueDate ?? '9999-12-31')
          : by === 'priority'
            ? rank[t.priority]
            : by === 'status'
              ? rank[t.status]
              : by === 'vehicle'
                ? (t.vehicle?.registration ?? '')
                : '';
      const byKey = (a: unknown, b: unknown) => (a! < b! ? -1 : a! > b! ? 1 : 0);
      if (by === 'attention' || by === 'dueDate' || by === 'title') {
        // Every key and the tiebreaker turn round: descending is ascending read backwards.
        expect(
          down.map((t) => t.id),
          by,
        ).toEqual(up.map((t) => t.id).reverse());
      } else {
        // The column turns round; its ties keep the attention order (below).
        expect(down.map(keyOf), by).toEqual(up.map(keyOf).sort(byKey).reverse());
      }
      expect(up.map(keyOf), by).toEqual(up.map(keyOf).sort(byKey));
    }
    // Ties keep the attention order: among the high-priority tasks, unfinished ones first.
    const high = await allPages((cursor) =>
      f.as.manager.tasks.list.query({ sort: { by: 'priority', dir: 'desc' }, cursor, limit: 45 }),
    );
    const highStatuses = high.filter((t) => t.priority === 'high').map((t) => (t.status === 'done' ? 1 : 0));
    expect(highStatuses).toEqual([...highStatuses].sort());
    expect(high[0]!.priority).toBe('high');

    const sort = { by: 'title', dir: 'desc' } as const;
    const first = await f.as.manager.tasks.list.query({ sort, limit: 10 });
    const second = await f.as.manager.tasks.list.query({ sort, cursor: first.nextCursor, limit: 10 });
    const back = await f.as.manager.tasks.list.query({
      sort,
      cursor: second.prevCursor,
      direction: 'backward',
      limit: 10,
    });
    expect(back.items.map((t) => t.id)).toEqual(first.items.map((t) => t.id));
    // A cursor of another sort is refused.
    expect(
      (
        await failure(
          f.as.manager.tasks.list.query({ sort: { by: 'title', dir: 'asc' }, cursor: first.nextCursor }),
        )
      ).fieldErrors,
    ).toEqual({ cursor: 'invalid' });
  });

  it('creates, edits, assigns and completes a task, recording who did it', async () => {
    const vehicleId = f.ids.nordlysVehicle;
    const badges = await f.as.manager.my.myNavBadges.query();
    const task = await f.as.manager.tasks.create.mutate({
      title: 'Udskift viskerblade',
      vehicleId,
      dueDate: addDays(today, -1),
      priority: 'high',
    });
    expect(task).toMatchObject({
      status: 'open',
      source: 'manual',
      dueState: 'overdue',
      createdBy: { id: f.ids.manager },
      vehicle: { id: vehicleId },
    });
    expect((await f.as.manager.my.myNavBadges.query()).tasks).toBe(badges.tasks + 1);
    const edited = await f.as.manager.tasks.update.mutate({
      id: task.id,
      expectedVersion: task.version,
      description: 'Begge sider',
      dueDate: null,
    });
    expect(edited).toMatchObject({ description: 'Begge sider', dueDate: null, dueState: 'no_due_date' });
    const assigned = await f.as.manager.tasks.assign.mutate({ id: task.id, assigneeUserId: f.ids.jonas });
    expect(assigned.assignee?.id).toBe(f.ids.jonas);
    const started = await f.as.manager.tasks.setStatus.mutate({ id: task.id, status: 'in_progress' });
    expect(started.doneAt).toBeNull();
    const finished = await f.as.manager.tasks.setStatus.mutate({ id: task.id, status: 'done' });
    expect(finished.status).toBe('done');
    expect(finished.dueState).toBeNull();
    expect(finished.doneAt).toBeInstanceOf(Date);
    const reopened = await f.as.manager.tasks.setStatus.mutate({ id: task.id, status: 'open' });
    expect(reopened.doneAt).toBeNull();
    expect((await f.as.manager.tasks.get.query({ id: task.id })).assignee?.id).toBe(f.ids.jonas);
    const log = await f.database.db.select().from(workHistory).where(eq(workHistory.entityId, task.id));
    expect(log.map((entry) => entry.action).sort()).toEqual([
      'created',
      'status_changed',
      'status_changed',
      'status_changed',
      'updated',
      'updated',
    ]);
  });

  it("takes a driver's problem report on a vehicle they drive to the manager's list", async () => {
    const [ab] = f.ids.jonasVehicles;
    const report = await f.as.user.tasks.reportProblem.mutate({
      vehicleId: ab!,
      title: 'Dækket taber luft',
      description: 'Venstre bagdæk, set i morges.',
    });
    expect(report).toMatchObject({ source: 'driver_report', status: 'open', createdBy: { id: f.ids.jonas } });
    const seen = await f.as.manager.tasks.list.query({
      source: ['driver_report'],
      vehicleId: ab!,
      limit: 100,
    });
    expect(seen.items.map((t) => t.id)).toContain(report.id);
    expect(
      (await failure(f.as.user.tasks.reportProblem.mutate({ vehicleId: f.ids.nordlysVehicle, title: 'x' })))
        .code,
    ).toBe('NOT_FOUND');
    expect(
      (await failure(f.as.user.tasks.reportProblem.mutate({ vehicleId: f.ids.fjordbusVehicle, title: 'x' })))
        .code,
    ).toBe('NOT_FOUND');
    expect(
      (await failure(f.as.user.tasks.reportProblem.mutate({ vehicleId: ab!, title: '' }))).fieldErrors,
    ).toEqual({ title: 'too_small' });
    expect(
      (await failure(f.as.manager.tasks.reportProblem.mutate({ vehicleId: ab!, title: 'x' }))).code,
    ).toBe('FORBIDDEN');
    expect((await failure(f.as.user.tasks.setStatus.mutate({ id: report.id, status: 'done' }))).code).toBe(
      'FORBIDDEN',
    );
  });

  it('answers field errors for people and dates and writes nothing', async () => {
    const before = (await f.as.manager.tasks.list.query({})).total;
    expect(
      (await failure(f.as.manager.tasks.create.mutate({ title: 'x', assigneeUserId: f.ids.fjordbusPerson })))
        .fieldErrors,
    ).toEqual({ assigneeUserId: 'not_found' });
    expect(
      (await failure(f.as.manager.tasks.create.mutate({ title: 'x', dueDate: '23-11-2026' }))).fieldErrors,
    ).toEqual({ dueDate: 'invalid_format' });
    expect(
      (await failure(f.as.manager.tasks.create.mutate({ title: 'x', source: 'driver_report' as never })))
        .fieldErrors,
    ).toEqual({ source: 'invalid_value' });
    expect((await f.as.manager.tasks.list.query({})).total).toBe(before);
  });

  it("separates clients: another client's tasks, vehicles and people answer NOT_FOUND", async () => {
    const [theirs] = (await f.as.manager2.tasks.list.query({ limit: 1 })).items;
    expect((await failure(f.as.manager.tasks.get.query({ id: theirs!.id }))).code).toBe('NOT_FOUND');
    expect(
      (await failure(f.as.manager.tasks.setStatus.mutate({ id: theirs!.id, status: 'done' }))).code,
    ).toBe('NOT_FOUND');
    expect(
      (
        await failure(
          f.as.manager.tasks.update.mutate({ id: theirs!.id, expectedVersion: theirs!.version, title: 'x' }),
        )
      ).code,
    ).toBe('NOT_FOUND');
    expect(
      (await failure(f.as.manager.tasks.assign.mutate({ id: theirs!.id, assigneeUserId: null }))).code,
    ).toBe('NOT_FOUND');
    expect(
      (await failure(f.as.manager.tasks.create.mutate({ title: 'x', vehicleId: f.ids.fjordbusVehicle })))
        .code,
    ).toBe('NOT_FOUND');
    expect((await failure(f.as.manager.tasks.list.query({ clientId: f.ids.fjordbus }))).code).toBe(
      'NOT_FOUND',
    );
    const admin = await f.as.admin.tasks.list.query({ clientId: f.ids.fjordbus, limit: 10 });
    expect(admin.items.every((t) => t.clientId === f.ids.fjordbus)).toBe(true);
    expect((await failure(f.as.admin.tasks.create.mutate({ title: 'x' }))).code).toBe('FORBIDDEN');
  });
});
