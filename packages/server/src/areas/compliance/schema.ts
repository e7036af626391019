/**
 * The compliance obligations' tables as drizzle sees them (migrations/0001 and 0003 and later);
 * test/storage.test.ts checks the two agree.
 */
import { bigint, date, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { clients, createdAt, users } from '../../db/schema.js';
import { vehicles } from '../vehicles/schema.js';
import { COMPLIANCE_KINDS } from './model.js';

/** Compliance obligations (the 0001 table's name kept). Valid until null = missing. */
export const complianceItems = pgTable('compliance_items', {
  id: uuid('id').primaryKey().defaultRandom(),
  clientId: uuid('client_id')
    .notNull()
    .references(() => clients.id, { onDelete: 'cascade' }),
  vehicleId: uuid('vehicle_id').references(() => vehicles.id, { onDelete: 'cascade' }),
  /** The custom kind's name; may be empty for the other kinds. */
  title: text('title').notNull().default(''),
  validUntil: date('valid_until', { mode: 'string' }),
  createdAt: createdAt(),
  kind: text('kind', { enum: COMPLIANCE_KINDS }).notNull().default('custom'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  /** Raised by every write that changes what the edit form shows (migrations/0021_versions.sql). */
  version: integer('version').notNull().default(1),
  /** Who made the write that set `version` (null: before 0021, or a user since removed). */
  updatedByUserId: uuid('updated_by_user_id').references(() => users.id, { onDelete: 'set null' }),
});

/** Each renewal of an obligation: when it was done and the dates before and after. */
export const complianceRenewals = pgTable('compliance_renewals', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  obligationId: uuid('obligation_id')
    .notNull()
    .references(() => complianceItems.id, { onDelete: 'cascade' }),
  clientId: uuid('client_id')
    .notNull()
    .references(() => clients.id, { onDelete: 'cascade' }),
  completedOn: date('completed_on', { mode: 'string' }).notNull(),
  previousValidUntil: date('previous_valid_until', { mode: 'string' }),
  validUntil: date('valid_until', { mode: 'string' }).notNull(),
  note: text('note').notNull().default(''),
  actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});
