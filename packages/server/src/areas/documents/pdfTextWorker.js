// @ts-check
/**
 * A PDF's text, read in a worker thread (./pdfText.ts starts it and gives it one PDF at a time),
 * so that a hostile PDF (streams that inflate to gigabytes, pages of endless operators) costs this
 * thread's time and never the server's event loop. Plain JavaScript (type-checked through JSDoc):
 * a worker runs a file as Node finds it, and this one is the same file under the tests (the
 * source) and in production (copied to dist).
 *
 * The PDF is not sent whole: pdf.js (unpdf's build) is handed a `PDFDataRangeTransport` whose
 * `requestDataRange(begin, end)` asks the main thread for those bytes (it reads them from the
 * blob's chunks), so pdf.js reads the cross-reference table, the pages' content streams and
 * fonts, never the pictures. Each page's text is posted as soon as it is read, so what was found
 * stays with the main thread if this worker is stopped (too slow, too much memory).
 *
 * A page with no text of its own (a scan) has its largest picture read by the OCR engine
 * (./ocrEngine.js, loaded on the first scan or picture, once per worker), and so has a picture
 * sent as a job of its own (`kind: 'picture'`, a photo of a document).
 *
 * The main thread must never terminate this thread while it is in the OCR engine (ONNX Runtime's
 * and sharp's calls finish on their own threads, and their callbacks into a terminated thread
 * abort the process): before entering it the worker posts `scan` and waits for `go`, posts
 * `scanned` when out again, and a `stop` received in between ends the recognition at its next
 * strip or line (`stopped`).
 *
 * Messages, each with the job's `id`: in `{ type: 'job', kind, length, maxPages, maxText,
 * maxPixels }`, `{ type: 'bytes', begin, bytes }`, `{ type: 'go' }` and `{ type: 'stop' }`; out
 * `{ type: 'read', begin, end }`, `{ type: 'opened', pages }`, `{ type: 'scan' }` (about to
 * recognise a picture's text), `{ type: 'loading' }` and `{ type: 'loaded' }` (the OCR engine,
 * once a worker: its memory and time are not the job's), `{ type: 'scanned' }`, `{ type: 'stopped' }`, `{ type: 'page', text }`,
 * `{ type: 'done', partial, recognised }` (a cap reached or a page unreadable; text recognised
 * in pictures) and `{ type: 'invalid' }` (not a PDF pdf.js can open, or a picture that does not
 * decode). A range the main thread cannot read ends the worker (the main thread stops it).
 */
import { parentPort } from 'node:worker_threads';

/** The bytes pdf.js asks for at a time. */
const RANGE = 64 * 1024;

/**
 * Node 20 has no iterator helpers, and unpdf's pdf.js calls two of them: `Map.keys().find` in its
 * range transport (without it the failure escapes as an uncaught exception) and
 * `Map.values().some` in its form code. This adds just those two, as the standard defines them,
 * to the prototype every built-in iterator inherits from, and only where they are missing (Node 22
 * has them). It changes only this worker's globals.
 */
function installIteratorHelpers() {
  /** @type {Record<string, unknown>} */
  const proto = Object.getPrototypeOf(Object.getPrototypeOf([][Symbol.iterator]()));
  /** @param {string} name @param {unknown} value */
  const define = (name, value) => {
    if (typeof proto[name] !== 'function')
      Object.defineProperty(proto, name, { value, writable: true, configurable: true, enumerable: false });
  };
  define(
    'find',
    /** @this {Iterator<unknown>} @param {(value: unknown, index: number) => unknown} predicate */
    function find(predicate) {
      let index = 0;
      for (let step = this.next(); !step.done; step = this.next()) {
        if (predicate(step.value, index++)) {
          this.return?.();
          return step.value;
        }
      }
      return undefined;
    },
  );
  define(
    'some',
    /** @this {Iterator<unknown>} @param {(value: unknown, index: number) => unknown} predicate */
    function some(predicate) {
      let index = 0;
      for (let step = this.next(); !step.done; step = this.next()) {
        if (predicate(step.value, index++)) {
          this.return?.();
          return true;
        }
      }
      return false;
    },
  );
}

