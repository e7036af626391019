/**
 * Labelled twice (docs/annotations.md "Labelled twice"): which photos of a batch a second labeller
 * labels too, and how far two labellings of the same photos agree. Pure functions; the repository
 * reads the rows and test/annotationAgreement.test.ts holds their table.
 */
import { createHash } from 'node:crypto';
import {
  AGREEMENT_IOU,
  ANNOTATION_CLASSES,
  DOUBLE_SHARE,
  type AgreementScore,
  type AgreementSummary,
  type AnnotationClass,
  type Shape,
} from './model.js';

/** The first four bytes of the SHA-256 of a photo's id (lower case), as a number. */
const hashOf = (photoId: string) =>
  createHash('sha256').update(photoId.toLowerCase()).digest().readUInt32BE(0);

/**
 * The photos of a batch labelled twice: ⌈5 %⌉ of them (one for 1–20 photos, two for 21–40, ten for
 * 200), those with the lowest hash of their id (ties by id). The same photos always give the same
 * choice, whatever order they come in; the choice is returned in the order given.
 */
export function doublePhotos(photoIds: readonly string[]): string[] {
  const count = Math.ceil(photoIds.length * DOUBLE_SHARE);
  const chosen = new Set(
    [...photoIds]
      .map((id) => ({ id, hash: hashOf(id) }))
      .sort((a, b) => a.hash - b.hash || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
      .slice(0, count)
      .map((p) => p.id),
  );
  return photoIds.filter((id) => chosen.has(id));
}

interface Bounds {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** A box's corners, or a polygon's bounding box (polygons are compared by their bounding boxes). */
export function boundsOf(shape: Shape): Bounds {
  const xs = shape.points.map((p) => p.x);
  const ys = shape.points.map((p) => p.y);
  return { left: Math.min(...xs), top: Math.min(...ys), right: Math.max(...xs), bottom: Math.max(...ys) };
}

/** Intersection over union of two shapes' bounds (0 when either has no area). */
export function iou(a: Shape, b: Shape): number {
  const p = boundsOf(a);
  const q = boundsOf(b);
  const width = Math.min(p.right, q.right) - Math.max(p.left, q.left);
  const height = Math.min(p.bottom, q.bottom) - Math.max(p.top, q.top);
  if (width <= 0 || height <= 0) return 0;
  const inter = width * height;
  const union = (p.right - p.left) * (p.bottom - p.top) + (q.right - q.left) * (q.bottom - q.top) - inter;
  return union > 0 ? inter / union : 0;
}

/** Matched pairs and shapes of each labelling, per class. */
export type ClassCounts = Record<AnnotationClass, { matched: number; first: number; second: number }>;

const emptyCounts = (): ClassCounts =>
  Object.fromEntries(ANNOTATION_CLASSES.map((c) => [c, { matched: 0, first: 0, second: 0 }])) as ClassCounts;

/**
 * One photo's two labellings matched per class, greedily: every pair of one class with an IoU of
 * at least AGREEMENT_IOU, the highest first, each shape in one pair at most. Car part and severity
 * do not count; a shape of another class never matches.
 */
export function matchShapes(first: readonly Shape[], second: readonly Shape[]): ClassCounts {
  const counts = emptyCounts();
  for (const shape of first) counts[shape.annotationClass].first += 1;
  for (const shape of second) counts[shape.annotationClass].second += 1;
  const pairs: { i: number; j: number; overlap: number }[] = [];
  first.forEach((a, i) =>
    second.forEach((b, j) => {
      if (a.annotationClass !== b.annotationClass) return;
      const overlap = iou(a, b);
      if (overlap >= AGREEMENT_IOU) pairs.push({ i, j, overlap });
    }),
  );
  pairs.sort((p, q) => q.overlap - p.overlap || p.i - q.i || p.j - q.j);
  const usedFirst = new Set<number>();
  const usedSecond = new Set<number>();
  for (const { i, j } of pairs) {
    if (usedFirst.has(i) || usedSecond.has(j)) continue;
    usedFirst.add(i);
    usedSecond.add(j);
    counts[first[i]!.annotationClass].matched += 1;
  }
  return counts;
}

/** Agreement (F1) = 2·matched / (first + second); 1 when both labellings have no shape. */
export function scoreOf(matched: number, first: number, second: number): AgreementScore {
  const total = first + second;
  return { matched, first, second, agreement: total === 0 ? 1 : (2 * matched) / total };
}

/**
 * The agreement over photos whose two labellings are both submitted: the matched pairs and shapes
 * of all of them added up, overall and per class (the classes either labeller used). Without a
 * compared photo, overall is null.
 */
export function summariseAgreement(
  compared: readonly { first: readonly Shape[]; second: readonly Shape[] }[],
  pending: number,
): AgreementSummary {
  const total = emptyCounts();
  for (const photo of compared) {
    const counts = matchShapes(photo.first, photo.second);
    for (const c of ANNOTATION_CLASSES) {
      total[c].matched += counts[c].matched;
      total[c].first += counts[c].first;
      total[c].second += counts[c].second;
    }
  }
  const sum = (key: 'matched' | 'first' | 'second') =>
    ANNOTATION_CLASSES.reduce((n, c) => n + total[c][key], 0);
  return {
    photos: compared.length,
    pending,
    overall: compared.length === 0 ? null : scoreOf(sum('matched'), sum('first'), sum('second')),
    perClass: ANNOTATION_CLASSES.filter((c) => total[c].first + total[c].second > 0).map((c) => ({
      annotationClass: c,
      ...scoreOf(total[c].matched, total[c].first, total[c].second),
    })),
  };
}
