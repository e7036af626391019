/**
 * A PDF's text for search, and a scan's or a photo's recognised by OCR, read off the event loop (docs/documents.md "Reading a PDF's text",
 * docs/threat-model.md "A hostile PDF that stalls the server"). A 1 MB PDF whose streams inflate to 1 GB cost 27 s of
 * the main thread when pdf.js ran there, and every request of every client waited. Now:
 *
 * - pdf.js runs in one worker thread (./pdfTextWorker.js), one PDF at a time: the server's other
 *   core stays with the event loop, and the bytes are read from the blob by the ranges pdf.js asks
 *   for (the worker never holds the file).
 * - Each PDF has a wall-clock limit (`DOCUMENT_TEXT_SECONDS`, 10 s) and a memory limit
 *   (`DOCUMENT_TEXT_MEMORY_MB`, 256): the worker's V8 heap is capped by `resourceLimits`, and,
 *   since inflated streams are typed arrays outside that heap, the process's resident memory is
 *   watched while a PDF is read. Past either limit the worker is terminated (a new one reads the
 *   next PDF, once the old one's memory is given back) and the document is stored with the text found until then and its `textStatus`
 *   (`timed_out`, `too_large`): the upload never fails for it and the file is never lost.
 * - PDFs wait in one queue per client, the one served least recently going next, so one client's bombs delay
 *   another client's PDF by at most one limit; a client with QUEUE_PER_CLIENT PDFs already waiting
 *   has the next stored without text (`skipped`).
 * - The text stops at MAX_TEXT characters and MAX_TEXT_PAGES pages (`partial`), in the worker,
 *   page by page, so an endless page is cut off while it is read.
 * - A scanned page (one with no text of its own) and a picture (a photo of a document) have their
 *   text recognised by the OCR engine (./ocrEngine.js) in the same worker, in the same turns, one
 *   picture at a time: a picture has `DOCUMENT_OCR_SECONDS` (60 s) of wall clock and
 *   `DOCUMENT_OCR_MEMORY_MB` (512) of growth, and so has a PDF from its first scanned page on (its
 *   growth still counted from its start); the engine's own load (once per worker) is not counted.
 *   Text found so is `recognised`; pictures read with none in them, `no_text`.
 */
import { Worker } from 'node:worker_threads';
import { MAX_PIXELS } from './files.js';
import type { TextStatus } from './model.js';
import { UploadRefused } from './storage.js';

/** The most text kept per version (the column's check). */
export const MAX_TEXT = 200_000;

/** The most pages whose text is read for search (the text is capped at MAX_TEXT anyway). */
export const MAX_TEXT_PAGES = 200;
/** PDFs of one client that may wait for the worker; the next is stored without its text. */
export const QUEUE_PER_CLIENT = 16;
/** How often the resident memory is looked at while a PDF is read. */
const WATCH_MS = 50;

export interface PdfTextLimits {
  /** Wall-clock time one PDF may take in the worker (waiting for its turn excluded). */
  ms: number;
  /** Memory one PDF may take: the worker's heap and the process's growth while it is read. */
  memoryMb: number;
  /**
   * Wall-clock time for recognising text in pictures: a picture's whole read, and a PDF's from its
   * first scanned page on (its text until then had `ms`). 60 s when not given.
   */
  ocrMs?: number;
  /**
   * Memory likewise, the process's growth from the picture's start (the engine's own, loaded once
   * a worker, not counted). 512 MB when not given.
   */
  ocrMemoryMb?: number;
}

export const DEFAULT_TEXT_LIMITS = {
  ms: 10_000,
  memoryMb: 256,
  ocrMs: 60_000,
  ocrMemoryMb: 512,
} satisfies PdfTextLimits;

export interface PdfTextResult {
  /** The page count, or null when the worker was stopped before the PDF opened. */
  pages: number | null;
  text: string;
  status: TextStatus;
}

interface Job {
  id: number;
  /** A PDF, or a picture whose text is recognised. */
  kind: 'pdf' | 'picture';
  queue: string;
  length: number;
  read: (begin: number, end: number) => Promise<Uint8Array>;
  limits: PdfTextLimits;
  resolve: (result: PdfTextResult) => void;
  reject: (error: unknown) => void;
}

type Answer =
  | { id: number; type: 'read'; begin: number; end: number }
  | { id: number; type: 'opened'; pages: number }
  | { id: number; type: 'loading' }
  | { id: number; type: 'loaded' }
  | { id: number; type: 'scan' }
  | { id: number; type: 'scanned' }
  | { id: number; type: 'stopped' }
  | { id: number; type: 'page'; text: string }
  | { id: number; type: 'done'; partial: boolean; recognised: boolean }
  | { id: number; type: 'invalid' };

/** The waiting PDFs of each queue (client). */
const queues = new Map<string, Job[]>();
/** When each queue was last served (a count of PDFs started): the least recent goes next. */
const served = new Map<string, number>();
let started = 0;
let worker: Worker | null = null;
let workerMemoryMb = 0;
let running: Job | null = null;
/** A worker being terminated: the next PDF waits until its memory is given back. */
let stopping: Promise<unknown> | null = null;
let nextId = 0;

