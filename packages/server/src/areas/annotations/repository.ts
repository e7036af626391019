/**
 * The annotation workbench's reads and writes (docs/annotations.md). Admins only (the router
 * checks the role): clients opt in, batches of an opted-in client's photos are assigned to a staff
 * member (an admin), the assignee draws shapes and submits a photo, and another person approves it
 * or sends it back. About 5 % of a batch's photos are labelled a second time, blind, by its second
 * labeller, and the two labellings' agreement is measured (agreement.ts). Unknown ids answer
 * NOT_FOUND; refusals are domain errors on their field.
 */
import { type AnyColumn, and, asc, desc, eq, inArray, isNotNull, notExists, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database.js';
import { clients, users } from '../../db/schema.js';
import { FieldError, ForbiddenError, NotFoundError } from '../../errors.js';
import { photos } from '../photos/schema.js';
import { doublePhotos, summariseAgreement } from './agreement.js';
import {
  ITEM_STATUSES,
  SECOND_STATUSES,
  photoSrc,
  type AgreementSummary,
  type BatchAgreement,
  type OverallAgreement,
  type SecondStatus,
  type AnnotationClientSetting,
  type BatchDetail,
  type BatchSummary,
  type ItemStatus,
  type AnnotationPerson,
  type PhotoAnnotations,
  type Shape,
} from './model.js';
import {
  annotationBatches,
  annotationItems,
  annotationOptIns,
  annotationSecondLabels,
  annotationShapes,
} from './schema.js';

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
  input: {
    clientId: string;
    name: string;
    assigneeId: string;
    size: number;
    /** Who labels about 5 % of the photos a second time; null: nobody. */
    secondLabellerId?: string | null;
  },
): Promise<BatchDetail> {
  const secondLabellerId = input.secondLabellerId ?? null;
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
    if (secondLabellerId !== null) {
      if (secondLabellerId === input.assigneeId) throw new FieldError('secondLabellerId', 'same_as_assignee');
      const [second] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, secondLabellerId), eq(users.role, 'admin'), eq(users.active, true)));
      if (!second) throw new FieldError('secondLabellerId', 'not_staff');
    }
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
        secondLabellerId,
        createdBy: staff.userId,
      })
      .returning({ id: annotationBatches.id });
    await tx
      .insert(annotationItems)
      .values(chosen.map((photo, position) => ({ batchId: batch!.id, photoId: photo.id, position })));
    if (secondLabellerId !== null)
      await tx
        .insert(annotationSecondLabels)
        .values(doublePhotos(chosen.map((p) => p.id)).map((photoId) => ({ batchId: batch!.id, photoId })));
    return batch!.id;
  });
  return getBatch(db, id);
}

const assignee = alias(users, 'assignee');
const submitter = alias(users, 'submitter');
const reviewer = alias(users, 'reviewer');
const secondLabeller = alias(users, 'second_labeller');

async function summaries(db: Db, where: ReturnType<typeof and>): Promise<BatchSummary[]> {
  const rows = await db
    .select({
      id: annotationBatches.id,
      name: annotationBatches.name,
      clientId: clients.id,
      clientName: clients.name,
      assigneeId: assignee.id,
      assigneeName: nameOf(assignee),
      secondLabellerId: secondLabeller.id,
      secondLabellerName: nameOf(secondLabeller),
      createdAt: annotationBatches.createdAt,
    })
    .from(annotationBatches)
    .innerJoin(clients, eq(clients.id, annotationBatches.clientId))
    .innerJoin(assignee, eq(assignee.id, annotationBatches.assigneeId))
    .leftJoin(secondLabeller, eq(secondLabeller.id, annotationBatches.secondLabellerId))
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
  const secondCounts = await db
    .select({
      batchId: annotationSecondLabels.batchId,
      status: annotationSecondLabels.status,
      count: sql<number>`count(*)::int`,
    })
    .from(annotationSecondLabels)
    .where(
      inArray(
        annotationSecondLabels.batchId,
        rows.map((r) => r.id),
      ),
    )
    .groupBy(annotationSecondLabels.batchId, annotationSecondLabels.status);
  return rows.map((row) => {
    const byStatus = Object.fromEntries(ITEM_STATUSES.map((s) => [s, 0])) as Record<ItemStatus, number>;
    for (const c of counts) if (c.batchId === row.id) byStatus[c.status] = c.count;
    const bySecond = Object.fromEntries(SECOND_STATUSES.map((s) => [s, 0])) as Record<SecondStatus, number>;
    for (const c of secondCounts) if (c.batchId === row.id) bySecond[c.status] = c.count;
    return {
      id: row.id,
      name: row.name,
      client: { id: row.clientId, name: row.clientName },
      assignee: { id: row.assigneeId, name: row.assigneeName },
      secondLabeller: ref(row.secondLabellerId, row.secondLabellerName),
      createdAt: row.createdAt.toISOString(),
      counts: byStatus,
      secondCounts: bySecond,
    };
  });
}

