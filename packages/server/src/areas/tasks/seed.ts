/**
 * Demo compliance obligations, inspections and tasks (docs/fleet-work.md, "Demo data"): every
 * vehicle in use gets its obligations; inspections done and planned; tasks of every source. Most
 * dates are comfortably ahead so that the badges stay readable (WORK_DEMO's counts), while every
 * state shows. Deterministic: a seeded PRNG over the vehicles in plate order; dates are relative to
 * today in Copenhagen. One INSERT of a JSON recordset per table.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { addDays, copenhagenToday } from '../../due/rules.js';
import { refreshAllNextDue } from '../../work/nextDue.js';
import type { ComplianceKind } from '../compliance/model.js';
import type { DefectSeverity, InspectionKind } from '../inspections/model.js';
import type { TaskPriority, TaskSource, TaskStatus } from './model.js';
import type { Db } from '../../db/database.js';
import { users } from '../../db/schema.js';
import { vehicles } from '../vehicles/schema.js';
import { seededRandom, type SeededRandom } from '../../db/seededRandom.js';
import type { AreaSeedInput } from '../area.js';

/** How many items of each attention state the seed makes, per client: the badge counts. */
const PLAN = {
  nordlys: { missing: 4, overdue: 6, dueSoon: 14, inspOverdue: 5, inspDueSoon: 7, tasksOverdue: 9 },
  fjordbus: { missing: 1, overdue: 1, dueSoon: 2, inspOverdue: 1, inspDueSoon: 1, tasksOverdue: 2 },
} as const;

export const WORK_DEMO = {
  /** my.myNavBadges of manager@example.com on a fresh demo database. */
  nordlysBadges: {
    tasks: PLAN.nordlys.tasksOverdue,
    inspections: PLAN.nordlys.inspOverdue + PLAN.nordlys.inspDueSoon,
    compliance: PLAN.nordlys.missing + PLAN.nordlys.overdue + PLAN.nordlys.dueSoon,
  },
  /** my.myNavBadges of manager2@example.com (Fjordbus A/S). */
  fjordbusBadges: {
    tasks: PLAN.fjordbus.tasksOverdue,
    inspections: PLAN.fjordbus.inspOverdue + PLAN.fjordbus.inspDueSoon,
    compliance: PLAN.fjordbus.missing + PLAN.fjordbus.overdue + PLAN.fjordbus.dueSoon,
  },
} as const;

/** Who the demo seed made (the areas' `seedDemo` input). */
export type WorkSeedInput = AreaSeedInput;

const prng = seededRandom;
type Random = SeededRandom;

const CUSTOM_TITLES = ['ADR-certifikat', 'Kølecertifikat (ATP)', 'Vognmandstilladelse', 'Miljøzonemærke'];
const INSPECTORS = [
  'Jens Holm',
  'Pia Lund',
  'Aarhus Autoværksted',
  'Mekaniker Søren Dahl',
  'Kolding Lastbilcenter',
];
const DEFECTS: readonly (readonly [string, DefectSeverity])[] = [
  ['Slidte bremseklodser foran', 'major'],
  ['Revne i forruden', 'minor'],
  ['Defekt baglygte venstre', 'major'],
  ['Dækmønster under 3 mm bag', 'major'],
  ['Olieudsivning ved motoren', 'critical'],
  ['Førstehjælpskasse mangler', 'minor'],
  ['Rust på anhængertræk', 'minor'],
  ['Sikkerhedssele i passagersæde trækker ikke tilbage', 'critical'],
  ['Viskerblade slidte', 'minor'],
  ['Lastsikringsstropper flossede', 'major'],
];
const TASK_TITLES = [
  'Skift vinterdæk',
  'Bestil nye bremseklodser',
  'Forny brændstofkort',
  'Rengør lastrum',
  'Tjek ladekabel',
  'Planlæg service',
  'Udskift viskerblade',
  'Bestil ny nøgle',
  'Opdater kørebog',
  'Book dækskifte',
  'Reparer stenslag i ruden',
  'Afhent bil fra værksted',
];
const REPORT_TITLES = [
  'Motorlampen lyser',
  'Mærkelig lyd fra bremserne',
  'Skydedøren binder',
  'Aircondition virker ikke',
  'Bakkamera viser intet billede',
];