/** How many PDFs are waiting or being read (the bench and the tests watch it). */
export function pdfTextBacklog(): number {
  let waiting = running ? 1 : 0;
  for (const jobs of queues.values()) waiting += jobs.length;
  return waiting;
}

/**
 * The text of a PDF of `length` bytes that `read(begin, end)` (end exclusive) serves, read in the
 * worker in `queue`'s turn. Rejects with UploadRefused(INVALID_FILE) for a file pdf.js cannot
 * open, and with the error of a failed `read`; every limit it meets resolves with its status.
 */
export function extractPdfText(
  queue: string,
  length: number,
  read: (begin: number, end: number) => Promise<Uint8Array>,
  limits: PdfTextLimits = DEFAULT_TEXT_LIMITS,
): Promise<PdfTextResult> {
  return enqueue('pdf', queue, length, read, limits);
}

/**
 * The text recognised in a picture (JPEG, PNG, WebP) of `length` bytes, in the worker in `queue`'s
 * turn: `recognised`, `no_text` when none was found, or the limit it met; `failed` when it does
 * not decode (the upload decoded it already, so that is unexpected).
 */
export function extractPictureText(
  queue: string,
  length: number,
  read: (begin: number, end: number) => Promise<Uint8Array>,
  limits: PdfTextLimits = DEFAULT_TEXT_LIMITS,
): Promise<PdfTextResult> {
  return enqueue('picture', queue, length, read, limits);
}

function enqueue(
  kind: Job['kind'],
  queue: string,
  length: number,
  read: (begin: number, end: number) => Promise<Uint8Array>,
  limits: PdfTextLimits,
): Promise<PdfTextResult> {
  const waiting = queues.get(queue);
  if (waiting && waiting.length >= QUEUE_PER_CLIENT)
    return Promise.resolve({ pages: null, text: '', status: 'skipped' });
  return new Promise<PdfTextResult>((resolve, reject) => {
    const job: Job = { id: (nextId += 1), kind, queue, length, read, limits, resolve, reject };
    if (waiting) waiting.push(job);
    else queues.set(queue, [job]);
    next();
  });
}

/** A PDF's page count and text from bytes in memory (the tests read the PDFs the server prints). */
export function pdfText(data: Uint8Array): Promise<PdfTextResult> {
  return extractPdfText('', data.length, async (begin, end) => data.subarray(begin, end));
}

/** Stops the worker (tests, shutdown); the next PDF starts a new one. */
export async function stopPdfText(): Promise<void> {
  const reading = worker;
  worker = null;
  if (reading) await terminateSafely(reading);
}

/**
 * The job each worker is recognising a picture for, while it is in the OCR engine (from the `go`
 * it is given to its `scanned`). ONNX Runtime's and sharp's calls finish on threads of their own,
 * and a worker terminated while one is in flight aborts the whole process (measured: "terminate
 * called after throwing an instance of 'Napi::Error'").
 */
const inEngine = new WeakMap<Worker, number>();

/**
 * Terminates a worker, but one in the OCR engine only once it is out: it is asked to stop, which
 * it does at its next strip or line of the picture.
 */
function terminateSafely(reading: Worker): Promise<unknown> {
  const id = inEngine.get(reading);
  if (id === undefined) return reading.terminate();
  return new Promise<void>((resolve) => {
    const done = () => {
      reading.off('message', out);
      reading.off('exit', done);
      resolve();
    };
    const out = (answer: Answer) => {
      if (answer.type === 'scanned') done();
    };
    reading.on('message', out);
    reading.on('exit', done);
    reading.postMessage({ type: 'stop', id });
  }).then(() => reading.terminate());
}

/**
 * Starts the next waiting PDF: the first of the queue served least recently (one never served
 * first, then in the order the queues filled), so clients take turns.
 */
function next(): void {
  if (running || stopping) return;
  let queue: string | null = null;
  for (const candidate of queues.keys())
    if (queue === null || (served.get(candidate) ?? -1) < (served.get(queue) ?? -1)) queue = candidate;
  if (queue === null) {
    served.clear();
    worker?.unref();
    return;
  }
  const jobs = queues.get(queue)!;
  const job = jobs.shift()!;
  if (!jobs.length) queues.delete(queue);
  served.set(queue, (started += 1));
  running = job;
  run(job);
}

function startWorker(memoryMb: number): Worker {
  if (worker && workerMemoryMb === memoryMb) return worker;
  if (worker) void terminateSafely(worker);
  worker = new Worker(new URL('./pdfTextWorker.js', import.meta.url), {
    resourceLimits: { maxOldGenerationSizeMb: memoryMb, maxYoungGenerationSizeMb: 16 },
  });
  const created = worker;
  created.on('message', (answer: Answer) => {
    if (answer.type === 'scanned') inEngine.delete(created);
  });
  workerMemoryMb = memoryMb;
  return worker;
}

