// @ts-check
/**
 * The model slot's post-processing (./detectWorker.js; a table test in test/damageModel.test.ts):
 * a YOLO-style detector's raw output to boxes on the original picture.
 */

/** Scores below this are not detections. */
export const MIN_SCORE = 0.25;
/** Two boxes of one class overlapping more than this are one detection (the higher score kept). */
export const NMS_IOU = 0.45;
export const MAX_DETECTIONS = 50;

/**
 * @typedef {{ x: number, y: number, width: number, height: number, score: number, classIndex: number }} Detection
 * @typedef {{ size: number, scale: number, pad: { left: number, top: number }, width: number, height: number }} Letterbox
 */

/** @param {Detection} a @param {Detection} b */
function iou(a, b) {
  const x1 = Math.max(a.x, b.x);
  const y1 = Math.max(a.y, b.y);
  const x2 = Math.min(a.x + a.width, b.x + b.width);
  const y2 = Math.min(a.y + a.height, b.y + b.height);
  const inter = Math.max(0, x2 - x1) * Math.max(0, y2 - y1);
  const union = a.width * a.height + b.width * b.height - inter;
  return union > 0 ? inter / union : 0;
}

/**
 * Decodes [1, N, 5 + C] (with objectness) or [1, 4 + C, N] (without, the rows transposed) into
 * detections as fractions (0..1) of the original picture, the letterbox undone, clipped, with
 * per-class non-maximum suppression. Throws "unsupported: …" for any other shape.
 * @param {Float32Array} data @param {number[]} dims @param {Letterbox} letterbox
 * @returns {Detection[]}
 */
export function decodeDetections(data, dims, letterbox) {
  if (dims.length !== 3 || dims[0] !== 1) throw new Error(`unsupported: output ${JSON.stringify(dims)}`);
  const [, a, b] = /** @type {[number, number, number]} */ (dims);
  // Transposed (YOLOv8): fewer rows than columns, each row a field of every candidate. A detector
  // has more candidates (thousands) than fields (4 or 5 plus its classes): the longer axis is theirs.
  const transposed = a < b;
  const count = transposed ? b : a;
  const fields = transposed ? a : b;
  const withObjectness = !transposed;
  const classes = fields - (withObjectness ? 5 : 4);
  if (classes < 1) throw new Error(`unsupported: output ${JSON.stringify(dims)}`);
  /** @param {number} candidate @param {number} field */
  const at = (candidate, field) =>
    /** @type {number} */ (transposed ? data[field * count + candidate] : data[candidate * fields + field]);
  /** @type {Detection[]} */
  const found = [];
  for (let i = 0; i < count; i++) {
    const objectness = withObjectness ? at(i, 4) : 1;
    let best = 0;
    let classIndex = 0;
    for (let c = 0; c < classes; c++) {
      const score = at(i, (withObjectness ? 5 : 4) + c);
      if (score > best) [best, classIndex] = [score, c];
    }
    const score = objectness * best;
    if (!(score >= MIN_SCORE)) continue;
    const [cx, cy, w, h] = [at(i, 0), at(i, 1), at(i, 2), at(i, 3)];
    // From the letterboxed input back to the picture, then to fractions of it.
    const left = Math.max(0, (cx - w / 2 - letterbox.pad.left) / letterbox.scale);
    const top = Math.max(0, (cy - h / 2 - letterbox.pad.top) / letterbox.scale);
    const right = Math.min(letterbox.width, (cx + w / 2 - letterbox.pad.left) / letterbox.scale);
    const bottom = Math.min(letterbox.height, (cy + h / 2 - letterbox.pad.top) / letterbox.scale);
    if (right <= left || bottom <= top) continue;
    found.push({
      x: left / letterbox.width,
      y: top / letterbox.height,
      width: (right - left) / letterbox.width,
      height: (bottom - top) / letterbox.height,
      score,
      classIndex,
    });
  }
  found.sort((p, q) => q.score - p.score);
  /** @type {Detection[]} */
  const kept = [];
  for (const candidate of found) {
    if (kept.length >= MAX_DETECTIONS) break;
    if (kept.every((other) => other.classIndex !== candidate.classIndex || iou(other, candidate) <= NMS_IOU))
      kept.push(candidate);
  }
  return kept;
}
