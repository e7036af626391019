/**
 * The annotation workbench's reads and writes (docs/annotations.md). Admins only (the router
 * checks the role): clients opt in, batches of an opted-in client's photos are assigned to a staff
 * member (an admin), the assignee draws shapes and submits a photo, and another person approves it
 * or sends it back. Unknown ids answer NOT_FOUND; refusals are domain errors on their field.
 */
import { type AnyColumn, and, asc, desc, eq, inArray, isNotNull, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database.js';
import { clients, users } from '../../db/schema.js';
import { FieldError, ForbiddenError, NotFoundError } from '../../errors.js';
import { photos } from '../photos/schema.js';
import {
  ITEM_STATUSES,
  photoSrc,
  type AnnotationClientSetting,
  type BatchDetail,
  type BatchSummary,
  type ItemStatus,
  type AnnotationPerson,
  type PhotoAnnotations,
  type Shape,
} from './model.js';
import { annotationBatches, annotationItems, annotationOptIns, annotationShapes } from './schema.js';

export interface Staff {
  userId: string;
}

const nameOf = (table: { contactName: AnyColumn; contactSurname: AnyColumn; email: AnyColumn }) =>
  sql<string>`coalesce(nullif(trim(${table.contactName} || ' ' || ${table.contactSurname}), ''), ${table.email})`;

const ref = (id: string | null, name: string | null): AnnotationPerson | null =>
  id && name !== null ? { id, name } : null;

/** Photos a batch may take: the client's, with a web copy, in no batch yet. */
const freePhoto = (clientId: string) =>
  and(
    eq(photos.clientId, clientId),
    isNotNull(photos.webBlobId),
    notExists(sql`(SELECT 1 FROM ${annotationItems} WHERE ${annotationItems.photoId} = ${photos.id})`),
  );

export async function listClientSettings(db: Db): Promise<AnnotationClientSetting[]> {
  const rows = await db
    .select({
      id: clients.id,
      name: clients.name,
      optedIn: sql<boolean>`coalesce(${annotationOptIns.optedIn}, false)`,
    })
    .from(clients)
    .leftJoin(annotationOptIns, eq(annotationOptIns.clientId, clients.id))
    .orderBy(asc(clients.name));
  const free = await db
    .select({ clientId: photos.clientId, count: sql<number>`count(*)::int` })
    .from(photos)
    .where(
      and(
        isNotNull(photos.webBlobId),
        notExists(sql`(SELECT 1 FROM ${annotationItems} WHERE ${annotationItems.photoId} = ${photos.id})`),
      ),
    )
    .groupBy(photos.clientId);
  const counts = new Map(free.map((row) => [row.clientId, row.count]));
  return rows.map((row) => ({ ...row, freePhotos: counts.get(row.id) ?? 0 }));
}

export async function setOptIn(
  db: Db,
  staff: Staff,
  input: { clientId: string; optedIn: boolean },
): Promise<AnnotationClientSetting> {
  const [client] = await db.select({ id: clients.id }).from(clients).where(eq(clients.id, input.clientId));
  if (!client) throw new NotFoundError('No such client');
  await db
    .insert(annotationOptIns)
    .values({ clientId: input.clientId, optedIn: input.optedIn, changedBy: staff.userId })
    .onConflictDoUpdate({
      target: annotationOptIns.clientId,
      set: { optedIn: input.optedIn, changedBy: staff.userId, changedAt: new Date() },
    });
  const settings = await listClientSettings(db);
  return settings.find((s) => s.id === input.clientId)!;
}

/** The staff a batch may be assigned to: active admins. */
export async function listStaff(db: Db): Promise<AnnotationPerson[]> {
  return db
    .select({ id: users.id, name: nameOf(users) })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.active, true)))
    .orderBy(asc(users.email));
}

