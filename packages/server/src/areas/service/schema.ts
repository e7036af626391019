/**
 * The service area's tables as drizzle sees them; migrations/0007_service.sql creates them.
 * test/storage.test.ts checks the two agree (through src/areas/schema.ts).
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { clients, users, versionColumns } from '../../db/schema.js';
import { complianceItems } from '../compliance/schema.js';
import { tasks } from '../tasks/schema.js';
import { vehicles } from '../vehicles/schema.js';
import { organisations } from '../partners/schema.js';
import {
  ODOMETER_SOURCES,
  SCHEDULE_MODES,
  SERVICE_COVERED_BY,
  SERVICE_LINE_KINDS,
  SERVICE_TASK_KINDS,
  TYRE_SEASONS,
  VISIT_ITEM_KINDS,
  type ServiceTaskNames,
} from './model.js';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
const clientId = () =>
  uuid('client_id')
    .notNull()
    .references(() => clients.id, { onDelete: 'cascade' });

/** A company the client works with (a workshop here): the partners area's record. */
export { organisations };

export const serviceTasks = pgTable(
  'service_tasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: clientId(),
    kind: text('kind', { enum: SERVICE_TASK_KINDS }).notNull(),
    names: jsonb('names').$type<ServiceTaskNames>().notNull(),
    season: text('season', { enum: TYRE_SEASONS }),
    defaultIntervalKm: integer('default_interval_km'),
    defaultIntervalMonths: integer('default_interval_months'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('service_tasks_client_kind_idx')
      .on(table.clientId, table.kind)
      .where(sql`kind <> 'custom'`),
  ],
);

export const servicePlans = pgTable('service_plans', {
  id: uuid('id').primaryKey().defaultRandom(),
  clientId: clientId(),
  name: text('name').notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  ...versionColumns(),
});

const intervals = () => ({
  intervalKm: integer('interval_km'),
  intervalHours: integer('interval_hours'),
  intervalMonths: integer('interval_months'),
  mode: text('mode', { enum: SCHEDULE_MODES }).notNull().default('first'),
});

export const servicePlanItems = pgTable(
  'service_plan_items',
  {
    planId: uuid('plan_id')
      .notNull()
      .references(() => servicePlans.id, { onDelete: 'cascade' }),
    serviceTaskId: uuid('service_task_id')
      .notNull()
      .references(() => serviceTasks.id, { onDelete: 'cascade' }),
    clientId: clientId(),
    position: integer('position').notNull(),
    ...intervals(),
  },
  (table) => [primaryKey({ columns: [table.planId, table.serviceTaskId] })],
);

