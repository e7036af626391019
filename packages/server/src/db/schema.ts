/**
 * The one schema, as drizzle tables. The SQL that creates it lives in
 * packages/server/migrations (versioned, applied by ./migrate.ts to PGlite and PostgreSQL alike);
 * test/storage.test.ts checks that the two agree column by column.
 */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  VEHICLE_FUELS,
  VEHICLE_HISTORY_ACTIONS,
  VEHICLE_STATUSES,
  VEHICLE_TYPES,
  type VehicleChanges,
} from '../areas/vehicles/model.js';
import { COMPLIANCE_KINDS } from '../areas/compliance/model.js';
import { DEFECT_SEVERITIES, INSPECTION_KINDS, INSPECTION_RESULTS } from '../areas/inspections/model.js';
import { TASK_PRIORITIES, TASK_SOURCES, TASK_STATUSES } from '../areas/tasks/model.js';
import { WORK_ENTITIES } from '../work/model.js';

/** PostgreSQL bytea. PGlite hands back a Uint8Array, node-postgres a Buffer: both become a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * A record edited in a form (src/db/versions.ts): `version`, raised by every write that changes
 * what the form shows, and who made that write (null: nobody since versions began, or a user since
 * removed). Migrations 0021 and 0022 add them.
 */
export const versionColumns = () => ({
  version: integer('version').notNull().default(1),
  updatedByUserId: uuid('updated_by_user_id').references((): AnyPgColumn => users.id, {
    onDelete: 'set null',
  }),
});

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const clients = pgTable('clients', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  createdAt: createdAt(),
  // Clients and accounts (migrations/0005_accounts.sql, docs/accounts.md).
  /** 8 digits; null for clients from before CVR numbers were recorded. */
  cvr: text('cvr'),
  contactEmail: text('contact_email').notNull().default(''),
  contactPhone: text('contact_phone').notNull().default(''),
  active: boolean('active').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  ...versionColumns(),
});

export const files = pgTable('files', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** The client whose people may see the file; null for files of users without a client. */
  clientId: uuid('client_id').references(() => clients.id, { onDelete: 'cascade' }),
  /** The user who owns the file (foreign key added in SQL: users and files refer to each other). */
  ownerUserId: uuid('owner_user_id'),
  name: text('name').notNull(),
  contentType: text('content_type').notNull(),
  size: integer('size').notNull(),
  data: bytea('data').notNull(),
  createdAt: createdAt(),
});

export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  clientId: uuid('client_id').references(() => clients.id, { onDelete: 'set null' }),
  role: text('role', { enum: ['admin', 'manager', 'user'] }).notNull(),
  /** Always stored lower-case (a CHECK constraint enforces it); unique. */
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  contactName: text('contact_name').notNull().default(''),
  contactSurname: text('contact_surname').notNull().default(''),
  imageFileId: uuid('image_file_id').references(() => files.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  // Clients and accounts (migrations/0005_accounts.sql, docs/accounts.md).
  /** An inactive user (or a user of an inactive client) cannot sign in; their sessions were ended. */
  active: boolean('active').notNull().default(true),
  /** Holds a one-time password: nothing but the password change is reachable until it is changed. */
  mustChangePassword: boolean('must_change_password').notNull().default(false),
  passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  ...versionColumns(),
  /** The person lets their photos keep where they were taken (migrations/0023_photo_privacy.sql). */
  keepPhotoPlaces: boolean('keep_photo_places').notNull().default(false),
});

