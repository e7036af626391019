/**
 * The core tables, as drizzle tables: clients, users and their sessions and settings, files, the
 * audit log and the sign-in throttle's counters. Every area's own tables are its `schema.ts`
 * (the vehicle register's too), collected by src/areas/schema.ts. The SQL that creates it lives in
 * packages/server/migrations (versioned, applied by ./migrate.ts to PGlite and PostgreSQL alike);
 * test/storage.test.ts checks that the two agree column by column.
 */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
// A person's licence categories are the vehicles' words (sharing checks one against the other).
import type { LicenceCategory } from '../areas/vehicles/licence.js';

/** PostgreSQL bytea. PGlite hands back a Uint8Array, node-postgres a Buffer: both become a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * A record edited in a form (src/db/versions.ts): `version`, raised by every write that changes
 * what the form shows, and who made that write (null: nobody since versions began, or a user since
 * removed). Migrations 0021 and 0022 add them.
 */
export const versionColumns = () => ({
  version: integer('version').notNull().default(1),
  updatedByUserId: uuid('updated_by_user_id').references((): AnyPgColumn => users.id, {
    onDelete: 'set null',
  }),
});

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const clients = pgTable('clients', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  createdAt: createdAt(),
  // Clients and accounts (migrations/0005_accounts.sql, docs/accounts.md).
  /** 8 digits; null for clients from before CVR numbers were recorded. */
  cvr: text('cvr'),
  contactEmail: text('contact_email').notNull().default(''),
  contactPhone: text('contact_phone').notNull().default(''),
  active: boolean('active').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  ...versionColumns(),
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
  // Clients and accounts (migrations/0005_accounts.sql, docs/accounts.md).
  /** An inactive user (or a user of an inactive client) cannot sign in; their sessions were ended. */
  active: boolean('active').notNull().default(true),
  /** Holds a one-time password: nothing but the password change is reachable until it is changed. */
  mustChangePassword: boolean('must_change_password').notNull().default(false),
  passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  ...versionColumns(),
  /** The person lets their photos keep where they were taken (migrations/0023_photo_privacy.sql). */
  keepPhotoPlaces: boolean('keep_photo_places').notNull().default(false),
  /** The driving licence categories the person holds; empty: none recorded (migrations/0043). */
  licenceCategories: text('licence_categories')
    .array()
    .$type<LicenceCategory[]>()
    .notNull()
    .default(sql`'{}'::text[]`),
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

/** The sign-in throttle's counters, shared by every instance (auth/throttle.ts, migrations/0004). */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    kind: text('kind', { enum: ['pair', 'account', 'address'] }).notNull(),
    /** The account, the address, or both joined by a line break (a pair). */
    subject: text('subject').notNull(),
    failures: integer('failures').notNull().default(0),
    /** When the fixed window of an account or address ceiling began. */
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.kind, table.subject] }),
    index('login_attempts_last_failure_at_idx').on(table.lastFailureAt),
  ],
);

/**
 * How often a manager (and their client) was told an e-mail cannot be used because someone they may
 * not see has it (areas/accounts/users/emailProbes.ts, migrations/0006): shared by every instance.
 */
export const emailProbes = pgTable(
  'email_probes',
  {
    /** `user:<id>` or `client:<id>`. */
    subject: text('subject').primaryKey(),
    hits: integer('hits').notNull().default(0),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  },
  (table) => [index('email_probes_window_start_idx').on(table.windowStart)],
);

/** Who did what to a client, a user or an account (src/audit/audit.ts). Never a password. */
export const auditLog = pgTable('audit_log', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
  clientId: uuid('client_id').references(() => clients.id, { onDelete: 'cascade' }),
  entity: text('entity', { enum: ['client', 'user', 'account'] }).notNull(),
  entityId: uuid('entity_id').notNull(),
  action: text('action').notNull(),
  changes: jsonb('changes').$type<Record<string, { old: unknown; new: unknown }>>().notNull().default({}),
  createdAt: createdAt(),
});

export const schema = {
  clients,
  files,
  users,
  userSettings,
  sessions,
  auditLog,
  loginAttempts,
  emailProbes,
};
