/**
 * The photos area's tables as drizzle sees them; migrations/0014_photos.sql creates them.
 * test/storage.test.ts checks the two agree (through src/areas/schema.ts).
 */
import {
  bigint,
  boolean,
  doublePrecision,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { clients, users } from '../../db/schema.js';
import { inspectionDefects, inspections } from '../inspections/schema.js';
import { vehicles } from '../vehicles/schema.js';
import { documentBlobs } from '../documents/schema.js';
import { odometerReadings } from '../service/schema.js';
import type { FaceBox } from './faces.js';
import { PHOTO_ANGLES, PHOTO_OWNER_KINDS } from './model.js';

const clientId = () =>
  uuid('client_id')
    .notNull()
    .references(() => clients.id, { onDelete: 'cascade' });

export const photos = pgTable('photos', {
  id: uuid('id').primaryKey().defaultRandom(),
  clientId: clientId(),
  ownerKind: text('owner_kind', { enum: PHOTO_OWNER_KINDS }).notNull(),
  ownerId: uuid('owner_id').notNull(),
  vehicleId: uuid('vehicle_id').references(() => vehicles.id, { onDelete: 'cascade' }),
  checkItem: text('check_item'),
  /** A check-out's or check-in's angle (migrations/0032_damage_comparison.sql). */
  angle: text('angle', { enum: PHOTO_ANGLES }),
  defectId: uuid('defect_id').references(() => inspectionDefects.id, { onDelete: 'set null' }),
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
  takenAt: timestamp('taken_at', { withTimezone: true }),
  latitude: doublePrecision('latitude'),
  longitude: doublePrecision('longitude'),
  /** The faces found at upload (faces.ts; migrations/0023_photo_privacy.sql); null: not looked for. */
  faces: jsonb('faces').$type<FaceBox[]>(),
  /** The picture with those faces blurred, what a download of the original gets. */
  blurredBlobId: uuid('blurred_blob_id').references(() => documentBlobs.id),
  /** dHash as a signed 64-bit number (images.ts). */
  dhash: bigint('dhash', { mode: 'bigint' }),
  duplicateOf: uuid('duplicate_of').references((): AnyPgColumn => photos.id, { onDelete: 'set null' }),
  uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /**
   * The other vehicle of the client whose plate was read from this photo of a vehicle, and when
   * (migrations/0053_photo_shows_vehicle.sql; docs/vehicle-detection.md).
   */
  showsVehicleId: uuid('shows_vehicle_id').references(() => vehicles.id, { onDelete: 'set null' }),
  showsVehicleReadAt: timestamp('shows_vehicle_read_at', { withTimezone: true }),
});

export const walkAroundChecks = pgTable(
  'walk_around_checks',
  {
    inspectionId: uuid('inspection_id')
      .notNull()
      .references(() => inspections.id, { onDelete: 'cascade' }),
    clientId: clientId(),
    position: integer('position').notNull(),
    item: text('item').notNull(),
    passed: boolean('passed').notNull(),
    defectId: uuid('defect_id').references(() => inspectionDefects.id, { onDelete: 'set null' }),
  },
  (table) => [primaryKey({ columns: [table.inspectionId, table.item] })],
);

export const reportedOdometers = pgTable(
  'reported_odometers',
  {
    ownerKind: text('owner_kind', { enum: ['inspection', 'driver_report'] }).notNull(),
    ownerId: uuid('owner_id').notNull(),
    clientId: clientId(),
    odometerKm: integer('odometer_km').notNull(),
    readingId: bigint('reading_id', { mode: 'number' }).references(() => odometerReadings.id, {
      onDelete: 'set null',
    }),
  },
  (table) => [primaryKey({ columns: [table.ownerKind, table.ownerId] })],
);

export const photosTables = { photos, walkAroundChecks, reportedOdometers };