/**
 * pdf.js inflates flate streams with `DecompressionStream` where there is one (Node has it): Node's
 * zlib, in libuv's thread pool, outside this thread. A bomb's inflating then runs on after this
 * worker is terminated (terminating took seconds), and its chunks are allocated by the pool's
 * threads, whose C allocator kept them in the process (measured: 73 MB before a 1 GB bomb, 307
 * after, 510 and 744 after two more). Without it pdf.js inflates in JavaScript, here, into typed
 * arrays that terminating the worker frees.
 */
function forgoDecompressionStream() {
  if ('DecompressionStream' in globalThis)
    Object.defineProperty(globalThis, 'DecompressionStream', {
      value: undefined,
      configurable: true,
      writable: true,
    });
}

/**
 * pdf.js keeps the bytes it is sent by ranges in one array of the file's length
 * (`ChunkedStream`: `new Uint8Array(length)`), of which only the ranges read are ever written.
 * Allocated as any typed array, it comes from the C allocator zeroed: fresh from the system only
 * the first time, after which the allocator's threshold for that has risen to the freed array's
 * size and the next one is zeroed in place, every page of it resident (measured: opening a 20 MB
 * PDF grew the process by 19.5 MB in four uploads of nine, by 0.1–2 MB in the others).
 *
 * So while a document opens (from `getDocument` until pdf.js first asks for a range, by when it
 * has made its stream), an array of exactly the file's length (over one range) is made in a WebAssembly memory
 * instead: reserved from the system and zero until written, so only the pages of the ranges read
 * become resident. The array is a real Uint8Array of that length, zeroed, as pdf.js asked for;
 * only where its memory comes from differs. Every other array, and everything after the window,
 * is made as before. Returns the function that ends the window.
 * @param {number} length
 * @returns {() => void}
 */
function fileArraysFromWasm(length) {
  const original = globalThis.Uint8Array;
  // A file of one range is read whole anyway.
  if (length <= RANGE) return () => {};
  const pages = Math.ceil(length / 65536);
  globalThis.Uint8Array = new Proxy(original, {
    construct(target, args, newTarget) {
      if (newTarget === globalThis.Uint8Array && args.length === 1 && args[0] === length) {
        try {
          // (The server's TypeScript libraries do not declare WebAssembly; Node has it.)
          const memory = new /** @type {any} */ (globalThis).WebAssembly.Memory({
            initial: pages,
            maximum: pages,
          });
          return new target(memory.buffer, 0, length);
        } catch {
          // No address space for it: an ordinary array, as before.
        }
      }
      return Reflect.construct(target, args, newTarget === globalThis.Uint8Array ? target : newTarget);
    },
  });
  return () => {
    globalThis.Uint8Array = original;
  };
}

const port = /** @type {import('node:worker_threads').MessagePort} */ (parentPort);

// A PDF read is cut short (a cap reached, a document destroyed) while pdf.js still has promises
// in flight; their rejections are of no interest and must not end the worker for the next PDF.
process.on('unhandledRejection', () => {});

/** The OCR engine, loaded on the first picture (./ocrEngine.js). */
/** @type {Promise<{ engine: import('./ocrEngine.js').Engine, recognise: typeof import('./ocrEngine.js').recognise }> | null} */
let ocr = null;

/** The job asked to stop (a limit met while it was in the OCR engine). */
let stopRequested = 0;
/** @type {(() => void) | null} */
let go = null;

/** Thrown in the OCR engine when the job is asked to stop. */
class Stopped extends Error {}

/**
 * Recognises the text of one picture (`raw` pixels, or encoded bytes) with the OCR engine, loading
 * it the first time (and saying so, so that its memory is not counted as the job's), after the
 * main thread's `go`; `scanned` posted when out of the engine again.
 * @param {number} id
 * @param {(message: Record<string, unknown>) => void} post
 * @param {Uint8Array} data
 * @param {{ raw?: { width: number, height: number, channels: 1 | 3 | 4 } | null, maxPixels: number }} options
 */