export async function createBatch(
  db: Db,
  staff: Staff,
  input: { clientId: string; name: string; assigneeId: string; size: number },
): Promise<BatchDetail> {
  const id = await db.transaction(async (tx) => {
    const [client] = await tx
      .select({ id: clients.id, optedIn: annotationOptIns.optedIn })
      .from(clients)
      .leftJoin(annotationOptIns, eq(annotationOptIns.clientId, clients.id))
      .where(eq(clients.id, input.clientId));
    if (!client) throw new NotFoundError('No such client');
    if (!client.optedIn) throw new FieldError('clientId', 'not_opted_in');
    const [assignee] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, input.assigneeId), eq(users.role, 'admin'), eq(users.active, true)));
    if (!assignee) throw new FieldError('assigneeId', 'not_staff');
    // Oldest first; the lock keeps two batches made at once from taking the same photo.
    const chosen = await tx
      .select({ id: photos.id })
      .from(photos)
      .where(freePhoto(input.clientId))
      .orderBy(asc(photos.createdAt), asc(photos.id))
      .limit(input.size)
      .for('update', { of: photos });
    if (chosen.length === 0) throw new FieldError('clientId', 'no_photos');
    const [batch] = await tx
      .insert(annotationBatches)
      .values({
        clientId: input.clientId,
        name: input.name,
        assigneeId: input.assigneeId,
        createdBy: staff.userId,
      })
      .returning({ id: annotationBatches.id });
    await tx
      .insert(annotationItems)
      .values(chosen.map((photo, position) => ({ batchId: batch!.id, photoId: photo.id, position })));
    return batch!.id;
  });
  return getBatch(db, id);
}

const assignee = alias(users, 'assignee');
const submitter = alias(users, 'submitter');
const reviewer = alias(users, 'reviewer');

async function summaries(db: Db, where: ReturnType<typeof and>): Promise<BatchSummary[]> {
  const rows = await db
    .select({
      id: annotationBatches.id,
      name: annotationBatches.name,
      clientId: clients.id,
      clientName: clients.name,
      assigneeId: assignee.id,
      assigneeName: nameOf(assignee),
      createdAt: annotationBatches.createdAt,
    })
    .from(annotationBatches)
    .innerJoin(clients, eq(clients.id, annotationBatches.clientId))
    .innerJoin(assignee, eq(assignee.id, annotationBatches.assigneeId))
    .where(where)
    .orderBy(desc(annotationBatches.createdAt), asc(annotationBatches.id))
    .limit(200);
  if (rows.length === 0) return [];
  const counts = await db
    .select({
      batchId: annotationItems.batchId,
      status: annotationItems.status,
      count: sql<number>`count(*)::int`,
    })
    .from(annotationItems)
    .where(
      inArray(
        annotationItems.batchId,
        rows.map((r) => r.id),
      ),
    )
    .groupBy(annotationItems.batchId, annotationItems.status);
  return rows.map((row) => {
    const byStatus = Object.fromEntries(ITEM_STATUSES.map((s) => [s, 0])) as Record<ItemStatus, number>;
    for (const c of counts) if (c.batchId === row.id) byStatus[c.status] = c.count;
    return {
      id: row.id,
      name: row.name,
      client: { id: row.clientId, name: row.clientName },
      assignee: { id: row.assigneeId, name: row.assigneeName },
      createdAt: row.createdAt.toISOString(),
      counts: byStatus,
    };
  });
}

/**
 * `mine`: batches assigned to me; `review`: batches with a photo submitted by someone else,
 * waiting for review; `all`: every batch.
 */
export async function listBatches(
  db: Db,
  staff: Staff,
  view: 'mine' | 'review' | 'all',
): Promise<BatchSummary[]> {
  if (view === 'mine') return summaries(db, and(eq(annotationBatches.assigneeId, staff.userId)));
  if (view === 'all') return summaries(db, undefined);
  return summaries(
    db,
    and(
      sql`EXISTS (SELECT 1 FROM ${annotationItems} WHERE ${annotationItems.batchId} = ${annotationBatches.id}
        AND ${annotationItems.status} = 'submitted' AND ${annotationItems.submittedBy} <> ${staff.userId})`,
    ),
  );
}

