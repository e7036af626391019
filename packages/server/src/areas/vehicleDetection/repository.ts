/**
 * Vehicle detection in the database (docs/vehicle-detection.md): a scan that plate-reading
 * uploads belong to, the plates read from a stored photo (once per picture, kept in plate_reads),
 * matched to the client's register (exact, then by trigram similarity), and the yard roll-call.
 * Managers only; another client's photo or scan answers NOT_FOUND like an unknown one.
 */
import { and, asc, desc, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { vehicles } from '../vehicles/schema.js';
import { FieldError } from '../../errors.js';
import { notFound, writing, type WorkActor } from '../../work/access.js';
import { vehicleSeen } from '../index.js';
import { blobInfo, readBlobToBuffer } from '../documents/storage.js';
import type { PhotoReader } from '../photos/repository.js';
import { photos } from '../photos/schema.js';
import {
  CANDIDATE_SIMILARITY,
  FUZZY_SIMILARITY,
  MAX_CANDIDATES,
  MIN_READ_SCORE,
  type PhotoPlates,
  type PlateCandidate,
  type PlateReading,
  type RecentPhoto,
  type RollCall,
  type ScanKind,
} from './model.js';
import { UnreadablePicture } from './ocrWorker.js';
import { platesIn, readPicture, type FoundPlate } from './reader.js';
import { plateReads, vehicleScans } from './schema.js';

/** A new scan of the manager's client: what the photos uploaded for plate reading belong to. */
export async function createScan(db: Db, actor: WorkActor, kind: ScanKind): Promise<{ id: string }> {
  const [row] = await db
    .insert(vehicleScans)
    .values({ clientId: actor.clientId, kind, createdBy: actor.userId })
    .returning({ id: vehicleScans.id });
  return row!;
}

/** The photos area's owner check for a scan (photos/repository.ts): a manager's client's scan; drivers none. */
export async function scanPhotoOwner(
  db: Db,
  reader: PhotoReader,
  scanId: string,
): Promise<{ vehicleId: string | null }> {
  if (reader.driverUserId) throw notFound('scan');
  const [row] = await db
    .select({ id: vehicleScans.id })
    .from(vehicleScans)
    .where(and(eq(vehicleScans.id, scanId), eq(vehicleScans.clientId, reader.clientId)));
  if (!row) throw notFound('scan');
  return { vehicleId: null };
}

/**
 * The register plates nearest a read: the same plate first (similarity 1), then those at least
 * CANDIDATE_SIMILARITY alike by trigrams, most alike first. Sold vehicles are left out.
 */
export async function candidatesFor(db: Db, clientId: string, text: string): Promise<PlateCandidate[]> {
  const similarity = sql<number>`similarity(${vehicles.registration}, ${text})`;
  const rows = await db
    .select({
      vehicleId: vehicles.id,
      registration: vehicles.registration,
      make: vehicles.make,
      model: vehicles.model,
      similarity,
    })
    .from(vehicles)
    .where(
      and(
        eq(vehicles.clientId, clientId),
        ne(vehicles.status, 'sold'),
        sql`(${vehicles.registration} = ${text} OR ${similarity} >= ${CANDIDATE_SIMILARITY})`,
      ),
    )
    .orderBy(
      sql`${vehicles.registration} = ${text} DESC`,
      sql`${similarity} DESC`,
      asc(vehicles.registration),
    )
    .limit(MAX_CANDIDATES);
  return rows.map((row) => ({
    ...row,
    similarity: row.registration === text ? 1 : Math.round(Number(row.similarity) * 1000) / 1000,
  }));
}

/**
 * A plate read matched to the register: exact when the register has that plate; fuzzy when one
 * candidate is at least FUZZY_SIMILARITY alike and clearly ahead of the next; unknown otherwise,
 * and always when the read's score is below MIN_READ_SCORE (never act on a low score).
 */
export async function matchPlate(db: Db, clientId: string, plate: FoundPlate): Promise<PlateReading> {
  const candidates = await candidatesFor(db, clientId, plate.text);
  const [best, next] = candidates;
  let status: PlateReading['status'] = 'unknown';
  if (plate.score >= MIN_READ_SCORE && best) {
    if (best.registration === plate.text) status = 'exact';
    else if (
      plate.shape === 'standard' &&
      best.similarity >= FUZZY_SIMILARITY &&
      (!next || best.similarity - next.similarity >= 0.1)
    )
      status = 'fuzzy';
  }
  return { ...plate, status, vehicle: status === 'unknown' ? null : best!, candidates };
}

/** The bytes the reader reads: the photo's upright web-sized JPEG (none for a HEIC stored before HEICs were decoded). */
async function pictureOf(db: Db, webBlobId: string | null): Promise<Buffer> {
  const blob = webBlobId ? await blobInfo(db, webBlobId) : null;
  if (!blob) throw new FieldError('photoId', 'unreadable');
  return readBlobToBuffer(db, blob);
}

/**
 * The plates in a photo of the manager's client, matched to the register. A photo is read once:
 * later calls (and other photos with the same bytes) answer from plate_reads or the reader's
 * cache; the match is made anew each time, against the register as it is.
 */
export async function readPhotoPlates(db: Db, actor: WorkActor, photoId: string): Promise<PhotoPlates> {
  const [photo] = await db
    .select({
      id: photos.id,
      sha256: photos.sha256,
      webBlobId: photos.webBlobId,
      vehicleId: photos.vehicleId,
      showsVehicleId: photos.showsVehicleId,
    })
    .from(photos)
    .where(and(eq(photos.id, photoId), eq(photos.clientId, actor.clientId)));
  if (!photo) throw notFound('photo');
  const [stored] = await db
    .select()
    .from(plateReads)
    .where(
      and(
        eq(plateReads.clientId, actor.clientId),
        sql`(${plateReads.photoId} = ${photo.id} OR ${plateReads.sha256} = ${photo.sha256})`,
      ),
    )
    .orderBy(sql`${plateReads.photoId} = ${photo.id} DESC`)
    .limit(1);
  let read: { width: number; height: number; plates: FoundPlate[]; readMs: number; cached: boolean };
  if (stored) read = { ...stored, cached: true };
  else {
    try {
      const result = await readPicture(photo.sha256, () => pictureOf(db, photo.webBlobId));
      read = {
        width: result.width,
        height: result.height,
        plates: platesIn(result),
        readMs: Math.round(result.ms),
        cached: result.cached,
      };
    } catch (error) {
      if (error instanceof UnreadablePicture) throw new FieldError('photoId', 'unreadable');
      throw error;
    }
  }
  if (stored?.photoId !== photo.id)
    await db
      .insert(plateReads)
      .values({
        photoId: photo.id,
        clientId: actor.clientId,
        sha256: photo.sha256,
        width: read.width,
        height: read.height,
        plates: read.plates,
        readMs: read.readMs,
      })
      .onConflictDoNothing();
  const matched: PlateReading[] = [];
  for (const plate of read.plates) {
    const reading = await matchPlate(db, actor.clientId, plate);
    // Any word can be a personal plate: one is a plate only when the register has it.
    if (plate.shape === 'personal' && reading.status !== 'exact') continue;
    matched.push(reading);
  }
  await linkOrFlag(db, actor, photo, matched);
  return {
    photoId: photo.id,
    width: read.width,
    height: read.height,
    plates: matched,
    readMs: read.readMs,
    cached: read.cached,
  };
}

/**
 * What a read says about the photo's vehicle (docs/vehicle-detection.md, "A photo and its
 * vehicle"), from the plates that matched a vehicle (exact or an accepted fuzzy match; a low score
 * matches none). A photo of a vehicle that shows another one's plate and not its own is flagged
 * with that vehicle (`shows_vehicle_id`, the likeliest read); one that shows its own plate is not
 * (an earlier flag is cleared). A photo of no vehicle that shows exactly one vehicle is linked to
 * it (`vehicle_id`); one that shows several (a yard photo) stays unlinked.
 */
async function linkOrFlag(
  db: Db,
  actor: WorkActor,
  photo: { id: string; vehicleId: string | null; showsVehicleId: string | null },
  plates: readonly PlateReading[],
): Promise<void> {
  const shown = [
    ...new Set(
      plates.flatMap((plate) =>
        plate.status !== 'unknown' && plate.vehicle ? [plate.vehicle.vehicleId] : [],
      ),
    ),
  ];
  if (shown.length === 0) return;
  const mine = and(eq(photos.id, photo.id), eq(photos.clientId, actor.clientId));
  if (photo.vehicleId === null) {
    if (shown.length === 1) await db.update(photos).set({ vehicleId: shown[0]! }).where(mine);
    return;
  }
  const other = shown.includes(photo.vehicleId) ? null : shown[0]!;
  if (other === photo.showsVehicleId) return;
  await db
    .update(photos)
    .set({ showsVehicleId: other, showsVehicleReadAt: other ? new Date() : null })
    .where(mine);
}

/** The angles of a check-out's or check-in's photo that show a registration plate. */
export const PLATE_ANGLES: readonly string[] = ['front', 'rear'];

/**
 * Reads the plates of a photo just stored, in the background (the upload has answered): the
 * reader's queue takes one picture at a time and knows the bytes it read, so this only waits its
 * turn. The read links or flags the photo like any other (linkOrFlag); a failure is told to
 * `failed` and changes nothing (the photo is kept whatever its read gives).
 */
export function readPlatesLater(
  db: Db,
  actor: WorkActor,
  photoId: string,
  failed: (error: unknown) => void,
): void {
  readPhotoPlates(db, actor, photoId).catch(failed);
}

/** The photos of a scan (NOT_FOUND for another client's), oldest first. */
export async function scanPhotoIds(db: Db, actor: WorkActor, scanId: string): Promise<string[]> {
  const [scan] = await db
    .select({ id: vehicleScans.id })
    .from(vehicleScans)
    .where(and(eq(vehicleScans.id, scanId), eq(vehicleScans.clientId, actor.clientId)));
  if (!scan) throw notFound('scan');
  const rows = await db
    .select({ id: photos.id })
    .from(photos)
    .where(
      and(
        eq(photos.clientId, actor.clientId),
        eq(photos.ownerKind, 'vehicle_scan'),
        eq(photos.ownerId, scanId),
      ),
    )
    .orderBy(asc(photos.createdAt), asc(photos.id));
  return rows.map((row) => row.id);
}

/**
 * The yard roll-call: the plates of a batch of photos against the register. Present: each
 * matched vehicle once (its best read), with the photo's time and place (EXIF, kept with the
 * uploader's consent); missing: the active vehicles no photo shows; unknown: plates of no vehicle.
 * Each present vehicle whose photo has a place is placed on the map there, at the photo's time
 * (docs/map.md "Positions from people's work"): a position of source `roll_call`, stored once
 * however often the roll-call is made (a unique index), moving the vehicle's last position only
 * when it is newer. A photo without a place places nothing (`placement: 'no_place'`).
 */
export async function rollCall(db: Db, actor: WorkActor, photoIds: readonly string[]): Promise<RollCall> {
  const present = new Map<string, RollCall['present'][number]>();
  const unknown = new Map<string, RollCall['unknown'][number]>();
  const withoutPlate: string[] = [];
  const places = await db
    .select({
      id: photos.id,
      takenAt: photos.takenAt,
      createdAt: photos.createdAt,
      latitude: photos.latitude,
      longitude: photos.longitude,
    })
    .from(photos)
    .where(and(eq(photos.clientId, actor.clientId), inArray(photos.id, [...photoIds])));
  const placeOf = new Map(places.map((row) => [row.id, row]));
  // Another client's photo (or none) among them: NOT_FOUND before anything is read or written.
  if (photoIds.some((id) => !placeOf.has(id))) throw notFound('photo');
  for (const photoId of photoIds) {
    const read = await readPhotoPlates(db, actor, photoId);
    if (read.plates.length === 0) withoutPlate.push(photoId);
    const place = placeOf.get(photoId)!;
    for (const plate of read.plates) {
      if (plate.vehicle && plate.status !== 'unknown') {
        const earlier = present.get(plate.vehicle.vehicleId);
        // Its best read, a photo with a place before one without.
        const located = place.latitude != null && place.longitude != null;
        if (earlier) {
          const earlierLocated = earlier.location !== null;
          if (earlierLocated && !located) continue;
          if (earlierLocated === located && earlier.score >= plate.score) continue;
        }
        // The photo's time is when the vehicle was there; never after the photo reached us (a
        // camera's clock ahead), and without a time in the photo, when it reached us.
        const at = place.takenAt && place.takenAt < place.createdAt ? place.takenAt : place.createdAt;
        present.set(plate.vehicle.vehicleId, {
          vehicleId: plate.vehicle.vehicleId,
          registration: plate.vehicle.registration,
          make: plate.vehicle.make,
          model: plate.vehicle.model,
          photoId,
          status: plate.status,
          score: plate.score,
          takenAt: place.takenAt?.toISOString() ?? null,
          location: located ? { latitude: place.latitude!, longitude: place.longitude! } : null,
          placement: located ? 'placed' : 'no_place',
          placedAt: located ? at.toISOString() : null,
        });
      } else if (!unknown.has(plate.text) || unknown.get(plate.text)!.score < plate.score)
        unknown.set(plate.text, {
          text: plate.text,
          photoId,
          score: plate.score,
          candidates: plate.candidates,
        });
    }
  }
  const placed = [...present.values()].filter((vehicle) => vehicle.placement === 'placed');
  if (placed.length > 0)
    await writing(db, async (tx) => {
      for (const vehicle of placed)
        await vehicleSeen(tx, {
          clientId: actor.clientId,
          vehicleId: vehicle.vehicleId,
          at: new Date(vehicle.placedAt!),
          lat: vehicle.location!.latitude,
          lon: vehicle.location!.longitude,
          accuracyM: null,
          source: 'roll_call',
        });
    });
  const active = await db
    .select({
      vehicleId: vehicles.id,
      registration: vehicles.registration,
      make: vehicles.make,
      model: vehicles.model,
    })
    .from(vehicles)
    .where(and(eq(vehicles.clientId, actor.clientId), eq(vehicles.status, 'active')))
    .orderBy(asc(vehicles.registration));
  return {
    present: [...present.values()].sort((a, b) => a.registration.localeCompare(b.registration)),
    missing: active.filter((vehicle) => !present.has(vehicle.vehicleId)),
    unknown: [...unknown.values()].sort((a, b) => a.text.localeCompare(b.text)),
    withoutPlate,
  };
}

/** The client's newest photos that can be read (they have a web-sized copy), with what was read earlier. */
export async function recentPhotos(db: Db, actor: WorkActor, limit: number): Promise<RecentPhoto[]> {
  const rows = await db
    .select({
      photoId: photos.id,
      ownerKind: photos.ownerKind,
      vehicleId: photos.vehicleId,
      thumbBlobId: photos.thumbBlobId,
      createdAt: photos.createdAt,
      plates: plateReads.plates,
    })
    .from(photos)
    .leftJoin(plateReads, eq(plateReads.photoId, photos.id))
    .where(and(eq(photos.clientId, actor.clientId), isNotNull(photos.webBlobId)))
    .orderBy(desc(photos.createdAt), desc(photos.id))
    .limit(limit);
  return rows.map((row) => ({
    photoId: row.photoId,
    ownerKind: row.ownerKind,
    vehicleId: row.vehicleId,
    hasThumb: row.thumbBlobId !== null,
    createdAt: row.createdAt.toISOString(),
    plate: row.plates?.find((plate) => plate.shape === 'standard')?.text ?? null,
    read: row.plates !== null,
  }));
}
