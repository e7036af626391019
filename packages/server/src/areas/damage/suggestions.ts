/**
 * Suggested changes from the before/after comparison (docs/damage.md): a booking's check-in photo
 * of an angle is compared with its check-out photo of the same angle (./compare.ts, once per pair,
 * kept in `photo_comparisons`); the changed regions are `damage_suggestions`, open until a manager
 * confirms one (a damage with that photo and region, found at check-in, in that booking's window)
 * or dismisses it (nothing is recorded). Managers their client's, admins every client's; another
 * client's booking, vehicle or suggestion answers NOT_FOUND.
 */
import { and, asc, desc, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { vehicles } from '../vehicles/schema.js';
import { copenhagenToday } from '../../due/rules.js';
import { FieldError } from '../../errors.js';
import { notFound, writing } from '../../work/access.js';
import { personTable, toVehicleRef, vehicleRefColumns } from '../../work/common.js';
import { blobInfo, readBlobToBuffer } from '../documents/storage.js';
import { photos } from '../photos/schema.js';
import { sharingBookings } from '../sharing/schema.js';
import { comparePictures } from './compare.js';
import { detectDamages, ModelNotReady, type DetectedDamage } from './modelSlot.js';
import {
  COMPARED_ANGLES,
  type ComparedAngle,
  type DamageClass,
  type DamageDetail,
  type DamageSeverity,
  type DamageStatus,
  type PhotoComparison,
} from './model.js';
import { getDamage, type DamageUser } from './repository.js';
import { damages, damageStatusChanges, damageSuggestions, photoComparisons } from './schema.js';

/** A vehicle's comparisons cover its newest bookings with check-in photos, at most this many. */
export const VEHICLE_BOOKINGS = 5;

export interface ComparisonScope {
  bookingId?: string;
  vehicleId?: string;
}

/** The bookings in scope that have a check-in photo of a compared angle, newest first. */
async function bookingsInScope(db: Db, user: DamageUser, scope: ComparisonScope) {
  const client = user.clientId ? eq(sharingBookings.clientId, user.clientId) : undefined;
  if (scope.bookingId) {
    const [booking] = await db
      .select({ id: sharingBookings.id })
      .from(sharingBookings)
      .where(and(eq(sharingBookings.id, scope.bookingId), client));
    if (!booking) throw notFound('booking');
  }
  if (scope.vehicleId) {
    const [vehicle] = await db
      .select({ id: vehicles.id })
      .from(vehicles)
      .where(
        and(
          eq(vehicles.id, scope.vehicleId),
          user.clientId ? eq(vehicles.clientId, user.clientId) : undefined,
        ),
      );
    if (!vehicle) throw notFound('vehicle');
  }
  const rows = await db
    .select({ id: sharingBookings.id })
    .from(sharingBookings)
    .where(
      and(
        client,
        scope.bookingId ? eq(sharingBookings.id, scope.bookingId) : undefined,
        scope.vehicleId ? eq(sharingBookings.vehicleId, scope.vehicleId) : undefined,
        sql`EXISTS (SELECT 1 FROM ${photos} WHERE ${photos.ownerKind} = 'check_in'
          AND ${photos.ownerId} = ${sharingBookings.id}
          AND ${photos.clientId} = ${sharingBookings.clientId})`,
      ),
    )
    .orderBy(
      desc(
        sql`coalesce(${sharingBookings.returnedAt}, ${sharingBookings.checkedOutAt}, ${sharingBookings.startsAt})`,
      ),
    )
    .limit(VEHICLE_BOOKINGS);
  return rows.map((row) => row.id);
}

/** The newest check-out and check-in photo of each compared angle of the bookings. */
async function pairsOf(db: Db, bookingIds: string[]) {
  if (!bookingIds.length) return [];
  const rows = await db
    .select({
      id: photos.id,
      clientId: photos.clientId,
      ownerKind: photos.ownerKind,
      bookingId: photos.ownerId,
      vehicleId: photos.vehicleId,
      angle: photos.angle,
      webBlobId: photos.webBlobId,
    })
    .from(photos)
    .where(
      and(
        inArray(photos.ownerKind, ['check_out', 'check_in']),
        inArray(photos.ownerId, bookingIds),
        inArray(photos.angle, [...COMPARED_ANGLES]),
        isNotNull(photos.webBlobId),
      ),
    )
    .orderBy(asc(photos.createdAt), asc(photos.id));
  const latest = new Map<string, (typeof rows)[number]>();
  for (const row of rows) latest.set(`${row.bookingId}/${row.angle}/${row.ownerKind}`, row);
  const pairs = [];
  for (const bookingId of bookingIds)
    for (const angle of COMPARED_ANGLES) {
      const before = latest.get(`${bookingId}/${angle}/check_out`);
      const after = latest.get(`${bookingId}/${angle}/check_in`);
      if (before && after && after.vehicleId) pairs.push({ bookingId, angle, before, after });
    }
  return pairs;
}

async function webPicture(db: Db, blobId: string): Promise<Buffer | null> {
  const info = await blobInfo(db, blobId);
  return info ? readBlobToBuffer(db, info) : null;
}

/** Compares the pairs not compared before and keeps what was found. */
async function compareMissing(db: Db, pairs: Awaited<ReturnType<typeof pairsOf>>): Promise<void> {
  if (!pairs.length) return;
  const done = await db
    .select({ before: photoComparisons.beforePhotoId, after: photoComparisons.afterPhotoId })
    .from(photoComparisons)
    .where(
      inArray(
        photoComparisons.afterPhotoId,
        pairs.map((pair) => pair.after.id),
      ),
    );
  const known = new Set(done.map((row) => `${row.before}/${row.after}`));
  for (const pair of pairs) {
    if (known.has(`${pair.before.id}/${pair.after.id}`)) continue;
    const [before, after] = await Promise.all([
      webPicture(db, pair.before.webBlobId!),
      webPicture(db, pair.after.webBlobId!),
    ]);
    if (!before || !after) continue;
    const result = await comparePictures(before, after);
    await writing(db, async (tx) => {
      const [row] = await tx
        .insert(photoComparisons)
        .values({
          clientId: pair.after.clientId,
          vehicleId: pair.after.vehicleId!,
          bookingId: pair.bookingId,
          angle: pair.angle,
          beforePhotoId: pair.before.id,
          afterPhotoId: pair.after.id,
          comparable: result.comparable,
          similarity: result.similarity,
          millis: result.millis,
        })
        // Two readers at once: the first one's comparison is kept.
        .onConflictDoNothing()
        .returning({ id: photoComparisons.id });
      if (!row) return;
      if (result.regions.length)
        await tx.insert(damageSuggestions).values(
          result.regions.map((region, position) => ({
            comparisonId: row.id,
            clientId: pair.after.clientId,
            position,
            x: region.x,
            y: region.y,
            width: region.width,
            height: region.height,
            score: region.score,
          })),
        );
    });
  }
}

const driver = personTable('comparison_driver');
const decider = personTable('suggestion_decider');
const nameOf = (table: typeof driver) =>
  sql<string>`trim(coalesce(${table.contactName}, '') || ' ' || coalesce(${table.contactSurname}, ''))`;

async function selectComparisons(db: Db, where: SQL | undefined): Promise<PhotoComparison[]> {
  const rows = await db
    .select({
      comparison: photoComparisons,
      booking: sharingBookings,
      driverName: nameOf(driver),
      ...vehicleRefColumns,
    })
    .from(photoComparisons)
    .innerJoin(sharingBookings, eq(sharingBookings.id, photoComparisons.bookingId))
    .innerJoin(vehicles, eq(vehicles.id, photoComparisons.vehicleId))
    .leftJoin(driver, eq(driver.id, sharingBookings.driverUserId))
    .where(where)
    .orderBy(
      desc(
        sql`coalesce(${sharingBookings.returnedAt}, ${sharingBookings.checkedOutAt}, ${sharingBookings.startsAt})`,
      ),
      sql`array_position(ARRAY['front', 'rear', 'left', 'right', 'interior']::text[], ${photoComparisons.angle})`,
    );
  if (!rows.length) return [];
  const changes = await db
    .select({ suggestion: damageSuggestions, deciderName: nameOf(decider) })
    .from(damageSuggestions)
    .leftJoin(decider, eq(decider.id, damageSuggestions.decidedBy))
    .where(
      inArray(
        damageSuggestions.comparisonId,
        rows.map((row) => row.comparison.id),
      ),
    )
    .orderBy(asc(damageSuggestions.comparisonId), asc(damageSuggestions.position));
  return rows.map(({ comparison: c, booking: b, driverName, ...vehicle }) => ({
    id: c.id,
    vehicle: toVehicleRef(vehicle)!,
    booking: {
      id: b.id,
      startsAt: b.startsAt.toISOString(),
      endsAt: b.endsAt.toISOString(),
      checkedOutAt: b.checkedOutAt?.toISOString() ?? null,
      returnedAt: b.returnedAt?.toISOString() ?? null,
      driver: { id: b.driverUserId, name: driverName ?? '' },
    },
    angle: c.angle as ComparedAngle,
    beforePhotoId: c.beforePhotoId,
    afterPhotoId: c.afterPhotoId,
    comparable: c.comparable,
    similarity: c.similarity,
    millis: c.millis,
    changes: changes
      .filter(({ suggestion }) => suggestion.comparisonId === c.id)
      .map(({ suggestion: s, deciderName }) => ({
        id: s.id,
        x: s.x,
        y: s.y,
        width: s.width,
        height: s.height,
        score: s.score,
        status: s.status,
        damageId: s.damageId,
        decidedBy: s.decidedBy ? { id: s.decidedBy, name: deciderName ?? '' } : null,
        decidedAt: s.decidedAt?.toISOString() ?? null,
      })),
  }));
}

/**
 * The comparisons of a booking, or of a vehicle's newest bookings with check-in photos: pairs
 * not compared yet are compared first (one at a time, ./compare.ts), then every comparison with
 * its suggested changes.
 */
export async function listComparisons(
  db: Db,
  user: DamageUser,
  scope: ComparisonScope,
): Promise<PhotoComparison[]> {
  const bookingIds = await bookingsInScope(db, user, scope);
  await compareMissing(db, await pairsOf(db, bookingIds));
  if (!bookingIds.length) return [];
  return selectComparisons(
    db,
    and(
      inArray(photoComparisons.bookingId, bookingIds),
      user.clientId ? eq(photoComparisons.clientId, user.clientId) : undefined,
    ),
  );
}

export interface SuggestionDecision {
  id: string;
  decision: 'confirm' | 'dismiss';
  /** For confirm: what the damage is (a person says; the comparison finds change, not damage). */
  damageClass?: DamageClass;
  severity?: DamageSeverity;
  description?: string;
  /** For confirm: record it as confirmed at once (else new). */
  confirmed?: boolean;
}

/**
 * Confirms a suggested change as a damage (the check-in photo and the region on it, the angle as
 * its place, found at check-in in that booking's window), or dismisses it (nothing is recorded).
 * A suggestion decided before is a field error `decision: already_decided`.
 */
export async function decideSuggestion(
  db: Db,
  user: DamageUser,
  input: SuggestionDecision,
): Promise<{ change: PhotoComparison['changes'][number]; damage: DamageDetail | null }> {
  if (user.driver) throw notFound('suggestion');
  const { damageId, comparisonId, clientId } = await writing(db, async (tx) => {
    const [row] = await tx
      .select({ suggestion: damageSuggestions, comparison: photoComparisons, booking: sharingBookings })
      .from(damageSuggestions)
      .innerJoin(photoComparisons, eq(photoComparisons.id, damageSuggestions.comparisonId))
      .innerJoin(sharingBookings, eq(sharingBookings.id, photoComparisons.bookingId))
      .where(
        and(
          eq(damageSuggestions.id, input.id),
          user.clientId ? eq(damageSuggestions.clientId, user.clientId) : undefined,
        ),
      )
      .for('update', { of: damageSuggestions });
    if (!row) throw notFound('suggestion');
    const { suggestion, comparison, booking } = row;
    if (suggestion.status !== 'open') throw new FieldError('decision', 'already_decided');
    let damageId: string | null = null;
    if (input.decision === 'confirm') {
      const [damage] = await tx
        .insert(damages)
        .values({
          clientId: suggestion.clientId,
          vehicleId: comparison.vehicleId,
          zone: comparison.angle as ComparedAngle,
          damageClass: input.damageClass ?? 'other',
          severity: input.severity ?? 'minor',
          source: 'check_in',
          description: input.description ?? '',
          foundOn: copenhagenToday(booking.returnedAt ?? new Date()),
          photoId: comparison.afterPhotoId,
          photoBox: { x: suggestion.x, y: suggestion.y, width: suggestion.width, height: suggestion.height },
          bookingId: booking.id,
          reportedBy: user.userId,
          status: input.confirmed ? 'confirmed' : 'new',
        })
        .returning({ id: damages.id });
      damageId = damage!.id;
      const moves: { fromStatus: DamageStatus | null; toStatus: DamageStatus }[] = [
        { fromStatus: null, toStatus: 'new' },
      ];
      if (input.confirmed) moves.push({ fromStatus: 'new', toStatus: 'confirmed' });
      for (const change of moves)
        await tx.insert(damageStatusChanges).values({
          damageId,
          clientId: suggestion.clientId,
          ...change,
          actorUserId: user.userId,
        });
    }
    await tx
      .update(damageSuggestions)
      .set({
        status: input.decision === 'confirm' ? 'confirmed' : 'dismissed',
        damageId,
        decidedBy: user.userId,
        decidedAt: sql`now()`,
      })
      .where(eq(damageSuggestions.id, suggestion.id));
    return { damageId, comparisonId: comparison.id, clientId: suggestion.clientId };
  });
  const [comparison] = await selectComparisons(db, eq(photoComparisons.id, comparisonId));
  const change = comparison!.changes.find((c) => c.id === input.id)!;
  return { change, damage: damageId ? await getDamage(db, { ...user, clientId }, damageId) : null };
}

/**
 * The configured model's detections on a photo of the client (its web-sized picture). Another
 * client's or an unknown photo: NOT_FOUND; without a ready model: the field error `model: <state>`.
 */
export async function detectOnPhoto(db: Db, user: DamageUser, photoId: string): Promise<DetectedDamage[]> {
  const [photo] = await db
    .select({ web: photos.webBlobId })
    .from(photos)
    .where(and(eq(photos.id, photoId), user.clientId ? eq(photos.clientId, user.clientId) : undefined));
  if (!photo) throw notFound('photo');
  const picture = photo.web ? await webPicture(db, photo.web) : null;
  if (!picture) throw new FieldError('photoId', 'no_picture');
  try {
    return await detectDamages(picture);
  } catch (error) {
    if (error instanceof ModelNotReady) throw new FieldError('model', error.state);
    throw error;
  }
}
