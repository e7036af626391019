/**
 * Bundle the visit (docs/service.md): the window of 30 days or 1,000 km as a table, then on both
 * engines what a vehicle has due across its service schedules, syn and tachograph calibration,
 * planned as one task with the items (once, under concurrency), the entry that records it, the
 * demo vehicle that shows it, roles and tenant separation.
 */
import { and, count, eq, ne } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { complianceItems } from '../src/areas/compliance/schema.js';
import { tasks } from '../src/areas/tasks/schema.js';
import { vehicles } from '../src/areas/vehicles/schema.js';
import { addDays, copenhagenToday } from '../src/due/rules.js';
import type { ServiceState } from '../src/areas/service/model.js';
import { addMonths, inVisitWindow } from '../src/areas/service/rules.js';
import { serviceVisits } from '../src/areas/service/schema.js';
import { SERVICE_DEMO } from '../src/areas/service/seed.js';
import { ENGINES, failure, useWorkFixture } from './workFixture.js';

const TODAY = '2026-11-23';

describe('the visit window: due within 30 days or 1,000 km, whichever comes first', () => {
  const schedule = (fields: {
    state?: ServiceState;
    mode?: 'first' | 'later';
    dueOn?: string | null;
    dueKm?: number | null;
    dueHours?: number | null;
    paused?: boolean;
  }) => ({
    state: fields.state ?? ('in_order' as ServiceState),
    mode: fields.mode ?? ('first' as const),
    paused: fields.paused ?? false,
    dueOn: fields.dueOn ?? null,
    dueKm: fields.dueKm ?? null,
    dueHours: fields.dueHours ?? null,
    soonHours: 25,
  });
  const at = (odometerKm: number, engineHours: number | null = null) => ({ odometerKm, engineHours });

  it.each([
    ['due in 30 days', schedule({ dueOn: addDays(TODAY, 30) }), at(0), null, true],
    ['due in 31 days', schedule({ dueOn: addDays(TODAY, 31) }), at(0), null, false],
    ['1,000 km to go', schedule({ dueKm: 51_000 }), at(50_000), null, true],
    ['1,001 km to go', schedule({ dueKm: 51_001 }), at(50_000), null, false],
    ['1,001 km to go, reached in 30 days', schedule({ dueKm: 51_001 }), at(50_000), addDays(TODAY, 30), true],
    [
      '5,000 km to go, reached in 31 days',
      schedule({ dueKm: 55_000 }),
      at(50_000),
      addDays(TODAY, 31),
      false,
    ],
    [
      'first: the date in, the km not',
      schedule({ dueOn: addDays(TODAY, 10), dueKm: 90_000 }),
      at(50_000),
      null,
      true,
    ],
    [
      'later: the date in, the km not',
      schedule({ mode: 'later', dueOn: addDays(TODAY, 10), dueKm: 90_000 }),
      at(50_000),
      null,
      false,
    ],
    [
      'later: both in',
      schedule({ mode: 'later', dueOn: addDays(TODAY, 10), dueKm: 50_500 }),
      at(50_000),
      null,
      true,
    ],
    [
      'due soon by its own threshold',
      schedule({ state: 'due_soon', dueOn: addDays(TODAY, 60) }),
      at(0),
      null,
      true,
    ],
    ['overdue', schedule({ state: 'overdue', dueKm: 40_000 }), at(50_000), null, true],
    ['hours within the soon hours', schedule({ dueHours: 1_020 }), at(0, 1_000), null, true],
    ['hours beyond them', schedule({ dueHours: 1_030 }), at(0, 1_000), null, false],
    ['paused', schedule({ paused: true, state: 'paused', dueOn: TODAY }), at(0), null, false],
    ['no measure', schedule({}), at(0), null, false],
  ] as const)('%s', (_name, input, vehicle, forecast, expected) => {
    expect(inVisitWindow(input, vehicle, forecast, TODAY)).toBe(expected);
  });
});

