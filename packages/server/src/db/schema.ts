/**
 * The one schema, as drizzle tables. The SQL that creates it lives in
 * packages/server/migrations (versioned, applied by ./migrate.ts to PGlite and PostgreSQL alike);
 * test/storage.test.ts checks that the two agree column by column.
 */
import { sql } from 'drizzle-orm';
import { customType, date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** PostgreSQL bytea. PGlite hands back a Uint8Array, node-postgres a Buffer: both become a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const clients = pgTable('clients', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  createdAt: createdAt(),
});

export const files = pgTable('files', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** The client whose people may see the file; null for files of users without a client. */
  clientId: uuid('client_id').references(() => clients.id, { onDelete: 'cascade' }),
  /** The user who owns the file (foreign key added in SQL: users and files refer to each other). */
  ownerUserId: uuid('owner_user_id'),
  name: text('name').notNull(),
  contentType: text('content_type').notNull(),
  size: integer('size').notNull(),
  data: bytea('data').notNull(),
  createdAt: createdAt(),
});

export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  clientId: uuid('client_id').references(() => clients.id, { onDelete: 'set null' }),
  role: text('role', { enum: ['admin', 'manager', 'user'] }).notNull(),
  /** Always stored lower-case (a CHECK constraint enforces it); unique. */
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  contactName: text('contact_name').notNull().default(''),
  contactSurname: text('contact_surname').notNull().default(''),
  imageFileId: uuid('image_file_id').references(() => files.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

export const userSettings = pgTable('user_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  language: text('language', { enum: ['en', 'da', 'uk', 'de', 'fr'] })
    .notNull()
    .default('en'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 (hex) of the random session id; the id itself lives only in the cookie. */
    idHash: text('id_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('sessions_user_id_idx').on(table.userId),
    index('sessions_expires_at_idx').on(table.expiresAt),
  ],
);

export const vehicles = pgTable(
  'vehicles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    registration: text('registration').notNull(),
    make: text('make').notNull(),
    model: text('model').notNull(),
    year: integer('year'),
    createdAt: createdAt(),
  },
  (table) => [index('vehicles_client_id_idx').on(table.clientId)],
);

export const tasks = pgTable(
  'tasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    vehicleId: uuid('vehicle_id').references(() => vehicles.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    status: text('status', { enum: ['open', 'done'] })
      .notNull()
      .default('open'),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('tasks_client_status_due_idx').on(table.clientId, table.status, table.dueDate)],
);

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
    kind: text('kind').notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('inspections_client_due_idx')
      .on(table.clientId, table.dueDate)
      .where(sql`completed_at IS NULL`),
  ],
);

export const complianceItems = pgTable(
  'compliance_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    vehicleId: uuid('vehicle_id').references(() => vehicles.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** Anything but 'in_order' needs attention and counts on the compliance badge. */
    status: text('status', { enum: ['in_order', 'expiring', 'expired', 'missing'] }).notNull(),
    validUntil: date('valid_until', { mode: 'string' }),
    createdAt: createdAt(),
  },
  (table) => [index('compliance_items_client_status_idx').on(table.clientId, table.status)],
);

export const schema = {
  clients,
  files,
  users,
  userSettings,
  sessions,
  vehicles,
  tasks,
  inspections,
  complianceItems,
};
