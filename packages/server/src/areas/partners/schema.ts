/**
 * The partners area's tables as drizzle sees them; migrations/0009_partners.sql creates them (the
 * organisation record itself was made by 0007 for the service area's workshops, which imports it
 * from here). test/storage.test.ts checks the two agree (through src/areas/schema.ts).
 */
import {
  bigint,
  date,
  doublePrecision,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { clients, users, versionColumns } from '../../db/schema.js';
import { complianceItems } from '../compliance/schema.js';
import { vehicles } from '../vehicles/schema.js';
import {
  AGREEMENT_KINDS,
  EXPENSE_CATEGORIES,
  EXPENSE_IMPORT_KINDS,
  EXPENSE_PAID_BY,
  EXPENSE_SOURCES,
  EXPENSE_UNITS,
  ORGANISATION_STATUSES,
  PARTNER_ENTITIES,
  type FuelMapping,
  type PartnerRole,
  type VendorRole,
} from './model.js';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
const clientId = () =>
  uuid('client_id')
    .notNull()
    .references(() => clients.id, { onDelete: 'cascade' });

/** A company the client works with: partner and vendor roles on one record. */
export const organisations = pgTable('organisations', {
  id: uuid('id').primaryKey().defaultRandom(),
  clientId: clientId(),
  name: text('name').notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  cvr: text('cvr'),
  partnerRoles: jsonb('partner_roles').$type<PartnerRole[]>().notNull().default([]),
  vendorRoles: jsonb('vendor_roles').$type<VendorRole[]>().notNull().default([]),
  status: text('status', { enum: ORGANISATION_STATUSES }).notNull().default('active'),
  address: text('address').notNull().default(''),
  phone: text('phone').notNull().default(''),
  email: text('email').notNull().default(''),
  website: text('website').notNull().default(''),
  notes: text('notes').notNull().default(''),
  /** Its place in degrees, both or neither (migrations/0033_partner_places.sql); the map shows it. */
  lat: doublePrecision('lat'),
  lon: doublePrecision('lon'),
  /** Raised by every edit (migrations/0021_versions.sql); `updateOrganisation` takes it as `expectedVersion`. */
  version: integer('version').notNull().default(1),
  /** Who made the write that set `version` (null: before 0021, or a user since removed). */
  updatedByUserId: uuid('updated_by_user_id').references(() => users.id, { onDelete: 'set null' }),
});

export const organisationContacts = pgTable('organisation_contacts', {
  id: uuid('id').primaryKey().defaultRandom(),
  clientId: clientId(),
  organisationId: uuid('organisation_id')
    .notNull()
    .references(() => organisations.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  title: text('title').notNull().default(''),
  phone: text('phone').notNull().default(''),
  email: text('email').notNull().default(''),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  ...versionColumns(),
});

export const agreements = pgTable('agreements', {
  id: uuid('id').primaryKey().defaultRandom(),
  clientId: clientId(),
  organisationId: uuid('organisation_id')
    .notNull()
    .references(() => organisations.id, { onDelete: 'cascade' }),
  kind: text('kind', { enum: AGREEMENT_KINDS }).notNull(),
  number: text('number').notNull().default(''),
  validFrom: date('valid_from', { mode: 'string' }).notNull(),
  validUntil: date('valid_until', { mode: 'string' }),
  notes: text('notes').notNull().default(''),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  ...versionColumns(),
});

export const agreementVehicles = pgTable(
  'agreement_vehicles',
  {
    agreementId: uuid('agreement_id')
      .notNull()
      .references(() => agreements.id, { onDelete: 'cascade' }),
    vehicleId: uuid('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    clientId: clientId(),
  },
  (table) => [primaryKey({ columns: [table.agreementId, table.vehicleId] })],
);

export const agreementObligations = pgTable('agreement_obligations', {
  obligationId: uuid('obligation_id')
    .primaryKey()
    .references(() => complianceItems.id, { onDelete: 'cascade' }),
  agreementId: uuid('agreement_id')
    .notNull()
    .references(() => agreements.id, { onDelete: 'cascade' }),
  clientId: clientId(),
});

export const expenses = pgTable('expenses', {
  id: uuid('id').primaryKey().defaultRandom(),
  clientId: clientId(),
  vehicleId: uuid('vehicle_id').references(() => vehicles.id, { onDelete: 'set null' }),
  vendorOrganisationId: uuid('vendor_organisation_id').references(() => organisations.id, {
    onDelete: 'set null',
  }),
  spentOn: date('spent_on', { mode: 'string' }).notNull(),
  category: text('category', { enum: EXPENSE_CATEGORIES }).notNull(),
  description: text('description').notNull().default(''),
  net: numeric('net').notNull(),
  vat: numeric('vat').notNull().default('0'),
  quantity: numeric('quantity'),
  unit: text('unit', { enum: EXPENSE_UNITS }),
  odometerKm: integer('odometer_km'),
  odometerReadingId: bigint('odometer_reading_id', { mode: 'number' }),
  source: text('source', { enum: EXPENSE_SOURCES }).notNull().default('manual'),
  paidBy: text('paid_by', { enum: EXPENSE_PAID_BY }).notNull().default('company'),
  importKey: text('import_key'),
  importId: uuid('import_id').references(() => expenseImports.id, { onDelete: 'set null' }),
  createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  ...versionColumns(),
});

export const partnerHistory = pgTable('partner_history', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  clientId: clientId(),
  entity: text('entity', { enum: PARTNER_ENTITIES }).notNull(),
  entityId: uuid('entity_id').notNull(),
  action: text('action').notNull(),
  changes: jsonb('changes').$type<Record<string, { old: unknown; new: unknown }>>().notNull().default({}),
  actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

/** 0017: one row per confirmed import (its id the app's key, so a retry answers the first result). */
export const expenseImports = pgTable('expense_imports', {
  id: uuid('id').primaryKey(),
  clientId: clientId(),
  vendorOrganisationId: uuid('vendor_organisation_id').references(() => organisations.id, {
    onDelete: 'set null',
  }),
  kind: text('kind', { enum: EXPENSE_IMPORT_KINDS }).notNull(),
  fileName: text('file_name').notNull(),
  createdCount: integer('created_count').notNull(),
  duplicateCount: integer('duplicate_count').notNull(),
  skippedCount: integer('skipped_count').notNull(),
  actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

/** 0017: a vendor's statement columns, `{ field: header }`, remembered for its next file. */
export const vendorImportMappings = pgTable('vendor_import_mappings', {
  organisationId: uuid('organisation_id')
    .primaryKey()
    .references(() => organisations.id, { onDelete: 'cascade' }),
  clientId: clientId(),
  mapping: jsonb('mapping').$type<FuelMapping>().notNull(),
  updatedByUserId: uuid('updated_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: updatedAt(),
});

export const partnerTables = {
  organisations,
  organisationContacts,
  agreements,
  agreementVehicles,
  agreementObligations,
  expenses,
  partnerHistory,
  expenseImports,
  vendorImportMappings,
};