describe.each(ENGINES)('workshop visits on $engine', ({ open }) => {
  const f = useWorkFixture(open);
  const today = copenhagenToday();

  async function catalogue(kind: string) {
    return (await f.as.manager.service.tasks.query()).find((t) => t.kind === kind)!;
  }

  /** Sets the vehicle's obligation of this kind to be valid until `validUntil` (made if missing). */
  async function obligation(
    vehicleId: string,
    kind: 'periodic_inspection' | 'tachograph' | 'insurance',
    validUntil: string,
  ) {
    const existing = (await f.as.manager.compliance.list.query({ vehicleId, kind: [kind] })).items[0];
    return existing
      ? f.as.manager.compliance.update.mutate({
          id: existing.id,
          expectedVersion: existing.version,
          validUntil,
        })
      : f.as.manager.compliance.create.mutate({ vehicleId, kind, validUntil });
  }

  it('shows the demo bundle: a vehicle with service and syn due', async () => {
    const [vehicle] = await f.database.db
      .select({ id: vehicles.id })
      .from(vehicles)
      .where(eq(vehicles.registration, SERVICE_DEMO.visitPlate));
    const proposal = await f.as.manager.service.visit.query({ vehicleId: vehicle!.id });
    const kinds = new Set(proposal.items.map((item) => item.kind));
    expect(kinds).toEqual(new Set(['service', 'periodic_inspection']));
    expect(proposal.planned).toBeNull();
  });

  it('plans what is due within 30 days or 1,000 km across service, syn and tachograph as one task, once', async () => {
    const vehicleId = f.ids.nordlysVehicle;
    const [vehicle] = await f.database.db.select().from(vehicles).where(eq(vehicles.id, vehicleId));
    const odometerKm = vehicle!.odometerKm;
    // Start from nothing due: every schedule of the vehicle paused.
    for (const row of (await f.as.manager.service.listSchedules.query({ vehicleId, limit: 100 })).items)
      await f.as.manager.service.updateSchedule.mutate({
        id: row.id,
        expectedVersion: (await f.as.manager.service.getSchedule.query({ id: row.id })).version,
        paused: true,
      });
    await obligation(vehicleId, 'periodic_inspection', addDays(today, 200));
    expect((await failure(f.as.manager.service.planVisit.mutate({ vehicleId }))).fieldErrors).toEqual({
      vehicleId: 'nothing_due',
    });
    expect((await f.as.manager.service.visit.query({ vehicleId })).items).toEqual([]);

    // In the window: a date 20 days ahead (in order by its own 10 soon days), 800 km to go (in order
    // by its 100 soon km), syn in 25 days, the tachograph 5 days overdue. Out: a date 60 days
    // ahead, insurance (not a workshop's) in 10 days.
    const oil = await catalogue('oil_service');
    const brakes = await catalogue('brakes');
    const ac = await catalogue('air_conditioning');
    const timing = await catalogue('timing_belt');
    const byDate = await f.as.manager.service.createSchedule.mutate({
      vehicleId,
      serviceTaskId: oil.id,
      intervalMonths: 12,
      soonDays: 10,
      lastDoneOn: addMonths(addDays(today, 20), -12),
    });
    const byKm = await f.as.manager.service.createSchedule.mutate({
      vehicleId,
      serviceTaskId: brakes.id,
      intervalKm: 40_000,
      soonKm: 100,
      lastDoneKm: odometerKm - 39_200,
    });
    await f.as.manager.service.createSchedule.mutate({
      vehicleId,
      serviceTaskId: ac.id,
      intervalMonths: 24,
      soonDays: 10,
      lastDoneOn: addMonths(addDays(today, 60), -24),
    });
    // Due soon by its own thresholds (a schedule task of its own already), also in the visit.
    const timingSoon = await f.as.manager.service.createSchedule.mutate({
      vehicleId,
      serviceTaskId: timing.id,
      intervalMonths: 12,
      lastDoneOn: addMonths(addDays(today, 25), -12),
    });
    expect([byDate.state, byKm.state, timingSoon.state]).toEqual(['in_order', 'in_order', 'due_soon']);
    const syn = await obligation(vehicleId, 'periodic_inspection', addDays(today, 25));
    const tacho = await obligation(vehicleId, 'tachograph', addDays(today, -5));
    await obligation(vehicleId, 'insurance', addDays(today, 10));

    const proposal = await f.as.manager.service.visit.query({ vehicleId });
    expect(proposal.untilOn).toBe(addDays(today, 30));
    expect(proposal.untilKm).toBe(odometerKm + 1000);
    expect(proposal.items.map((item) => [item.kind, item.id]).sort()).toEqual(
      [
        ['tachograph', tacho.id],
        ['service', byDate.id],
        ['service', timingSoon.id],
        ['periodic_inspection', syn.id],
        ['service', byKm.id],
      ].sort(),
    );
    // Soonest first: by the sooner of the due date and the forecast of the due km.
    const days = proposal.items.map(
      (item) =>
        [item.dueOn, item.forecastOn].filter((d): d is string => d !== null).sort()[0] ?? '9999-12-31',
    );
    expect(days).toEqual([...days].sort());
    expect(proposal.items[0]).toMatchObject({
      kind: 'tachograph',
      overdue: true,
      dueOn: addDays(today, -5),
      names: null,
    });
    expect(proposal.items.find((item) => item.id === byKm.id)).toMatchObject({
      dueKm: odometerKm + 800,
      names: { en: brakes.names.en },
    });

    // Two clicks at once (and a third after): one visit, one task.
    const [first, second] = await Promise.all([
      f.as.manager.service.planVisit.mutate({ vehicleId }),
      f.as.manager.service.planVisit.mutate({ vehicleId }),
    ]);
    const again = await f.as.manager.service.planVisit.mutate({ vehicleId });
    expect(first!.visit.id).toBe(second!.visit.id);
    expect(again).toMatchObject({ created: false, visit: { id: first!.visit.id } });
    expect([first!.created, second!.created].sort()).toEqual([false, true]);
    const visitTasks = await f.database.db
      .select({ id: tasks.id, title: tasks.title, dueDate: tasks.dueDate, status: tasks.status })
      .from(tasks)
      .where(eq(tasks.sourceId, first!.visit.id));
    expect(visitTasks).toEqual([
      { id: first!.visit.taskId, title: 'Værkstedsbesøg', dueDate: addDays(today, -5), status: 'open' },
    ]);
    const [{ n: visits }] = await f.database.db
      .select({ n: count() })
      .from(serviceVisits)
      .where(eq(serviceVisits.vehicleId, vehicleId));
    expect(visits).toBe(1);
    expect(first!.visit.items.map((item) => [item.kind, item.id])).toEqual(
      proposal.items.map((item) => [item.kind, item.id]),
    );
    expect(first!.visit.createdBy).toMatchObject({ id: f.ids.manager });
    // The task reads in the reader's language, and the vehicle's proposal shows the planned visit.
    const task = await f.as.manager.tasks.get.query({ id: first!.visit.taskId });
    expect(task).toMatchObject({
      source: 'service',
      titleNames: { en: 'Workshop visit', de: 'Werkstattbesuch' },
    });
    expect((await f.as.manager.service.visit.query({ vehicleId })).planned?.id).toBe(first!.visit.id);

    // Recording the visit's entry does its service items: the schedules reset, the task is done;
    // syn and the tachograph stay compliance's to renew.
    const entry = await f.as.manager.service.recordEntry.mutate({
      vehicleId,
      performedOn: today,
      odometerKm: odometerKm + 10,
      taskId: first!.visit.taskId,
    });
    expect(entry.taskId).toBe(first!.visit.taskId);
    expect(entry.tasks.map((t) => t.id).sort()).toEqual([oil.id, brakes.id, timing.id].sort());
    for (const id of [byDate.id, byKm.id, timingSoon.id])
      expect(await f.as.manager.service.getSchedule.query({ id }), id).toMatchObject({
        state: 'in_order',
        lastDoneOn: today,
        openTaskId: null,
      });
    expect((await f.as.manager.tasks.get.query({ id: first!.visit.taskId })).status).toBe('done');
    const [synAfter] = await f.database.db
      .select()
      .from(complianceItems)
      .where(eq(complianceItems.id, syn.id));
    expect(synAfter!.validUntil).toBe(addDays(today, 25));
    const after = await f.as.manager.service.visit.query({ vehicleId });
    expect(after.planned).toBeNull();
    expect(after.items.map((item) => item.kind)).toEqual(['tachograph', 'periodic_inspection']);
    // A new visit can be planned now; set done on the tasks page it records its service items.
    const next = await f.as.manager.service.planVisit.mutate({ vehicleId });
    expect(next.created).toBe(true);
    await f.as.manager.tasks.setStatus.mutate({ id: next.visit.taskId, status: 'done' });
    expect((await f.as.manager.service.visit.query({ vehicleId })).planned).toBeNull();
  });

  it('keeps roles and clients apart: drivers are refused, another client’s vehicle is not found', async () => {
    const vehicleId = f.ids.jonasVehicles[1]!;
    expect((await failure(f.as.user.service.visit.query({ vehicleId }))).code).toBe('FORBIDDEN');
    expect((await failure(f.as.user.service.planVisit.mutate({ vehicleId }))).code).toBe('FORBIDDEN');
    expect((await failure(f.as.admin.service.planVisit.mutate({ vehicleId }))).code).toBe('FORBIDDEN');
    const before = await f.database.db
      .select({ n: count() })
      .from(tasks)
      .where(and(eq(tasks.vehicleId, f.ids.fjordbusVehicle), ne(tasks.status, 'done')));
    const other = f.ids.fjordbusVehicle;
    expect((await failure(f.as.manager.service.visit.query({ vehicleId: other }))).code).toBe('NOT_FOUND');
    expect((await failure(f.as.manager.service.planVisit.mutate({ vehicleId: other }))).code).toBe(
      'NOT_FOUND',
    );
    const afterTasks = await f.database.db
      .select({ n: count() })
      .from(tasks)
      .where(and(eq(tasks.vehicleId, f.ids.fjordbusVehicle), ne(tasks.status, 'done')));
    expect(afterTasks).toEqual(before);
    expect(
      await f.database.db
        .select({ n: count() })
        .from(serviceVisits)
        .where(eq(serviceVisits.vehicleId, other)),
    ).toEqual([{ n: 0 }]);
    // A visit's task recorded on another vehicle: not found.
    const planned = await f.as.manager.service.planVisit.mutate({ vehicleId });
    expect(
      (
        await failure(
          f.as.manager.service.recordEntry.mutate({
            vehicleId: f.ids.jonasVehicles[0]!,
            performedOn: today,
            odometerKm: 9_999_999,
            taskId: planned.visit.taskId,
          }),
        )
      ).code,
    ).toBe('NOT_FOUND');
  });
});
