/**
 * Frozen dataset versions (docs/annotations.md, "Dataset versions"): an admin freezes the approved
 * (reviewed) photos of the clients opted in at that moment into a numbered version. Each photo's
 * shapes are copied into the version, so a later approval, relabelling or review never changes
 * it (and migration 0040's trigger refuses any UPDATE of a version). Each photo goes to train,
 * validation or test by a stable hash of its vehicle's id (80/10/10), so all photos of a vehicle
 * are in one split, in every version; a photo without a vehicle is split by its own id.
 */
import { createHash } from 'node:crypto';
import { and, asc, desc, eq, gt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { users } from '../../db/schema.js';
import { FieldError, NotFoundError } from '../../errors.js';
import { photos } from '../photos/schema.js';
import type { FaceBox } from '../photos/faces.js';
import {
  ANNOTATION_CLASSES,
  DATASET_FORMATS,
  DATASET_SPLITS,
  MAX_LISTED_VERSIONS,
  datasetExportHref,
  type DatasetFormat,
  type DatasetSplit,
  type DatasetVersion,
  type DatasetVersionDetail,
  type Shape,
} from './model.js';
import {
  annotationBatches,
  annotationDatasetPhotos,
  annotationDatasetVersions,
  annotationItems,
  annotationOptIns,
  annotationShapes,
} from './schema.js';

/** Freezes of two admins at once take turns (the number is the previous one's plus one). */
const FREEZE_LOCK_ID = 3_604_000_040;
/** Rows written, and photos read for an export, this many at a time. */
const CHUNK = 200;

/**
 * The split of a vehicle (or of a photo without one): the first four bytes of the SHA-256 of its
 * id, modulo 100; below 80 train, below 90 validation, the rest test. The same id always lands in
 * the same split, whatever else is frozen with it.
 */
export function splitOf(key: string): DatasetSplit {
  const bucket = createHash('sha256').update(key.toLowerCase()).digest().readUInt32BE(0) % 100;
  return bucket < 80 ? 'train' : bucket < 90 ? 'validation' : 'test';
}

const zeroes = <K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, 0])) as Record<K, number>;

const personName = sql<string>`coalesce(nullif(trim(${users.contactName} || ' ' || ${users.contactSurname}), ''), ${users.email})`;

