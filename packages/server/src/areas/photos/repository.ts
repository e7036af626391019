/**
 * Photos in the database (docs/photos.md): who may add a photo to what, the photos an owner has,
 * the file a reader may fetch, and the driver's walk-around and problem report that carry photos
 * and an odometer reading. Another client's ids answer NOT_FOUND, like unknown ones.
 */
import { and, asc, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database.js';
import { inspections } from '../inspections/schema.js';
import { tasks } from '../tasks/schema.js';
import { users } from '../../db/schema.js';
import { vehicles } from '../vehicles/schema.js';
import { copenhagenToday } from '../../due/rules.js';
import { completeInspection } from '../inspections/repository.js';
import { reportProblem } from '../tasks/repository.js';
import { FieldError } from '../../errors.js';
import { notFound, writing, type WorkActor } from '../../work/access.js';
import type { DefectSeverity, InspectionDetail } from '../inspections/model.js';
import type { Task } from '../tasks/model.js';
import { deleteBlobs } from '../documents/storage.js';
import { areas } from '../index.js';
import { damagePhotoOwner } from '../damage/repository.js';
import { scanPhotoOwner } from '../vehicleDetection/repository.js';
import { addReading } from '../service/odometer.js';
import { sharingBookings } from '../sharing/schema.js';
import {
  AVAILABLE_PHOTO_OWNERS,
  DUPLICATE_DISTANCE,
  WALK_AROUND_ITEMS,
  PHOTO_ANGLES,
  type Photo,
  type PhotoAngle,
  type PhotoOwnerKind,
  type WalkAroundItem,
  type WalkAroundRecord,
} from './model.js';
import type { FaceBox } from './faces.js';
import { hammingDistance } from './images.js';
import { photos, reportedOdometers, walkAroundChecks } from './schema.js';

/** Who reads or writes photos: a manager of the client, or a driver (their vehicles' and own photos). */
export interface PhotoReader {
  clientId: string;
  /** Set for a driver. */
  driverUserId: string | null;
}

export interface PhotoOwner {
  ownerKind: PhotoOwnerKind;
  ownerId: string;
}

/**
 * The vehicle a new photo's owner belongs to, when `reader` may add a photo to it: a manager to
 * any inspection or driver report of the client; a driver to an inspection of a vehicle they
 * drive (not completed, or completed by them) and to their own reports and damages. NOT_FOUND
 * otherwise.
 */
export async function checkPhotoOwner(
  db: Db,
  reader: PhotoReader,
  owner: PhotoOwner,
): Promise<{ vehicleId: string | null }> {
  if (!(AVAILABLE_PHOTO_OWNERS as readonly string[]).includes(owner.ownerKind))
    throw new FieldError('ownerKind', 'unavailable');
  if (owner.ownerKind === 'inspection') {
    const conditions: SQL[] = [eq(inspections.id, owner.ownerId), eq(inspections.clientId, reader.clientId)];
    if (reader.driverUserId) {
      conditions.push(eq(vehicles.driverUserId, reader.driverUserId));
      conditions.push(
        or(sql`${inspections.completedAt} IS NULL`, eq(inspections.completedByUserId, reader.driverUserId))!,
      );
    }
    const [row] = await db
      .select({ vehicleId: inspections.vehicleId })
      .from(inspections)
      .innerJoin(vehicles, eq(vehicles.id, inspections.vehicleId))
      .where(and(...conditions));
    if (!row) throw notFound('inspection');
    return row;
  }
  // A damage: a manager's client's, a driver's own report (src/areas/damage).
  if (owner.ownerKind === 'damage') return damagePhotoOwner(db, reader, owner.ownerId);
  // A plate-reading scan: a manager's client's (src/areas/vehicleDetection).
  if (owner.ownerKind === 'vehicle_scan') return scanPhotoOwner(db, reader, owner.ownerId);
  if (owner.ownerKind === 'check_out' || owner.ownerKind === 'check_in') {
    // A booking's condition photos: the manager's client's, the driver's own booking; a
    // check-out's while it is confirmed or out, a check-in's while it is out or returned.
    const statuses =
      owner.ownerKind === 'check_out' ? ['confirmed', 'checked_out'] : ['checked_out', 'returned'];
    const [row] = await db
      .select({ vehicleId: sharingBookings.vehicleId, status: sharingBookings.status })
      .from(sharingBookings)
      .where(
        and(
          eq(sharingBookings.id, owner.ownerId),
          eq(sharingBookings.clientId, reader.clientId),
          reader.driverUserId ? eq(sharingBookings.driverUserId, reader.driverUserId) : undefined,
        ),
      );
    if (!row) throw notFound('booking');
    if (!statuses.includes(row.status)) throw new FieldError('ownerId', row.status);
    return { vehicleId: row.vehicleId };
  }
  const conditions: SQL[] = [
    eq(tasks.id, owner.ownerId),
    eq(tasks.clientId, reader.clientId),
    eq(tasks.source, 'driver_report'),
  ];
  if (reader.driverUserId) conditions.push(eq(tasks.createdByUserId, reader.driverUserId));
  const [row] = await db
    .select({ vehicleId: tasks.vehicleId })
    .from(tasks)
    .where(and(...conditions));
  if (!row) throw notFound('report');
  return row;
}

/** The photos a reader sees: a manager every photo of the client; a driver their own and their vehicles'. */
function readable(reader: PhotoReader): SQL {
  const client = eq(photos.clientId, reader.clientId);
  if (!reader.driverUserId) return client;
  return and(
    client,
    or(
      eq(photos.uploadedBy, reader.driverUserId),
      and(
        // A plate-reading upload or a yard photo linked to a vehicle by its plate is the manager's
        // (it may show other vehicles and people); a driver sees it only if they sent it.
        ne(photos.ownerKind, 'vehicle_scan'),
        inArray(
          photos.vehicleId,
          sql`(SELECT id FROM vehicles WHERE driver_user_id = ${reader.driverUserId})`,
        ),
      ),
    ),
  )!;
}

export interface NewPhoto {
  owner: PhotoOwner;
  vehicleId: string | null;
  checkItem: WalkAroundItem | null;
  angle?: PhotoAngle | null;
  contentType: string;
  size: number;
  sha256: string;
  originalBlobId: string;
  webBlobId: string | null;
  thumbBlobId: string | null;
  width: number | null;
  height: number | null;
  takenAt: Date | null;
  location: { latitude: number; longitude: number } | null;
  dhash: bigint | null;
  faces: FaceBox[] | null;
  blurredBlobId: string | null;
}

/**
 * Records a stored photo. A failed walk-around item's photo names the defect made of it; an
 * earlier photo of the client with the same picture (dHash within DUPLICATE_DISTANCE bits, or the
 * same bytes) is named as what it duplicates.
 */
export async function createPhoto(db: Db, actor: WorkActor, input: NewPhoto): Promise<Photo> {
  let defectId: string | null = null;
  if (input.owner.ownerKind === 'inspection' && input.checkItem) {
    const [check] = await db
      .select({ defectId: walkAroundChecks.defectId })
      .from(walkAroundChecks)
      .where(
        and(
          eq(walkAroundChecks.inspectionId, input.owner.ownerId),
          eq(walkAroundChecks.item, input.checkItem),
        ),
      );
    defectId = check?.defectId ?? null;
  }
  // The nearest earlier picture of the client: the same bytes, or a dHash a few bits away. The
  // hashes are compared here (16 bytes a photo, one indexed scan of the client's) rather than
  // with bit_count in SQL, which both engines run but node-postgres and PGlite bind differently.
  const candidates = await db
    .select({ id: photos.id, dhash: photos.dhash, sha256: photos.sha256 })
    .from(photos)
    .where(eq(photos.clientId, actor.clientId))
    .orderBy(asc(photos.createdAt), asc(photos.id));
  let earlier: { id: string; distance: number } | null = null;
  for (const candidate of candidates) {
    const distance =
      candidate.sha256 === input.sha256
        ? 0
        : input.dhash !== null && candidate.dhash !== null
          ? hammingDistance(BigInt(candidate.dhash), input.dhash)
          : 64;
    if (distance <= DUPLICATE_DISTANCE && (!earlier || distance < earlier.distance))
      earlier = { id: candidate.id, distance };
  }
  const id = await writing(db, async (tx) => {
    const [row] = await tx
      .insert(photos)
      .values({
        clientId: actor.clientId,
        ownerKind: input.owner.ownerKind,
        ownerId: input.owner.ownerId,
        vehicleId: input.vehicleId,
        checkItem: input.checkItem,
        angle: input.angle ?? null,
        defectId,
        contentType: input.contentType,
        size: input.size,
        sha256: input.sha256,
        originalBlobId: input.originalBlobId,
        webBlobId: input.webBlobId,
        thumbBlobId: input.thumbBlobId,
        width: input.width,
        height: input.height,
        takenAt: input.takenAt,
        latitude: input.location?.latitude ?? null,
        longitude: input.location?.longitude ?? null,
        dhash: input.dhash,
        faces: input.faces,
        blurredBlobId: input.blurredBlobId,
        duplicateOf: earlier?.id ?? null,
        uploadedBy: actor.userId,
      })
      .returning({ id: photos.id });
    // Where the photo was taken (kept only with the uploader's consent) is where its vehicle was
    // then: never later than now, so a camera's clock ahead does not pin the map's last position.
    if (input.vehicleId && input.location) {
      const now = new Date();
      const at = input.takenAt && input.takenAt < now ? input.takenAt : now;
      for (const area of areas)
        await area.onVehicleSeen?.(tx, {
          clientId: actor.clientId,
          vehicleId: input.vehicleId,
          at,
          lat: input.location.latitude,
          lon: input.location.longitude,
          accuracyM: null,
          source: 'photo',
        });
    }
    return row!.id;
  });
  const [photo] = await selectPhotos(db, eq(photos.id, id));
  return photo!;
}

const earlierPhoto = alias(photos, 'earlier_photo');
const uploader = alias(users, 'uploader');
const shownVehicle = alias(vehicles, 'shown_vehicle');

async function selectPhotos(db: Db, where: SQL | undefined): Promise<Photo[]> {
  const rows = await db
    .select({
      photo: photos,
      uploaderName: sql<string>`trim(${uploader.contactName} || ' ' || ${uploader.contactSurname})`,
      duplicateKind: earlierPhoto.ownerKind,
      duplicateOwner: earlierPhoto.ownerId,
      shownRegistration: shownVehicle.registration,
    })
    .from(photos)
    .leftJoin(earlierPhoto, eq(earlierPhoto.id, photos.duplicateOf))
    .leftJoin(uploader, eq(uploader.id, photos.uploadedBy))
    .leftJoin(
      shownVehicle,
      and(eq(shownVehicle.id, photos.showsVehicleId), eq(shownVehicle.clientId, photos.clientId)),
    )
    .where(where)
    .orderBy(asc(photos.createdAt), asc(photos.id));
  return rows.map(({ photo: p, uploaderName, duplicateKind, duplicateOwner, shownRegistration }) => ({
    id: p.id,
    ownerKind: p.ownerKind,
    ownerId: p.ownerId,
    vehicleId: p.vehicleId,
    checkItem: (WALK_AROUND_ITEMS as readonly string[]).includes(p.checkItem ?? '')
      ? (p.checkItem as WalkAroundItem)
      : null,
    angle: (PHOTO_ANGLES as readonly string[]).includes(p.angle ?? '') ? p.angle : null,
    defectId: p.defectId,
    contentType: p.contentType,
    size: p.size,
    width: p.width,
    height: p.height,
    hasWeb: p.webBlobId !== null,
    hasThumb: p.thumbBlobId !== null,
    takenAt: p.takenAt?.toISOString() ?? null,
    location:
      p.latitude !== null && p.longitude !== null ? { latitude: p.latitude, longitude: p.longitude } : null,
    duplicateOf:
      p.duplicateOf && duplicateKind && duplicateOwner
        ? { id: p.duplicateOf, ownerKind: duplicateKind, ownerId: duplicateOwner }
        : null,
    uploadedBy: p.uploadedBy ? { id: p.uploadedBy, name: uploaderName ?? '' } : null,
    createdAt: p.createdAt.toISOString(),
    showsVehicle:
      p.showsVehicleId && shownRegistration && p.showsVehicleReadAt
        ? {
            id: p.showsVehicleId,
            registration: shownRegistration,
            readAt: p.showsVehicleReadAt.toISOString(),
          }
        : null,
  }));
}

/** An owner's photos, oldest first (NOT_FOUND when the reader may not see the owner). */
export async function listPhotos(db: Db, reader: PhotoReader, owner: PhotoOwner): Promise<Photo[]> {
  if (!reader.driverUserId) await checkPhotoOwner(db, reader, owner);
  return selectPhotos(
    db,
    and(readable(reader), eq(photos.ownerKind, owner.ownerKind), eq(photos.ownerId, owner.ownerId)),
  );
}

/** Deletes a photo and its files (managers; a driver their own). */
export async function deletePhoto(db: Db, reader: PhotoReader, id: string): Promise<void> {
  const own = reader.driverUserId ? eq(photos.uploadedBy, reader.driverUserId) : undefined;
  const [row] = await db
    .delete(photos)
    .where(and(eq(photos.id, id), eq(photos.clientId, reader.clientId), own))
    .returning();
  if (!row) throw notFound('photo');
  await deleteBlobs(db, [row.originalBlobId, row.webBlobId, row.thumbBlobId, row.blurredBlobId]);
}

export type PhotoVariant = 'original' | 'web' | 'thumb';

/** The blob of a photo's variant the reader may fetch; null otherwise (another client's too). */
export async function photoFileFor(
  db: Db,
  reader: PhotoReader,
  id: string,
  variant: PhotoVariant,
): Promise<{ blobId: string; contentType: string; fileName: string; sha256: string | null } | null> {
  const [row] = await db
    .select()
    .from(photos)
    .where(and(eq(photos.id, id), readable(reader)));
  if (!row) return null;
  const blobId =
    variant === 'original' ? row.originalBlobId : variant === 'web' ? row.webBlobId : row.thumbBlobId;
  if (!blobId) return null;
  // The original leaves the product: with faces on it, it leaves with them blurred (faces.ts).
  if (variant === 'original' && row.blurredBlobId)
    return {
      blobId: row.blurredBlobId,
      contentType: 'image/jpeg',
      fileName: `photo-${id.slice(0, 8)}.jpg`,
      sha256: null,
    };
  const extension = { 'image/png': 'png', 'image/webp': 'webp', 'image/heic': 'heic', 'image/heif': 'heif' };
  return variant === 'original'
    ? {
        blobId,
        contentType: row.contentType,
        fileName: `photo-${id.slice(0, 8)}.${extension[row.contentType as keyof typeof extension] ?? 'jpg'}`,
        sha256: row.sha256,
      }
    : { blobId, contentType: 'image/jpeg', fileName: `photo-${id.slice(0, 8)}-${variant}.jpg`, sha256: null };
}

async function personName(db: Db, userId: string): Promise<string> {
  const [row] = await db
    .select({ name: users.contactName, surname: users.contactSurname, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  return `${row?.name ?? ''} ${row?.surname ?? ''}`.trim() || row?.email || '';
}

/** Records an odometer reading a driver made (the chain refuses one lower than the last). */
async function recordOdometer(
  tx: Db,
  actor: WorkActor,
  owner: { ownerKind: 'inspection' | 'driver_report'; ownerId: string },
  vehicleId: string,
  odometerKm: number,
) {
  const reading = await addReading(tx, actor, {
    vehicleId,
    readOn: copenhagenToday(),
    odometerKm,
    source: 'manual',
  });
  await tx
    .insert(reportedOdometers)
    .values({ ...owner, clientId: actor.clientId, odometerKm, readingId: reading.id });
}

export interface WalkAroundInput {
  inspectionId: string;
  odometerKm?: number | null;
  notes?: string;
  /** Every checklist item once; a failed one with the defect's words (in the driver's language). */
  checks: { item: WalkAroundItem; passed: boolean; defect?: string; severity?: DefectSeverity }[];
}

/**
 * A driver's walk-around of a vehicle they drive: every item passed or failed; each failed item
 * becomes a defect and its task (as a manager's completion does), the odometer joins the chain,
 * and the inspection is completed by the driver. Photos of an item already taken are linked to
 * its defect.
 */
export async function completeWalkAround(
  db: Db,
  actor: WorkActor,
  input: WalkAroundInput,
): Promise<InspectionDetail> {
  const items = input.checks.map((check) => check.item);
  if (new Set(items).size !== items.length || items.length !== WALK_AROUND_ITEMS.length)
    throw new FieldError('checks', 'incomplete');
  for (const [index, check] of input.checks.entries())
    if (!check.passed && !check.defect?.trim()) throw new FieldError(`checks.${index}.defect`, 'required');
  return writing(db, async (tx) => {
    const [inspection] = await tx
      .select({ id: inspections.id, vehicleId: inspections.vehicleId, kind: inspections.kind })
      .from(inspections)
      .innerJoin(vehicles, eq(vehicles.id, inspections.vehicleId))
      .where(
        and(
          eq(inspections.id, input.inspectionId),
          eq(inspections.clientId, actor.clientId),
          eq(vehicles.driverUserId, actor.userId),
        ),
      );
    if (!inspection) throw notFound('inspection');
    if (inspection.kind !== 'walk_around') throw new FieldError('inspectionId', 'not_walk_around');
    const failed = input.checks.filter((check) => !check.passed);
    const detail = await completeInspection(tx, actor, inspection.id, {
      result: failed.length ? 'fail' : 'pass',
      inspector: await personName(tx, actor.userId),
      notes: input.notes,
      defects: failed.map((check) => ({ text: check.defect!.trim(), severity: check.severity ?? 'major' })),
    });
    const ordered = WALK_AROUND_ITEMS.map((item) => input.checks.find((check) => check.item === item)!);
    let failedIndex = 0;
    for (const [position, check] of ordered.entries()) {
      const defectId = check.passed ? null : (detail.defects[failedIndex++]?.id ?? null);
      await tx.insert(walkAroundChecks).values({
        inspectionId: inspection.id,
        clientId: actor.clientId,
        position,
        item: check.item,
        passed: check.passed,
        defectId,
      });
      if (defectId)
        await tx
          .update(photos)
          .set({ defectId })
          .where(
            and(
              eq(photos.ownerKind, 'inspection'),
              eq(photos.ownerId, inspection.id),
              eq(photos.checkItem, check.item),
            ),
          );
    }
    if (input.odometerKm != null)
      await recordOdometer(
        tx,
        actor,
        { ownerKind: 'inspection', ownerId: inspection.id },
        inspection.vehicleId,
        input.odometerKm,
      );
    return detail;
  });
}

/** The checklist and odometer of a walk-around (empty checks for one done otherwise). */
export async function getWalkAround(
  db: Db,
  reader: PhotoReader,
  inspectionId: string,
): Promise<WalkAroundRecord> {
  await checkPhotoOwner(db, reader, { ownerKind: 'inspection', ownerId: inspectionId });
  const checks = await db
    .select({
      item: walkAroundChecks.item,
      passed: walkAroundChecks.passed,
      defectId: walkAroundChecks.defectId,
    })
    .from(walkAroundChecks)
    .where(eq(walkAroundChecks.inspectionId, inspectionId))
    .orderBy(asc(walkAroundChecks.position));
  const [odometer] = await db
    .select({ km: reportedOdometers.odometerKm })
    .from(reportedOdometers)
    .where(and(eq(reportedOdometers.ownerKind, 'inspection'), eq(reportedOdometers.ownerId, inspectionId)));
  return {
    inspectionId,
    checks: checks.map((check) => ({ ...check, item: check.item as WalkAroundItem })),
    odometerKm: odometer?.km ?? null,
  };
}

/** A driver's problem report (tasks.reportProblem) with an odometer reading. */
export async function reportWithOdometer(
  db: Db,
  actor: WorkActor,
  input: { vehicleId: string; title: string; description?: string; odometerKm?: number | null },
): Promise<Task & { odometerKm: number | null }> {
  return writing(db, async (tx) => {
    const task = await reportProblem(tx, actor, input);
    if (input.odometerKm != null)
      await recordOdometer(
        tx,
        actor,
        { ownerKind: 'driver_report', ownerId: task.id },
        input.vehicleId,
        input.odometerKm,
      );
    return { ...task, odometerKm: input.odometerKm ?? null };
  });
}

/** The odometer a report carried (null: none, or not the reader's). */
export async function reportOdometer(db: Db, reader: PhotoReader, taskId: string): Promise<number | null> {
  await checkPhotoOwner(db, reader, { ownerKind: 'driver_report', ownerId: taskId });
  const [row] = await db
    .select({ km: reportedOdometers.odometerKm })
    .from(reportedOdometers)
    .where(and(eq(reportedOdometers.ownerKind, 'driver_report'), eq(reportedOdometers.ownerId, taskId)));
  return row?.km ?? null;
}