export const userSettings = pgTable('user_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  language: text('language', { enum: ['en', 'da', 'uk', 'de', 'fr'] })
    .notNull()
    .default('en'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 (hex) of the random session id; the id itself lives only in the cookie. */
    idHash: text('id_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('sessions_user_id_idx').on(table.userId),
    index('sessions_expires_at_idx').on(table.expiresAt),
  ],
);

export const vehicles = pgTable(
  'vehicles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    registration: text('registration').notNull(),
    make: text('make').notNull(),
    model: text('model').notNull(),
    year: integer('year'),
    createdAt: createdAt(),
    // Vehicle register (migrations/0002_vehicles.sql, docs/vehicles.md).
    /** 17 characters, no I, O or Q; optional. */
    vin: text('vin'),
    type: text('type', { enum: VEHICLE_TYPES }).notNull().default('car'),
    fuel: text('fuel', { enum: VEHICLE_FUELS }).notNull().default('diesel'),
    /** Gule plader: a van registered for business use (migrations/0042_yellow_plates.sql). */
    yellowPlates: boolean('yellow_plates').notNull().default(false),
    /** The tank in litres and the battery in kWh, null when not known (migrations/0046_tank_sizes_and_credit_notes.sql). */
    tankLitres: integer('tank_litres'),
    batteryKwh: integer('battery_kwh'),
    status: text('status', { enum: VEHICLE_STATUSES }).notNull().default('active'),
    driverUserId: uuid('driver_user_id').references(() => users.id, { onDelete: 'set null' }),
    odometerKm: integer('odometer_km').notNull().default(0),
    /** The last engine hours read (the odometer chain, migrations/0007_service.sql); null if never. */
    engineHours: integer('engine_hours'),
    firstRegistrationDate: date('first_registration_date', { mode: 'string' }),
    notes: text('notes').notNull().default(''),
    /** Soonest due date of the vehicle's obligations and inspections, kept by their writers. */
    nextDueDate: date('next_due_date', { mode: 'string' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Raised by every write that changes what the edit form shows (migrations/0021_versions.sql). */
    version: integer('version').notNull().default(1),
    /** Who made the write that set `version` (null: before 0021, or a user since removed). */
    updatedByUserId: uuid('updated_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    index('vehicles_client_id_idx').on(table.clientId),
    uniqueIndex('vehicles_client_registration_unsold_idx')
      .on(table.clientId, table.registration)
      .where(sql`status <> 'sold'`),
  ],
);

/** Who changed what on a vehicle, and when. `changes`: field -> { old, new }. */
export const vehicleHistory = pgTable(
  'vehicle_history',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    vehicleId: uuid('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action', { enum: VEHICLE_HISTORY_ACTIONS }).notNull(),
    changes: jsonb('changes').$type<VehicleChanges>().notNull().default({}),
    createdAt: createdAt(),
  },
  (table) => [index('vehicle_history_vehicle_idx').on(table.vehicleId, table.id)],
);

// Fleet work (migrations/0003_fleet_work.sql, docs/fleet-work.md): states are derived from the
// dates by src/due, never stored.

export const tasks = pgTable(
  'tasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    vehicleId: uuid('vehicle_id').references(() => vehicles.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    status: text('status', { enum: TASK_STATUSES }).notNull().default('open'),
    /** Null: no due date (never overdue). */
    dueDate: date('due_date', { mode: 'string' }),
    createdAt: createdAt(),
    description: text('description').notNull().default(''),
    priority: text('priority', { enum: TASK_PRIORITIES }).notNull().default('normal'),
    source: text('source', { enum: TASK_SOURCES }).notNull().default('manual'),
    assigneeUserId: uuid('assignee_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The inspection whose defect the task fixes (source `inspection_defect`). */
    inspectionId: uuid('inspection_id').references((): AnyPgColumn => inspections.id, {
      onDelete: 'set null',
    }),
    doneAt: timestamp('done_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The record of the source that made the task (a service schedule for source `service`); at
     * most one open task per record (migrations/0007_service.sql).
     */
    sourceId: uuid('source_id'),
    /** Raised by every write that changes what the edit form shows (migrations/0021_versions.sql). */
    version: integer('version').notNull().default(1),
    /** Who made the write that set `version` (null: before 0021, or a user since removed). */
    updatedByUserId: uuid('updated_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [index('tasks_client_status_due_idx').on(table.clientId, table.status, table.dueDate)],
);

export const inspections = pgTable(
  'inspections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    vehicleId: uuid('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: INSPECTION_KINDS }).notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: createdAt(),
    notes: text('notes').notNull().default(''),
    result: text('result', { enum: INSPECTION_RESULTS }),
    /** Who inspected (a name: may be a workshop's mechanic, not a user). */
    inspector: text('inspector').notNull().default(''),
    completedByUserId: uuid('completed_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    ...versionColumns(),
  },
  (table) => [
    index('inspections_client_due_idx')
      .on(table.clientId, table.dueDate)
      .where(sql`completed_at IS NULL`),
  ],
);

export const inspectionDefects = pgTable('inspection_defects', {
  id: uuid('id').primaryKey().defaultRandom(),
  inspectionId: uuid('inspection_id')
    .notNull()
    .references(() => inspections.id, { onDelete: 'cascade' }),
  clientId: uuid('client_id')
    .notNull()
    .references(() => clients.id, { onDelete: 'cascade' }),
  /** Order as entered. */
  position: integer('position').notNull(),
  text: text('text').notNull(),
  severity: text('severity', { enum: DEFECT_SEVERITIES }).notNull(),
  taskId: uuid('task_id').references(() => tasks.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

/** Compliance obligations (the 0001 table's name kept). Valid until null = missing. */
export const complianceItems = pgTable('compliance_items', {
  id: uuid('id').primaryKey().defaultRandom(),
  clientId: uuid('client_id')
    .notNull()
    .references(() => clients.id, { onDelete: 'cascade' }),
  vehicleId: uuid('vehicle_id').references(() => vehicles.id, { onDelete: 'cascade' }),
  /** The custom kind's name; may be empty for the other kinds. */
  title: text('title').notNull().default(''),
  validUntil: date('valid_until', { mode: 'string' }),
  createdAt: createdAt(),
  kind: text('kind', { enum: COMPLIANCE_KINDS }).notNull().default('custom'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  /** Raised by every write that changes what the edit form shows (migrations/0021_versions.sql). */
  version: integer('version').notNull().default(1),
  /** Who made the write that set `version` (null: before 0021, or a user since removed). */
  updatedByUserId: uuid('updated_by_user_id').references(() => users.id, { onDelete: 'set null' }),
});

/** Each renewal of an obligation: when it was done and the dates before and after. */
export const complianceRenewals = pgTable('compliance_renewals', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  obligationId: uuid('obligation_id')
    .notNull()
    .references(() => complianceItems.id, { onDelete: 'cascade' }),
  clientId: uuid('client_id')
    .notNull()
    .references(() => clients.id, { onDelete: 'cascade' }),
  completedOn: date('completed_on', { mode: 'string' }).notNull(),
  previousValidUntil: date('previous_valid_until', { mode: 'string' }),
  validUntil: date('valid_until', { mode: 'string' }).notNull(),
  note: text('note').notNull().default(''),
  actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

/** Who did what and when to an obligation, inspection or task. */
export const workHistory = pgTable('work_history', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  clientId: uuid('client_id')
    .notNull()
    .references(() => clients.id, { onDelete: 'cascade' }),
  entity: text('entity', { enum: WORK_ENTITIES }).notNull(),
  entityId: uuid('entity_id').notNull(),
  vehicleId: uuid('vehicle_id').references(() => vehicles.id, { onDelete: 'set null' }),
  action: text('action').notNull(),
  changes: jsonb('changes').$type<Record<string, { old: unknown; new: unknown }>>().notNull().default({}),
  actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

/** A task's comment thread (migrations/0007). */
export const taskComments = pgTable(
  'task_comments',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    taskId: uuid('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    authorUserId: uuid('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('task_comments_task_idx').on(table.taskId, table.id)],
);

/** An inspection's comment thread (migrations/0030). */
export const inspectionComments = pgTable(
  'inspection_comments',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    inspectionId: uuid('inspection_id')
      .notNull()
      .references(() => inspections.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    authorUserId: uuid('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('inspection_comments_inspection_idx').on(table.inspectionId, table.id)],
);

/** The sign-in throttle's counters, shared by every instance (auth/throttle.ts, migrations/0004). */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    kind: text('kind', { enum: ['pair', 'account', 'address'] }).notNull(),
    /** The account, the address, or both joined by a line break (a pair). */
    subject: text('subject').notNull(),
    failures: integer('failures').notNull().default(0),
    /** When the fixed window of an account or address ceiling began. */
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.kind, table.subject] }),
    index('login_attempts_last_failure_at_idx').on(table.lastFailureAt),
  ],
);

/**
 * How often a manager (and their client) was told an e-mail cannot be used because someone they may
 * not see has it (areas/accounts/users/emailProbes.ts, migrations/0006): shared by every instance.
 */
export const emailProbes = pgTable(
  'email_probes',
  {
    /** `user:<id>` or `client:<id>`. */
    subject: text('subject').primaryKey(),
    hits: integer('hits').notNull().default(0),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  },
  (table) => [index('email_probes_window_start_idx').on(table.windowStart)],
);

/** Who did what to a client, a user or an account (src/audit/audit.ts). Never a password. */
export const auditLog = pgTable('audit_log', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
  clientId: uuid('client_id').references(() => clients.id, { onDelete: 'cascade' }),
  entity: text('entity', { enum: ['client', 'user', 'account'] }).notNull(),
  entityId: uuid('entity_id').notNull(),
  action: text('action').notNull(),
  changes: jsonb('changes').$type<Record<string, { old: unknown; new: unknown }>>().notNull().default({}),
  createdAt: createdAt(),
});

export const schema = {
  clients,
  files,
  users,
  userSettings,
  sessions,
  vehicles,
  vehicleHistory,
  tasks,
  inspections,
  inspectionDefects,
  complianceItems,
  complianceRenewals,
  workHistory,
  taskComments,
  inspectionComments,
  auditLog,
  loginAttempts,
  emailProbes,
};
