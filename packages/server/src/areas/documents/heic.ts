/**
 * HEIC and HEIF pictures (what an iPhone takes) made readable: sharp's prebuilt libvips reads HEIF
 * only with AV1 (AVIF), not HEVC, so an iPhone's photo is decoded by libheif compiled to
 * WebAssembly (heic-decode over libheif-js, LGPL-3.0, shipped in npm) in a worker thread
 * (./heicWorker.js), and re-encoded as a full-size JPEG that the rest of the server reads like any
 * other picture (web-sized image, thumbnail, perceptual hash, faces). The caller checks the
 * picture's declared size against MAX_PIXELS (sharp reads a HEIC's header) before decoding.
 *
 * One picture at a time (a 12-megapixel photo is 48 MB of pixels), each with a time limit and a
 * heap limit; past either the worker is stopped and the picture refused as unreadable.
 */
import { Worker } from 'node:worker_threads';
import sharp from 'sharp';

export const HEIC_TYPES: readonly string[] = ['image/heic', 'image/heif'];

export const isHeicType = (type: string) => HEIC_TYPES.includes(type);

/** How long one picture may take to decode, and the worker's heap (the pixels are outside it). */
export const HEIC_LIMITS = { ms: 30_000, heapMb: 128 };

/** The decoder failed, took too long or the picture holds no image: it cannot be read. */
export class HeicUnreadable extends Error {}

let queue: Promise<unknown> = Promise.resolve();

interface Decoded {
  width: number;
  height: number;
  pixels: Buffer;
}

function decodeInWorker(data: Buffer, limits: typeof HEIC_LIMITS): Promise<Decoded> {
  return new Promise((resolve, reject) => {
    // A copy of the file's bytes (a Buffer may share its memory with others), moved to the worker.
    const bytes = new Uint8Array(data).buffer;
    const worker = new Worker(new URL('./heicWorker.js', import.meta.url), {
      workerData: { bytes },
      transferList: [bytes],
      resourceLimits: { maxOldGenerationSizeMb: limits.heapMb, maxYoungGenerationSizeMb: 16 },
    });
    let settled = false;
    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      outcome();
    };
    const timer = setTimeout(
      () => finish(() => reject(new HeicUnreadable('The picture took too long to decode'))),
      limits.ms,
    );
    worker.once(
      'message',
      (message: { width: number; height: number; pixels: ArrayBuffer } | { error: string }) =>
        finish(() =>
          'error' in message
            ? reject(new HeicUnreadable(message.error))
            : resolve({ width: message.width, height: message.height, pixels: Buffer.from(message.pixels) }),
        ),
    );
    worker.once('error', (error) => finish(() => reject(new HeicUnreadable(error.message))));
    worker.once('exit', () => finish(() => reject(new HeicUnreadable('The decoder stopped'))));
  });
}

/**
 * The picture as a full-size JPEG (quality 92, upright as the HEIC displays it, no metadata).
 * HeicUnreadable when it cannot be decoded.
 */
export async function heicToJpeg(data: Buffer, limits = HEIC_LIMITS): Promise<Buffer> {
  const turn = queue.then(() => decodeInWorker(data, limits));
  queue = turn.catch(() => undefined);
  const { width, height, pixels } = await turn;
  if (!width || !height || pixels.length !== width * height * 4)
    throw new HeicUnreadable('The decoder gave no picture');
  return sharp(pixels, { raw: { width, height, channels: 4 } })
    .jpeg({ quality: 92, chromaSubsampling: '4:4:4' })
    .toBuffer();
}