/**
 * `mine`: batches assigned to me or that I label a second time; `review`: batches with a photo submitted by someone else,
 * waiting for review; `all`: every batch.
 */
export async function listBatches(
  db: Db,
  staff: Staff,
  view: 'mine' | 'review' | 'all',
): Promise<BatchSummary[]> {
  if (view === 'mine')
    return summaries(
      db,
      and(
        or(
          eq(annotationBatches.assigneeId, staff.userId),
          eq(annotationBatches.secondLabellerId, staff.userId),
        ),
      ),
    );
  if (view === 'all') return summaries(db, undefined);
  return summaries(
    db,
    and(
      sql`EXISTS (SELECT 1 FROM ${annotationItems} WHERE ${annotationItems.batchId} = ${annotationBatches.id}
        AND ${annotationItems.status} = 'submitted' AND ${annotationItems.submittedBy} <> ${staff.userId})`,
    ),
  );
}

/**
 * A batch and its photos. For its second labeller, the first labelling's shape count of a photo
 * they still label blind is not told (null).
 */
export async function getBatch(db: Db, id: string, viewer?: Staff): Promise<BatchDetail> {
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
      secondStatus: annotationSecondLabels.status,
    })
    .from(annotationItems)
    .leftJoin(submitter, eq(submitter.id, annotationItems.submittedBy))
    .leftJoin(annotationSecondLabels, eq(annotationSecondLabels.photoId, annotationItems.photoId))
    .where(eq(annotationItems.batchId, id))
    .orderBy(asc(annotationItems.position));
  const blindFor = viewer !== undefined && summary.secondLabeller?.id === viewer.userId;
  return {
    ...summary,
    items: items.map((item) => ({
      photoId: item.photoId,
      position: item.position,
      status: item.status,
      shapeCount: blindFor && item.secondStatus === 'todo' ? null : item.shapeCount,
      submittedBy: ref(item.submittedById, item.submittedByName),
      second: item.secondStatus ? { status: item.secondStatus } : null,
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

/**
 * Blind labelling: the batch's second labeller does not see the first labelling of a photo they
 * label too until they have submitted their own (they may review it after).
 */
async function checkNotBlind(db: Db, staff: Staff, batchId: string, photoId: string) {
  const [blind] = await db
    .select({ photoId: annotationSecondLabels.photoId })
    .from(annotationSecondLabels)
    .innerJoin(annotationBatches, eq(annotationBatches.id, annotationSecondLabels.batchId))
    .where(
      and(
        eq(annotationSecondLabels.batchId, batchId),
        eq(annotationSecondLabels.photoId, photoId),
        eq(annotationSecondLabels.status, 'todo'),
        eq(annotationBatches.secondLabellerId, staff.userId),
      ),
    );
  if (blind)
    throw new ForbiddenError('The second labeller sees the first labelling once theirs is submitted');
}

/** A photo's first labelling; with a viewer, refused to the second labeller while they label it blind. */
export async function getPhotoAnnotations(
  db: Db,
  batchId: string,
  photoId: string,
  viewer?: Staff,
): Promise<PhotoAnnotations> {
  if (viewer) await checkNotBlind(db, viewer, batchId, photoId);
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
    labelling: 'first',
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
    await checkNotBlind(tx, staff, input.batchId, input.photoId);
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

async function secondRow(db: Db, batchId: string, photoId: string, lock = false) {
  const query = db
    .select({
      label: annotationSecondLabels,
      position: annotationItems.position,
      secondLabellerId: annotationBatches.secondLabellerId,
      optedIn: annotationOptIns.optedIn,
    })
    .from(annotationSecondLabels)
    .innerJoin(
      annotationItems,
      and(
        eq(annotationItems.batchId, annotationSecondLabels.batchId),
        eq(annotationItems.photoId, annotationSecondLabels.photoId),
      ),
    )
    .innerJoin(annotationBatches, eq(annotationBatches.id, annotationSecondLabels.batchId))
    .leftJoin(annotationOptIns, eq(annotationOptIns.clientId, annotationBatches.clientId))
    .where(and(eq(annotationSecondLabels.batchId, batchId), eq(annotationSecondLabels.photoId, photoId)));
  const [row] = lock ? await query.for('update', { of: annotationSecondLabels }) : await query;
  if (!row) throw new NotFoundError('No such photo labelled twice in the batch');
  return row;
}

/** Only the batch's second labeller reads or writes the second labelling (blind both ways). */
function checkSecondLabeller(row: Awaited<ReturnType<typeof secondRow>>, staff: Staff) {
  if (row.secondLabellerId !== staff.userId)
    throw new ForbiddenError('Only the batch’s second labeller sees the second labelling');
}

/** The second labeller's own labelling of a photo, with the previous and next photo they label. */
export async function getSecondLabelling(
  db: Db,
  staff: Staff,
  batchId: string,
  photoId: string,
): Promise<PhotoAnnotations> {
  const row = await secondRow(db, batchId, photoId);
  checkSecondLabeller(row, staff);
  const [photo] = await db
    .select({ width: photos.width, height: photos.height, labellerName: nameOf(users) })
    .from(photos)
    .innerJoin(users, eq(users.id, staff.userId))
    .where(eq(photos.id, photoId));
  const neighbour = async (before: boolean) => {
    const [found] = await db
      .select({ photoId: annotationSecondLabels.photoId })
      .from(annotationSecondLabels)
      .innerJoin(
        annotationItems,
        and(
          eq(annotationItems.batchId, annotationSecondLabels.batchId),
          eq(annotationItems.photoId, annotationSecondLabels.photoId),
        ),
      )
      .where(
        and(
          eq(annotationSecondLabels.batchId, batchId),
          before
            ? sql`${annotationItems.position} < ${row.position}`
            : sql`${annotationItems.position} > ${row.position}`,
        ),
      )
      .orderBy(before ? desc(annotationItems.position) : asc(annotationItems.position))
      .limit(1);
    return found?.photoId ?? null;
  };
  const submitted = row.label.status === 'submitted';
  return {
    labelling: 'second',
    batchId,
    photoId,
    position: row.position,
    width: photo?.width ?? null,
    height: photo?.height ?? null,
    src: photoSrc(photoId),
    status: row.label.status,
    shapes: row.label.shapes,
    submittedBy: submitted ? { id: staff.userId, name: photo?.labellerName ?? '' } : null,
    submittedAt: row.label.submittedAt?.toISOString() ?? null,
    reviewedBy: null,
    reviewedAt: null,
    reviewNote: '',
    previousPhotoId: await neighbour(true),
    nextPhotoId: await neighbour(false),
  };
}

/** The second labeller's checks for a write: theirs, the client still opted in, not submitted yet. */
function checkSecondWrite(row: Awaited<ReturnType<typeof secondRow>>, staff: Staff) {
  checkSecondLabeller(row, staff);
  if (!row.optedIn) throw new ForbiddenError('The client no longer lets its photos be labelled');
  if (row.label.status === 'submitted') throw new FieldError('status', 'not_editable');
}

/** Replaces the second labeller's shapes of a photo. */
export async function saveSecondShapes(
  db: Db,
  staff: Staff,
  input: { batchId: string; photoId: string; shapes: Shape[] },
): Promise<PhotoAnnotations> {
  await db.transaction(async (tx) => {
    checkSecondWrite(await secondRow(tx, input.batchId, input.photoId, true), staff);
    await tx
      .update(annotationSecondLabels)
      .set({
        shapes: input.shapes.map(({ kind, points, annotationClass, part, severity }) => ({
          kind,
          points,
          annotationClass,
          part,
          severity,
        })),
      })
      .where(eq(annotationSecondLabels.photoId, input.photoId));
  });
  return getSecondLabelling(db, staff, input.batchId, input.photoId);
}

/** The second labeller hands their labelling in; it is compared once the first is submitted too. */
export async function submitSecond(
  db: Db,
  staff: Staff,
  input: { batchId: string; photoId: string },
): Promise<PhotoAnnotations> {
  await db.transaction(async (tx) => {
    checkSecondWrite(await secondRow(tx, input.batchId, input.photoId, true), staff);
    await tx
      .update(annotationSecondLabels)
      .set({ status: 'submitted', submittedAt: new Date() })
      .where(eq(annotationSecondLabels.photoId, input.photoId));
  });
  return getSecondLabelling(db, staff, input.batchId, input.photoId);
}

/**
 * The agreement of the photos labelled twice (of one batch, or of all): compared once both
 * labellings are submitted (the first submitted or approved, the second submitted).
 */
async function agreementOf(
  db: Db,
  batchId: string | null,
): Promise<{ summary: AgreementSummary; batches: number }> {
  const labels = await db
    .select({
      batchId: annotationSecondLabels.batchId,
      photoId: annotationSecondLabels.photoId,
      status: annotationSecondLabels.status,
      shapes: annotationSecondLabels.shapes,
      firstStatus: annotationItems.status,
    })
    .from(annotationSecondLabels)
    .innerJoin(
      annotationItems,
      and(
        eq(annotationItems.batchId, annotationSecondLabels.batchId),
        eq(annotationItems.photoId, annotationSecondLabels.photoId),
      ),
    )
    .where(batchId === null ? undefined : eq(annotationSecondLabels.batchId, batchId));
  const ready = labels.filter(
    (l) => l.status === 'submitted' && (l.firstStatus === 'submitted' || l.firstStatus === 'approved'),
  );
  const firstShapes =
    ready.length === 0
      ? []
      : await db
          .select()
          .from(annotationShapes)
          .where(
            inArray(
              annotationShapes.photoId,
              ready.map((l) => l.photoId),
            ),
          )
          .orderBy(asc(annotationShapes.photoId), asc(annotationShapes.position));
  const compared = ready.map((l) => ({
    first: firstShapes.filter((s) => s.photoId === l.photoId),
    second: l.shapes,
  }));
  return {
    summary: summariseAgreement(compared, labels.length - ready.length),
    batches: new Set(ready.map((l) => l.batchId)).size,
  };
}

export async function batchAgreement(db: Db, batchId: string): Promise<BatchAgreement> {
  const [batch] = await db
    .select({ id: annotationBatches.id, secondId: secondLabeller.id, secondName: nameOf(secondLabeller) })
    .from(annotationBatches)
    .leftJoin(secondLabeller, eq(secondLabeller.id, annotationBatches.secondLabellerId))
    .where(eq(annotationBatches.id, batchId));
  if (!batch) throw new NotFoundError('No such batch');
  const { summary } = await agreementOf(db, batchId);
  return { ...summary, batchId, secondLabeller: ref(batch.secondId, batch.secondName) };
}

export async function overallAgreement(db: Db): Promise<OverallAgreement> {
  const { summary, batches } = await agreementOf(db, null);
  return { ...summary, batches };
}
