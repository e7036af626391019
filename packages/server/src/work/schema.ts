/**
 * The history the three fleet-work areas (compliance, inspections, tasks) share
 * (migrations/0003_fleet_work.sql); test/storage.test.ts checks it against the migration.
 */
import { bigint, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { clients, createdAt, users } from '../db/schema.js';
import { vehicles } from '../areas/vehicles/schema.js';
import { WORK_ENTITIES } from './model.js';

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
