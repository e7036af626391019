/**
 * Share links (docs/sharing.md): a vehicle's dossier or a booking, shown read-only to someone outside
 * until the link expires (required: 7 days by default, at most 30) or is revoked. The token is 32
 * random bytes; the database keeps only its SHA-256, so nothing read from it opens a link. Opening
 * counts and stamps the link in the same statement that checks it is usable.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, gt, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { complianceItems } from '../compliance/schema.js';
import { vehicles } from '../vehicles/schema.js';
import { FieldError } from '../../errors.js';
import { claimData, type ClaimData } from '../damage/claim.js';
import type { DamageClass, DamageSeverity, DamageStatus, DamageZone } from '../damage/model.js';
import { damages } from '../damage/schema.js';
import { vehicleLastPositions } from '../map/schema.js';
import { personRef } from '../vehicles/model.js';
import { notFound } from '../../work/access.js';
import { personTable } from '../../work/common.js';
import type { SharingActor } from './bookings.js';
import {
  SHARE_LINK_DAYS,
  SHARE_LINK_KINDS,
  type BookingStatus,
  type CreatedShareLink,
  type ShareLink,
  type ShareLinkKind,
} from './model.js';
import { sharingBookings, sharingLinks } from './schema.js';

const DAY = 86_400_000;

/** The stored form of a token: SHA-256, hex. */
export const hashToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

/** A token as it appears in an address: 43 characters of base64url. */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const creator = personTable('link_creator');

/**
 * A new token and the form the database keeps: share links and calendar feeds (feeds.ts) alike.
 * 32 random bytes as base64url; only the SHA-256 is stored, so nothing read from the database opens
 * anything.
 */
export function newToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashToken(token) };
}

/**
 * Uses a token of one of `kinds`: the link's row when it is known, of that kind, not revoked and not
 * expired, counted and stamped in the same UPDATE that checks it; null for every other case alike.
 */
export async function openToken(
  db: Db,
  token: string,
  kinds: readonly (typeof sharingLinks.$inferSelect)['kind'][],
  extra?: SQL,
) {
  if (!TOKEN_PATTERN.test(token)) return null;
  const [link] = await db
    .update(sharingLinks)
    .set({ openCount: sql`${sharingLinks.openCount} + 1`, lastOpenedAt: sql`now()` })
    .where(
      and(
        eq(sharingLinks.tokenHash, hashToken(token)),
        inArray(sharingLinks.kind, [...kinds]),
        isNull(sharingLinks.revokedAt),
        gt(sharingLinks.expiresAt, sql`now()`),
        extra,
      ),
    )
    .returning();
  return link ?? null;
}

async function selectLinks(db: Db, clientId: string, id?: string): Promise<ShareLink[]> {
  const rows = await db
    .select({
      link: sharingLinks,
      vehicle: {
        id: vehicles.id,
        registration: vehicles.registration,
        make: vehicles.make,
        model: vehicles.model,
      },
      creator: { id: creator.id, name: creator.contactName, surname: creator.contactSurname },
    })
    .from(sharingLinks)
    .leftJoin(sharingBookings, eq(sharingBookings.id, sharingLinks.bookingId))
    .leftJoin(damages, eq(damages.id, sharingLinks.damageId))
    .leftJoin(
      vehicles,
      sql`${vehicles.id} = coalesce(${sharingLinks.vehicleId}, ${sharingBookings.vehicleId}, ${damages.vehicleId})`,
    )
    .leftJoin(creator, eq(creator.id, sharingLinks.createdByUserId))
    .where(
      and(
        eq(sharingLinks.clientId, clientId),
        inArray(sharingLinks.kind, [...SHARE_LINK_KINDS]),
        id
          ? eq(sharingLinks.id, id)
          : and(isNull(sharingLinks.revokedAt), gt(sharingLinks.expiresAt, sql`now()`)),
      ),
    )
    .orderBy(desc(sharingLinks.createdAt))
    .limit(500);
  return rows.map(({ link, vehicle, creator: person }) => ({
    id: link.id,
    kind: link.kind as ShareLinkKind,
    label: link.label,
    vehicle: vehicle?.id ? vehicle : null,
    bookingId: link.bookingId,
    damageId: link.damageId,
    expiresAt: link.expiresAt,
    revokedAt: link.revokedAt,
    lastOpenedAt: link.lastOpenedAt,
    openCount: link.openCount,
    createdAt: link.createdAt,
    createdBy: personRef(person?.id ?? null, person?.name ?? null, person?.surname ?? null),
  }));
}

