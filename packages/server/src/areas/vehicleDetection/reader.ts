/**
 * The plate reader (docs/vehicle-detection.md): one queue that sends the OCR process one picture at a
 * time (a small server has two cores; two OCR runs at once only share them and hold twice the
 * memory), a cache of reads by the picture's SHA-256, and the plates found in what was read.
 */
import { FIX_PENALTY, parsePlate, type PlateShape } from './grammar.js';
import { DOCUMENT_READ_SIZE, ocrPicture, type OcrLine, type OcrResult } from './ocrWorker.js';

/** Where a plate is, as fractions (0–1) of the upright picture's width and height (like a FaceBox). */
export interface PlateBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A plate found in a picture. */
export interface FoundPlate {
  /** Normalised ("AB12345"). */
  text: string;
  shape: PlateShape;
  /** What the OCR read, before the grammar. */
  raw: string;
  /** The read's confidence (the OCR's, lowered for each fix), 0–1. */
  score: number;
  fixes: number;
  box: PlateBox;
}

/** Reads kept in memory, by SHA-256 (a read is a few hundred bytes). */
const CACHE_SIZE = 500;
const cache = new Map<string, Promise<OcrResult>>();
let queue: Promise<unknown> = Promise.resolve();
let queued = 0;

/** Pictures waiting for the reader or being read now. */
export const queueLength = () => queued;

/**
 * What the OCR reads in a picture, once per SHA-256: a second request for the same bytes (the
 * same photo again, or an upload of the same file) gets the first read, even while it runs.
 */
export function readPicture(
  sha256: string,
  load: () => Promise<Buffer>,
): Promise<OcrResult & { cached: boolean }> {
  const known = cache.get(sha256);
  if (known) {
    cache.delete(sha256);
    cache.set(sha256, known);
    return known.then((result) => ({ ...result, cached: true }));
  }
  queued += 1;
  const read = queue.then(async () => ocrPicture(await load())).finally(() => (queued -= 1));
  queue = read.catch(() => {});
  cache.set(sha256, read);
  // A failed read is not remembered.
  read.catch(() => cache.delete(sha256));
  while (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value!);
  return read.then((result) => ({ ...result, cached: false }));
}

/**
 * What the OCR reads in a picture that must not be kept (a person's document: the VIN read from a
 * registration certificate), in the same queue as the plates, outside the cache; the detector sees
 * it larger than a plate photo (DOCUMENT_READ_SIZE: a certificate's print is small).
 */
export function readPictureOnce(data: Buffer): Promise<OcrResult> {
  queued += 1;
  const read = queue
    .then(() => ocrPicture(data, { readSize: DOCUMENT_READ_SIZE }))
    .finally(() => (queued -= 1));
  queue = read.catch(() => {});
  return read;
}

/** Forgets every cached read (tests). */
export function clearReadCache(): void {
  cache.clear();
}

function bounds(box: [number, number][]) {
  const xs = box.map(([x]) => x);
  const ys = box.map(([, y]) => y);
  return { left: Math.min(...xs), top: Math.min(...ys), right: Math.max(...xs), bottom: Math.max(...ys) };
}

const clamp = (value: number) => Math.min(1, Math.max(0, value));

/**
 * The plates in a read, the likeliest first: every line the grammar accepts, and two lines side
 * by side on one row read as one (the OCR splits "AB 12" from "345" at a wide gap).
 */
export function platesIn(result: Pick<OcrResult, 'width' | 'height' | 'lines'>): FoundPlate[] {
  const lines = result.lines.map((line) => ({ ...line, ...bounds(line.box) }));
  const pieces: { raw: string; mean: number; left: number; top: number; right: number; bottom: number }[] = [
    ...lines.map((line) => ({ raw: line.text, mean: line.mean, ...bounds(line.box) })),
  ];
  for (const a of lines)
    for (const b of lines) {
      if (a === b || b.left <= a.left) continue;
      const height = Math.min(a.bottom - a.top, b.bottom - b.top);
      const overlap = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
      if (height <= 0 || overlap < height * 0.5 || b.left - a.right > height * 1.5) continue;
      pieces.push({
        raw: `${a.text} ${b.text}`,
        mean: Math.min(a.mean, b.mean),
        left: a.left,
        top: Math.min(a.top, b.top),
        right: Math.max(a.right, b.right),
        bottom: Math.max(a.bottom, b.bottom),
      });
    }
  const found = new Map<string, FoundPlate>();
  for (const piece of pieces) {
    const plate = parsePlate(piece.raw);
    if (!plate) continue;
    const score = piece.mean * FIX_PENALTY ** plate.fixes.length;
    const earlier = found.get(plate.text);
    if (earlier && earlier.score >= score) continue;
    found.set(plate.text, {
      text: plate.text,
      shape: plate.shape,
      raw: piece.raw,
      score: Math.round(score * 1000) / 1000,
      fixes: plate.fixes.length,
      box: {
        x: clamp(piece.left / result.width),
        y: clamp(piece.top / result.height),
        width: clamp((piece.right - piece.left) / result.width),
        height: clamp((piece.bottom - piece.top) / result.height),
      },
    });
  }
  // The standard shape before a personal plate (any word can be one), then by score.
  return [...found.values()].sort(
    (a, b) => Number(b.shape === 'standard') - Number(a.shape === 'standard') || b.score - a.score,
  );
}

export type { OcrLine };
