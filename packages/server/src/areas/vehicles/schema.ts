/**
 * The vehicle register's tables as drizzle sees them (migrations/0002_vehicles.sql and later);
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
  pgTable,
  text,
  uniqueIndex,
  uuid,
  timestamp,
} from 'drizzle-orm/pg-core';
import { clients, createdAt, users } from '../../db/schema.js';
import {
  VEHICLE_FUELS,
  VEHICLE_HISTORY_ACTIONS,
  VEHICLE_STATUSES,
  VEHICLE_TYPES,
  type VehicleChanges,
} from './model.js';
import { LICENCE_CATEGORIES } from './licence.js';

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
    /** The driving licence category the vehicle needs (migrations/0043_licence_categories.sql). */
    licenceCategory: text('licence_category', { enum: LICENCE_CATEGORIES }).notNull().default('B'),
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