/** Every active link of the client (not revoked, not expired), newest first. */
export const listLinks = (db: Db, clientId: string) => selectLinks(db, clientId);

export interface LinkInput {
  kind: ShareLinkKind;
  /** The vehicle (kinds `vehicle` and `position`), booking (`booking`) or damage (`damage`) shared. */
  targetId: string;
  label: string;
  /** Days until it expires: 1 to 30, 7 when left out. */
  days?: number;
}

/** Makes a link; its address is in the answer only. `days: too_long` above 30; another client's target: NOT_FOUND. */
export async function createLink(
  db: Db,
  actor: SharingActor,
  input: LinkInput,
  now = new Date(),
): Promise<CreatedShareLink> {
  const days = input.days ?? SHARE_LINK_DAYS.default;
  if (days > SHARE_LINK_DAYS.max) throw new FieldError('days', 'too_long');
  if (days < 1) throw new FieldError('days', 'too_short');
  const onVehicle = input.kind === 'vehicle' || input.kind === 'position';
  if (onVehicle) {
    const [vehicle] = await db
      .select({ id: vehicles.id })
      .from(vehicles)
      .where(and(eq(vehicles.id, input.targetId), eq(vehicles.clientId, actor.clientId)));
    if (!vehicle) throw notFound('vehicle');
  } else if (input.kind === 'damage') {
    const [damage] = await db
      .select({ id: damages.id })
      .from(damages)
      .where(and(eq(damages.id, input.targetId), eq(damages.clientId, actor.clientId)));
    if (!damage) throw notFound('damage');
  } else {
    const [booking] = await db
      .select({ id: sharingBookings.id })
      .from(sharingBookings)
      .where(and(eq(sharingBookings.id, input.targetId), eq(sharingBookings.clientId, actor.clientId)));
    if (!booking) throw notFound('booking');
  }
  const { token, tokenHash } = newToken();
  const [row] = await db
    .insert(sharingLinks)
    .values({
      clientId: actor.clientId,
      kind: input.kind,
      vehicleId: onVehicle ? input.targetId : null,
      bookingId: input.kind === 'booking' ? input.targetId : null,
      damageId: input.kind === 'damage' ? input.targetId : null,
      label: input.label,
      tokenHash,
      createdAt: now,
      expiresAt: new Date(now.getTime() + days * DAY),
      createdByUserId: actor.userId,
    })
    .returning({ id: sharingLinks.id });
  const [link] = await selectLinks(db, actor.clientId, row!.id);
  return { link: link!, path: `/share/${token}` };
}

/** Revokes a link at once (another client's id: NOT_FOUND). */
export async function revokeLink(db: Db, actor: SharingActor, id: string): Promise<ShareLink> {
  const [row] = await db
    .update(sharingLinks)
    .set({ revokedAt: sql`coalesce(${sharingLinks.revokedAt}, now())` })
    .where(
      and(
        eq(sharingLinks.id, id),
        eq(sharingLinks.clientId, actor.clientId),
        inArray(sharingLinks.kind, [...SHARE_LINK_KINDS]),
      ),
    )
    .returning({ id: sharingLinks.id });
  if (!row) throw notFound('link');
  const [link] = await selectLinks(db, actor.clientId, id);
  return link!;
}

/** What the public page shows; nothing else of the client leaves the database. */
export type SharedView =
  | {
      kind: 'vehicle';
      label: string;
      expiresAt: Date;
      vehicle: SharedVehicle;
    }
  | {
      kind: 'booking';
      label: string;
      expiresAt: Date;
      vehicle: SharedVehicle;
      booking: { startsAt: Date; endsAt: Date; status: BookingStatus };
    }
  | {
      kind: 'damage';
      label: string;
      expiresAt: Date;
      vehicle: SharedVehicle;
      damage: SharedDamage;
    }
  | {
      kind: 'position';
      label: string;
      expiresAt: Date;
      vehicle: SharedVehicle;
      /** Where the vehicle was last seen (null before any position): nothing of who drove it. */
      position: SharedPosition | null;
    };

