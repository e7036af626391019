/**
 * Calendar feeds (docs/sharing.md "Calendar feeds"): a person's bookings, or a vehicle's, as an ICS
 * address a calendar app subscribes to. A feed is a share link of its own kind (`person_feed`,
 * `vehicle_feed`): the same random token stored as its SHA-256 only (links.ts `newToken`), the same
 * use-and-count statement (`openToken`), revocation and expiry (a year). Each person has at most one
 * active feed of their own bookings and one per vehicle; renewing ends the old address and makes a
 * new one, shown once. The feed opens only while its person is an active member of the client (a
 * vehicle feed: an active manager), so a person who leaves takes their addresses with them.
 */
import { ForbiddenError } from '../../errors.js';
import { and, eq, gt, isNull, sql, type SQL } from 'drizzle-orm';
import ical, { ICalEventStatus } from 'ical-generator';
import type { Db } from '../../db/database.js';
import { queryRows } from '../../db/database.js';
import { clients, users } from '../../db/schema.js';
import { writing } from '../../work/access.js';
import { vehicleOfClient } from '../../work/common.js';
import { formatRegistration } from '../vehicles/identifiers.js';
import type { SharingActor } from './bookings.js';
import { newToken, openToken } from './links.js';
import {
  FEED_DAYS,
  FEED_KINDS,
  type BookingStatus,
  type CalendarFeed,
  type CreatedFeed,
  type FeedTarget,
} from './model.js';
import { sharingLinks } from './schema.js';

const DAY = 86_400_000;

/** The actor's feeds of a target (active or not): their own bookings, or a vehicle of their client. */
async function feedScope(db: Db, actor: SharingActor, target: FeedTarget): Promise<SQL> {
  const mine = and(eq(sharingLinks.clientId, actor.clientId), eq(sharingLinks.createdByUserId, actor.userId));
  if (target.kind === 'person')
    return and(mine, eq(sharingLinks.kind, 'person_feed'), eq(sharingLinks.userId, actor.userId))!;
  if (!actor.manager) throw new ForbiddenError('Managers only');
  await vehicleOfClient(db, actor.clientId, target.vehicleId);
  return and(mine, eq(sharingLinks.kind, 'vehicle_feed'), eq(sharingLinks.vehicleId, target.vehicleId))!;
}

const active = () => and(isNull(sharingLinks.revokedAt), gt(sharingLinks.expiresAt, sql`now()`));

/** The actor's active feed of a target, or null (its address is not kept; renewing makes a new one). */
export async function feedOf(db: Db, actor: SharingActor, target: FeedTarget): Promise<CalendarFeed | null> {
  const scope = await feedScope(db, actor, target);
  const [row] = await db
    .select({
      id: sharingLinks.id,
      createdAt: sharingLinks.createdAt,
      expiresAt: sharingLinks.expiresAt,
      lastOpenedAt: sharingLinks.lastOpenedAt,
      openCount: sharingLinks.openCount,
    })
    .from(sharingLinks)
    .where(and(scope, active()))
    .orderBy(sql`${sharingLinks.createdAt} DESC`)
    .limit(1);
  return row ?? null;
}

/** Ends the actor's feeds of a target and makes a new one: its address is in the answer only. */
export async function renewFeed(
  db: Db,
  actor: SharingActor,
  target: FeedTarget,
  now = new Date(),
): Promise<CreatedFeed> {
  const scope = await feedScope(db, actor, target);
  const { token, tokenHash } = newToken();
  const feed = await writing(db, async (tx) => {
    await tx
      .update(sharingLinks)
      .set({ revokedAt: sql`now()` })
      .where(and(scope, isNull(sharingLinks.revokedAt)));
    const [row] = await tx
      .insert(sharingLinks)
      .values({
        clientId: actor.clientId,
        kind: target.kind === 'person' ? 'person_feed' : 'vehicle_feed',
        userId: target.kind === 'person' ? actor.userId : null,
        vehicleId: target.kind === 'vehicle' ? target.vehicleId : null,
        label: 'ICS',
        tokenHash,
        createdAt: now,
        expiresAt: new Date(now.getTime() + FEED_DAYS * DAY),
        createdByUserId: actor.userId,
      })
      .returning();
    return row!;
  });
  return {
    feed: {
      id: feed.id,
      createdAt: feed.createdAt,
      expiresAt: feed.expiresAt,
      lastOpenedAt: feed.lastOpenedAt,
      openCount: feed.openCount,
    },
    path: `/feed/${token}.ics`,
  };
}