interface SeedVehicle {
  id: string;
  registration: string;
  type: string;
  driverUserId: string | null;
}

interface Rows {
  obligations: Record<string, unknown>[];
  renewals: Record<string, unknown>[];
  inspections: Record<string, unknown>[];
  defects: Record<string, unknown>[];
  tasks: Record<string, unknown>[];
}

function kindsFor(vehicle: SeedVehicle, random: Random): [ComplianceKind, string][] {
  const kinds: [ComplianceKind, string][] = [
    ['periodic_inspection', ''],
    ['insurance', ''],
    ['road_tax', ''],
  ];
  if (vehicle.type === 'truck' || vehicle.type === 'bus') kinds.push(['tachograph', '']);
  if ((vehicle.type === 'van' || vehicle.type === 'car') && random.next() < 0.25)
    kinds.push(['leasing_end', '']);
  if (vehicle.type === 'truck' && random.next() < 0.15) kinds.push(['custom', random.pick(CUSTOM_TITLES)]);
  return kinds;
}

/** `n` distinct indices below `size`, not in `taken`, deterministic. */
function distinct(random: Random, size: number, n: number, taken: Set<number>): number[] {
  const chosen: number[] = [];
  while (chosen.length < Math.min(n, size - taken.size)) {
    const i = random.int(0, size - 1);
    if (taken.has(i)) continue;
    taken.add(i);
    chosen.push(i);
  }
  return chosen;
}

