/**
 * The sharing area's tables as drizzle sees them; migrations/0013_sharing.sql creates them (with the
 * exclusion constraint drizzle does not describe). test/storage.test.ts checks the two agree.
 */
import { bigint, boolean, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { clients, users, versionColumns } from '../../db/schema.js';
import { vehicles } from '../vehicles/schema.js';
import { odometerReadings } from '../service/schema.js';
import { BOOKING_STATUSES, LINK_KINDS, POOL_BOOKERS } from './model.js';

const instant = (name: string) => timestamp(name, { withTimezone: true });
const createdAt = () => instant('created_at').notNull().defaultNow();
const clientId = () =>
  uuid('client_id')
    .notNull()
    .references(() => clients.id, { onDelete: 'cascade' });
const person = (name: string) => uuid(name).references(() => users.id, { onDelete: 'set null' });

export const sharingPools = pgTable('sharing_pools', {
  id: uuid('id').primaryKey().defaultRandom(),
  clientId: clientId(),
  name: text('name').notNull(),
  whoMayBook: text('who_may_book', { enum: POOL_BOOKERS }).notNull().default('everyone'),
  maxHours: integer('max_hours').notNull().default(72),
  leadMinutes: integer('lead_minutes').notNull().default(0),
  bufferMinutes: integer('buffer_minutes').notNull().default(30),
  approvalOverHours: integer('approval_over_hours'),
  noShowMinutes: integer('no_show_minutes').default(60),
  createdAt: createdAt(),
  updatedAt: instant('updated_at').notNull().defaultNow(),
  ...versionColumns(),
});

export const sharingPoolVehicles = pgTable('sharing_pool_vehicles', {
  vehicleId: uuid('vehicle_id')
    .primaryKey()
    .references(() => vehicles.id, { onDelete: 'cascade' }),
  poolId: uuid('pool_id')
    .notNull()
    .references(() => sharingPools.id, { onDelete: 'cascade' }),
  clientId: clientId(),
});

export const sharingBookings = pgTable('sharing_bookings', {
  id: uuid('id').primaryKey().defaultRandom(),
  clientId: clientId(),
  poolId: uuid('pool_id')
    .notNull()
    .references(() => sharingPools.id, { onDelete: 'cascade' }),
  vehicleId: uuid('vehicle_id')
    .notNull()
    .references(() => vehicles.id, { onDelete: 'cascade' }),
  bookerUserId: person('booker_user_id'),
  driverUserId: uuid('driver_user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  startsAt: instant('starts_at').notNull(),
  endsAt: instant('ends_at').notNull(),
  blockedUntil: instant('blocked_until').notNull(),
  purpose: text('purpose').notNull().default(''),
  status: text('status', { enum: BOOKING_STATUSES }).notNull(),
  decidedByUserId: person('decided_by_user_id'),
  decidedAt: instant('decided_at'),
  cancelledAt: instant('cancelled_at'),
  checkedOutAt: instant('checked_out_at'),
  checkoutOdometerKm: integer('checkout_odometer_km'),
  checkoutLevel: integer('checkout_level'),
  damagesAcknowledged: boolean('damages_acknowledged').notNull().default(false),
  checkoutReadingId: bigint('checkout_reading_id', { mode: 'number' }).references(() => odometerReadings.id, {
    onDelete: 'set null',
  }),
  returnedAt: instant('returned_at'),
  checkinOdometerKm: integer('checkin_odometer_km'),
  checkinLevel: integer('checkin_level'),
  checkinNote: text('checkin_note').notNull().default(''),
  checkinReadingId: bigint('checkin_reading_id', { mode: 'number' }).references(() => odometerReadings.id, {
    onDelete: 'set null',
  }),
  createdAt: createdAt(),
  updatedAt: instant('updated_at').notNull().defaultNow(),
});

export const sharingLinks = pgTable('sharing_links', {
  id: uuid('id').primaryKey().defaultRandom(),
  clientId: clientId(),
  kind: text('kind', { enum: LINK_KINDS }).notNull(),
  vehicleId: uuid('vehicle_id').references(() => vehicles.id, { onDelete: 'cascade' }),
  bookingId: uuid('booking_id').references(() => sharingBookings.id, { onDelete: 'cascade' }),
  /** A damage report's damage (migrations/0041_share_position_and_damage.sql; the key is there). */
  damageId: uuid('damage_id'),
  /** A person feed's person (migrations/0028_sharing_feeds.sql). */
  userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
  label: text('label').notNull(),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: instant('expires_at').notNull(),
  revokedAt: instant('revoked_at'),
  lastOpenedAt: instant('last_opened_at'),
  openCount: integer('open_count').notNull().default(0),
  createdByUserId: person('created_by_user_id'),
  createdAt: createdAt(),
});

export const sharingTables = { sharingPools, sharingPoolVehicles, sharingBookings, sharingLinks };
