// @ts-check
/**
 * The before/after comparison's work, in a worker thread (./compare.ts starts it and sends it one
 * pair at a time), so that decoding, aligning and comparing two photos never holds the server's
 * event loop. Plain JavaScript (type-checked through JSDoc): a worker runs a file as Node finds it,
 * and this one is the same file under the tests (the source) and in production (copied to dist).
 *
 * Both pictures are brought to COMPARE_WIDTH wide (the height follows the check-in photo's
 * shape), greyscale, normalised and lightly blurred (sharp); the check-out picture is laid over
 * the check-in one by the translation, within MAX_SHIFT pixels each way, with the least mean
 * difference; the overlap is compared with SSIM (ssim.js, its linear-time "weber" map), and cells
 * of the map well below the picture's own level are grouped into boxes.
 */
import { parentPort } from 'node:worker_threads';
import sharp from 'sharp';
import { ssim } from 'ssim.js';

export const COMPARE_WIDTH = 320;
export const COMPARE_MAX_HEIGHT = 320;
/** The largest shift searched, in compared pixels each way (5 % of the width). */
export const MAX_SHIFT = 16;
/** A picture sharp is asked to decode may have at most this many pixels (the photos area's limit). */
export const MAX_INPUT_PIXELS = 64_000_000;
/** At most this many regions are suggested for one pair, the most changed first. */
export const MAX_REGIONS = 6;
/** The size of the cells the similarity map is judged in, in compared pixels. */
const CELL = 8;
/** A cell is changed when its similarity is this far below the picture's median… */
const DROP = 0.35;
/** …and below this outright. */
const CEILING = 0.55;
/** More changed cells than this share of the picture, or a mean similarity below the floor: not the same view. */
const MOST = 0.35;
const SAME_VIEW = 0.6;

/** @typedef {{ data: Uint8Array, width: number, height: number }} Grey */
/** @typedef {{ x: number, y: number, width: number, height: number, score: number }} Region */
/** @typedef {{ comparable: boolean, shift: { x: number, y: number }, similarity: number, regions: Region[], millis: number }} Result */

/**
 * @param {Uint8Array} picture
 * @param {number} width
 * @param {number} height
 * @returns {Promise<Grey>}
 */