function generate(
  rows: Rows,
  options: {
    clientId: string;
    managerId: string;
    drivers: string[];
    fleet: SeedVehicle[];
    plan: (typeof PLAN)[keyof typeof PLAN];
    random: Random;
    today: string;
    /** Plates whose items are placed first (the demo driver's vehicles). */
    forced?: { dueSoon: string; overdue: string; inspection: string; report: string; driverId: string };
  },
) {
  const { clientId, managerId, drivers, fleet, plan, random, today, forced } = options;
  const at = (iso: string, hour = 9) => `${iso}T${String(hour).padStart(2, '0')}:00:00Z`;
  const people = [managerId, ...drivers];

  // Obligations: in order by default, then the planned few in attention states.
  const obligations: { row: Record<string, unknown>; plate: string; kind: ComplianceKind }[] = [];
  for (const vehicle of fleet)
    for (const [kind, title] of kindsFor(vehicle, random))
      obligations.push({
        plate: vehicle.registration,
        kind,
        row: {
          id: randomUUID(),
          client_id: clientId,
          vehicle_id: vehicle.id,
          kind,
          title,
          valid_until: addDays(today, random.int(31, 760)),
          created_at: at(addDays(today, -random.int(60, 700))),
        },
      });
  const taken = new Set<number>();
  const forcedIndex = (plate: string | undefined, kind: ComplianceKind) => {
    const i = obligations.findIndex((o) => o.plate === plate && o.kind === kind);
    if (i >= 0) taken.add(i);
    return i >= 0 ? [i] : [];
  };
  const dueSoon = [...forcedIndex(forced?.dueSoon, 'insurance')];
  const overdue = [...forcedIndex(forced?.overdue, 'periodic_inspection')];
  dueSoon.push(...distinct(random, obligations.length, plan.dueSoon - dueSoon.length, taken));
  overdue.push(...distinct(random, obligations.length, plan.overdue - overdue.length, taken));
  const missing = distinct(random, obligations.length, plan.missing, taken);
  for (const i of dueSoon) obligations[i]!.row.valid_until = addDays(today, random.int(0, 30));
  for (const i of overdue) obligations[i]!.row.valid_until = addDays(today, -random.int(1, 45));
  for (const i of missing) obligations[i]!.row.valid_until = null;
  for (const { row } of obligations) {
    rows.obligations.push(row);
    // A renewal a year before for some: the history shows.
    if (row.valid_until && random.next() < 0.2) {
      const completedOn = addDays(row.valid_until as string, -365 - random.int(0, 10));
      if (completedOn <= today)
        rows.renewals.push({
          obligation_id: row.id,
          client_id: clientId,
          completed_on: completedOn,
          previous_valid_until: addDays(completedOn, random.int(-5, 10)),
          valid_until: row.valid_until,
          note: '',
          actor_user_id: managerId,
          created_at: at(completedOn, 10),
        });
    }
  }

  // Inspections: done ones in the past (some with defects and their tasks), planned ones ahead.
  const kinds: InspectionKind[] = ['walk_around', 'safety', 'syn_preparation'];
  for (const vehicle of fleet) {
    if (random.next() < 0.4) {
      const due = addDays(today, -random.int(10, 300));
      const done = addDays(due, random.int(-3, 2));
      const fail = random.next() < 0.15;
      const defectCount = fail ? random.int(1, 2) : random.next() < 0.1 ? 1 : 0;
      const inspectionId = randomUUID();
      rows.inspections.push({
        id: inspectionId,
        client_id: clientId,
        vehicle_id: vehicle.id,
        kind: random.pick(kinds),
        due_date: due,
        completed_at: at(done < today ? done : due, 11),
        result: fail ? 'fail' : 'pass',
        inspector: random.pick(INSPECTORS),
        completed_by_user_id: managerId,
        created_by_user_id: managerId,
        created_at: at(addDays(due, -30)),
      });
      for (let position = 0; position < defectCount; position += 1) {
        const [text, severity] = random.pick(DEFECTS);
        const taskId = randomUUID();
        const priority: TaskPriority =
          severity === 'critical' ? 'high' : severity === 'major' ? 'normal' : 'low';
        const taskDue = addDays(done, severity === 'critical' ? 0 : severity === 'major' ? 7 : 30);
        // Older defects are fixed; recent ones are still open, due ahead (not overdue).
        const open = taskDue >= today;
        rows.tasks.push(
          task({
            id: taskId,
            title: text,
            vehicleId: vehicle.id,
            status: open ? 'open' : 'done',
            priority,
            source: 'inspection_defect',
            dueDate: taskDue,
            createdBy: managerId,
            assignee: random.next() < 0.5 ? managerId : null,
            inspectionId,
            createdOn: done,
            doneOn: open ? null : addDays(done, random.int(0, 6)),
          }),
        );
        rows.defects.push({
          inspection_id: inspectionId,
          client_id: clientId,
          position,
          text,
          severity,
          task_id: taskId,
        });
      }
    }
    if (random.next() < 0.35) rows.inspections.push(planned(vehicle.id, addDays(today, random.int(8, 180))));
  }
  const plannedIndex = (plate: string | undefined) => fleet.findIndex((v) => v.registration === plate);
  const inspectionVehicles = new Set<number>();
  const forcedVehicle = plannedIndex(forced?.inspection);
  const soonVehicles = forcedVehicle >= 0 ? [forcedVehicle] : [];
  if (forcedVehicle >= 0) inspectionVehicles.add(forcedVehicle);
  soonVehicles.push(
    ...distinct(random, fleet.length, plan.inspDueSoon - soonVehicles.length, inspectionVehicles),
  );
  for (const i of soonVehicles)
    rows.inspections.push(planned(fleet[i]!.id, addDays(today, random.int(0, 7))));
  for (const i of distinct(random, fleet.length, plan.inspOverdue, inspectionVehicles))
    rows.inspections.push(planned(fleet[i]!.id, addDays(today, -random.int(1, 20))));

  function planned(vehicleId: string, due: string) {
    return {
      id: randomUUID(),
      client_id: clientId,
      vehicle_id: vehicleId,
      kind: random.pick(kinds),
      due_date: due,
      completed_at: null,
      result: null,
      inspector: '',
      completed_by_user_id: null,
      created_by_user_id: managerId,
      created_at: at(addDays(today, -random.int(5, 60))),
    };
  }

  function task(t: {
    id?: string;
    title: string;
    description?: string;
    vehicleId: string | null;
    status: TaskStatus;
    priority: TaskPriority;
    source: TaskSource;
    dueDate: string | null;
    createdBy: string;
    assignee: string | null;
    inspectionId?: string | null;
    createdOn: string;
    doneOn: string | null;
  }) {
    return {
      id: t.id ?? randomUUID(),
      client_id: clientId,
      vehicle_id: t.vehicleId,
      title: t.title,
      description: t.description ?? '',
      status: t.status,
      priority: t.priority,
      source: t.source,
      due_date: t.dueDate,
      assignee_user_id: t.assignee,
      created_by_user_id: t.createdBy,
      inspection_id: t.inspectionId ?? null,
      created_at: at(t.createdOn, 8),
      done_at: t.doneOn ? at(t.doneOn, 15) : null,
    };
  }

  // Tasks: the planned overdue ones, open ones ahead, done ones, drivers' reports.
  const someVehicle = () => (random.next() < 0.85 ? random.pick(fleet).id : null);
  const priorities: TaskPriority[] = ['low', 'normal', 'normal', 'high'];
  for (let i = 0; i < plan.tasksOverdue; i += 1)
    rows.tasks.push(
      task({
        title: random.pick(TASK_TITLES),
        vehicleId: someVehicle(),
        status: i % 3 === 0 ? 'in_progress' : 'open',
        priority: random.pick(priorities),
        source: i % 4 === 3 ? 'compliance' : 'manual',
        dueDate: addDays(today, -random.int(1, 25)),
        createdBy: managerId,
        assignee: random.next() < 0.7 ? random.pick(people) : null,
        createdOn: addDays(today, -random.int(30, 60)),
        doneOn: null,
      }),
    );
  const openCount = Math.max(4, Math.round(fleet.length / 40));
  for (let i = 0; i < openCount; i += 1)
    rows.tasks.push(
      task({
        title: random.pick(TASK_TITLES),
        vehicleId: someVehicle(),
        status: random.next() < 0.25 ? 'in_progress' : 'open',
        priority: random.pick(priorities),
        source: random.next() < 0.8 ? 'manual' : 'compliance',
        dueDate: random.next() < 0.1 ? null : addDays(today, random.int(0, 60)),
        createdBy: managerId,
        assignee: random.next() < 0.7 ? random.pick(people) : null,
        createdOn: addDays(today, -random.int(1, 30)),
        doneOn: null,
      }),
    );
  for (let i = 0; i < openCount * 3; i += 1) {
    const due = addDays(today, -random.int(1, 200));
    rows.tasks.push(
      task({
        title: random.pick(TASK_TITLES),
        vehicleId: someVehicle(),
        status: 'done',
        priority: random.pick(priorities),
        source: 'manual',
        dueDate: due,
        createdBy: managerId,
        assignee: random.next() < 0.7 ? random.pick(people) : null,
        createdOn: addDays(due, -random.int(5, 40)),
        doneOn: addDays(due, -random.int(0, 4)),
      }),
    );
  }
  const driven = fleet.filter((v) => v.driverUserId);
  const reports = forced
    ? [fleet.find((v) => v.registration === forced.report)!, ...driven.slice(0, 3)]
    : driven.slice(0, 2);
  for (const vehicle of reports.filter(Boolean))
    rows.tasks.push(
      task({
        title: random.pick(REPORT_TITLES),
        description: 'Opdaget på dagens tur.',
        vehicleId: vehicle.id,
        status: 'open',
        priority: 'normal',
        source: 'driver_report',
        dueDate: null,
        createdBy: vehicle.driverUserId ?? forced?.driverId ?? managerId,
        assignee: null,
        createdOn: addDays(today, -random.int(0, 6)),
        doneOn: null,
      }),
    );
}