export async function getBatch(db: Db, id: string): Promise<BatchDetail> {
  const [summary] = await summaries(db, and(eq(annotationBatches.id, id)));
  if (!summary) throw new NotFoundError('No such batch');
  const items = await db
    .select({
      photoId: annotationItems.photoId,
      position: annotationItems.position,
      status: annotationItems.status,
      submittedById: submitter.id,
      submittedByName: nameOf(submitter),
      shapeCount: sql<number>`(SELECT count(*)::int FROM ${annotationShapes} WHERE ${annotationShapes.photoId} = ${annotationItems.photoId})`,
    })
    .from(annotationItems)
    .leftJoin(submitter, eq(submitter.id, annotationItems.submittedBy))
    .where(eq(annotationItems.batchId, id))
    .orderBy(asc(annotationItems.position));
  return {
    ...summary,
    items: items.map((item) => ({
      photoId: item.photoId,
      position: item.position,
      status: item.status,
      shapeCount: item.shapeCount,
      submittedBy: ref(item.submittedById, item.submittedByName),
    })),
  };
}

async function itemRow(db: Db, batchId: string, photoId: string, lock = false) {
  const query = db
    .select({
      item: annotationItems,
      assigneeId: annotationBatches.assigneeId,
      optedIn: annotationOptIns.optedIn,
    })
    .from(annotationItems)
    .innerJoin(annotationBatches, eq(annotationBatches.id, annotationItems.batchId))
    .leftJoin(annotationOptIns, eq(annotationOptIns.clientId, annotationBatches.clientId))
    .where(and(eq(annotationItems.batchId, batchId), eq(annotationItems.photoId, photoId)));
  const [row] = lock ? await query.for('update', { of: annotationItems }) : await query;
  if (!row) throw new NotFoundError('No such photo in the batch');
  return row;
}

export async function getPhotoAnnotations(
  db: Db,
  batchId: string,
  photoId: string,
): Promise<PhotoAnnotations> {
  const [row] = await db
    .select({
      item: annotationItems,
      width: photos.width,
      height: photos.height,
      submittedByName: nameOf(submitter),
      reviewedByName: nameOf(reviewer),
    })
    .from(annotationItems)
    .innerJoin(photos, eq(photos.id, annotationItems.photoId))
    .leftJoin(submitter, eq(submitter.id, annotationItems.submittedBy))
    .leftJoin(reviewer, eq(reviewer.id, annotationItems.reviewedBy))
    .where(and(eq(annotationItems.batchId, batchId), eq(annotationItems.photoId, photoId)));
  if (!row) throw new NotFoundError('No such photo in the batch');
  const shapes = await db
    .select()
    .from(annotationShapes)
    .where(eq(annotationShapes.photoId, photoId))
    .orderBy(asc(annotationShapes.position));
  const [previous] = await db
    .select({ photoId: annotationItems.photoId })
    .from(annotationItems)
    .where(and(eq(annotationItems.batchId, batchId), sql`${annotationItems.position} < ${row.item.position}`))
    .orderBy(desc(annotationItems.position))
    .limit(1);
  const [next] = await db
    .select({ photoId: annotationItems.photoId })
    .from(annotationItems)
    .where(and(eq(annotationItems.batchId, batchId), sql`${annotationItems.position} > ${row.item.position}`))
    .orderBy(asc(annotationItems.position))
    .limit(1);
  const item = row.item;
  return {
    batchId,
    photoId,
    position: item.position,
    width: row.width,
    height: row.height,
    src: photoSrc(photoId),
    status: item.status,
    shapes: shapes.map((s) => ({
      kind: s.kind,
      points: s.points,
      annotationClass: s.annotationClass,
      part: s.part,
      severity: s.severity,
    })),
    submittedBy: ref(item.submittedBy, row.submittedByName),
    submittedAt: item.submittedAt?.toISOString() ?? null,
    reviewedBy: ref(item.reviewedBy, row.reviewedByName),
    reviewedAt: item.reviewedAt?.toISOString() ?? null,
    reviewNote: item.reviewNote,
    previousPhotoId: previous?.photoId ?? null,
    nextPhotoId: next?.photoId ?? null,
  };
}

