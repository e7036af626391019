/**
 * The imports area's table as drizzle sees it; migrations/0015_vehicle_imports.sql creates it.
 * test/storage.test.ts checks the two agree (through src/areas/schema.ts).
 */
import { integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { clients, users } from '../../db/schema.js';

export const vehicleImports = pgTable('vehicle_imports', {
  /** The key the app sent with the confirmation. */
  id: uuid('id').primaryKey(),
  clientId: uuid('client_id')
    .notNull()
    .references(() => clients.id, { onDelete: 'cascade' }),
  actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
  fileName: text('file_name').notNull(),
  createdCount: integer('created_count').notNull(),
  skippedCount: integer('skipped_count').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const importsTables = { vehicleImports };
