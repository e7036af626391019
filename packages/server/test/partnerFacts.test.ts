/**
 * A partner's measured facts (docs/partners.md, "Measured facts") on both engines, against a
 * hand-computed service book of one workshop: average days in the workshop, cost per standard task
 * and the on-time rate; "not enough data" for a workshop with none; tenant separation.
 */
import { describe, expect, it } from 'vitest';
import { tasks } from '../src/areas/tasks/schema.js';
import { vehicleHistory } from '../src/areas/vehicles/schema.js';
import {
  serviceEntries,
  serviceEntryLines,
  serviceEntryTasks,
  serviceVisits,
} from '../src/areas/service/schema.js';
import { ENGINES, failure, useWorkFixture } from './workFixture.js';

describe.each(ENGINES)('partner facts on $engine', ({ open }) => {
  const f = useWorkFixture(open);

  const workshop = (name: string) =>
    f.as.manager.partners.createOrganisation.mutate({ name, partnerRoles: ['workshop'] });

  it('measures a workshop from its service book, as computed by hand', async () => {
    const db = f.database.db;
    const clientId = f.ids.nordlys;
    const [v1, v2] = f.ids.jonasVehicles as [string, string];
    const ours = await workshop('Facts Autoværksted');
    const other = await workshop('Facts Andet Værksted');
    const [taskA, taskB] = await f.as.manager.service.tasks.query();

    // Visits: their tasks with the planned day.
    const visit = async (vehicleId: string, dueDate: string) => {
      const [task] = await db
        .insert(tasks)
        .values({ clientId, vehicleId, title: 'Værkstedsbesøg', dueDate, source: 'service' })
        .returning({ id: tasks.id });
      await db.insert(serviceVisits).values({ clientId, vehicleId, taskId: task!.id });
      return task!.id;
    };
    const t1 = await visit(v1, '2025-03-03');
    const t2 = await visit(v2, '2025-04-08');
    const t3 = await visit(v1, '2025-06-05');
    const t4 = await visit(v1, '2025-03-25');
    await visit(v2, '2025-07-01'); // not recorded yet: not counted
    const entry = async (
      vehicleId: string,
      performedOn: string,
      workshopId: string,
      taskId: string,
      serviceTaskIds: string[],
      lines: [quantity: number, unitPrice: number][],
    ) => {
      const [row] = await db
        .insert(serviceEntries)
        .values({
          clientId,
          vehicleId,
          performedOn,
          odometerKm: 1000,
          workshopOrganisationId: workshopId,
          taskId,
        })
        .returning({ id: serviceEntries.id });
      for (const serviceTaskId of serviceTaskIds)
        await db.insert(serviceEntryTasks).values({ clientId, entryId: row!.id, serviceTaskId });
      for (const [position, [quantity, unitPrice]] of lines.entries())
        await db.insert(serviceEntryLines).values({
          clientId,
          entryId: row!.id,
          position,
          kind: 'part',
          quantity: String(quantity),
          unitPrice: String(unitPrice),
        });
    };
    // E1: A, 2 × 500 + 1 × 200 = 1,200; on time (3 March, planned 3 March).
    await entry(
      v1,
      '2025-03-03',
      ours.id,
      t1,
      [taskA!.id],
      [
        [2, 500],
        [1, 200],
      ],
    );
    // E2: A and B, 3,000; late (10 April, planned 8 April).
    await entry(v2, '2025-04-10', ours.id, t2, [taskA!.id, taskB!.id], [[1, 3000]]);
    // E3: B without lines (no known cost); on time (1 June, planned 5 June).
    await entry(v1, '2025-06-01', ours.id, t3, [taskB!.id], []);
    // E4: at another workshop: none of its facts.
    await entry(v1, '2025-03-20', other.id, t4, [taskA!.id], [[1, 9999]]);

    // Stays in the workshop (the status history).
    const move = (vehicleId: string, at: string, from: string, to: string) =>
      db.insert(vehicleHistory).values({
        clientId,
        vehicleId,
        action: 'updated',
        changes: { status: { old: from, new: to } },
        createdAt: new Date(at),
      });
    await move(v1, '2025-03-02T08:00:00Z', 'active', 'in_workshop'); // 2.5 days, E1 in it
    await move(v1, '2025-03-04T20:00:00Z', 'in_workshop', 'active');
    await move(v1, '2025-03-19T08:00:00Z', 'active', 'in_workshop'); // 2 days, only E4: not ours
    await move(v1, '2025-03-21T08:00:00Z', 'in_workshop', 'active');
    await move(v2, '2025-04-09T07:00:00Z', 'active', 'in_workshop'); // 3 days, E2 in it
    await move(v2, '2025-04-12T07:00:00Z', 'in_workshop', 'out_of_service');
    await move(v2, '2025-04-20T07:00:00Z', 'out_of_service', 'active');
    await move(v1, '2025-05-31T00:00:00Z', 'active', 'in_workshop'); // still in: not counted

    const facts = await f.as.manager.partners.facts.query({ id: ours.id });
    // (2.5 + 3) / 2 = 2.75, to one decimal.
    expect(facts.workshopDays).toEqual({ average: 2.8, stays: 2 });
    expect(facts.taskCosts).toEqual([
      { task: expect.objectContaining({ id: taskA!.id }), entries: 2, averageNet: 2100 },
      { task: expect.objectContaining({ id: taskB!.id }), entries: 1, averageNet: 3000 },
    ]);
    expect(facts.onTime).toEqual({ visits: 3, onTime: 2, rate: 2 / 3 });

    const theirs = await f.as.manager.partners.facts.query({ id: other.id });
    expect(theirs.workshopDays).toEqual({ average: 2, stays: 1 });
    expect(theirs.taskCosts).toEqual([
      { task: expect.objectContaining({ id: taskA!.id }), entries: 1, averageNet: 9999 },
    ]);
    expect(theirs.onTime).toEqual({ visits: 1, onTime: 1, rate: 1 });
  });

  it('says there is not enough data for a workshop with no service book', async () => {
    const fresh = await workshop('Facts Nyt Værksted');
    expect(await f.as.manager.partners.facts.query({ id: fresh.id })).toEqual({
      workshopDays: null,
      taskCosts: [],
      onTime: null,
    });
  });

  it('answers another client’s partner with NOT_FOUND; drivers are refused', async () => {
    const [organisation] = (await f.as.manager.partners.listOrganisations.query({ limit: 1 })).items;
    expect((await failure(f.as.manager2.partners.facts.query({ id: organisation!.id }))).code).toBe(
      'NOT_FOUND',
    );
    expect((await failure(f.as.user.partners.facts.query({ id: organisation!.id }))).code).toBe('FORBIDDEN');
  });
});
