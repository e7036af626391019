/**
 * The annotation workbench's tables as drizzle sees them; migrations/0036_annotations.sql creates
 * them. test/storage.test.ts checks the two agree.
 */
import { integer, jsonb, pgTable, primaryKey, text, timestamp, uuid, boolean } from 'drizzle-orm/pg-core';
import { clients, users } from '../../db/schema.js';
import { photos } from '../photos/schema.js';
import {
  ANNOTATION_CLASSES,
  ANNOTATION_SEVERITIES,
  CAR_PARTS,
  DATASET_SPLITS,
  ITEM_STATUSES,
  SECOND_STATUSES,
  SHAPE_KINDS,
  type AnnotationClass,
  type DatasetSplit,
  type Point,
  type Shape,
} from './model.js';

/** A client's consent to its photos being labelled (none: not opted in). */
export const annotationOptIns = pgTable('annotation_opt_ins', {
  clientId: uuid('client_id')
    .primaryKey()
    .references(() => clients.id, { onDelete: 'cascade' }),
  optedIn: boolean('opted_in').notNull(),
  changedBy: uuid('changed_by').references(() => users.id, { onDelete: 'set null' }),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
});

export const annotationBatches = pgTable('annotation_batches', {
  id: uuid('id').primaryKey().defaultRandom(),
  clientId: uuid('client_id')
    .notNull()
    .references(() => clients.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  assigneeId: uuid('assignee_id')
    .notNull()
    .references(() => users.id),
  /** Who labels about 5 % of the photos a second time, blind (migrations/0047); none: nobody. */
  secondLabellerId: uuid('second_labeller_id').references(() => users.id),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const annotationItems = pgTable(
  'annotation_items',
  {
    batchId: uuid('batch_id')
      .notNull()
      .references(() => annotationBatches.id, { onDelete: 'cascade' }),
    photoId: uuid('photo_id')
      .notNull()
      .unique()
      .references(() => photos.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    status: text('status', { enum: ITEM_STATUSES }).notNull().default('todo'),
    submittedBy: uuid('submitted_by').references(() => users.id, { onDelete: 'set null' }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewNote: text('review_note').notNull().default(''),
  },
  (table) => [primaryKey({ columns: [table.batchId, table.photoId] })],
);

export const annotationShapes = pgTable(
  'annotation_shapes',
  {
    photoId: uuid('photo_id')
      .notNull()
      .references(() => photos.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    kind: text('kind', { enum: SHAPE_KINDS }).notNull(),
    points: jsonb('points').$type<Point[]>().notNull(),
    annotationClass: text('annotation_class', { enum: ANNOTATION_CLASSES }).notNull(),
    part: text('part', { enum: CAR_PARTS }).notNull(),
    severity: text('severity', { enum: ANNOTATION_SEVERITIES }).notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [primaryKey({ columns: [table.photoId, table.position] })],
);

/**
 * A photo of a batch labelled a second time by the batch's second labeller, blind
 * (migrations/0047_annotation_agreement.sql): their own shapes, saved and submitted apart from the
 * first labelling's.
 */
export const annotationSecondLabels = pgTable('annotation_second_labels', {
  batchId: uuid('batch_id').notNull(),
  photoId: uuid('photo_id').primaryKey(),
  status: text('status', { enum: SECOND_STATUSES }).notNull().default('todo'),
  shapes: jsonb('shapes').$type<Shape[]>().notNull().default([]),
  submittedAt: timestamp('submitted_at', { withTimezone: true }),
});

/** A frozen dataset version (migrations/0040_annotation_datasets.sql): never updated. */
export const annotationDatasetVersions = pgTable('annotation_dataset_versions', {
  id: uuid('id').primaryKey().defaultRandom(),
  number: integer('number').notNull().unique(),
  name: text('name').notNull(),
  classCounts: jsonb('class_counts').$type<Record<AnnotationClass, number>>().notNull(),
  splitCounts: jsonb('split_counts').$type<Record<DatasetSplit, number>>().notNull(),
  photoCount: integer('photo_count').notNull(),
  shapeCount: integer('shape_count').notNull(),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A photo of a frozen version: its split and its approved shapes as they were at the freeze. */
export const annotationDatasetPhotos = pgTable(
  'annotation_dataset_photos',
  {
    versionId: uuid('version_id')
      .notNull()
      .references(() => annotationDatasetVersions.id, { onDelete: 'cascade' }),
    photoId: uuid('photo_id')
      .notNull()
      .references(() => photos.id, { onDelete: 'cascade' }),
    splitKey: uuid('split_key').notNull(),
    split: text('split', { enum: DATASET_SPLITS }).notNull(),
    shapes: jsonb('shapes').$type<Shape[]>().notNull(),
  },
  (table) => [primaryKey({ columns: [table.versionId, table.photoId] })],
);

export const annotationTables = {
  annotationOptIns,
  annotationBatches,
  annotationItems,
  annotationShapes,
  annotationSecondLabels,
  annotationDatasetVersions,
  annotationDatasetPhotos,
};
