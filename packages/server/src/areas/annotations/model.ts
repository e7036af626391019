/**
 * The annotation workbench's words (docs/annotations.md), shared by the server and the app: what a
 * shape marks, on which part of the car and how badly, and the states of a photo under review.
 */

/** What a shape marks. */
export const ANNOTATION_CLASSES = [
  'scratch',
  'dent',
  'crack',
  'broken_glass',
  'missing_part',
  'plate',
] as const;
export type AnnotationClass = (typeof ANNOTATION_CLASSES)[number];

/** The part of the car a shape is on (a closed list). */
export const CAR_PARTS = [
  'front_bumper',
  'rear_bumper',
  'bonnet',
  'boot',
  'roof',
  'door',
  'fender',
  'side_mirror',
  'windscreen',
  'window',
  'headlight',
  'tail_light',
  'wheel',
  'plate',
] as const;
export type CarPart = (typeof CAR_PARTS)[number];

export const ANNOTATION_SEVERITIES = ['minor', 'major', 'critical'] as const;
export type AnnotationSeverity = (typeof ANNOTATION_SEVERITIES)[number];

export const SHAPE_KINDS = ['box', 'polygon'] as const;
export type ShapeKind = (typeof SHAPE_KINDS)[number];

/**
 * A photo in a batch: being labelled (`todo`), submitted by its labeller, approved by another
 * person, or sent back to its labeller (`returned`, labelled again and submitted again).
 */
export const ITEM_STATUSES = ['todo', 'submitted', 'approved', 'returned'] as const;
export type ItemStatus = (typeof ITEM_STATUSES)[number];

/**
 * A photo's second labelling (docs/annotations.md "Labelled twice"): being labelled by the batch's
 * second labeller, or submitted by them. It is never reviewed; it is compared with the first.
 */
export const SECOND_STATUSES = ['todo', 'submitted'] as const;
export type SecondStatus = (typeof SECOND_STATUSES)[number];

/** Which labelling of a photo: its assignee's (reviewed, four eyes) or the second labeller's (blind). */
export type Labelling = 'first' | 'second';

/** About this share of a batch's photos is labelled twice (at least one when there is a second labeller). */
export const DOUBLE_SHARE = 0.05;
/** Two shapes of the same class agree when their intersection over union is at least this. */
export const AGREEMENT_IOU = 0.5;

/** At most this many shapes on one photo, points in a polygon, photos in a batch. */
export const MAX_SHAPES = 200;
export const MAX_POLYGON_POINTS = 100;
export const MAX_BATCH_PHOTOS = 200;

/** A point as fractions of the picture's width and height (0..1). */
export interface Point {
  x: number;
  y: number;
}

/**
 * A box is two corners (top-left, bottom-right); a polygon three or more points in drawing
 * order. Coordinates are fractions of the picture (0..1), so they hold for any copy of it.
 */
export interface Shape {
  kind: ShapeKind;
  points: Point[];
  annotationClass: AnnotationClass;
  part: CarPart;
  severity: AnnotationSeverity;
}

export interface AnnotationPerson {
  id: string;
  name: string;
}

export interface AnnotationClientSetting {
  id: string;
  name: string;
  optedIn: boolean;
  /** Photos of the client with a web copy, not in a batch yet. */
  freePhotos: number;
}

export interface BatchSummary {
  id: string;
  name: string;
  client: { id: string; name: string };
  assignee: AnnotationPerson;
  /** Who labels about 5 % of the photos a second time, blind; null: nobody. */
  secondLabeller: AnnotationPerson | null;
  createdAt: string;
  counts: Record<ItemStatus, number>;
  /** The photos labelled twice, by the state of their second labelling. */
  secondCounts: Record<SecondStatus, number>;
}

export interface BatchItem {
  photoId: string;
  position: number;
  status: ItemStatus;
  /** The first labelling's shapes; null for the second labeller until they have submitted theirs. */
  shapeCount: number | null;
  submittedBy: AnnotationPerson | null;
  /** The photo's second labelling, when it is labelled twice. */
  second: { status: SecondStatus } | null;
}

export interface BatchDetail extends BatchSummary {
  items: BatchItem[];
}