export const serviceSchedules = pgTable(
  'service_schedules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: clientId(),
    vehicleId: uuid('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    serviceTaskId: uuid('service_task_id')
      .notNull()
      .references(() => serviceTasks.id, { onDelete: 'cascade' }),
    planId: uuid('plan_id').references(() => servicePlans.id, { onDelete: 'set null' }),
    ...intervals(),
    soonKm: integer('soon_km').notNull().default(1000),
    soonDays: integer('soon_days').notNull().default(30),
    soonHours: integer('soon_hours').notNull().default(25),
    lastDoneOn: date('last_done_on', { mode: 'string' }).notNull(),
    lastDoneKm: integer('last_done_km').notNull(),
    lastDoneHours: integer('last_done_hours'),
    paused: boolean('paused').notNull().default(false),
    /** The due point (rules.ts, duePoint), written with every change of the fields above. */
    dueOn: date('due_on', { mode: 'string' }),
    soonOn: date('soon_on', { mode: 'string' }),
    dueKm: integer('due_km'),
    dueHours: integer('due_hours'),
    /**
     * The first day the schedule is due soon or overdue, and the first it is overdue, for its
     * vehicle's odometer and hours as they are now (rules.ts, attentionDays; '-infinity' when a km
     * or hours threshold is reached, null when no day makes it hold). Written by the database's
     * triggers (migrations/0024_service_attention.sql) on every change of the schedule or of the
     * vehicle's odometer or hours: never set them here.
     */
    attentionOn: date('attention_on', { mode: 'string' }),
    overdueOn: date('overdue_on', { mode: 'string' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    ...versionColumns(),
  },
  (table) => [uniqueIndex('service_schedules_vehicle_task_idx').on(table.vehicleId, table.serviceTaskId)],
);

export const serviceEntries = pgTable(
  'service_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: clientId(),
    vehicleId: uuid('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    performedOn: date('performed_on', { mode: 'string' }).notNull(),
    odometerKm: integer('odometer_km').notNull(),
    engineHours: integer('engine_hours'),
    workshopOrganisationId: uuid('workshop_organisation_id').references(() => organisations.id, {
      onDelete: 'set null',
    }),
    workshopName: text('workshop_name').notNull().default(''),
    notes: text('notes').notNull().default(''),
    taskId: uuid('task_id').references(() => tasks.id, { onDelete: 'set null' }),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [index('service_entries_vehicle_idx').on(table.vehicleId, table.performedOn)],
);

export const serviceEntryTasks = pgTable(
  'service_entry_tasks',
  {
    entryId: uuid('entry_id')
      .notNull()
      .references(() => serviceEntries.id, { onDelete: 'cascade' }),
    serviceTaskId: uuid('service_task_id')
      .notNull()
      .references(() => serviceTasks.id, { onDelete: 'cascade' }),
    clientId: clientId(),
  },
  (table) => [primaryKey({ columns: [table.entryId, table.serviceTaskId] })],
);

export const serviceEntryLines = pgTable('service_entry_lines', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  entryId: uuid('entry_id')
    .notNull()
    .references(() => serviceEntries.id, { onDelete: 'cascade' }),
  clientId: clientId(),
  position: integer('position').notNull(),
  kind: text('kind', { enum: SERVICE_LINE_KINDS }).notNull(),
  description: text('description').notNull().default(''),
  quantity: numeric('quantity').notNull(),
  unitPrice: numeric('unit_price').notNull(),
  vatRate: numeric('vat_rate').notNull().default('25'),
  coveredBy: text('covered_by', { enum: SERVICE_COVERED_BY }).notNull().default('own'),
});

/** The odometer chain: every reading of a vehicle, whoever made it (./odometer.ts). */
export const odometerReadings = pgTable('odometer_readings', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  clientId: clientId(),
  vehicleId: uuid('vehicle_id')
    .notNull()
    .references(() => vehicles.id, { onDelete: 'cascade' }),
  readOn: date('read_on', { mode: 'string' }).notNull(),
  odometerKm: integer('odometer_km').notNull(),
  engineHours: integer('engine_hours'),
  source: text('source', { enum: ODOMETER_SOURCES }).notNull(),
  correction: boolean('correction').notNull().default(false),
  serviceEntryId: uuid('service_entry_id').references(() => serviceEntries.id, { onDelete: 'cascade' }),
  actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

/**
 * A workshop visit (./visits.ts, migrations/0029_service_visits.sql): one task (source `service`,
 * `source_id` = the visit) for what a vehicle has due within 30 days or 1,000 km.
 */
export const serviceVisits = pgTable(
  'service_visits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: clientId(),
    vehicleId: uuid('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    taskId: uuid('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    index('service_visits_vehicle_idx').on(table.vehicleId, table.createdAt),
    uniqueIndex('service_visits_task_idx').on(table.taskId),
  ],
);

/** What a visit covers: a schedule, or an obligation (syn, tachograph calibration), as it was due. */
export const serviceVisitItems = pgTable(
  'service_visit_items',
  {
    visitId: uuid('visit_id')
      .notNull()
      .references(() => serviceVisits.id, { onDelete: 'cascade' }),
    clientId: clientId(),
    position: integer('position').notNull(),
    kind: text('kind', { enum: VISIT_ITEM_KINDS }).notNull(),
    scheduleId: uuid('schedule_id').references(() => serviceSchedules.id, { onDelete: 'set null' }),
    serviceTaskId: uuid('service_task_id').references(() => serviceTasks.id, { onDelete: 'set null' }),
    obligationId: uuid('obligation_id').references(() => complianceItems.id, { onDelete: 'set null' }),
    dueOn: date('due_on', { mode: 'string' }),
    dueKm: integer('due_km'),
    forecastOn: date('forecast_on', { mode: 'string' }),
  },
  (table) => [primaryKey({ columns: [table.visitId, table.position] })],
);

export const serviceTables = {
  serviceTasks,
  servicePlans,
  servicePlanItems,
  serviceSchedules,
  serviceEntries,
  serviceEntryTasks,
  serviceEntryLines,
  odometerReadings,
  serviceVisits,
  serviceVisitItems,
};