/** The labeller's checks: the batch's assignee, on a photo not waiting for review or approved. */
function checkLabeller(row: Awaited<ReturnType<typeof itemRow>>, staff: Staff) {
  if (row.assigneeId !== staff.userId)
    throw new ForbiddenError('Only the batch’s assignee labels its photos');
  if (!row.optedIn) throw new ForbiddenError('The client no longer lets its photos be labelled');
  if (row.item.status === 'submitted' || row.item.status === 'approved')
    throw new FieldError('status', 'not_editable');
}

/** Replaces a photo's shapes. */
export async function saveShapes(
  db: Db,
  staff: Staff,
  input: { batchId: string; photoId: string; shapes: Shape[] },
): Promise<PhotoAnnotations> {
  await db.transaction(async (tx) => {
    checkLabeller(await itemRow(tx, input.batchId, input.photoId, true), staff);
    await tx.delete(annotationShapes).where(eq(annotationShapes.photoId, input.photoId));
    if (input.shapes.length > 0)
      await tx.insert(annotationShapes).values(
        input.shapes.map((shape, position) => ({
          photoId: input.photoId,
          position,
          kind: shape.kind,
          points: shape.points,
          annotationClass: shape.annotationClass,
          part: shape.part,
          severity: shape.severity,
          createdBy: staff.userId,
        })),
      );
  });
  return getPhotoAnnotations(db, input.batchId, input.photoId);
}

/** The labeller hands a photo's set over for review. */
export async function submitPhoto(
  db: Db,
  staff: Staff,
  input: { batchId: string; photoId: string },
): Promise<PhotoAnnotations> {
  await db.transaction(async (tx) => {
    checkLabeller(await itemRow(tx, input.batchId, input.photoId, true), staff);
    await tx
      .update(annotationItems)
      .set({
        status: 'submitted',
        submittedBy: staff.userId,
        submittedAt: new Date(),
        reviewedBy: null,
        reviewedAt: null,
      })
      .where(and(eq(annotationItems.batchId, input.batchId), eq(annotationItems.photoId, input.photoId)));
  });
  return getPhotoAnnotations(db, input.batchId, input.photoId);
}

/** Another person approves a submitted set or sends it back with a note. */
export async function reviewPhoto(
  db: Db,
  staff: Staff,
  input: { batchId: string; photoId: string; decision: 'approve' | 'return'; note: string },
): Promise<PhotoAnnotations> {
  await db.transaction(async (tx) => {
    const row = await itemRow(tx, input.batchId, input.photoId, true);
    if (row.item.status !== 'submitted') throw new FieldError('status', 'not_submitted');
    if (row.item.submittedBy === staff.userId)
      throw new ForbiddenError('A set is reviewed by someone other than the person who submitted it');
    if (input.decision === 'return' && input.note.trim() === '') throw new FieldError('note', 'required');
    await tx
      .update(annotationItems)
      .set({
        status: input.decision === 'approve' ? 'approved' : 'returned',
        reviewedBy: staff.userId,
        reviewedAt: new Date(),
        reviewNote: input.note,
      })
      .where(and(eq(annotationItems.batchId, input.batchId), eq(annotationItems.photoId, input.photoId)));
  });
  return getPhotoAnnotations(db, input.batchId, input.photoId);
}

/** The web copy of a photo in a batch, for an admin, while its client is opted in. */
export async function photoWebFile(db: Db, photoId: string) {
  const [row] = await db
    .select({ blobId: photos.webBlobId })
    .from(photos)
    .innerJoin(annotationItems, eq(annotationItems.photoId, photos.id))
    .innerJoin(annotationOptIns, eq(annotationOptIns.clientId, photos.clientId))
    .where(and(eq(photos.id, photoId), eq(annotationOptIns.optedIn, true), isNotNull(photos.webBlobId)));
  return row?.blobId
    ? {
        blobId: row.blobId,
        sha256: null,
        contentType: 'image/jpeg',
        fileName: `photo-${photoId.slice(0, 8)}-web.jpg`,
        inline: true,
      }
    : null;
}