async function recognisePicture(id, post, data, options) {
  await new Promise((resolve) => {
    go = () => resolve(undefined);
    post({ type: 'scan' });
  });
  go = null;
  try {
    if (!ocr) {
      post({ type: 'loading' });
      ocr = import('./ocrEngine.js').then(async ({ loadEngine, recognise }) => ({
        engine: await loadEngine(),
        recognise,
      }));
      // A load that failed is tried again by the next picture, not remembered.
      await ocr.catch((error) => {
        ocr = null;
        throw error;
      });
      post({ type: 'loaded' });
    }
    const { engine, recognise } = await ocr;
    return await recognise(engine, data, {
      ...options,
      stop: () => {
        if (stopRequested === id) throw new Stopped();
      },
    });
  } finally {
    post({ type: 'scanned' });
  }
}

/**
 * The pixels of a page's largest picture (a scan), or null when it has none worth reading.
 * @param {any} pdfjs
 * @param {any} page
 * @param {number} maxPixels
 * @returns {Promise<{ data: Uint8Array, raw: { width: number, height: number, channels: 1 | 3 | 4 } } | null>}
 */
async function pagePicture(pdfjs, page, maxPixels) {
  const operators = await page.getOperatorList();
  /** @type {any} */
  let best = null;
  for (let i = 0; i < operators.fnArray.length; i += 1) {
    const op = operators.fnArray[i];
    if (op !== pdfjs.OPS.paintImageXObject && op !== pdfjs.OPS.paintInlineImageXObject) continue;
    const [source] = operators.argsArray[i];
    const image =
      typeof source === 'string'
        ? await new Promise((resolve) =>
            (source.startsWith('g_') ? page.commonObjs : page.objs).get(source, resolve),
          )
        : source;
    if (!image?.data || !image.width || !image.height) continue;
    if (!best || image.width * image.height > best.width * best.height) best = image;
  }
  if (!best || best.width * best.height > maxPixels || Math.min(best.width, best.height) < 200) return null;
  const { width, height, kind, data } = best;
  if (kind === pdfjs.ImageKind.RGB_24BPP) return { data, raw: { width, height, channels: 3 } };
  if (kind === pdfjs.ImageKind.RGBA_32BPP) return { data, raw: { width, height, channels: 4 } };
  // One bit a pixel, rows padded to whole bytes, 1 white: made one byte a pixel.
  const grey = new Uint8Array(width * height);
  const row = (width + 7) >> 3;
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1)
      grey[y * width + x] = (data[y * row + (x >> 3)] >> (7 - (x & 7))) & 1 ? 255 : 0;
  return { data: grey, raw: { width, height, channels: 1 } };
}

/**
 * Recognises the text of one picture (a photo of a document) whose bytes the main thread serves.
 * @param {{ id: number, length: number, maxPixels: number }} job
 */
async function readPicture({ id, length, maxPixels }) {
  /** @param {Record<string, unknown>} message */
  const post = (message) => port.postMessage({ id, ...message });
  const bytes = await new Promise((resolve) => {
    deliver = (_begin, data) => resolve(data);
    post({ type: 'read', begin: 0, end: length });
  });
  let lines;
  try {
    lines = await recognisePicture(id, post, /** @type {Uint8Array} */ (bytes), { maxPixels });
  } catch (error) {
    post({ type: error instanceof Stopped ? 'stopped' : 'invalid' });
    return;
  }
  post({ type: 'page', text: lines.join('\n') });
  post({ type: 'done', partial: false, recognised: true });
}

/** The job being read and where its bytes go. */
let current = 0;
/** @type {((begin: number, bytes: Uint8Array) => void) | null} */
let deliver = null;

/**
 * Reads one PDF whose bytes the main thread serves by ranges, posting its page count and each
 * page's text (a scanned page's recognised in its picture); stops after `maxPages` pages or
 * `maxText` characters (`partial`).
 * @param {{ id: number, length: number, maxPages: number, maxText: number, maxPixels: number }} job
 */
