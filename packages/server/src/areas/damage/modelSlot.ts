/**
 * The model slot (docs/damage.md, "Model slot"): an operator may point DAMAGE_MODEL_PATH at an ONNX
 * damage detector; the product ships its pre- and post-processing (./detectWorker.js,
 * ./detections.js) and runs it in a worker thread, one picture at a time. onnxruntime-node is
 * imported in that worker only, so a server without a model never loads it. Without a file the
 * status says so, and nothing is ever detected: there is no stand-in model.
 *
 * Class names: a text file beside the model with the same name and `.txt` (one a line, in the
 * model's order); without it the classes are named by their number.
 */
import { access, readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { Worker } from 'node:worker_threads';

import * as detections from './detections.js';

/** A detection of the post-processing: a box as fractions of the picture, its score and class. */
export interface RawDetection {
  x: number;
  y: number;
  width: number;
  height: number;
  score: number;
  classIndex: number;
}

/** The post-processing (./detections.js), typed here for the TypeScript that reads it. */
export const decodeDetections: (
  data: Float32Array,
  dims: number[],
  letterbox: {
    size: number;
    scale: number;
    pad: { left: number; top: number };
    width: number;
    height: number;
  },
) => RawDetection[] = detections.decodeDetections;

export const MODEL_STATES = ['not_configured', 'ready', 'missing', 'unsupported', 'invalid'] as const;
export type ModelState = (typeof MODEL_STATES)[number];

export interface DamageModelStatus {
  state: ModelState;
  /** The model file's name (not its folder), when one is configured. */
  file: string | null;
  /** The square input the model is run at, in pixels. */
  inputSize: number | null;
  classes: string[];
}

/** A detection, as fractions (0..1) of the picture, with its class name and score. */
export interface DetectedDamage {
  x: number;
  y: number;
  width: number;
  height: number;
  score: number;
  label: string;
}

type Answer = { id: number; result: unknown } | { id: number; error: string };

let modelPath: string | null = null;
let loading: Promise<DamageModelStatus> | null = null;
let worker: Worker | null = null;
let nextId = 0;
const waiting = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
let tail: Promise<unknown> = Promise.resolve();

/** Sets the model file (DAMAGE_MODEL_PATH; null: none). A change drops the loaded model. */
export function configureDamageModel(path: string | null): void {
  if (path === modelPath) return;
  modelPath = path;
  loading = null;
  void worker?.terminate();
  worker = null;
}

function call(job: { kind: 'load' } | { kind: 'detect'; picture: Uint8Array }): Promise<unknown> {
  const run = tail.then(
    () =>
      new Promise<unknown>((resolve, reject) => {
        if (!worker) {
          const started = new Worker(new URL('./detectWorker.js', import.meta.url), {
            workerData: { modelPath },
          });
          started.on('message', (answer: Answer) => {
            const pending = waiting.get(answer.id);
            waiting.delete(answer.id);
            if (!waiting.size) started.unref();
            if ('error' in answer) pending?.reject(new Error(answer.error));
            else pending?.resolve(answer.result);
          });
          const fail = (error: Error) => {
            if (worker === started) worker = null;
            for (const pending of waiting.values()) pending.reject(error);
            waiting.clear();
          };
          started.on('error', fail);
          started.on('exit', (code) => fail(new Error(`The model worker stopped (${code})`)));
          worker = started;
        }
        const id = nextId++;
        waiting.set(id, { resolve, reject });
        worker.ref();
        worker.postMessage({ id, ...job });
      }),
  );
  tail = run.catch(() => undefined);
  return run;
}

async function classNames(path: string): Promise<string[]> {
  try {
    return (await readFile(path.replace(/\.onnx$/i, '') + '.txt', 'utf8'))
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean)
      .slice(0, 1000);
  } catch {
    return [];
  }
}

/** What the slot holds: nothing, a model ready to run, or why the configured file cannot run. */
export function damageModelStatus(): Promise<DamageModelStatus> {
  const path = modelPath;
  if (!path) return Promise.resolve({ state: 'not_configured', file: null, inputSize: null, classes: [] });
  loading ??= (async (): Promise<DamageModelStatus> => {
    const file = basename(path);
    try {
      await access(path);
    } catch {
      return { state: 'missing', file, inputSize: null, classes: [] };
    }
    try {
      const loaded = (await call({ kind: 'load' })) as { inputSize: number };
      return { state: 'ready', file, inputSize: loaded.inputSize, classes: await classNames(path) };
    } catch (error) {
      const unsupported = error instanceof Error && error.message.startsWith('unsupported');
      return { state: unsupported ? 'unsupported' : 'invalid', file, inputSize: null, classes: [] };
    }
  })();
  return loading;
}

/** Runs the configured model on a picture; throws when the slot is not ready (say `state`). */
export async function detectDamages(picture: Buffer): Promise<DetectedDamage[]> {
  const status = await damageModelStatus();
  if (status.state !== 'ready') throw new ModelNotReady(status.state);
  const found = (await call({ kind: 'detect', picture: new Uint8Array(picture) }).catch((error: unknown) => {
    // An output the post-processing does not read: the model is not one this product runs.
    if (error instanceof Error && error.message.startsWith('unsupported'))
      throw new ModelNotReady('unsupported');
    throw error;
  })) as RawDetection[];
  return found.map(({ classIndex, ...box }) => ({
    ...box,
    label: status.classes[classIndex] ?? `class ${classIndex}`,
  }));
}

export class ModelNotReady extends Error {
  constructor(readonly state: ModelState) {
    super(`The damage model is ${state}`);
    this.name = 'ModelNotReady';
  }
}
