// @ts-check
/**
 * Decodes one HEIC/HEIF picture (an iPhone's photo) to RGBA pixels in a worker thread, so the
 * decoder's CPU time (0.5 s for 2 megapixels here, seconds for a 12-megapixel photo) is never the
 * event loop's (./heic.ts starts one per picture). libheif with its HEVC decoder, compiled to
 * WebAssembly and shipped inside npm (heic-decode over libheif-js): nothing is downloaded. Plain
 * JavaScript, as ./pdfTextWorker.js, so the tests and production run the same file.
 *
 * In: the file's bytes (`workerData.bytes`, an ArrayBuffer). Out: one message,
 * `{ width, height, pixels }` (pixels an ArrayBuffer, transferred) or `{ error }`.
 */
import { parentPort, workerData } from 'node:worker_threads';
import decode from 'heic-decode';

try {
  const { width, height, data } = await decode({ buffer: new Uint8Array(workerData.bytes) });
  // heic-decode fills an array of exactly the pixels; moved, not copied, to the main thread.
  const pixels = /** @type {ArrayBuffer} */ (
    data.byteOffset === 0 && data.byteLength === data.buffer.byteLength ? data.buffer : data.slice().buffer
  );
  parentPort?.postMessage({ width, height, pixels }, [pixels]);
} catch (error) {
  parentPort?.postMessage({ error: error instanceof Error ? error.message : String(error) });
}
