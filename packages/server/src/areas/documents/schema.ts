/**
 * The documents area's tables as drizzle sees them; migrations/0010_documents.sql creates them.
 * test/storage.test.ts checks the two agree (through src/areas/schema.ts).
 */
import {
  bigint,
  boolean,
  customType,
  date,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { clients, users, versionColumns } from '../../db/schema.js';
import { complianceItems } from '../compliance/schema.js';
import { vehicles } from '../vehicles/schema.js';
import { DOCUMENT_OWNER_KINDS, DOCUMENT_TYPES, TEXT_STATUSES } from './model.js';

/**
 * PostgreSQL bytea: PGlite hands back a Uint8Array, node-postgres a Buffer; both become a Buffer
 * over the same memory (a chunk is 256 KiB: a copy of each would be garbage as large as the file).
 */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) =>
    Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const clientId = () =>
  uuid('client_id')
    .notNull()
    .references(() => clients.id, { onDelete: 'cascade' });

export const documentBlobs = pgTable('document_blobs', {
  id: uuid('id').primaryKey().defaultRandom(),
  clientId: clientId(),
  contentType: text('content_type').notNull(),
  size: bigint('size', { mode: 'number' }).notNull().default(0),
  chunkSize: integer('chunk_size').notNull(),
  sha256: text('sha256'),
  complete: boolean('complete').notNull().default(false),
  createdAt: createdAt(),
});

export const documentChunks = pgTable('document_chunks', {
  blobId: uuid('blob_id')
    .notNull()
    .references(() => documentBlobs.id, { onDelete: 'cascade' }),
  seq: integer('seq').notNull(),
  data: bytea('data').notNull(),
});

export const documents = pgTable('documents', {
  id: uuid('id').primaryKey().defaultRandom(),
  seq: bigint('seq', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
  clientId: clientId(),
  ownerKind: text('owner_kind', { enum: DOCUMENT_OWNER_KINDS }).notNull(),
  ownerId: uuid('owner_id').notNull(),
  vehicleId: uuid('vehicle_id').references(() => vehicles.id, { onDelete: 'cascade' }),
  type: text('type', { enum: DOCUMENT_TYPES }).notNull(),
  title: text('title').notNull(),
  number: text('number').notNull().default(''),
  issuedOn: date('issued_on', { mode: 'string' }),
  expiresOn: date('expires_on', { mode: 'string' }),
  visibleToDriver: boolean('visible_to_driver').notNull().default(false),
  currentVersionId: uuid('current_version_id'),
  evidenceObligationId: uuid('evidence_obligation_id').references(() => complianceItems.id, {
    onDelete: 'set null',
  }),
  search: tsvector('search').notNull(),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  /**
   * Raised by every edit of the fields (migrations/0024); `documents.update` takes it as
   * `expectedVersion`. Not the uploaded file versions (document_versions).
   */
  ...versionColumns(),
});

export const documentVersions = pgTable('document_versions', {
  id: uuid('id').primaryKey().defaultRandom(),
  documentId: uuid('document_id')
    .notNull()
    .references(() => documents.id, { onDelete: 'cascade' }),
  clientId: clientId(),
  version: integer('version').notNull(),
  fileName: text('file_name').notNull(),
  contentType: text('content_type').notNull(),
  size: bigint('size', { mode: 'number' }).notNull(),
  sha256: text('sha256').notNull(),
  originalBlobId: uuid('original_blob_id')
    .notNull()
    .references(() => documentBlobs.id),
  webBlobId: uuid('web_blob_id').references(() => documentBlobs.id),
  thumbBlobId: uuid('thumb_blob_id').references(() => documentBlobs.id),
  width: integer('width'),
  height: integer('height'),
  pages: integer('pages'),
  text: text('text').notNull().default(''),
  /** How far the text was read (migrations/0044_document_text_status.sql). */
  textStatus: text('text_status', { enum: TEXT_STATUSES }).notNull().default('none'),
  uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

export const documentsTables = { documentBlobs, documentChunks, documents, documentVersions };