/** Freezes the approved photos of the opted-in clients into the next version. */
export async function freezeVersion(
  db: Db,
  staff: { userId: string },
  input: { name: string },
): Promise<DatasetVersionDetail> {
  const id = await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${FREEZE_LOCK_ID})`);
    const approved = and(eq(annotationItems.status, 'approved'), eq(annotationOptIns.optedIn, true));
    const rows = await tx
      .select({ photoId: photos.id, vehicleId: photos.vehicleId })
      .from(annotationItems)
      .innerJoin(annotationBatches, eq(annotationBatches.id, annotationItems.batchId))
      .innerJoin(annotationOptIns, eq(annotationOptIns.clientId, annotationBatches.clientId))
      .innerJoin(photos, eq(photos.id, annotationItems.photoId))
      .where(approved)
      .orderBy(asc(photos.id));
    if (rows.length === 0) throw new FieldError('photos', 'none_approved');
    const shapeRows = await tx
      .select({ shape: annotationShapes })
      .from(annotationShapes)
      .innerJoin(annotationItems, eq(annotationItems.photoId, annotationShapes.photoId))
      .innerJoin(annotationBatches, eq(annotationBatches.id, annotationItems.batchId))
      .innerJoin(annotationOptIns, eq(annotationOptIns.clientId, annotationBatches.clientId))
      .where(approved)
      .orderBy(asc(annotationShapes.photoId), asc(annotationShapes.position));
    const shapesOf = new Map<string, Shape[]>();
    const classCounts = zeroes(ANNOTATION_CLASSES);
    for (const { shape } of shapeRows) {
      const list = shapesOf.get(shape.photoId) ?? [];
      list.push({
        kind: shape.kind,
        points: shape.points,
        annotationClass: shape.annotationClass,
        part: shape.part,
        severity: shape.severity,
      });
      shapesOf.set(shape.photoId, list);
      classCounts[shape.annotationClass] += 1;
    }
    const splitCounts = zeroes(DATASET_SPLITS);
    const members = rows.map((row) => {
      const splitKey = row.vehicleId ?? row.photoId;
      const split = splitOf(splitKey);
      splitCounts[split] += 1;
      return { photoId: row.photoId, splitKey, split, shapes: shapesOf.get(row.photoId) ?? [] };
    });
    const [last] = await tx
      .select({ number: sql<number>`coalesce(max(${annotationDatasetVersions.number}), 0)::int` })
      .from(annotationDatasetVersions);
    const [version] = await tx
      .insert(annotationDatasetVersions)
      .values({
        number: (last?.number ?? 0) + 1,
        name: input.name,
        classCounts,
        splitCounts,
        photoCount: rows.length,
        shapeCount: shapeRows.length,
        createdBy: staff.userId,
      })
      .returning({ id: annotationDatasetVersions.id });
    for (let start = 0; start < members.length; start += CHUNK)
      await tx
        .insert(annotationDatasetPhotos)
        .values(members.slice(start, start + CHUNK).map((m) => ({ ...m, versionId: version!.id })));
    return version!.id;
  });
  return getVersion(db, id);
}

type VersionRow = typeof annotationDatasetVersions.$inferSelect & { creatorName: string | null };

const summary = (row: VersionRow): DatasetVersion => ({
  id: row.id,
  number: row.number,
  name: row.name,
  createdBy: row.createdBy && row.creatorName !== null ? { id: row.createdBy, name: row.creatorName } : null,
  createdAt: row.createdAt.toISOString(),
  photoCount: row.photoCount,
  shapeCount: row.shapeCount,
  // A class or split added after the freeze counts 0 in it.
  classCounts: { ...zeroes(ANNOTATION_CLASSES), ...row.classCounts },
  splitCounts: { ...zeroes(DATASET_SPLITS), ...row.splitCounts },
  exports: Object.fromEntries(DATASET_FORMATS.map((f) => [f, datasetExportHref(row.id, f)])) as Record<
    DatasetFormat,
    string
  >,
});

const versionColumns = {
  id: annotationDatasetVersions.id,
  number: annotationDatasetVersions.number,
  name: annotationDatasetVersions.name,
  classCounts: annotationDatasetVersions.classCounts,
  splitCounts: annotationDatasetVersions.splitCounts,
  photoCount: annotationDatasetVersions.photoCount,
  shapeCount: annotationDatasetVersions.shapeCount,
  createdBy: annotationDatasetVersions.createdBy,
  createdAt: annotationDatasetVersions.createdAt,
  creatorName: personName,
};

/** The versions, newest first. */
export async function listVersions(db: Db): Promise<DatasetVersion[]> {
  const rows = await db
    .select(versionColumns)
    .from(annotationDatasetVersions)
    .leftJoin(users, eq(users.id, annotationDatasetVersions.createdBy))
    .orderBy(desc(annotationDatasetVersions.number))
    .limit(MAX_LISTED_VERSIONS);
  return rows.map(summary);
}

export async function getVersion(db: Db, id: string): Promise<DatasetVersionDetail> {
  const [row] = await db
    .select(versionColumns)
    .from(annotationDatasetVersions)
    .leftJoin(users, eq(users.id, annotationDatasetVersions.createdBy))
    .where(eq(annotationDatasetVersions.id, id));
  if (!row) throw new NotFoundError('No such dataset version');
  const vehicles = await db
    .select({
      split: annotationDatasetPhotos.split,
      count: sql<number>`count(DISTINCT ${annotationDatasetPhotos.splitKey})::int`,
    })
    .from(annotationDatasetPhotos)
    .where(eq(annotationDatasetPhotos.versionId, id))
    .groupBy(annotationDatasetPhotos.split);
  const vehicleCounts = zeroes(DATASET_SPLITS);
  for (const v of vehicles) vehicleCounts[v.split] = v.count;
  return { ...summary(row), vehicleCounts };
}

/** A photo of a version, as an export needs it. */
export interface ExportPhoto {
  photoId: string;
  split: DatasetSplit;
  shapes: Shape[];
  webBlobId: string | null;
  /** The faces found at upload (null: not looked for). */
  faces: FaceBox[] | null;
}

/** The version's number and name, or null when there is no such version. */
export async function versionForExport(db: Db, id: string) {
  const [row] = await db
    .select({ number: annotationDatasetVersions.number, name: annotationDatasetVersions.name })
    .from(annotationDatasetVersions)
    .where(eq(annotationDatasetVersions.id, id));
  return row ?? null;
}

/**
 * The version's photos, by split then id, CHUNK at a time; a photo whose client has opted out
 * since the freeze is left out (its consent is withdrawn).
 */
export async function* exportPhotos(db: Db, versionId: string, chunk = CHUNK): AsyncGenerator<ExportPhoto> {
  let after: { split: DatasetSplit; photoId: string } | null = null;
  const order = (split: DatasetSplit) => DATASET_SPLITS.indexOf(split);
  const splitRank = sql<number>`array_position(ARRAY['train', 'validation', 'test']::text[], ${annotationDatasetPhotos.split})`;
  for (;;) {
    const rows: ExportPhoto[] = await db
      .select({
        photoId: annotationDatasetPhotos.photoId,
        split: annotationDatasetPhotos.split,
        shapes: annotationDatasetPhotos.shapes,
        webBlobId: photos.webBlobId,
        faces: photos.faces,
      })
      .from(annotationDatasetPhotos)
      .innerJoin(photos, eq(photos.id, annotationDatasetPhotos.photoId))
      .innerJoin(
        annotationOptIns,
        and(eq(annotationOptIns.clientId, photos.clientId), eq(annotationOptIns.optedIn, true)),
      )
      .where(
        and(
          eq(annotationDatasetPhotos.versionId, versionId),
          after
            ? or(
                gt(splitRank, order(after.split) + 1),
                and(
                  eq(annotationDatasetPhotos.split, after.split),
                  gt(annotationDatasetPhotos.photoId, after.photoId),
                ),
              )
            : undefined,
        ),
      )
      .orderBy(asc(splitRank), asc(annotationDatasetPhotos.photoId))
      .limit(chunk);
    for (const row of rows) yield row;
    if (rows.length < chunk) return;
    const last = rows[rows.length - 1]!;
    after = { split: last.split, photoId: last.photoId };
  }
}