export interface PhotoAnnotations {
  /** The first labelling (the assignee's, reviewed) or the second labeller's own, blind one. */
  labelling: Labelling;
  batchId: string;
  photoId: string;
  position: number;
  /** The picture's size in pixels, when known. */
  width: number | null;
  height: number | null;
  /** The stored web copy, for the editor (GET, admins only). */
  src: string;
  status: ItemStatus;
  shapes: Shape[];
  submittedBy: AnnotationPerson | null;
  submittedAt: string | null;
  reviewedBy: AnnotationPerson | null;
  reviewedAt: string | null;
  reviewNote: string;
  /** The previous and next photo of the batch (of the labelling), by position. */
  previousPhotoId: string | null;
  nextPhotoId: string | null;
}

export const photoSrc = (photoId: string) => `/api/annotations/photos/${photoId}/web`;

/** The parts of a frozen dataset version; a vehicle's photos are all in one of them. */
export const DATASET_SPLITS = ['train', 'validation', 'test'] as const;
export type DatasetSplit = (typeof DATASET_SPLITS)[number];

/** What a version is exported as: COCO JSON per split, or YOLO label files and data.yaml. */
/** COCO, YOLO (boxes) and YOLO-seg (Ultralytics' polygons: a box as its four corners). */
export const DATASET_FORMATS = ['coco', 'yolo', 'yolo-seg'] as const;
export type DatasetFormat = (typeof DATASET_FORMATS)[number];

/** A frozen, numbered dataset version: its counts as they were frozen. */
export interface DatasetVersion {
  id: string;
  number: number;
  name: string;
  createdBy: AnnotationPerson | null;
  createdAt: string;
  photoCount: number;
  shapeCount: number;
  /** Shapes of each class. */
  classCounts: Record<AnnotationClass, number>;
  /** Photos in each split. */
  splitCounts: Record<DatasetSplit, number>;
  /** The downloads (GET, admins only): a ZIP of the photos, faces blurred, with the labels. */
  exports: Record<DatasetFormat, string>;
}

export interface DatasetVersionDetail extends DatasetVersion {
  /** Vehicles (or photos without one) in each split, of the photos still in the product. */
  vehicleCounts: Record<DatasetSplit, number>;
}

export const datasetExportHref = (versionId: string, format: DatasetFormat) =>
  `/api/annotations/datasets/${versionId}/export?format=${format}`;

/** At most this many versions are listed (newest first). */
export const MAX_LISTED_VERSIONS = 100;

/**
 * How far two labellings of the same photos agree: shapes of one class matched greedily by IoU
 * (at least AGREEMENT_IOU), agreement = 2·matched / (first + second), 1 when both are empty.
 */
export interface AgreementScore {
  matched: number;
  /** Shapes of the first labelling (the assignee's), of the second labeller's. */
  first: number;
  second: number;
  /** 0..1 (F1). */
  agreement: number;
}

export interface ClassAgreement extends AgreementScore {
  annotationClass: AnnotationClass;
}

export interface AgreementSummary {
  /** Photos whose both labellings are submitted, compared here. */
  photos: number;
  /** Photos labelled twice whose two labellings are not both submitted yet. */
  pending: number;
  /** Over the compared photos' shapes together; null when no photo is compared yet. */
  overall: AgreementScore | null;
  /** The classes either labeller used, in ANNOTATION_CLASSES order. */
  perClass: ClassAgreement[];
}

export interface BatchAgreement extends AgreementSummary {
  batchId: string;
  secondLabeller: AnnotationPerson | null;
}

export interface OverallAgreement extends AgreementSummary {
  /** Batches with a photo compared. */
  batches: number;
}

/** One class's precision and recall of the slot's model against the reviewed test photos. */
export interface ClassEvaluation {
  annotationClass: AnnotationClass;
  /** Shapes of the class on the reviewed test photos. */
  reviewed: number;
  /** The model's detections of the class, at or above the minimum score. */
  detected: number;
  /** Detections matching a reviewed shape of the class (IoU at least 0.5, each shape once). */
  matched: number;
  /** matched / detected; null with no detection. */
  precision: number | null;
  /** matched / reviewed; null with no reviewed shape. */
  recall: number | null;
}

/** The slot's model against a version's test split (docs/annotations.md, "Evaluating the model"). */
export interface ModelEvaluation {
  versionNumber: number;
  model: { file: string | null; classes: string[] };
  /** Detections below this score are not counted. */
  minScore: number;
  /** Test photos the model was run on. */
  photos: number;
  /** Test photos without a picture to run it on. */
  unreadable: number;
  classes: ClassEvaluation[];
}
