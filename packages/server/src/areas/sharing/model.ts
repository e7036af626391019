/**
 * Sharing (docs/sharing.md): pool cars, their bookings and share links. The values of the enumerated
 * fields and the shapes the procedures answer. No server dependencies: the app imports the types
 * from `@vognpark/server`.
 */
import type { PersonRef } from '../vehicles/model.js';
import type { VehicleRef } from '../../work/model.js';

export const BOOKING_STATUSES = [
  'requested',
  'confirmed',
  'checked_out',
  'returned',
  'cancelled',
  'rejected',
  'no_show',
] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];
/** The statuses that hold the vehicle: two of them never overlap (the database's exclusion constraint). */
export const ACTIVE_BOOKING_STATUSES = ['requested', 'confirmed', 'checked_out'] as const;

export const POOL_BOOKERS = ['everyone', 'managers'] as const;
export type PoolBookers = (typeof POOL_BOOKERS)[number];

/** A vehicle's dossier, a booking, a vehicle's last known position (the map's) or a damage's report. */
export const SHARE_LINK_KINDS = ['vehicle', 'booking', 'position', 'damage'] as const;
export type ShareLinkKind = (typeof SHARE_LINK_KINDS)[number];
/** Calendar feeds are links of their own kinds (the same hashed token, expiry and revocation). */
export const FEED_KINDS = ['person_feed', 'vehicle_feed'] as const;
export type FeedKind = (typeof FEED_KINDS)[number];
export const LINK_KINDS = [...SHARE_LINK_KINDS, ...FEED_KINDS] as const;

/** A calendar feed's address lives a year; renewing makes a new one and ends the old. */
export const FEED_DAYS = 365;

/** A share link's expiry: 7 days unless asked, at most 30. */
export const SHARE_LINK_DAYS = { default: 7, max: 30 } as const;

/**
 * Why a vehicle cannot be booked, on the `vehicleId` field (or `startsAt`/`endsAt` for the pool's
 * rules): the app says each in words.
 */
export const BOOKING_REFUSALS = [
  'already_booked',
  'not_active',
  'in_workshop',
  'syn_overdue',
  'insurance_overdue',
  'unsafe_defect',
  'licence_not_covered',
  'no_licence_recorded',
  'not_in_pool',
  'managers_only',
  'too_long',
  'too_soon',
  'in_past',
  'no_vehicle_free',
] as const;
export type BookingRefusal = (typeof BOOKING_REFUSALS)[number];

export interface Pool {
  id: string;
  name: string;
  whoMayBook: PoolBookers;
  maxHours: number;
  leadMinutes: number;
  bufferMinutes: number;
  /** null: never; 0: always; N: bookings longer than N hours. */
  approvalOverHours: number | null;
  /** null: never cancelled as a no-show. */
  noShowMinutes: number | null;
  vehicles: PoolVehicle[];
  /** Raised by every change of the pool (a vehicle moved to another pool too); `savePool` takes it as `expectedVersion`. */
  version: number;
}

export interface PoolVehicle extends VehicleRef {
  fuel: string;
  odometerKm: number;
  /** Why it cannot be booked now (empty: it can). */
  refusals: BookingRefusal[];
}

export interface Booking {
  id: string;
  poolId: string;
  vehicle: VehicleRef;
  driver: PersonRef;
  booker: PersonRef | null;
  startsAt: Date;
  endsAt: Date;
  /** The end plus the pool's buffer: the vehicle is held until then. */
  blockedUntil: Date;
  purpose: string;
  status: BookingStatus;
  checkedOutAt: Date | null;
  checkoutOdometerKm: number | null;
  checkoutLevel: number | null;
  damagesAcknowledged: boolean;
  returnedAt: Date | null;
  checkinOdometerKm: number | null;
  checkinLevel: number | null;
  checkinNote: string;
  /** Driven km (check-in minus check-out), once returned. */
  km: number | null;
}

/**
 * A booking as the timeline draws it (`sharing.timeline`): the car, when (epoch milliseconds, so a
 * month of a big pool is plain JSON with no dates to revive), status and driver. Cancelled and
 * rejected bookings are left out: they hold nothing.
 */
export interface TimelineBooking {
  id: string;
  vehicleId: string;
  status: BookingStatus;
  startsAt: number;
  endsAt: number;
  driver: { name: string; surname: string };
}

export interface ShareLink {
  id: string;
  kind: ShareLinkKind;
  label: string;
  vehicle: VehicleRef | null;
  bookingId: string | null;
  damageId: string | null;
  expiresAt: Date;
  revokedAt: Date | null;
  lastOpenedAt: Date | null;
  openCount: number;
  createdAt: Date;
  createdBy: PersonRef | null;
}

/** A new link: the only time its address exists (the database keeps its hash). */
export interface CreatedShareLink {
  link: ShareLink;
  /** The path of the public page, `/share/<token>`. */
  path: string;
}

/** A calendar feed as its maker sees it (the address itself only once, in `CreatedFeed`). */
export interface CalendarFeed {
  id: string;
  createdAt: Date;
  expiresAt: Date;
  lastOpenedAt: Date | null;
  openCount: number;
}

/** A new or renewed feed: the only time its address exists. */
export interface CreatedFeed {
  feed: CalendarFeed;
  /** The path of the feed, `/feed/<token>.ics`. */
  path: string;
}

/** Whose bookings a feed shows: the person's own (`person`) or a vehicle's (managers). */
export type FeedTarget = { kind: 'person' } | { kind: 'vehicle'; vehicleId: string };

/** A vehicle's page: its running and coming bookings, and its pool (null: in none, so not bookable). */
export interface VehicleBookings {
  poolId: string | null;
  bookings: Booking[];
}

/** Utilisation of a vehicle in a month: booked (returned or running) hours of the month's hours. */
export interface PoolUtilisation {
  vehicle: VehicleRef;
  bookedHours: number;
  hours: number;
}