/** A shared damage as its page shows it; its claim report (the PDF) comes from `claimOfLink`. */
export interface SharedDamage {
  zone: DamageZone;
  damageClass: DamageClass;
  severity: DamageSeverity;
  status: DamageStatus;
  description: string;
  foundOn: string;
}

export interface SharedPosition {
  lat: number;
  lon: number;
  accuracyM: number | null;
  recordedAt: Date;
}

export interface SharedVehicle {
  registration: string;
  make: string;
  model: string;
  year: number | null;
  fuel: string;
  odometerKm: number;
  /** Valid until of the periodic inspection and the insurance, when known. */
  synUntil: string | null;
  insuranceUntil: string | null;
}

/**
 * Opens a link by its token: null for an unknown, expired or revoked one alike (the caller answers
 * them identically). A usable one is counted and stamped.
 */
export async function openLink(db: Db, token: string): Promise<SharedView | null> {
  const link = await openToken(db, token, SHARE_LINK_KINDS);
  if (!link) return null;
  const [damage] = link.damageId
    ? await db
        .select({
          vehicleId: damages.vehicleId,
          zone: damages.zone,
          damageClass: damages.damageClass,
          severity: damages.severity,
          status: damages.status,
          description: damages.description,
          foundOn: damages.foundOn,
        })
        .from(damages)
        .where(and(eq(damages.id, link.damageId), eq(damages.clientId, link.clientId)))
    : [];
  const [booking] = link.bookingId
    ? await db
        .select({
          vehicleId: sharingBookings.vehicleId,
          startsAt: sharingBookings.startsAt,
          endsAt: sharingBookings.endsAt,
          status: sharingBookings.status,
        })
        .from(sharingBookings)
        .where(eq(sharingBookings.id, link.bookingId))
    : [];
  const vehicleId = link.vehicleId ?? booking?.vehicleId ?? damage?.vehicleId;
  if (!vehicleId) return null;
  const [vehicle] = await db
    .select({
      registration: vehicles.registration,
      make: vehicles.make,
      model: vehicles.model,
      year: vehicles.year,
      fuel: vehicles.fuel,
      odometerKm: vehicles.odometerKm,
    })
    .from(vehicles)
    .where(eq(vehicles.id, vehicleId));
  if (!vehicle) return null;
  const items = await db
    .select({ kind: complianceItems.kind, validUntil: complianceItems.validUntil })
    .from(complianceItems)
    .where(eq(complianceItems.vehicleId, vehicleId));
  const until = (kind: string) =>
    items
      .filter((item) => item.kind === kind && item.validUntil)
      .map((item) => item.validUntil!)
      .sort()
      .at(-1) ?? null;
  const shared: SharedVehicle = {
    ...vehicle,
    synUntil: until('periodic_inspection'),
    insuranceUntil: until('insurance'),
  };
  const base = { label: link.label, expiresAt: link.expiresAt, vehicle: shared };
  if (link.kind === 'damage') {
    if (!damage) return null;
    const { vehicleId: _vehicle, ...shown } = damage;
    return { kind: 'damage', ...base, damage: shown };
  }
  if (link.kind === 'position') {
    const [position] = await db
      .select({
        lat: vehicleLastPositions.lat,
        lon: vehicleLastPositions.lon,
        accuracyM: vehicleLastPositions.accuracyM,
        recordedAt: vehicleLastPositions.recordedAt,
      })
      .from(vehicleLastPositions)
      .where(eq(vehicleLastPositions.vehicleId, vehicleId));
    return { kind: 'position', ...base, position: position ?? null };
  }
  return link.kind === 'booking' && booking
    ? {
        kind: 'booking',
        ...base,
        booking: { startsAt: booking.startsAt, endsAt: booking.endsAt, status: booking.status },
      }
    : { kind: 'vehicle', ...base };
}

/**
 * The claim report of a damage link (`GET /share/<token>/claim.pdf`): null for an unknown, expired
 * or revoked token and for any other kind alike. Fetching it counts as an opening.
 */
export async function claimOfLink(db: Db, token: string): Promise<ClaimData | null> {
  const link = await openToken(db, token, ['damage']);
  if (!link?.damageId) return null;
  return claimData(db, link.clientId, link.createdByUserId ?? '', link.damageId);
}
