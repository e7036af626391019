/**
 * The "never disagree" rule and the dashboard, on both engines: each badge equals the rows its
 * list filter returns (total and every page walked), the dashboard's tiles equal the badges, the
 * next 30 days are soonest first; the demo badge counts; the driver's home; a customer's overview
 * for the admin (its attention counts are its badges); roles.
 */
import { describe, expect, it } from 'vitest';
import { countNavBadges } from '../src/badges.js';
import { WORK_DEMO } from '../src/areas/tasks/seed.js';
import { addDays, copenhagenToday } from '../src/due/rules.js';
import { openSeededPglite } from './helpers.js';
import { allPages, ENGINES, failure, useWorkFixture } from './workFixture.js';

describe.each(ENGINES)('badges and dashboard on $engine', ({ open }) => {
  const f = useWorkFixture(open);

  it('seeds readable badge counts for both demo clients', async () => {
    expect(await f.as.manager.my.myNavBadges.query()).toEqual(WORK_DEMO.nordlysBadges);
    expect(await f.as.manager2.my.myNavBadges.query()).toEqual(WORK_DEMO.fjordbusBadges);
    for (const n of Object.values(WORK_DEMO.nordlysBadges)) expect(n).toBeGreaterThan(0);
    for (const n of Object.values(WORK_DEMO.nordlysBadges)) expect(n).toBeLessThan(100);
  });

  it('shows on each badge exactly the rows of the matching list filter', async () => {
    for (const who of ['manager', 'manager2'] as const) {
      const client = f.as[who];
      const badges = await client.my.myNavBadges.query();
      const tasks = await allPages((cursor) =>
        client.tasks.list.query({ dueState: ['overdue'], cursor, limit: 7 }),
      );
      const inspections = await allPages((cursor) =>
        client.inspections.list.query({ state: ['overdue', 'due_soon'], cursor, limit: 7 }),
      );
      const compliance = await allPages((cursor) =>
        client.compliance.list.query({ state: ['missing', 'overdue', 'due_soon'], cursor, limit: 7 }),
      );
      expect(tasks).toHaveLength(badges.tasks);
      expect(inspections).toHaveLength(badges.inspections);
      expect(compliance).toHaveLength(badges.compliance);
      expect((await client.tasks.list.query({ dueState: ['overdue'] })).total).toBe(badges.tasks);
      expect((await client.inspections.list.query({ state: ['overdue', 'due_soon'] })).total).toBe(
        badges.inspections,
      );
      expect((await client.compliance.list.query({ state: ['missing', 'overdue', 'due_soon'] })).total).toBe(
        badges.compliance,
      );
      // Every listed row is in a counted state, as the app shows it.
      expect(tasks.every((t) => t.dueState === 'overdue' && t.status !== 'done')).toBe(true);
      expect(inspections.every((i) => i.state === 'overdue' || i.state === 'due_soon')).toBe(true);
      expect(compliance.every((c) => c.state !== 'in_order')).toBe(true);
    }
  });

  it('keeps badge and list together when a count changes', async () => {
    const before = await f.as.manager.my.myNavBadges.query();
    const [overdue] = (await f.as.manager.tasks.list.query({ dueState: ['overdue'], limit: 1 })).items;
    await f.as.manager.tasks.setStatus.mutate({ id: overdue!.id, status: 'done' });
    const after = await f.as.manager.my.myNavBadges.query();
    expect(after.tasks).toBe(before.tasks - 1);
    expect((await f.as.manager.tasks.list.query({ dueState: ['overdue'] })).total).toBe(after.tasks);
    await f.as.manager.tasks.setStatus.mutate({ id: overdue!.id, status: 'open' });
    expect((await f.as.manager.my.myNavBadges.query()).tasks).toBe(before.tasks);
  });

  it('counts for a given day exactly what the list filters return for it', async () => {
    // A week ahead, other rows are due: the rule and the filters move together.
    const later = addDays(copenhagenToday(), 7);
    const { listTasks } = await import('../src/areas/tasks/repository.js');
    const { listInspections } = await import('../src/areas/inspections/repository.js');
    const { listObligations } = await import('../src/areas/compliance/repository.js');
    const scope = { clientId: f.ids.nordlys };
    const badges = await countNavBadges(f.database.db, f.ids.nordlys, later);
    const page = { limit: 1 };
    expect((await listTasks(f.database.db, scope, { ...page, dueState: ['overdue'] }, later)).total).toBe(
      badges.tasks,
    );
    expect(
      (await listInspections(f.database.db, scope, { ...page, state: ['overdue', 'due_soon'] }, later)).total,
    ).toBe(badges.inspections);
    expect(
      (
        await listObligations(
          f.database.db,
          scope,
          { ...page, state: ['missing', 'overdue', 'due_soon'] },
          later,
        )
      ).total,
    ).toBe(badges.compliance);
    expect(badges.compliance).toBeGreaterThanOrEqual(WORK_DEMO.nordlysBadges.compliance - 6);
  });

  it('gives the dashboard the badge numbers, the fleet by status and the next 30 days soonest first', async () => {
    const summary = await f.as.manager.dashboard.summary.query({ limit: 30 });
    const badges = await f.as.manager.my.myNavBadges.query();
    expect(summary.today).toBe(copenhagenToday());
    expect(summary.badges).toEqual(badges);
    const vehicles = await f.as.manager.vehicles.count.query({});
    expect(summary.vehicles.total).toBe(vehicles.total);
    expect(summary.vehicles.active + summary.vehicles.inWorkshop + summary.vehicles.outOfService).toBe(
      summary.vehicles.total,
    );
    expect(summary.upcoming).toHaveLength(30);
    // The whole count, not the page: the list says "30 of N".
    const all = await f.as.manager.dashboard.summary.query({ limit: 100 });
    expect(summary.upcomingTotal).toBeGreaterThan(30);
    expect(all.upcomingTotal).toBe(summary.upcomingTotal);
    expect(all.upcoming).toHaveLength(Math.min(100, summary.upcomingTotal));
    const dates = summary.upcoming.map((item) => item.date);
    expect(dates).toEqual([...dates].sort());
    const horizon = addDays(summary.today, 30);
    expect(dates.every((d) => d >= summary.today && d <= horizon)).toBe(true);
    // Every area with rows in the next 30 days, each row its area's.
    expect(new Set(summary.upcoming.map((item) => item.area))).toEqual(
      new Set(['compliance', 'inspections', 'tasks']),
    );
    const task = summary.upcoming.find((item) => item.area === 'tasks')!;
    expect(await f.as.manager.tasks.detail.query({ id: task.id })).toMatchObject({ dueDate: task.date });
    // The other client's dashboard shows its own numbers.
    const other = await f.as.manager2.dashboard.summary.query();
    expect(other.badges).toEqual(WORK_DEMO.fjordbusBadges);
    expect(other.upcoming.every((item) => !summary.upcoming.some((mine) => mine.id === item.id))).toBe(true);
  });

  it('keeps the dashboard, answered from memory, in step with every write that changes it', async () => {
    const manager = f.as.manager;
    const first = await manager.dashboard.summary.query({ limit: 30 });
    // A shorter list is the start of the longer one (the kept summary is cut to the limit).
    expect((await manager.dashboard.summary.query({ limit: 5 })).upcoming).toEqual(
      first.upcoming.slice(0, 5),
    );

    const [overdue] = (await manager.tasks.list.query({ dueState: ['overdue'], limit: 1 })).items;
    await manager.tasks.setStatus.mutate({ id: overdue!.id, status: 'done' });
    expect((await manager.dashboard.summary.query({ limit: 30 })).badges.tasks).toBe(first.badges.tasks - 1);
    await manager.tasks.setStatus.mutate({ id: overdue!.id, status: 'open' });
    expect((await manager.dashboard.summary.query({ limit: 30 })).badges.tasks).toBe(first.badges.tasks);

    // A vehicle's new plate shows in the next 30 days; its new status moves the fleet tiles.
    const item = first.upcoming.find((entry) => entry.vehicle)!;
    const vehicle = await manager.vehicles.get.query({ id: item.vehicle!.id });
    const renamedVehicle = await manager.vehicles.update.mutate({
      id: vehicle.id,
      expectedVersion: vehicle.version,
      registration: 'ZZ99998',
    });
    const renamed = await manager.dashboard.summary.query({ limit: 30 });
    expect(renamed.upcoming.find((entry) => entry.id === item.id)?.vehicle?.registration).toBe('ZZ99998');
    const status = vehicle.status === 'in_workshop' ? 'active' : 'in_workshop';
    await manager.vehicles.bulkSetStatus.mutate({ ids: [vehicle.id], status });
    const moved = await manager.dashboard.summary.query({ limit: 30 });
    expect(moved.vehicles.inWorkshop).toBe(renamed.vehicles.inWorkshop + (status === 'in_workshop' ? 1 : -1));
    await manager.vehicles.update.mutate({
      id: vehicle.id,
      // The status change raised the version once more.
      expectedVersion: renamedVehicle.version + 1,
      registration: vehicle.registration,
    });
    await manager.vehicles.bulkSetStatus.mutate({ ids: [vehicle.id], status: vehicle.status });
    expect(await manager.dashboard.summary.query({ limit: 30 })).toEqual(first);
  });

  it('charts what falls due per week by area, and tasks opened against closed, for the manager’s own client', async () => {
    const charts = await f.as.manager.dashboard.charts.query();
    const today = charts.today;
    expect(today).toBe(copenhagenToday());
    // Twelve Mondays each way, this week's last among the past and first ahead.
    for (const weeks of [charts.ahead.weeks, charts.past.weeks]) {
      expect(weeks).toHaveLength(12);
      for (const [index, week] of weeks.entries()) {
        expect(new Date(`${week}T00:00:00Z`).getUTCDay()).toBe(1);
        if (index > 0) expect(week).toBe(addDays(weeks[index - 1]!, 7));
      }
    }
    expect(charts.ahead.weeks[0]).toBe(charts.past.weeks[11]);
    expect(today >= charts.ahead.weeks[0]! && today < addDays(charts.ahead.weeks[0]!, 7)).toBe(true);

    // The first four weeks ahead hold exactly the open tasks the list has due from today on in them.
    const fourWeeksEnd = addDays(charts.ahead.weeks[0]!, 28);
    const open = await allPages((cursor) =>
      f.as.manager.tasks.list.query({ status: ['open', 'in_progress'], cursor, limit: 100 }),
    );
    const dueIn = (first: string) =>
      open.filter(
        (task) =>
          task.dueDate && task.dueDate >= today && task.dueDate >= first && task.dueDate < addDays(first, 7),
      ).length;
    const ahead = (area: string) => charts.ahead.areas.find((series) => series.area === area)!.counts;
    expect(charts.ahead.areas.map((series) => series.area)).toEqual(['compliance', 'inspections', 'tasks']);
    expect(ahead('tasks').slice(0, 4)).toEqual(charts.ahead.weeks.slice(0, 4).map(dueIn));
    expect(open.some((task) => task.dueDate && task.dueDate >= today && task.dueDate < fourWeeksEnd)).toBe(
      true,
    );
    expect(ahead('inspections').reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
    expect(ahead('compliance').reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
    expect(charts.past.areas.map((series) => series.area)).toEqual(['tasks']);
    const closed = (of: typeof charts) => of.past.areas[0]!.closed;
    expect(closed(charts).reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
    expect(charts.past.areas[0]!.opened.reduce((a, b) => a + b, 0)).toBeGreaterThan(0);

    // Closing a task counts this week; a task of the other client changes nothing here.
    const [task] = (await f.as.manager.tasks.list.query({ status: ['open'], limit: 1 })).items;
    await f.as.manager.tasks.setStatus.mutate({ id: task!.id, status: 'done' });
    const after = await f.as.manager.dashboard.charts.query();
    expect(closed(after)[11]).toBe(closed(charts)[11]! + 1);
    const [theirs] = (await f.as.manager2.tasks.list.query({ status: ['open'], limit: 1 })).items;
    await f.as.manager2.tasks.setStatus.mutate({ id: theirs!.id, status: 'done' });
    expect((await f.as.manager.dashboard.charts.query()).past).toEqual(after.past);
    await f.as.manager.tasks.setStatus.mutate({ id: task!.id, status: 'open' });
    await f.as.manager2.tasks.setStatus.mutate({ id: theirs!.id, status: 'open' });

    expect((await failure(f.as.user.dashboard.charts.query())).code).toBe('FORBIDDEN');
    expect((await failure(f.as.admin.dashboard.charts.query())).code).toBe('FORBIDDEN');
  });

  it('gives the driver their vehicles with what is due, and only them', async () => {
    const home = await f.as.user.dashboard.myVehicles.query();
    expect(home.map((entry) => entry.vehicle.registration)).toEqual(['AB12345', 'CD23456']);
    const [ab, cd] = home;
    // Each with its last reading, as the manager's register has it.
    const register = await f.as.manager.vehicles.list.query({ search: 'AB12345', limit: 5 });
    expect(ab!.vehicle.odometerKm).toBe(register.items.find((v) => v.id === ab!.vehicle.id)!.odometerKm);
    expect(ab!.vehicle.odometerKm).toBeGreaterThan(0);
    const due = (entry: typeof ab, area: string) => entry!.due.filter((item) => item.area === area);
    expect(due(ab, 'compliance').some((o) => o.kind === 'insurance' && o.state === 'due_soon')).toBe(true);
    expect(due(ab, 'inspections').some((i) => i.state === 'due_soon')).toBe(true);
    expect(due(cd, 'compliance').some((o) => o.kind === 'periodic_inspection' && o.state === 'overdue')).toBe(
      true,
    );
    // The areas in the list's order: compliance, inspections, tasks.
    const order = ['compliance', 'inspections', 'tasks'];
    for (const entry of home) {
      const areas = entry.due.map((item) => order.indexOf(item.area));
      expect(areas).toEqual([...areas].sort((a, b) => a - b));
      expect(due(entry, 'compliance').every((o) => o.state !== 'in_order')).toBe(true);
    }
    // The driver's own reports on CD are among its open tasks.
    const reported = (
      await f.as.manager.tasks.list.query({
        vehicleId: cd!.vehicle.id,
        status: ['open', 'in_progress'],
        limit: 50,
      })
    ).items.filter((task) => task.source === 'driver_report');
    expect(reported.length).toBeGreaterThan(0);
    for (const task of reported)
      expect(due(cd, 'tasks').find((item) => item.id === task.id)).toMatchObject({ title: task.title });
  });

  it("opens a customer for the admin: its vehicles, users and what needs attention, the badges' counts", async () => {
    const overview = await f.as.admin.clients.overview.query({ id: f.ids.nordlys });
    expect(overview.client.name).toBe('Nordlys Logistik ApS');
    expect(overview.vehicles.total).toBe(overview.client.vehicleCount);
    expect(overview.vehicles.items.length).toBe(Math.min(25, overview.vehicles.total));
    const plates = overview.vehicles.items.map((v) => v.registration);
    expect(plates).toEqual([...plates].sort());
    expect(overview.vehicles.items.every((v) => v.clientId === f.ids.nordlys && v.status !== 'sold')).toBe(
      true,
    );
    expect(overview.users.items.some((u) => u.id === f.ids.manager)).toBe(true);
    expect(overview.users.items.every((u) => u.clientId === f.ids.nordlys)).toBe(true);
    // What needs attention never disagrees with what the client's managers see.
    const badges = await f.as.manager.my.myNavBadges.query();
    expect(overview.badges).toEqual(badges);
    const attention = await f.as.manager.compliance.list.query({ state: ['missing', 'overdue'], limit: 100 });
    expect(overview.obligations.total).toBe(attention.total);
    expect(overview.obligations.items.every((o) => o.state === 'missing' || o.state === 'overdue')).toBe(
      true,
    );
    const open = await f.as.manager.tasks.list.query({ status: ['open', 'in_progress'], limit: 1 });
    expect(overview.tasks.total).toBe(open.total);
    expect(overview.tasks.items.every((t) => t.status !== 'done' && t.clientId === f.ids.nordlys)).toBe(true);
    const fjordbus = await f.as.admin.clients.overview.query({ id: f.ids.fjordbus });
    expect(fjordbus.vehicles.items.every((v) => v.clientId === f.ids.fjordbus)).toBe(true);
    expect(fjordbus.users.items.some((u) => u.id === f.ids.manager)).toBe(false);

    // Admins only; an unknown customer is not found.
    for (const who of ['manager', 'user'] as const)
      expect((await failure(f.as[who].clients.overview.query({ id: f.ids.nordlys }))).code).toBe('FORBIDDEN');
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await failure(f.as.admin.clients.overview.query({ id: unknown }))).code).toBe('NOT_FOUND');
  });

  it('refuses the dashboard and lists by role', async () => {
    expect((await failure(f.as.user.dashboard.summary.query())).code).toBe('FORBIDDEN');
    expect((await failure(f.as.admin.dashboard.summary.query())).code).toBe('FORBIDDEN');
    expect((await failure(f.as.manager.dashboard.myVehicles.query())).code).toBe('FORBIDDEN');
    expect((await failure(f.as.user.tasks.list.query({}))).code).toBe('FORBIDDEN');
    expect((await failure(f.as.user.compliance.list.query({}))).code).toBe('FORBIDDEN');
    expect((await failure(f.as.user.inspections.list.query({}))).code).toBe('FORBIDDEN');
    expect((await failure(f.as.manager.dashboard.summary.query({ limit: 0 }))).fieldErrors).toEqual({
      limit: 'too_small',
    });
  });
});

describe('badges when the events between instances are slow', () => {
  // Every notification held back (as a loaded PostgreSQL may): the cache must not wait for the
  // event of its own instance's write.
  const f = useWorkFixture(async () => {
    const database = await openSeededPglite();
    return {
      ...database,
      listen: (channel, handlers) =>
        database.listen(channel, {
          ...handlers,
          notify: (payload) => setTimeout(() => handlers.notify(payload), 60_000).unref(),
        }),
    };
  });

  it("shows the author's write on their next poll, before the write's event arrives", async () => {
    const before = await f.as.manager.my.myNavBadges.query();
    const [overdue] = (await f.as.manager.tasks.list.query({ dueState: ['overdue'], limit: 1 })).items;
    await f.as.manager.tasks.setStatus.mutate({ id: overdue!.id, status: 'done' });
    expect((await f.as.manager.my.myNavBadges.query()).tasks).toBe(before.tasks - 1);
    await f.as.manager.tasks.setStatus.mutate({ id: overdue!.id, status: 'open' });
    expect((await f.as.manager.my.myNavBadges.query()).tasks).toBe(before.tasks);
  });
});
