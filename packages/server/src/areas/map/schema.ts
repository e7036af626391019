/**
 * The map area's tables as drizzle sees them; migrations/0012_map.sql creates them.
 * test/storage.test.ts checks the two agree (through src/areas/schema.ts).
 */
import { bigint, doublePrecision, integer, pgTable, real, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { clients, users, versionColumns } from '../../db/schema.js';
import { vehicles } from '../vehicles/schema.js';
import { POSITION_SOURCES } from './model.js';

const time = (name: string) => timestamp(name, { withTimezone: true });
const clientId = () =>
  uuid('client_id')
    .notNull()
    .references(() => clients.id, { onDelete: 'cascade' });
const vehicleId = () =>
  uuid('vehicle_id')
    .notNull()
    .references(() => vehicles.id, { onDelete: 'cascade' });

export const depots = pgTable('depots', {
  id: uuid('id').primaryKey().defaultRandom(),
  clientId: clientId(),
  name: text('name').notNull(),
  lat: doublePrecision('lat').notNull(),
  lon: doublePrecision('lon').notNull(),
  radiusM: integer('radius_m').notNull(),
  createdAt: time('created_at').notNull().defaultNow(),
  updatedAt: time('updated_at').notNull().defaultNow(),
  ...versionColumns(),
});

export const trackerDevices = pgTable('tracker_devices', {
  id: uuid('id').primaryKey().defaultRandom(),
  clientId: clientId(),
  vehicleId: vehicleId(),
  name: text('name').notNull(),
  identifier: text('identifier').notNull().unique(),
  secretHash: text('secret_hash').notNull().unique(),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: time('created_at').notNull().defaultNow(),
  revokedAt: time('revoked_at'),
  lastRecordedAt: time('last_recorded_at'),
  lastSeenAt: time('last_seen_at'),
  accepted: integer('accepted').notNull().default(0),
  refusedBad: integer('refused_bad').notNull().default(0),
  refusedReplayed: integer('refused_replayed').notNull().default(0),
  refusedRate: integer('refused_rate').notNull().default(0),
  refusedPrivate: integer('refused_private').notNull().default(0),
});

export const vehiclePositions = pgTable('vehicle_positions', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  clientId: clientId(),
  vehicleId: vehicleId(),
  recordedAt: time('recorded_at').notNull(),
  receivedAt: time('received_at').notNull().defaultNow(),
  lat: doublePrecision('lat').notNull(),
  lon: doublePrecision('lon').notNull(),
  accuracyM: real('accuracy_m'),
  speedKmh: real('speed_kmh'),
  headingDeg: real('heading_deg'),
  altitudeM: real('altitude_m'),
  batteryPct: real('battery_pct'),
  source: text('source', { enum: POSITION_SOURCES }).notNull(),
  deviceId: uuid('device_id').references(() => trackerDevices.id, { onDelete: 'set null' }),
});

export const vehicleLastPositions = pgTable('vehicle_last_positions', {
  vehicleId: uuid('vehicle_id')
    .primaryKey()
    .references(() => vehicles.id, { onDelete: 'cascade' }),
  clientId: clientId(),
  recordedAt: time('recorded_at').notNull(),
  lat: doublePrecision('lat').notNull(),
  lon: doublePrecision('lon').notNull(),
  accuracyM: real('accuracy_m'),
  speedKmh: real('speed_kmh'),
  headingDeg: real('heading_deg'),
  source: text('source', { enum: POSITION_SOURCES }).notNull(),
  depotId: uuid('depot_id').references(() => depots.id, { onDelete: 'set null' }),
});

export const mapTables = { depots, trackerDevices, vehiclePositions, vehicleLastPositions };
