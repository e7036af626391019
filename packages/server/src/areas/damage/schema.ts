/**
 * The damage register's tables as drizzle sees them; migrations/0019_damage.sql creates them, and
 * 0032_damage_comparison.sql the comparisons, their suggestions and a damage's photo and booking.
 * test/storage.test.ts checks the two agree (through src/areas/schema.ts).
 */
import {
  bigint,
  boolean,
  date,
  integer,
  jsonb,
  pgTable,
  real,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { clients, users, versionColumns } from '../../db/schema.js';
import { inspectionDefects } from '../inspections/schema.js';
import { tasks } from '../tasks/schema.js';
import { vehicles } from '../vehicles/schema.js';
import { photos } from '../photos/schema.js';
import { sharingBookings } from '../sharing/schema.js';
import {
  DAMAGE_CLASSES,
  DAMAGE_SEVERITIES,
  DAMAGE_SOURCES,
  DAMAGE_STATUSES,
  DAMAGE_ZONES,
  SUGGESTION_STATUSES,
  type PhotoBox,
} from './model.js';

const clientId = () =>
  uuid('client_id')
    .notNull()
    .references(() => clients.id, { onDelete: 'cascade' });

export const damages = pgTable('damages', {
  id: uuid('id').primaryKey().defaultRandom(),
  clientId: clientId(),
  vehicleId: uuid('vehicle_id')
    .notNull()
    .references(() => vehicles.id, { onDelete: 'cascade' }),
  zone: text('zone', { enum: DAMAGE_ZONES }).notNull(),
  damageClass: text('class', { enum: DAMAGE_CLASSES }).notNull(),
  severity: text('severity', { enum: DAMAGE_SEVERITIES }).notNull(),
  source: text('source', { enum: DAMAGE_SOURCES }).notNull(),
  defectId: uuid('defect_id').references(() => inspectionDefects.id, { onDelete: 'set null' }),
  reportTaskId: uuid('report_task_id').references(() => tasks.id, { onDelete: 'set null' }),
  description: text('description').notNull().default(''),
  foundOn: date('found_on', { mode: 'string' }).notNull(),
  status: text('status', { enum: DAMAGE_STATUSES }).notNull().default('new'),
  estimateOre: bigint('estimate_ore', { mode: 'number' }),
  actualOre: bigint('actual_ore', { mode: 'number' }),
  repairTaskId: uuid('repair_task_id').references(() => tasks.id, { onDelete: 'set null' }),
  reportedBy: uuid('reported_by').references(() => users.id, { onDelete: 'set null' }),
  /** Confirmed from a suggested change: the check-in photo, the region on it and the booking. */
  photoId: uuid('photo_id').references(() => photos.id, { onDelete: 'set null' }),
  photoBox: jsonb('photo_box').$type<PhotoBox>(),
  bookingId: uuid('booking_id').references(() => sharingBookings.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  ...versionColumns(),
});

export const damageStatusChanges = pgTable('damage_status_changes', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  damageId: uuid('damage_id')
    .notNull()
    .references(() => damages.id, { onDelete: 'cascade' }),
  clientId: clientId(),
  fromStatus: text('from_status', { enum: DAMAGE_STATUSES }),
  toStatus: text('to_status', { enum: DAMAGE_STATUSES }).notNull(),
  note: text('note').notNull().default(''),
  actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
});

const clientRef = clientId;

/** A check-in photo compared with the check-out photo of the same angle (./compare.ts). */
export const photoComparisons = pgTable(
  'photo_comparisons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: clientRef(),
    vehicleId: uuid('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => sharingBookings.id, { onDelete: 'cascade' }),
    angle: text('angle').notNull(),
    beforePhotoId: uuid('before_photo_id')
      .notNull()
      .references(() => photos.id, { onDelete: 'cascade' }),
    afterPhotoId: uuid('after_photo_id')
      .notNull()
      .references(() => photos.id, { onDelete: 'cascade' }),
    comparable: boolean('comparable').notNull(),
    similarity: real('similarity').notNull(),
    millis: integer('millis').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique().on(table.beforePhotoId, table.afterPhotoId)],
);

/** A changed region of a comparison, open until a person confirms or dismisses it. */
export const damageSuggestions = pgTable(
  'damage_suggestions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    comparisonId: uuid('comparison_id')
      .notNull()
      .references(() => photoComparisons.id, { onDelete: 'cascade' }),
    clientId: clientRef(),
    position: integer('position').notNull(),
    x: real('x').notNull(),
    y: real('y').notNull(),
    width: real('width').notNull(),
    height: real('height').notNull(),
    score: real('score').notNull(),
    status: text('status', { enum: SUGGESTION_STATUSES }).notNull().default('open'),
    damageId: uuid('damage_id').references(() => damages.id, { onDelete: 'set null' }),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (table) => [unique().on(table.comparisonId, table.position)],
);

export const damageTables = { damages, damageStatusChanges, photoComparisons, damageSuggestions };