async function read({ id, length, maxPages, maxText, maxPixels }) {
  /** @param {Record<string, unknown>} message */
  const post = (message) => port.postMessage({ id, ...message });
  installIteratorHelpers();
  forgoDecompressionStream();
  const { getResolvedPDFJS } = await import('unpdf');
  const pdfjs = await getResolvedPDFJS();
  const transport = new pdfjs.PDFDataRangeTransport(length, null);
  const opened = fileArraysFromWasm(length);
  transport.requestDataRange = (/** @type {number} */ begin, /** @type {number} */ end) => {
    // pdf.js has made its stream of the file's length by the time it asks for bytes.
    opened();
    post({ type: 'read', begin, end });
  };
  deliver = (begin, bytes) => transport.onDataRange(begin, bytes);
  const task = pdfjs.getDocument({
    range: transport,
    length,
    rangeChunkSize: RANGE,
    disableAutoFetch: true,
    disableStream: true,
    isEvalSupported: false,
    stopAtErrors: false,
    // As unpdf's getDocumentProxy opens a PDF on Node: no fonts handed to a browser.
    useSystemFonts: true,
    disableFontFace: true,
    // Errors only: a hostile file's warnings are not the server's log.
    verbosity: 0,
  });
  let pdf;
  try {
    pdf = await task.promise;
  } catch {
    post({ type: 'invalid' });
    return;
  } finally {
    opened();
  }
  post({ type: 'opened', pages: pdf.numPages });
  let size = 0;
  let partial = pdf.numPages > maxPages;
  let recognised = false;
  try {
    for (let number = 1; number <= Math.min(pdf.numPages, maxPages); number += 1) {
      if (size >= maxText) {
        partial = true;
        break;
      }
      const page = await pdf.getPage(number);
      // Streamed, so that one page's endless text is cut off at the cap instead of held whole.
      const reader = page.streamTextContent().getReader();
      /** @type {string[]} */
      const parts = [];
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        for (const item of value.items) {
          if ('str' in item) {
            parts.push(item.str + (item.hasEOL ? '\n' : ''));
            size += item.str.length + 1;
          }
        }
        if (size >= maxText) {
          partial = true;
          void reader.cancel().catch(() => {});
          break;
        }
      }
      let text = parts.join('').slice(0, maxText);
      // No text of its own: a scan, whose picture is read.
      if (!text.trim() && size < maxText) {
        const picture = await pagePicture(pdfjs, page, maxPixels);
        if (picture) {
          text = (await recognisePicture(id, post, picture.data, { raw: picture.raw, maxPixels })).join('\n');
          text = text.slice(0, maxText - size);
          size += text.length + 1;
          recognised = true;
        }
      }
      post({ type: 'page', text });
      page.cleanup();
    }
  } catch (error) {
    if (error instanceof Stopped) {
      post({ type: 'stopped' });
      return;
    }
    // A page pdf.js cannot read: the text found until then.
    partial = true;
  }
  post({ type: 'done', partial, recognised });
  // After the answer: a document whose text stream was cancelled may take its time to close.
  void pdf.destroy().catch(() => {});
}

port.on(
  'message',
  /** @param {{ type: 'job', kind: 'pdf' | 'picture', id: number, length: number, maxPages: number, maxText: number, maxPixels: number } | { type: 'bytes', id: number, begin: number, bytes: Uint8Array } | { type: 'go' | 'stop', id: number }} message */
  (message) => {
    if (message.type === 'go') {
      if (message.id === current) go?.();
    } else if (message.type === 'stop') {
      stopRequested = message.id;
    } else if (message.type === 'job') {
      current = message.id;
      deliver = null;
      void (message.kind === 'picture' ? readPicture(message) : read(message)).catch(() =>
        port.postMessage({ id: message.id, type: 'invalid' }),
      );
    } else if (message.type === 'bytes' && message.id === current) deliver?.(message.begin, message.bytes);
  },
);
