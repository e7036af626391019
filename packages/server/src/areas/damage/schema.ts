/**
 * The damage register's tables as drizzle sees them; migrations/0019_damage.sql creates them.
 * test/storage.test.ts checks the two agree (through src/areas/schema.ts).
 */
import { bigint, date, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { clients, inspectionDefects, tasks, users, vehicles, versionColumns } from '../../db/schema.js';
import { DAMAGE_CLASSES, DAMAGE_SEVERITIES, DAMAGE_SOURCES, DAMAGE_STATUSES, DAMAGE_ZONES } from './model.js';

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

export const damageTables = { damages, damageStatusChanges };