/** Ends the actor's feeds of a target at once (nothing to end is no error). */
export async function revokeFeed(db: Db, actor: SharingActor, target: FeedTarget): Promise<null> {
  const scope = await feedScope(db, actor, target);
  await db
    .update(sharingLinks)
    .set({ revokedAt: sql`now()` })
    .where(and(scope, isNull(sharingLinks.revokedAt)));
  return null;
}

/**
 * Opens a feed by its token (without `.ics`): the calendar's text, or null for an unknown, revoked or
 * expired token and for one whose person is no longer an active member of its client (a vehicle
 * feed's maker no longer a manager there) alike. Checked, counted and stamped in one UPDATE.
 */
export async function openFeed(db: Db, token: string, now = new Date()): Promise<string | null> {
  const maker = sql`EXISTS (SELECT 1 FROM ${users} u JOIN ${clients} c ON c.id = u.client_id
    WHERE u.id = ${sharingLinks.createdByUserId} AND u.client_id = ${sharingLinks.clientId}
      AND u.active AND c.active
      AND (u.role = 'manager' OR (${sharingLinks.kind} = 'person_feed' AND u.role = 'user')))`;
  const link = await openToken(db, token, FEED_KINDS, maker);
  if (!link) return null;
  const person = link.kind === 'person_feed';
  // From 90 days back to a year ahead, at most 1,000: what a calendar shows, bounded.
  const rows = await queryRows<{
    id: string;
    registration: string;
    make: string;
    model: string;
    driver: string;
    purpose: string;
    status: BookingStatus;
    starts_at: Date | string;
    ends_at: Date | string;
    created_at: Date | string;
    updated_at: Date | string;
  }>(
    db,
    sql`SELECT b.id, v.registration, v.make, v.model, b.purpose, b.status, b.starts_at, b.ends_at,
          b.created_at, b.updated_at,
          trim(coalesce(d.contact_name, '') || ' ' || coalesce(d.contact_surname, '')) AS driver
        FROM sharing_bookings b
        JOIN vehicles v ON v.id = b.vehicle_id
        JOIN users d ON d.id = b.driver_user_id
        WHERE b.client_id = ${link.clientId}
          AND ${person ? sql`b.driver_user_id = ${link.userId}` : sql`b.vehicle_id = ${link.vehicleId}`}
          AND b.ends_at > ${new Date(now.getTime() - 90 * DAY)}
          AND b.starts_at < ${new Date(now.getTime() + 400 * DAY)}
        ORDER BY b.starts_at
        LIMIT 1000`,
  );
  // The calendar's name: the person's, or the vehicle's plate.
  const [named] = await queryRows<{ name: string }>(
    db,
    person
      ? sql`SELECT trim(contact_name || ' ' || contact_surname) AS name FROM users WHERE id = ${link.userId}`
      : sql`SELECT registration AS name FROM vehicles WHERE id = ${link.vehicleId}`,
  );
  const name = person ? named?.name || 'Vognpark' : formatRegistration(named?.name ?? '');
  const calendar = ical({
    name: `Vognpark · ${name}`,
    prodId: { company: 'Vognpark', product: 'Sharing', language: 'EN' },
    ttl: 60 * 60,
  });
  for (const row of rows) {
    const plate = formatRegistration(row.registration);
    calendar.createEvent({
      id: `${row.id}@vognpark`,
      start: new Date(row.starts_at),
      end: new Date(row.ends_at),
      stamp: new Date(row.updated_at),
      created: new Date(row.created_at),
      lastModified: new Date(row.updated_at),
      summary: [plate, person ? null : row.driver, row.purpose].filter(Boolean).join(' · '),
      description: `${row.make} ${row.model}`.trim(),
      status: STATUS[row.status],
    });
  }
  return calendar.toString();
}

/** A requested booking is tentative; cancelled, rejected and no-show bookings are cancelled events. */
const STATUS: Record<BookingStatus, ICalEventStatus> = {
  requested: ICalEventStatus.TENTATIVE,
  confirmed: ICalEventStatus.CONFIRMED,
  checked_out: ICalEventStatus.CONFIRMED,
  returned: ICalEventStatus.CONFIRMED,
  cancelled: ICalEventStatus.CANCELLED,
  rejected: ICalEventStatus.CANCELLED,
  no_show: ICalEventStatus.CANCELLED,
};
