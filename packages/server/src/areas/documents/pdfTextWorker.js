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
 * Messages, each with the job's `id`: in `{ type: 'job', length, maxPages, maxText }` and
 * `{ type: 'bytes', begin, bytes }`; out `{ type: 'read', begin, end }`, `{ type: 'opened', pages }`,
 * `{ type: 'page', text }`, `{ type: 'done', partial }` (a cap reached or a page unreadable) and
 * `{ type: 'invalid' }` (not a PDF pdf.js can open). A range the main thread cannot read ends the
 * worker (the main thread stops it).
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

const port = /** @type {import('node:worker_threads').MessagePort} */ (parentPort);

// A PDF read is cut short (a cap reached, a document destroyed) while pdf.js still has promises
// in flight; their rejections are of no interest and must not end the worker for the next PDF.
process.on('unhandledRejection', () => {});

/** The job being read and where its bytes go. */
let current = 0;
/** @type {((begin: number, bytes: Uint8Array) => void) | null} */
let deliver = null;

/**
 * Reads one PDF whose bytes the main thread serves by ranges, posting its page count and each
 * page's text; stops after `maxPages` pages or `maxText` characters (`partial`).
 * @param {{ id: number, length: number, maxPages: number, maxText: number }} job
 */
async function read({ id, length, maxPages, maxText }) {
  /** @param {Record<string, unknown>} message */
  const post = (message) => port.postMessage({ id, ...message });
  installIteratorHelpers();
  forgoDecompressionStream();
  const { getResolvedPDFJS } = await import('unpdf');
  const pdfjs = await getResolvedPDFJS();
  const transport = new pdfjs.PDFDataRangeTransport(length, null);
  transport.requestDataRange = (/** @type {number} */ begin, /** @type {number} */ end) =>
    post({ type: 'read', begin, end });
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
  }
  post({ type: 'opened', pages: pdf.numPages });
  let size = 0;
  let partial = pdf.numPages > maxPages;
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
      post({ type: 'page', text: parts.join('').slice(0, maxText) });
      page.cleanup();
    }
  } catch {
    // A page pdf.js cannot read: the text found until then.
    partial = true;
  }
  post({ type: 'done', partial });
  // After the answer: a document whose text stream was cancelled may take its time to close.
  void pdf.destroy().catch(() => {});
}

port.on(
  'message',
  /** @param {{ type: 'job', id: number, length: number, maxPages: number, maxText: number } | { type: 'bytes', id: number, begin: number, bytes: Uint8Array }} message */
  (message) => {
    if (message.type === 'job') {
      current = message.id;
      deliver = null;
      void read(message).catch(() => port.postMessage({ id: message.id, type: 'invalid' }));
    } else if (message.id === current) deliver?.(message.begin, message.bytes);
  },
);