async function prepare(picture, width, height) {
  const { data, info } = await sharp(picture, { limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .resize(width, height, { fit: 'fill' })
    .greyscale()
    .normalise()
    // A light blur: sensor noise and JPEG blocks are not changes.
    .blur(0.8)
    .raw()
    .toBuffer({ resolveWithObject: true });
  return {
    data: new Uint8Array(data.buffer, data.byteOffset, data.length),
    width: info.width,
    height: info.height,
  };
}

/**
 * Mean absolute difference of `after` against `before` moved by (dx, dy), over the inner area.
 * @param {Grey} before @param {Grey} after @param {number} dx @param {number} dy @param {number} step
 */
function difference(before, after, dx, dy, step) {
  const { width, height } = after;
  let sum = 0;
  let n = 0;
  for (let y = MAX_SHIFT; y < height - MAX_SHIFT; y += step) {
    const a = y * width;
    const b = (y - dy) * width - dx;
    for (let x = MAX_SHIFT; x < width - MAX_SHIFT; x += step) {
      sum += Math.abs(/** @type {number} */ (after.data[a + x]) - /** @type {number} */ (before.data[b + x]));
      n++;
    }
  }
  return sum / n;
}

/**
 * The translation that best lays `before` over `after`: a coarse search every 2 pixels, then ±1.
 * @param {Grey} before @param {Grey} after
 */
function align(before, after) {
  let best = { dx: 0, dy: 0, d: difference(before, after, 0, 0, 2) };
  for (let dy = -MAX_SHIFT; dy <= MAX_SHIFT; dy += 2)
    for (let dx = -MAX_SHIFT; dx <= MAX_SHIFT; dx += 2) {
      const d = difference(before, after, dx, dy, 2);
      if (d < best.d) best = { dx, dy, d };
    }
  const coarse = best;
  best = { ...coarse, d: difference(before, after, coarse.dx, coarse.dy, 1) };
  for (let dy = coarse.dy - 1; dy <= coarse.dy + 1; dy++)
    for (let dx = coarse.dx - 1; dx <= coarse.dx + 1; dx++) {
      if (Math.abs(dx) > MAX_SHIFT || Math.abs(dy) > MAX_SHIFT) continue;
      const d = difference(before, after, dx, dy, 1);
      if (d < best.d) best = { dx, dy, d };
    }
  return best;
}

/**
 * The overlap of the aligned pictures as RGBA (ssim.js reads RGBA), and where it starts in `after`.
 * @param {Grey} before @param {Grey} after @param {number} dx @param {number} dy
 */
function overlap(before, after, dx, dy) {
  const x0 = Math.max(0, dx);
  const y0 = Math.max(0, dy);
  const width = after.width - Math.abs(dx);
  const height = after.height - Math.abs(dy);
  const one = new Uint8ClampedArray(width * height * 4);
  const two = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const o = (y * width + x) * 4;
      const a = /** @type {number} */ (after.data[(y + y0) * after.width + x + x0]);
      const b = /** @type {number} */ (before.data[(y + y0 - dy) * before.width + x + x0 - dx]);
      one[o] = one[o + 1] = one[o + 2] = b;
      two[o] = two[o + 1] = two[o + 2] = a;
      one[o + 3] = two[o + 3] = 255;
    }
  return { before: { data: one, width, height }, after: { data: two, width, height }, x0, y0 };
}

/** @param {number} value */
const round = (value) => Math.round(value * 10_000) / 10_000;

/**
 * Compares a check-out picture (`beforePicture`) with the check-in picture of the same angle.
 * Throws what sharp throws for a picture it cannot decode or that has too many pixels.
 * @param {Uint8Array} beforePicture @param {Uint8Array} afterPicture
 * @returns {Promise<Result>}
 */
export async function compare(beforePicture, afterPicture) {
  const started = performance.now();
  const meta = await sharp(afterPicture, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  const upright = (meta.orientation ?? 1) >= 5;
  const w = (upright ? meta.height : meta.width) ?? COMPARE_WIDTH;
  const h = (upright ? meta.width : meta.height) ?? COMPARE_WIDTH;
  const width = COMPARE_WIDTH;
  const height = Math.max(4 * MAX_SHIFT, Math.min(COMPARE_MAX_HEIGHT, Math.round((COMPARE_WIDTH * h) / w)));
  const [before, after] = await Promise.all([
    prepare(beforePicture, width, height),
    prepare(afterPicture, width, height),
  ]);
  const { dx, dy } = align(before, after);
  const pair = overlap(before, after, dx, dy);
  const { ssim_map: map, mssim } = ssim(pair.before, pair.after, {
    ssim: 'weber',
    downsample: false,
    windowSize: 11,
  });
  // The map is the overlap less the window's edges ("valid"); its cells are laid over the overlap.
  const offsetX = pair.x0 + (pair.before.width - map.width) / 2;
  const offsetY = pair.y0 + (pair.before.height - map.height) / 2;
  const columns = Math.floor(map.width / CELL);
  const rows = Math.floor(map.height / CELL);
  const cells = new Float64Array(columns * rows);
  for (let row = 0; row < rows; row++)
    for (let column = 0; column < columns; column++) {
      let sum = 0;
      for (let y = row * CELL; y < (row + 1) * CELL; y++)
        for (let x = column * CELL; x < (column + 1) * CELL; x++)
          sum += /** @type {number} */ (map.data[y * map.width + x]);
      cells[row * columns + column] = sum / (CELL * CELL);
    }
  const sorted = Array.from(cells).sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)] ?? 1;
  const changed = cells.map((value) => (value < Math.min(CEILING, median - DROP) ? 1 : 0));
  const changedCount = changed.reduce((sum, value) => sum + value, 0);
  const shift = { x: dx / width, y: dy / height };
  /** @param {boolean} comparable @param {Region[]} regions @returns {Result} */
  const done = (comparable, regions) => ({
    comparable,
    shift,
    similarity: Math.max(0, Math.min(1, mssim)),
    regions,
    millis: Math.round(performance.now() - started),
  });
  if (changedCount > MOST * cells.length || mssim < SAME_VIEW) return done(false, []);
  // Changed cells touching (8 ways) are one region; a lone cell is noise.
  const label = new Int32Array(cells.length).fill(-1);
  /** @type {Region[]} */
  const regions = [];
  for (let start = 0; start < cells.length; start++) {
    if (!changed[start] || label[start] !== -1) continue;
    const stack = [start];
    label[start] = start;
    let [minC, maxC, minR, maxR, count, sum] = [columns, -1, rows, -1, 0, 0];
    while (stack.length) {
      const cell = /** @type {number} */ (stack.pop());
      const r = Math.floor(cell / columns);
      const c = cell % columns;
      [minC, maxC, minR, maxR] = [Math.min(minC, c), Math.max(maxC, c), Math.min(minR, r), Math.max(maxR, r)];
      count++;
      sum += /** @type {number} */ (cells[cell]);
      for (let nr = r - 1; nr <= r + 1; nr++)
        for (let nc = c - 1; nc <= c + 1; nc++) {
          if (nr < 0 || nc < 0 || nr >= rows || nc >= columns) continue;
          const next = nr * columns + nc;
          if (changed[next] && label[next] === -1) {
            label[next] = start;
            stack.push(next);
          }
        }
    }
    if (count < 2) continue;
    // A margin of one cell: the box shows the change with what is round it.
    const x = Math.max(0, offsetX + (minC - 1) * CELL);
    const y = Math.max(0, offsetY + (minR - 1) * CELL);
    const right = Math.min(width, offsetX + (maxC + 2) * CELL);
    const bottom = Math.min(height, offsetY + (maxR + 2) * CELL);
    regions.push({
      x: round(x / width),
      y: round(y / height),
      width: round((right - x) / width),
      height: round((bottom - y) / height),
      score: round(Math.max(0, Math.min(1, 1 - sum / count))),
    });
  }
  regions.sort((a, b) => b.score * b.width * b.height - a.score * a.width * a.height);
  return done(true, regions.slice(0, MAX_REGIONS));
}

// One pair at a time: { id, before, after } in, { id, result } or { id, error } out.
parentPort?.on(
  'message',
  async (/** @type {{ id: number, before: Uint8Array, after: Uint8Array }} */ job) => {
    try {
      parentPort?.postMessage({ id: job.id, result: await compare(job.before, job.after) });
    } catch (error) {
      parentPort?.postMessage({ id: job.id, error: error instanceof Error ? error.message : String(error) });
    }
  },
);
