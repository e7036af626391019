/**
 * tasks.* on both engines: list filters (status, due state, assignee, vehicle, source; keyset),
 * create, update, assign, setStatus (done stamps doneAt), get, the driver's reportProblem reaching
 * the manager, field errors, roles and tenant separation.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { workHistory } from '../src/db/schema.js';
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
    expect((await failure(f.as.manager.tasks.update.mutate({ id: theirs!.id, title: 'x' }))).code).toBe(
      'NOT_FOUND',
    );
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
