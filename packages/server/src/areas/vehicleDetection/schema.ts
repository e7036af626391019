/**
 * The vehicle detection area's tables as drizzle sees them; migrations/0031_vehicle_detection.sql
 * creates them. test/storage.test.ts checks the two agree (through src/areas/schema.ts).
 */
import { integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { clients, users } from '../../db/schema.js';
import { photos } from '../photos/schema.js';
import type { FoundPlate } from './reader.js';
import { SCAN_KINDS } from './model.js';

const clientId = () =>
  uuid('client_id')
    .notNull()
    .references(() => clients.id, { onDelete: 'cascade' });

export const vehicleScans = pgTable('vehicle_scans', {
  id: uuid('id').primaryKey().defaultRandom(),
  clientId: clientId(),
  kind: text('kind', { enum: SCAN_KINDS }).notNull(),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const plateReads = pgTable('plate_reads', {
  photoId: uuid('photo_id')
    .primaryKey()
    .references(() => photos.id, { onDelete: 'cascade' }),
  clientId: clientId(),
  sha256: text('sha256').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  plates: jsonb('plates').$type<FoundPlate[]>().notNull(),
  readMs: integer('read_ms').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const vehicleDetectionTables = { vehicleScans, plateReads };
