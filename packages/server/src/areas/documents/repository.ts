/**
 * Documents and their versions (docs/documents.md): what the procedures and the file routes read
 * and write. Every read and write is scoped to one client first; another client's ids answer
 * NOT_FOUND and change nothing.
 */
import { and, desc, eq, getTableColumns, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { complianceItems } from '../compliance/schema.js';
import { inspections } from '../inspections/schema.js';
import { users } from '../../db/schema.js';
import { vehicles } from '../vehicles/schema.js';
import type { Db } from '../../db/database.js';
import { checkVersion, nextVersion } from '../../db/versions.js';
import { renewObligation } from '../compliance/repository.js';
import { addDays, copenhagenToday } from '../../due/rules.js';
import { FieldError } from '../../errors.js';
import { readCursor, encodeCursor } from '../vehicles/cursor.js';
import { notFound, writing, type WorkActor } from '../../work/access.js';
import { agreements, expenses, organisations } from '../partners/schema.js';
import { serviceEntries } from '../service/schema.js';
import {
  AVAILABLE_OWNER_KINDS,
  COMPLIANCE_KIND_OF_TYPE,
  EXPIRING_DAYS,
  type DocumentItem,
  type DocumentOwnerKind,
  type DocumentPage,
  type DocumentType,
  type DocumentVersion,
  type ExpiryState,
  type TextStatus,
} from './model.js';
import { documentBlobs, documents, documentVersions } from './schema.js';
import { deleteBlobs } from './storage.js';

/** Who reads: a manager of a client, or a driver (who sees what is marked visible for them). */
export interface DocumentReader {
  clientId: string;
  /** Set for a driver: only documents visible to drivers of their vehicles, or about themselves. */
  driverUserId: string | null;
}

export interface OwnerRef {
  ownerKind: DocumentOwnerKind;
  ownerId: string;
}

/**
 * The owner's vehicle (for vehicle, service entry, expense and inspection owners) when the owner exists in
 * the client; NOT_FOUND otherwise. Owner kinds whose area has not landed are refused on the field.
 */
export async function checkOwner(
  db: Db,
  clientId: string,
  owner: OwnerRef,
): Promise<{ vehicleId: string | null }> {
  if (!(AVAILABLE_OWNER_KINDS as readonly string[]).includes(owner.ownerKind))
    throw new FieldError('ownerKind', 'unavailable');
  const one = async (query: Promise<{ vehicleId: string | null }[]>) => {
    const [row] = await query;
    if (!row) throw notFound(owner.ownerKind.replace('_', ' '));
    return row;
  };
  const id = owner.ownerId;
  switch (owner.ownerKind) {
    case 'vehicle':
      return one(
        db
          .select({ vehicleId: vehicles.id })
          .from(vehicles)
          .where(and(eq(vehicles.id, id), eq(vehicles.clientId, clientId))),
      );
    case 'driver':
      return one(
        db
          .select({ vehicleId: sql<null>`null` })
          .from(users)
          .where(and(eq(users.id, id), eq(users.clientId, clientId))),
      );
    case 'organisation':
      return one(
        db
          .select({ vehicleId: sql<null>`null` })
          .from(organisations)
          .where(and(eq(organisations.id, id), eq(organisations.clientId, clientId))),
      );
    case 'agreement':
      return one(
        db
          .select({ vehicleId: sql<null>`null` })
          .from(agreements)
          .where(and(eq(agreements.id, id), eq(agreements.clientId, clientId))),
      );
    case 'expense':
      return one(
        db
          .select({ vehicleId: expenses.vehicleId })
          .from(expenses)
          .where(and(eq(expenses.id, id), eq(expenses.clientId, clientId))),
      );
    case 'service_entry':
      return one(
        db
          .select({ vehicleId: serviceEntries.vehicleId })
          .from(serviceEntries)
          .where(and(eq(serviceEntries.id, id), eq(serviceEntries.clientId, clientId))),
      );
    case 'inspection':
      return one(
        db
          .select({ vehicleId: inspections.vehicleId })
          .from(inspections)
          .where(and(eq(inspections.id, id), eq(inspections.clientId, clientId))),
      );
    case 'client':
      if (id !== clientId) throw notFound('client');
      return { vehicleId: null };
    default:
      throw new FieldError('ownerKind', 'unavailable');
  }
}

/** The conditions that limit a read to what `reader` may see. */
function readable(reader: DocumentReader): SQL {
  const own = eq(documents.clientId, reader.clientId);
  if (!reader.driverUserId) return own;
  return and(
    own,
    eq(documents.visibleToDriver, true),
    or(
      sql`${documents.vehicleId} IN (SELECT id FROM vehicles WHERE driver_user_id = ${reader.driverUserId}
        AND client_id = ${reader.clientId})`,
      and(eq(documents.ownerKind, 'driver'), eq(documents.ownerId, reader.driverUserId)),
    ),
  ) as SQL;
}

export function expiryState(expiresOn: string | null, today: string): ExpiryState {
  if (!expiresOn) return 'none';
  if (expiresOn < today) return 'expired';
  if (expiresOn <= addDays(today, EXPIRING_DAYS)) return 'expiring';
  return 'valid';
}

function expiryCondition(state: ExpiryState, today: string): SQL {
  const soon = addDays(today, EXPIRING_DAYS);
  switch (state) {
    case 'none':
      return sql`${documents.expiresOn} IS NULL`;
    case 'expired':
      return sql`${documents.expiresOn} < ${today}::date`;
    case 'expiring':
      return sql`(${documents.expiresOn} >= ${today}::date AND ${documents.expiresOn} <= ${soon}::date)`;
    case 'valid':
      return sql`${documents.expiresOn} > ${soon}::date`;
  }
}

/** A Danish registration as written or stored: two letters, two digits, three digits. */
const REGISTRATION = /^([A-Za-z]{2})\s*(\d{2})\s*(\d{3})$/;

/**
 * The search query: Danish and English stems, and the words as written (numbers, plates). A
 * registration, spaced or not ("AB 12 345", "ab12345"), is the one word every vector holds it as
 * (migrations/0048): the three words of the spaced form are each in thousands of documents' text
 * (a "12" in any invoice), and the index would intersect all of them.
 */
export function searchQuery(text: string): SQL {
  const plate = REGISTRATION.exec(text.trim());
  if (plate) return sql`to_tsquery('simple', ${(plate[1]! + plate[2]! + plate[3]!).toLowerCase()})`;
  return sql`(websearch_to_tsquery('danish', ${text}) || websearch_to_tsquery('english', ${text})
    || websearch_to_tsquery('simple', ${text}))`;
}

/**
 * Recomputes a document's search vector (migrations/0018's `document_search_vector`): its fields,
 * its vehicle's registration and its current version's text.
 */
async function refreshSearch(db: Db, documentId: string): Promise<void> {
  await db.execute(sql`UPDATE documents SET search = document_search_vector(id) WHERE id = ${documentId}`);
}

/**
 * What the owner is called, in parts the app formats for the reader's language: a vehicle's
 * registration (a service entry's and an inspection's too, with their day), or a name.
 */
const ownerRegistration = sql<string | null>`CASE ${documents.ownerKind}
  WHEN 'vehicle' THEN (SELECT registration FROM vehicles WHERE id = ${documents.ownerId})
  WHEN 'service_entry' THEN (SELECT v.registration FROM service_entries se
    JOIN vehicles v ON v.id = se.vehicle_id WHERE se.id = ${documents.ownerId})
  WHEN 'inspection' THEN (SELECT v.registration FROM inspections i
    JOIN vehicles v ON v.id = i.vehicle_id WHERE i.id = ${documents.ownerId})
  WHEN 'expense' THEN (SELECT v.registration FROM expenses e
    JOIN vehicles v ON v.id = e.vehicle_id WHERE e.id = ${documents.ownerId})
  END`;
const ownerName = sql<string | null>`CASE ${documents.ownerKind}
  WHEN 'driver' THEN (SELECT trim(contact_name || ' ' || contact_surname) FROM users WHERE id = ${documents.ownerId})
  WHEN 'organisation' THEN (SELECT name FROM organisations WHERE id = ${documents.ownerId})
  WHEN 'agreement' THEN (SELECT o.name FROM agreements a
    JOIN organisations o ON o.id = a.organisation_id WHERE a.id = ${documents.ownerId})
  WHEN 'expense' THEN (SELECT o.name FROM expenses e
    JOIN organisations o ON o.id = e.vendor_organisation_id WHERE e.id = ${documents.ownerId})
  WHEN 'client' THEN (SELECT name FROM clients WHERE id = ${documents.ownerId})
  END`;
const ownerDay = sql<string | null>`CASE ${documents.ownerKind}
  WHEN 'service_entry' THEN (SELECT performed_on::text FROM service_entries WHERE id = ${documents.ownerId})
  WHEN 'inspection' THEN (SELECT due_date::text FROM inspections WHERE id = ${documents.ownerId})
  WHEN 'expense' THEN (SELECT spent_on::text FROM expenses WHERE id = ${documents.ownerId})
  WHEN 'agreement' THEN (SELECT valid_from::text FROM agreements WHERE id = ${documents.ownerId})
  END`;

const versionCount = sql<number>`(SELECT count(*)::int FROM document_versions c WHERE c.document_id = ${documents.id})`;

const uploaderName = sql<string | null>`(SELECT trim(contact_name || ' ' || contact_surname) FROM users u
  WHERE u.id = ${documentVersions.uploadedBy})`;

/**
 * The columns a list row needs: not the search vector, nor the text read from the file (up to
 * 200,000 characters a version), which only the index reads.
 */
const { search: _search, ...documentColumns } = getTableColumns(documents);
const { text: _text, ...versionColumns } = getTableColumns(documentVersions);

function selectDocuments(db: Db) {
  return db
    .select({
      doc: documentColumns,
      version: versionColumns,
      ownerRegistration,
      ownerName,
      ownerDay,
      versionCount,
      uploaderName,
      uploaderEmail: sql<
        string | null
      >`(SELECT email FROM users u WHERE u.id = ${documentVersions.uploadedBy})`,
    })
    .from(documents)
    .innerJoin(documentVersions, eq(documentVersions.id, documents.currentVersionId));
}

type Row = Awaited<ReturnType<ReturnType<typeof selectDocuments>['where']>>[number];

function toVersion(
  version: Omit<typeof documentVersions.$inferSelect, 'text'>,
  uploader: { name: string | null; email: string | null },
): DocumentVersion {
  return {
    id: version.id,
    version: version.version,
    fileName: version.fileName,
    contentType: version.contentType,
    size: version.size,
    sha256: version.sha256,
    width: version.width,
    height: version.height,
    pages: version.pages,
    textStatus: version.textStatus,
    hasWeb: version.webBlobId !== null,
    hasThumb: version.thumbBlobId !== null,
    uploadedBy: version.uploadedBy
      ? { id: version.uploadedBy, name: uploader.name || uploader.email || '' }
      : null,
    createdAt: version.createdAt.toISOString(),
  };
}

/** Obligations each vehicle document could renew: same vehicle, the type's kind, an earlier date. */
async function proposals(db: Db, rows: Row[]): Promise<Map<string, DocumentItem['proposal']>> {
  const wanted = rows.filter(
    (row) =>
      row.doc.ownerKind === 'vehicle' &&
      row.doc.expiresOn &&
      row.doc.evidenceObligationId === null &&
      COMPLIANCE_KIND_OF_TYPE[row.doc.type],
  );
  const result = new Map<string, DocumentItem['proposal']>();
  if (wanted.length === 0) return result;
  const obligations = await db
    .select({
      id: complianceItems.id,
      vehicleId: complianceItems.vehicleId,
      kind: complianceItems.kind,
      validUntil: complianceItems.validUntil,
    })
    .from(complianceItems)
    .where(
      and(
        eq(complianceItems.clientId, wanted[0]!.doc.clientId),
        inArray(complianceItems.vehicleId, [...new Set(wanted.map((row) => row.doc.vehicleId!))]),
      ),
    );
  for (const row of wanted) {
    const kind = COMPLIANCE_KIND_OF_TYPE[row.doc.type];
    const obligation = obligations.find((o) => o.vehicleId === row.doc.vehicleId && o.kind === kind);
    if (!obligation) continue;
    if (obligation.validUntil !== null && obligation.validUntil >= row.doc.expiresOn!) continue;
    result.set(row.doc.id, {
      obligationId: obligation.id,
      kind: obligation.kind,
      currentValidUntil: obligation.validUntil,
      proposedValidUntil: row.doc.expiresOn!,
    });
  }
  return result;
}

async function toItems(db: Db, rows: Row[], today: string): Promise<DocumentItem[]> {
  const proposed = await proposals(db, rows);
  return rows.map((row) => ({
    id: row.doc.id,
    ownerKind: row.doc.ownerKind,
    ownerId: row.doc.ownerId,
    owner: { registration: row.ownerRegistration, name: row.ownerName, day: row.ownerDay },
    vehicleId: row.doc.vehicleId,
    type: row.doc.type,
    title: row.doc.title,
    number: row.doc.number,
    issuedOn: row.doc.issuedOn,
    expiresOn: row.doc.expiresOn,
    expiryState: expiryState(row.doc.expiresOn, today),
    visibleToDriver: row.doc.visibleToDriver,
    current: toVersion(row.version, { name: row.uploaderName, email: row.uploaderEmail }),
    versionCount: Number(row.versionCount),
    proposal: proposed.get(row.doc.id) ?? null,
    evidenceFor: row.doc.evidenceObligationId,
    version: row.doc.version,
    createdAt: row.doc.createdAt.toISOString(),
    updatedAt: row.doc.updatedAt.toISOString(),
  }));
}

export interface DocumentFilters {
  q?: string | null;
  types?: DocumentType[] | null;
  ownerKind?: DocumentOwnerKind | null;
  ownerId?: string | null;
  vehicleId?: string | null;
  expiry?: ExpiryState[] | null;
  cursor?: string | null;
  limit?: number;
}

/** The most documents the list counts: past it, the count says "more than" (`totalCapped`). */
export const COUNT_CAP = 1000;

/** Newest first, keyset-paged by the document's sequence number. */
export async function listDocuments(
  db: Db,
  reader: DocumentReader,
  filters: DocumentFilters,
  today = copenhagenToday(),
): Promise<DocumentPage> {
  const conditions: SQL[] = [readable(reader)];
  const q = filters.q?.trim();
  if (q) conditions.push(sql`${documents.search} @@ ${searchQuery(q)}`);
  if (filters.types?.length) conditions.push(inArray(documents.type, filters.types));
  if (filters.ownerKind) conditions.push(eq(documents.ownerKind, filters.ownerKind));
  if (filters.ownerId) conditions.push(eq(documents.ownerId, filters.ownerId));
  if (filters.vehicleId) conditions.push(eq(documents.vehicleId, filters.vehicleId));
  if (filters.expiry?.length)
    conditions.push(or(...filters.expiry.map((s) => expiryCondition(s, today))) as SQL);
  // Counted on the first page only (the list shows the first page's count), and only up to
  // COUNT_CAP: counting every match of a common word took longer than the page itself.
  let total: number | null = null;
  let totalCapped = false;
  if (!filters.cursor) {
    const matching = db
      .select({ one: sql`1` })
      .from(documents)
      .where(and(...conditions))
      .orderBy(desc(documents.seq))
      .limit(COUNT_CAP + 1)
      .as('matching');
    const [counted] = await db.select({ n: sql<number>`count(*)::int` }).from(matching);
    const n = Number(counted?.n ?? 0);
    totalCapped = n > COUNT_CAP;
    total = Math.min(n, COUNT_CAP);
  }
  const page = [...conditions];
  if (filters.cursor) {
    const position = readCursor(filters.cursor, { sort: 'documents', keys: [], id: 'serial' });
    page.push(lt(documents.seq, position.id));
  }
  const limit = filters.limit ?? 50;
  const rows = await selectDocuments(db)
    .where(and(...page))
    .orderBy(desc(documents.seq))
    .limit(limit + 1);
  const more = rows.length > limit;
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return {
    items: await toItems(db, items, today),
    nextCursor: more && last ? encodeCursor({ sort: 'documents', keys: [], id: last.doc.seq }) : null,
    total,
    totalCapped,
  };
}

export async function getDocument(
  db: Db,
  reader: DocumentReader,
  id: string,
  today = copenhagenToday(),
): Promise<DocumentItem> {
  const rows = await selectDocuments(db).where(and(readable(reader), eq(documents.id, id)));
  if (!rows[0]) throw notFound('document');
  return (await toItems(db, rows, today))[0]!;
}

/** A document's versions, newest first (the history). */
export async function listVersions(db: Db, reader: DocumentReader, id: string): Promise<DocumentVersion[]> {
  await getDocument(db, reader, id);
  const rows = await db
    .select({
      version: documentVersions,
      uploaderName,
      uploaderEmail: sql<
        string | null
      >`(SELECT email FROM users u WHERE u.id = ${documentVersions.uploadedBy})`,
    })
    .from(documentVersions)
    .where(and(eq(documentVersions.documentId, id), eq(documentVersions.clientId, reader.clientId)))
    .orderBy(desc(documentVersions.version))
    .limit(500);
  return rows.map((row) => toVersion(row.version, { name: row.uploaderName, email: row.uploaderEmail }));
}

export interface DocumentFields {
  type: DocumentType;
  title: string;
  number?: string;
  issuedOn?: string | null;
  expiresOn?: string | null;
  visibleToDriver?: boolean;
}

export interface StoredFile {
  fileName: string;
  contentType: string;
  size: number;
  sha256: string;
  originalBlobId: string;
  webBlobId: string | null;
  thumbBlobId: string | null;
  width: number | null;
  height: number | null;
  pages: number | null;
  text: string;
  /** How far the text was read (`none` for pictures). */
  textStatus: TextStatus;
}

function checkDates(issuedOn: string | null | undefined, expiresOn: string | null | undefined): void {
  if (issuedOn && expiresOn && expiresOn < issuedOn) throw new FieldError('expiresOn', 'before_issued');
}

/** A new document with its first version (the file is already stored). */
export async function createDocument(
  db: Db,
  actor: WorkActor,
  owner: OwnerRef & { vehicleId: string | null },
  fields: DocumentFields,
  file: StoredFile,
): Promise<DocumentItem> {
  checkDates(fields.issuedOn, fields.expiresOn);
  const id = await writing(db, async (tx) => {
    const [doc] = await tx
      .insert(documents)
      .values({
        clientId: actor.clientId,
        ownerKind: owner.ownerKind,
        ownerId: owner.ownerId,
        vehicleId: owner.vehicleId,
        type: fields.type,
        title: fields.title,
        number: fields.number ?? '',
        issuedOn: fields.issuedOn ?? null,
        expiresOn: fields.expiresOn ?? null,
        visibleToDriver: fields.visibleToDriver ?? false,
        search: '',
      })
      .returning({ id: documents.id });
    await addVersion(tx, actor, doc!.id, 1, file);
    return doc!.id;
  });
  return getDocument(db, { clientId: actor.clientId, driverUserId: null }, id);
}

async function addVersion(tx: Db, actor: WorkActor, documentId: string, version: number, file: StoredFile) {
  const [row] = await tx
    .insert(documentVersions)
    .values({ documentId, clientId: actor.clientId, version, uploadedBy: actor.userId, ...file })
    .returning({ id: documentVersions.id });
  await tx
    .update(documents)
    .set({ currentVersionId: row!.id, updatedAt: sql`now()` })
    .where(eq(documents.id, documentId));
  await refreshSearch(tx, documentId);
}

/** The document a new version goes to, if the actor's client has it (NOT_FOUND otherwise). */
export async function checkDocument(db: Db, clientId: string, id: string): Promise<void> {
  const [row] = await db
    .select({ id: documents.id })
    .from(documents)
    .where(and(eq(documents.id, id), eq(documents.clientId, clientId)));
  if (!row) throw notFound('document');
}

/** A new upload supersedes the current version; the earlier ones stay in the history. */
export async function supersede(
  db: Db,
  actor: WorkActor,
  documentId: string,
  file: StoredFile,
  fields: Partial<Pick<DocumentFields, 'issuedOn' | 'expiresOn' | 'number'>> = {},
): Promise<DocumentItem> {
  await writing(db, async (tx) => {
    const [doc] = await tx
      .select()
      .from(documents)
      .where(and(eq(documents.id, documentId), eq(documents.clientId, actor.clientId)))
      .for('update');
    if (!doc) throw notFound('document');
    const issuedOn = fields.issuedOn === undefined ? doc.issuedOn : fields.issuedOn;
    const expiresOn = fields.expiresOn === undefined ? doc.expiresOn : fields.expiresOn;
    checkDates(issuedOn, expiresOn);
    const [last] = await tx
      .select({ n: sql<number>`max(version)::int` })
      .from(documentVersions)
      .where(eq(documentVersions.documentId, documentId));
    // A new policy or report is new evidence: the renewal it may propose is offered again.
    await tx
      .update(documents)
      .set({
        issuedOn,
        expiresOn,
        number: fields.number ?? doc.number,
        evidenceObligationId: expiresOn !== doc.expiresOn ? null : doc.evidenceObligationId,
      })
      .where(eq(documents.id, documentId));
    await addVersion(tx, actor, documentId, Number(last?.n ?? 0) + 1, file);
  });
  return getDocument(db, { clientId: actor.clientId, driverUserId: null }, documentId);
}

/** Changes the given fields of a document (not its file). */
export async function updateDocument(
  db: Db,
  actor: WorkActor,
  id: string,
  changes: Partial<DocumentFields>,
  /** The version the edit was made from; another stored one refuses it (`StaleVersion`). */
  expectedVersion?: number,
): Promise<DocumentItem> {
  await writing(db, async (tx) => {
    const [doc] = await tx
      .select()
      .from(documents)
      .where(and(eq(documents.id, id), eq(documents.clientId, actor.clientId)))
      .for('update');
    if (!doc) throw notFound('document');
    await checkVersion(tx, doc, expectedVersion);
    const issuedOn = changes.issuedOn === undefined ? doc.issuedOn : changes.issuedOn;
    const expiresOn = changes.expiresOn === undefined ? doc.expiresOn : changes.expiresOn;
    checkDates(issuedOn, expiresOn);
    const next = {
      type: changes.type ?? doc.type,
      title: changes.title ?? doc.title,
      number: changes.number ?? doc.number,
      issuedOn,
      expiresOn,
      visibleToDriver: changes.visibleToDriver ?? doc.visibleToDriver,
    };
    if ((Object.keys(next) as (keyof typeof next)[]).every((key) => next[key] === doc[key])) return;
    await tx
      .update(documents)
      .set({
        ...next,
        evidenceObligationId: expiresOn !== doc.expiresOn ? null : doc.evidenceObligationId,
        ...nextVersion(actor.userId),
        updatedAt: sql`now()`,
      })
      .where(eq(documents.id, id));
    await refreshSearch(tx, id);
  });
  return getDocument(db, { clientId: actor.clientId, driverUserId: null }, id);
}

/** Deletes a document, every version and their stored bytes (the quota gets them back). */
export async function deleteDocument(db: Db, actor: WorkActor, id: string): Promise<void> {
  await writing(db, async (tx) => {
    const [doc] = await tx
      .select({ id: documents.id })
      .from(documents)
      .where(and(eq(documents.id, id), eq(documents.clientId, actor.clientId)))
      .for('update');
    if (!doc) throw notFound('document');
    const versions = await tx
      .select({
        original: documentVersions.originalBlobId,
        web: documentVersions.webBlobId,
        thumb: documentVersions.thumbBlobId,
      })
      .from(documentVersions)
      .where(eq(documentVersions.documentId, id));
    await tx.delete(documents).where(eq(documents.id, id));
    await deleteBlobs(
      tx,
      versions.flatMap((v) => [v.original, v.web, v.thumb]),
    );
  });
}

/**
 * Confirms the renewal a document proposes: the obligation is renewed to the document's expiry
 * date (done on its issue date, or today) and links the document as its evidence.
 */
export async function confirmRenewal(
  db: Db,
  actor: WorkActor,
  id: string,
  today = copenhagenToday(),
): Promise<DocumentItem> {
  const reader = { clientId: actor.clientId, driverUserId: null };
  const item = await getDocument(db, reader, id, today);
  if (!item.proposal) throw new FieldError('proposal', 'none');
  const proposal = item.proposal;
  await writing(db, async (tx) => {
    const issued = item.issuedOn && item.issuedOn <= today && item.issuedOn < proposal.proposedValidUntil;
    const completedOn = issued ? item.issuedOn : today < proposal.proposedValidUntil ? today : null;
    if (!completedOn) throw new FieldError('expiresOn', 'not_after_completed');
    await renewObligation(
      tx,
      actor,
      proposal.obligationId,
      { validUntil: proposal.proposedValidUntil, completedOn, note: item.title },
      today,
    );
    await tx
      .update(documents)
      .set({ evidenceObligationId: proposal.obligationId, updatedAt: sql`now()` })
      .where(eq(documents.id, id));
  });
  return getDocument(db, reader, id, today);
}

/**
 * Links a document as an obligation's evidence (the renewal drawer's "attach evidence"), or unlinks
 * it (`obligationId` null). Both must be the actor's client's; a document of another vehicle than
 * the obligation's is refused on the field.
 */
export async function attachEvidence(
  db: Db,
  actor: WorkActor,
  id: string,
  obligationId: string | null,
): Promise<DocumentItem> {
  await writing(db, async (tx) => {
    const [doc] = await tx
      .select({ id: documents.id, vehicleId: documents.vehicleId })
      .from(documents)
      .where(and(eq(documents.id, id), eq(documents.clientId, actor.clientId)))
      .for('update');
    if (!doc) throw notFound('document');
    if (obligationId) {
      const [obligation] = await tx
        .select({ vehicleId: complianceItems.vehicleId })
        .from(complianceItems)
        .where(and(eq(complianceItems.id, obligationId), eq(complianceItems.clientId, actor.clientId)));
      if (!obligation) throw notFound('obligation');
      if (doc.vehicleId !== null && doc.vehicleId !== obligation.vehicleId)
        throw new FieldError('obligationId', 'other_vehicle');
    }
    await tx
      .update(documents)
      .set({ evidenceObligationId: obligationId, updatedAt: sql`now()` })
      .where(eq(documents.id, id));
  });
  return getDocument(db, { clientId: actor.clientId, driverUserId: null }, id);
}

/**
 * Attaches an existing document to another record (an expense's receipt, a service entry's invoice,
 * an agreement's contract): the document's owner becomes `owner`. Its vehicle becomes the new
 * owner's vehicle, or stays when the new owner has none (an agreement, an organisation), so the
 * vehicle's page keeps it. Both must be the actor's client's: NOT_FOUND otherwise, nothing changed.
 */
export async function attachDocument(
  db: Db,
  actor: WorkActor,
  id: string,
  owner: OwnerRef,
): Promise<DocumentItem> {
  await writing(db, async (tx) => {
    const [doc] = await tx
      .select({ id: documents.id, vehicleId: documents.vehicleId })
      .from(documents)
      .where(and(eq(documents.id, id), eq(documents.clientId, actor.clientId)))
      .for('update');
    if (!doc) throw notFound('document');
    const { vehicleId } = await checkOwner(tx, actor.clientId, owner);
    await tx
      .update(documents)
      .set({
        ownerKind: owner.ownerKind,
        ownerId: owner.ownerId,
        vehicleId: vehicleId ?? doc.vehicleId,
        updatedAt: sql`now()`,
      })
      .where(eq(documents.id, id));
    await refreshSearch(tx, id);
  });
  return getDocument(db, { clientId: actor.clientId, driverUserId: null }, id);
}

/** The documents confirmed as evidence for an obligation (compliance shows them). */
export async function evidenceOf(
  db: Db,
  reader: DocumentReader,
  obligationId: string,
): Promise<DocumentItem[]> {
  const rows = await selectDocuments(db)
    .where(and(readable(reader), eq(documents.evidenceObligationId, obligationId)))
    .orderBy(desc(documents.seq))
    .limit(50);
  return toItems(db, rows, copenhagenToday());
}

export interface FileTarget {
  blobId: string;
  contentType: string;
  fileName: string;
  sha256: string;
}

/**
 * The stored file behind a version's variant if `reader` may see the document; null otherwise
 * (the file route answers 404 alike for "no such id" and "not yours").
 */
export async function fileFor(
  db: Db,
  reader: DocumentReader,
  versionId: string,
  variant: 'original' | 'web' | 'thumb',
): Promise<FileTarget | null> {
  const [row] = await db
    .select({ version: documentVersions })
    .from(documentVersions)
    .innerJoin(documents, eq(documents.id, documentVersions.documentId))
    .where(and(eq(documentVersions.id, versionId), readable(reader)));
  if (!row) return null;
  const v = row.version;
  const blobId = variant === 'original' ? v.originalBlobId : variant === 'web' ? v.webBlobId : v.thumbBlobId;
  if (!blobId) return null;
  if (variant === 'original')
    return { blobId, contentType: v.contentType, fileName: v.fileName, sha256: v.sha256 };
  const [blob] = await db
    .select({ sha256: documentBlobs.sha256 })
    .from(documentBlobs)
    .where(eq(documentBlobs.id, blobId));
  const base = v.fileName.replace(/\.[^.]*$/, '');
  return {
    blobId,
    contentType: 'image/jpeg',
    fileName: `${base}-${variant}.jpg`,
    sha256: blob?.sha256 ?? '',
  };
}