function run(job: Job): void {
  const reading = startWorker(job.limits.memoryMb);
  reading.ref();
  let pages: number | null = null;
  const texts: string[] = [];
  let size = 0;
  let over = false;
  let recognised = false;
  let baseline = process.memoryUsage.rss();
  let memoryMb = job.limits.memoryMb;
  /** The worker is loading the OCR engine (the resident memory when it began), or null. */
  let loading: number | null = null;

  /**
   * Ends the job; `terminate` stops the worker too (a limit met, or a worker that failed): the next
   * file waits until its memory is given back.
   */
  const finish = (outcome: { status: TextStatus } | { error: unknown }, terminate: boolean) => {
    if (running !== job) return;
    running = null;
    clearTimeout(timer);
    clearInterval(watch);
    reading.off('message', onMessage);
    reading.off('error', onError);
    reading.off('exit', onExit);
    if (terminate) {
      if (worker === reading) worker = null;
      stopping = terminateSafely(reading).finally(() => {
        stopping = null;
        next();
      });
    }
    if ('error' in outcome) job.reject(outcome.error);
    else {
      const text = cleanText(texts.join('\n'));
      let status = outcome.status === 'complete' && over ? 'partial' : outcome.status;
      // Text found in pictures says so (a search may miss what was misread); a picture with none
      // says that instead of `complete`.
      if (status === 'complete' && recognised) status = text ? 'recognised' : 'no_text';
      job.resolve({ pages, text, status });
    }
    next();
  };

  const onMessage = (answer: Answer) => {
    if (answer.id !== job.id) return;
    switch (answer.type) {
      case 'read':
        job.read(answer.begin, answer.end).then(
          (bytes) => {
            if (running === job)
              reading.postMessage({ type: 'bytes', id: job.id, begin: answer.begin, bytes });
          },
          (error: unknown) => finish({ error }, true),
        );
        break;
      case 'opened':
        pages = answer.pages;
        break;
      case 'loading':
        // The OCR engine stays loaded in this worker: its memory and time are not this job's
        // (our own code on no input of the job's, about 1 s and 200–300 MB), though bounded.
        loading = process.memoryUsage.rss();
        ocrClock();
        break;
      case 'loaded':
        if (loading !== null) baseline += process.memoryUsage.rss() - loading;
        loading = null;
        ocrClock();
        break;
      case 'scan':
        // Pictures have their own clock and memory limit, from the first one on; the growth is
        // still counted from the job's start (a PDF's pages before its first scan included).
        if (!recognised) {
          recognised = true;
          memoryMb = job.limits.ocrMemoryMb ?? DEFAULT_TEXT_LIMITS.ocrMemoryMb;
          ocrClock();
        }
        inEngine.set(reading, job.id);
        reading.postMessage({ type: 'go', id: job.id });
        break;
      case 'page':
        if (size < MAX_TEXT) {
          texts.push(answer.text);
          size += answer.text.length + 1;
        } else over = true;
        break;
      case 'done':
        recognised ||= answer.recognised;
        finish({ status: answer.partial ? 'partial' : 'complete' }, false);
        break;
      case 'invalid':
        if (job.kind === 'picture') finish({ status: 'failed' }, false);
        else if (pages === null)
          finish({ error: new UploadRefused('INVALID_FILE', 422, 'The PDF cannot be opened') }, false);
        else finish({ status: 'partial' }, false);
        break;
    }
  };
  const limit = (status: 'timed_out' | 'too_large') => finish({ status }, true);
  const ocrClock = () => {
    clearTimeout(timer);
    timer = setTimeout(() => limit('timed_out'), job.limits.ocrMs ?? DEFAULT_TEXT_LIMITS.ocrMs);
  };
  const onError = (error: Error & { code?: string }) =>
    finish({ status: error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'too_large' : 'failed' }, true);
  const onExit = () => finish({ status: 'failed' }, true);
  reading.on('message', onMessage);
  reading.on('error', onError);
  reading.on('exit', onExit);

  let timer = setTimeout(() => limit('timed_out'), job.limits.ms);
  // Inflated streams are typed arrays, outside the heap resourceLimits caps: the process's growth
  // while this one PDF is read is counted against it.
  const watch = setInterval(() => {
    if (loading === null && process.memoryUsage.rss() - baseline > memoryMb * 1024 * 1024) limit('too_large');
  }, WATCH_MS);

  reading.postMessage({
    type: 'job',
    kind: job.kind,
    id: job.id,
    length: job.length,
    maxPages: MAX_TEXT_PAGES,
    maxText: MAX_TEXT,
    maxPixels: MAX_PIXELS,
  });
}

/** Text PostgreSQL can store: no NUL or other control characters, lone surrogates dropped, capped. */
export function cleanText(text: string): string {
  return (
    text
      // eslint-disable-next-line no-control-regex -- control characters are what is removed
      .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, ' ')
      .replace(/[ \t]+/g, ' ')
      .trim()
      .slice(0, MAX_TEXT)
      .replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD')
  );
}
