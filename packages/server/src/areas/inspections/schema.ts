/**
 * The inspections' tables as drizzle sees them (migrations/0003_fleet_work.sql and later);
 * test/storage.test.ts checks the two agree.
 */
import { sql } from 'drizzle-orm';
import { bigint, date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { clients, createdAt, users, versionColumns } from '../../db/schema.js';
import { tasks } from '../tasks/schema.js';
import { vehicles } from '../vehicles/schema.js';
import { DEFECT_SEVERITIES, INSPECTION_KINDS, INSPECTION_RESULTS } from './model.js';

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
