/**
 * The before/after comparison (docs/damage.md, "Before/after comparison"): a check-out photo and
 * the check-in photo of the same angle of the same vehicle are aligned and compared, and the
 * regions that changed are suggested, never damages: a person confirms a region before a damage
 * exists. The work (./compareWorker.js: sharp, a translation search, SSIM by ssim.js) runs in one
 * worker thread, one pair at a time, so a burst of check-ins cannot stall other users' requests;
 * whatever the photos' size, it is done at COMPARE_WIDTH pixels wide.
 */
import { Worker } from 'node:worker_threads';

export { COMPARE_WIDTH, MAX_INPUT_PIXELS, MAX_REGIONS, MAX_SHIFT } from './compareWorker.js';

/** A region, as fractions (0..1) of the check-in picture. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface ChangedRegion extends Box {
  /** How much it changed, 0..1 (1 minus the mean structural similarity inside). */
  score: number;
}

export interface Comparison {
  /** False when the two pictures do not show the same view (too much differs to point at anything). */
  comparable: boolean;
  /** The shift found, as a fraction of the width and height (after = before moved by it). */
  shift: { x: number; y: number };
  /** The mean structural similarity of the aligned pictures, 0..1. */
  similarity: number;
  regions: ChangedRegion[];
  /** Time in the worker (decoding both pictures included), in milliseconds. */
  millis: number;
}

type Answer = { id: number; result: Comparison } | { id: number; error: string };

let worker: Worker | null = null;
let nextId = 0;
const waiting = new Map<number, { resolve: (result: Comparison) => void; reject: (error: Error) => void }>();

/** The comparison worker, started at the first comparison; it does not keep the process alive when idle. */
function comparisonWorker(): Worker {
  if (worker) return worker;
  const started = new Worker(new URL('./compareWorker.js', import.meta.url));
  started.on('message', (answer: Answer) => {
    const job = waiting.get(answer.id);
    waiting.delete(answer.id);
    if (!waiting.size) started.unref();
    if ('error' in answer) job?.reject(new Error(answer.error));
    else job?.resolve(answer.result);
  });
  const fail = (error: Error) => {
    worker = null;
    for (const job of waiting.values()) job.reject(error);
    waiting.clear();
  };
  started.on('error', fail);
  started.on('exit', (code) => fail(new Error(`The comparison worker stopped (${code})`)));
  worker = started;
  return started;
}

let tail: Promise<unknown> = Promise.resolve();

/**
 * Compares a check-out picture (`before`) with the check-in picture of the same angle (`after`)
 * and answers the regions that changed; rejects for a picture that cannot be decoded or has more
 * than MAX_INPUT_PIXELS pixels. Comparisons wait for each other: one at a time in the server.
 */
export function comparePictures(before: Buffer, after: Buffer): Promise<Comparison> {
  const run = tail.then(
    () =>
      new Promise<Comparison>((resolve, reject) => {
        const id = nextId++;
        waiting.set(id, { resolve, reject });
        const target = comparisonWorker();
        target.ref();
        target.postMessage({ id, before: new Uint8Array(before), after: new Uint8Array(after) });
      }),
  );
  tail = run.catch(() => undefined);
  return run;
}
