/**
 * The tasks' tables as drizzle sees them (migrations/0003_fleet_work.sql and later): states are
 * derived from the dates by src/due, never stored. test/storage.test.ts checks the two agree.
 */
import {
  bigint,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { clients, createdAt, users } from '../../db/schema.js';
import { inspections } from '../inspections/schema.js';
import { vehicles } from '../vehicles/schema.js';
import { TASK_PRIORITIES, TASK_SOURCES, TASK_STATUSES } from './model.js';

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