/** Adds the obligations, inspections and tasks of both demo clients (inside seed.ts's transaction). */
export async function seedWork(db: Db, input: WorkSeedInput): Promise<void> {
  const random = prng(20_261_124);
  const today = copenhagenToday();
  const fleetOf = (clientId: string) =>
    db
      .select({
        id: vehicles.id,
        registration: vehicles.registration,
        type: vehicles.type,
        driverUserId: vehicles.driverUserId,
      })
      .from(vehicles)
      .where(and(eq(vehicles.clientId, clientId), ne(vehicles.status, 'sold')))
      .orderBy(asc(vehicles.registration), asc(vehicles.id));
  const peopleOf = async (clientId: string) =>
    (
      await db
        .select({ id: users.id, role: users.role })
        .from(users)
        .where(and(eq(users.clientId, clientId), inArray(users.role, ['manager', 'user'])))
        .orderBy(asc(users.email))
    ).filter((person) => person.role === 'user');
  const [nordlysFleet, fjordbusFleet, nordlysDrivers, fjordbusDrivers, [manager2]] = await Promise.all([
    fleetOf(input.nordlysId),
    fleetOf(input.fjordbusId),
    peopleOf(input.nordlysId),
    peopleOf(input.fjordbusId),
    db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.clientId, input.fjordbusId), eq(users.role, 'manager')))
      .orderBy(asc(users.email))
      .limit(1),
  ]);
  const rows: Rows = { obligations: [], renewals: [], inspections: [], defects: [], tasks: [] };
  generate(rows, {
    clientId: input.nordlysId,
    managerId: input.managerId,
    drivers: nordlysDrivers.map((d) => d.id),
    fleet: nordlysFleet,
    plan: PLAN.nordlys,
    random,
    today,
    forced: {
      dueSoon: 'AB12345',
      overdue: 'CD23456',
      inspection: 'AB12345',
      report: 'CD23456',
      driverId: input.driverId,
    },
  });
  generate(rows, {
    clientId: input.fjordbusId,
    managerId: manager2?.id ?? input.managerId,
    drivers: fjordbusDrivers.map((d) => d.id),
    fleet: fjordbusFleet,
    plan: PLAN.fjordbus,
    random,
    today,
  });

  const json = (items: Record<string, unknown>[]) => JSON.stringify(items);
  await db.execute(sql`
    INSERT INTO compliance_items (id, client_id, vehicle_id, kind, title, valid_until, created_at, updated_at)
    SELECT id, client_id, vehicle_id, kind, title, valid_until, created_at, created_at
    FROM jsonb_to_recordset(${json(rows.obligations)}::jsonb) AS x(id uuid, client_id uuid, vehicle_id uuid,
      kind text, title text, valid_until date, created_at timestamptz)`);
  await db.execute(sql`
    INSERT INTO compliance_renewals (obligation_id, client_id, completed_on, previous_valid_until, valid_until,
      note, actor_user_id, created_at)
    SELECT obligation_id, client_id, completed_on, previous_valid_until, valid_until, note, actor_user_id, created_at
    FROM jsonb_to_recordset(${json(rows.renewals)}::jsonb) AS x(obligation_id uuid, client_id uuid,
      completed_on date, previous_valid_until date, valid_until date, note text, actor_user_id uuid,
      created_at timestamptz)`);
  await db.execute(sql`
    INSERT INTO inspections (id, client_id, vehicle_id, kind, due_date, completed_at, result, inspector,
      completed_by_user_id, created_by_user_id, created_at, updated_at)
    SELECT id, client_id, vehicle_id, kind, due_date, completed_at, result, inspector, completed_by_user_id,
      created_by_user_id, created_at, coalesce(completed_at, created_at)
    FROM jsonb_to_recordset(${json(rows.inspections)}::jsonb) AS x(id uuid, client_id uuid, vehicle_id uuid,
      kind text, due_date date, completed_at timestamptz, result text, inspector text,
      completed_by_user_id uuid, created_by_user_id uuid, created_at timestamptz)`);
  await db.execute(sql`
    INSERT INTO tasks (id, client_id, vehicle_id, title, description, status, priority, source, due_date,
      assignee_user_id, created_by_user_id, inspection_id, created_at, done_at, updated_at)
    SELECT id, client_id, vehicle_id, title, description, status, priority, source, due_date,
      assignee_user_id, created_by_user_id, inspection_id, created_at, done_at, coalesce(done_at, created_at)
    FROM jsonb_to_recordset(${json(rows.tasks)}::jsonb) AS x(id uuid, client_id uuid, vehicle_id uuid,
      title text, description text, status text, priority text, source text, due_date date,
      assignee_user_id uuid, created_by_user_id uuid, inspection_id uuid, created_at timestamptz,
      done_at timestamptz)`);
  await db.execute(sql`
    INSERT INTO inspection_defects (inspection_id, client_id, position, text, severity, task_id)
    SELECT inspection_id, client_id, position, text, severity, task_id
    FROM jsonb_to_recordset(${json(rows.defects)}::jsonb) AS x(inspection_id uuid, client_id uuid,
      position integer, text text, severity text, task_id uuid)`);
  await refreshAllNextDue(db);
}
