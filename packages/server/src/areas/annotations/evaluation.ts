/**
 * Precision and recall per class of the model in the damage area's slot (DAMAGE_MODEL_PATH,
 * docs/damage.md) against a frozen dataset version's test split, the photos four eyes approved
 * (docs/annotations.md, "Evaluating the model"). Computed when asked, never stored: the model and
 * its threshold may change. Without a model that can run, the answer says why and counts nothing.
 */
import type { Db } from '../../db/database.js';
import { FieldError, NotFoundError } from '../../errors.js';
import { detectDamages, damageModelStatus, ModelNotReady, type DetectedDamage } from '../damage/modelSlot.js';
import { blobInfo, readBlobToBuffer } from '../documents/storage.js';
import { matchShapes } from './agreement.js';
import { exportPhotos, versionForExport } from './datasets.js';
import { ANNOTATION_CLASSES, type AnnotationClass, type ModelEvaluation, type Shape } from './model.js';

/** A detection below this score is not counted (the detector's own threshold for a suggestion). */
export const EVALUATION_MIN_SCORE = 0.5;
/** The most test photos one evaluation reads (each is one run of the model in its worker). */
export const EVALUATION_MAX_PHOTOS = 500;

const isClass = (label: string): label is AnnotationClass =>
  (ANNOTATION_CLASSES as readonly string[]).includes(label);

/**
 * A detection as a shape to match against the reviewed ones; null when its label is not one of
 * the dataset's classes (it can then be neither right nor wrong about them).
 */
export function detectionShape(found: DetectedDamage): Shape | null {
  if (!isClass(found.label)) return null;
  return {
    kind: 'box',
    points: [
      { x: found.x, y: found.y },
      { x: found.x + found.width, y: found.y + found.height },
    ],
    annotationClass: found.label,
    // Part and severity do not count in the matching (agreement.ts).
    part: 'door',
    severity: 'minor',
  };
}

/** Per class: matched (true positives), reviewed shapes and counted detections; P and R from them. */
export function precisionRecall(
  counts: Record<AnnotationClass, { matched: number; first: number; second: number }>,
) {
  return ANNOTATION_CLASSES.map((annotationClass) => {
    const { matched, first: reviewed, second: detected } = counts[annotationClass];
    return {
      annotationClass,
      reviewed,
      detected,
      matched,
      precision: detected > 0 ? matched / detected : null,
      recall: reviewed > 0 ? matched / reviewed : null,
    };
  });
}

/** Runs the slot's model on the version's test photos and compares, class by class. */
export async function evaluateModel(db: Db, versionId: string): Promise<ModelEvaluation> {
  const model = await damageModelStatus();
  if (model.state !== 'ready') throw new FieldError('model', model.state);
  const version = await versionForExport(db, versionId);
  if (!version) throw new NotFoundError('No such dataset version');
  const total = Object.fromEntries(
    ANNOTATION_CLASSES.map((c) => [c, { matched: 0, first: 0, second: 0 }]),
  ) as Record<AnnotationClass, { matched: number; first: number; second: number }>;
  let photos = 0;
  let unreadable = 0;
  for await (const photo of exportPhotos(db, versionId)) {
    if (photo.split !== 'test') continue;
    if (photos + unreadable >= EVALUATION_MAX_PHOTOS) break;
    const info = photo.webBlobId ? await blobInfo(db, photo.webBlobId) : null;
    if (!info) {
      unreadable += 1;
      continue;
    }
    let found: DetectedDamage[];
    try {
      found = await detectDamages(await readBlobToBuffer(db, info));
    } catch (error) {
      if (error instanceof ModelNotReady) throw new FieldError('model', error.state);
      throw error;
    }
    const detected = found
      .filter((item) => item.score >= EVALUATION_MIN_SCORE)
      .map(detectionShape)
      .filter((shape): shape is Shape => shape !== null);
    const counts = matchShapes(photo.shapes, detected);
    for (const c of ANNOTATION_CLASSES) {
      total[c].matched += counts[c].matched;
      total[c].first += counts[c].first;
      total[c].second += counts[c].second;
    }
    photos += 1;
  }
  return {
    versionNumber: version.number,
    model: { file: model.file, classes: model.classes },
    minScore: EVALUATION_MIN_SCORE,
    photos,
    unreadable,
    classes: precisionRecall(total),
  };
}
