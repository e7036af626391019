/**
 * The time registration area's tables as drizzle sees them; migrations/0011_timereg.sql creates
 * them. test/storage.test.ts checks the two agree (through src/areas/schema.ts).
 */
import {
  bigint,
  boolean,
  date,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { clients, users, versionColumns } from '../../db/schema.js';
import { tasks } from '../tasks/schema.js';
import { vehicles } from '../vehicles/schema.js';
import { odometerReadings } from '../service/schema.js';
import { DAY_MODES, DAY_STATUSES, TRIP_STATUSES } from './model.js';
import { PERIOD_KINDS, TRIP_KINDS } from './rules.js';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
const clientId = () =>
  uuid('client_id')
    .notNull()
    .references(() => clients.id, { onDelete: 'cascade' });
const person = (name: string) => uuid(name).references(() => users.id, { onDelete: 'set null' });

export const timeregAgreements = pgTable('timereg_agreements', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  clientId: clientId(),
  weeklyMinutes: integer('weekly_minutes').notNull().default(2220),
  dayStart: text('day_start').notNull().default('07:00'),
  dayEnd: text('day_end').notNull().default('15:00'),
  breakMinutes: integer('break_minutes').notNull().default(30),
  tachograph: boolean('tachograph').notNull().default(false),
  exemption: text('exemption').notNull().default(''),
  updatedAt: updatedAt(),
  /** Raised by every edit (migrations/0024); `setAgreement` takes it as `expectedVersion`. */
  ...versionColumns(),
});

export const workingDays = pgTable('working_days', {
  id: uuid('id').primaryKey().defaultRandom(),
  clientId: clientId(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  workDate: date('work_date', { mode: 'string' }).notNull(),
  version: integer('version').notNull().default(1),
  current: boolean('current').notNull().default(true),
  mode: text('mode', { enum: DAY_MODES }).notNull(),
  totalMinutes: integer('total_minutes'),
  deviationMinutes: integer('deviation_minutes').notNull().default(0),
  note: text('note').notNull().default(''),
  status: text('status', { enum: DAY_STATUSES }).notNull().default('open'),
  approvedByUserId: person('approved_by_user_id'),
  approvedAt: timestamp('approved_at', { withTimezone: true }),
  replacesId: uuid('replaces_id'),
  createdByUserId: person('created_by_user_id'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  /** Every change of the driver's day on this date (migrations/0026); `saveDay` names the one it was made from. */
  revision: integer('revision').notNull().default(1),
  updatedByUserId: person('updated_by_user_id'),
  /**
   * What the rules over several days need of the day's periods, as `summarize` counts it: working
   * and driving minutes, where the activity (not the breaks) begins and ends; 0 and null without
   * periods. Kept by triggers on working_periods (migrations/0038), read by the week grid.
   */
  workingMinutes: integer('working_minutes').notNull().default(0),
  drivingMinutes: integer('driving_minutes').notNull().default(0),
  activeStart: timestamp('active_start', { withTimezone: true }),
  activeEnd: timestamp('active_end', { withTimezone: true }),
});

export const workingPeriods = pgTable('working_periods', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  dayId: uuid('day_id')
    .notNull()
    .references(() => workingDays.id, { onDelete: 'cascade' }),
  clientId: clientId(),
  kind: text('kind', { enum: PERIOD_KINDS }).notNull(),
  startAt: timestamp('start_at', { withTimezone: true }).notNull(),
  endAt: timestamp('end_at', { withTimezone: true }).notNull(),
  vehicleId: uuid('vehicle_id').references(() => vehicles.id, { onDelete: 'set null' }),
  taskId: uuid('task_id').references(() => tasks.id, { onDelete: 'set null' }),
});

export const trips = pgTable('trips', {
  id: uuid('id').primaryKey().defaultRandom(),
  clientId: clientId(),
  vehicleId: uuid('vehicle_id')
    .notNull()
    .references(() => vehicles.id, { onDelete: 'cascade' }),
  driverUserId: uuid('driver_user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  tripDate: date('trip_date', { mode: 'string' }).notNull(),
  startAt: timestamp('start_at', { withTimezone: true }).notNull(),
  endAt: timestamp('end_at', { withTimezone: true }).notNull(),
  fromPlace: text('from_place').notNull(),
  toPlace: text('to_place').notNull(),
  purpose: text('purpose').notNull().default(''),
  kind: text('kind', { enum: TRIP_KINDS }).notNull(),
  odometerStart: integer('odometer_start').notNull(),
  odometerEnd: integer('odometer_end').notNull(),
  status: text('status', { enum: TRIP_STATUSES }).notNull().default('draft'),
  approvedByUserId: person('approved_by_user_id'),
  approvedAt: timestamp('approved_at', { withTimezone: true }),
  startReadingId: bigint('start_reading_id', { mode: 'number' }).references(() => odometerReadings.id, {
    onDelete: 'set null',
  }),
  endReadingId: bigint('end_reading_id', { mode: 'number' }).references(() => odometerReadings.id, {
    onDelete: 'set null',
  }),
  createdByUserId: person('created_by_user_id'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const dayPasses = pgTable('day_passes', {
  id: uuid('id').primaryKey().defaultRandom(),
  clientId: clientId(),
  vehicleId: uuid('vehicle_id')
    .notNull()
    .references(() => vehicles.id, { onDelete: 'cascade' }),
  passDate: date('pass_date', { mode: 'string' }).notNull(),
  driverUserId: person('driver_user_id'),
  createdByUserId: person('created_by_user_id'),
  createdAt: createdAt(),
});

export const mileageRates = pgTable('mileage_rates', {
  year: integer('year').primaryKey(),
  rateLow: numeric('rate_low').notNull(),
  rateHigh: numeric('rate_high').notNull(),
  thresholdKm: integer('threshold_km').notNull().default(20000),
});

/** A client's own rates for a year (migrations/0016), in place of the national row. */
export const clientMileageRates = pgTable(
  'client_mileage_rates',
  {
    clientId: clientId(),
    year: integer('year').notNull(),
    rateLow: numeric('rate_low').notNull(),
    rateHigh: numeric('rate_high').notNull(),
    thresholdKm: integer('threshold_km').notNull().default(20000),
    updatedByUserId: person('updated_by_user_id'),
    updatedAt: updatedAt(),
    /** Raised by every edit (migrations/0024); `setRate` takes it as `expectedVersion`. */
    version: integer('version').notNull().default(1),
  },
  (table) => [primaryKey({ columns: [table.clientId, table.year] })],
);

export const timeregTables = {
  timeregAgreements,
  workingDays,
  workingPeriods,
  trips,
  dayPasses,
  mileageRates,
  clientMileageRates,
};
