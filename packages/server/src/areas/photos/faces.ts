/**
 * Faces in photos (docs/threat-model.md, "Faces of people on a photo that leaves the product"): found once
 * at upload with face-api's TinyFaceDetector (@vladmandic/face-api; its 190 kB weights ship inside
 * the package, model/tiny_face_detector_model.bin) on tfjs's WebAssembly backend, whose .wasm also
 * ships in its package: nothing is downloaded, at install or at run time, and no native TensorFlow
 * is needed. 0.1-0.3 s per photo here (docs/photos.md, Faces).
 *
 * The boxes are kept as fractions of the upright picture, so they fit any size of it; a copy
 * that leaves the product (the original's download) is blurred inside them.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import type * as Tf from '@tensorflow/tfjs';
import type * as FaceApiModule from '@vladmandic/face-api';
import sharp, { type OutputInfo } from 'sharp';
import { MAX_PIXELS } from '../documents/files.js';

/** Where a face is, as fractions (0–1) of the upright picture's width and height. */
export interface FaceBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

type FaceApi = typeof FaceApiModule;

/** The detector works on this many pixels at most along the longer side (faster, same faces). */
const DETECT_SIZE = 1280;
/** A face counts from this score on (face-api's default is 0.5; 0.4 finds turned heads too). */
const MIN_SCORE = 0.4;
/** The detector's own grid (a multiple of 32): 512 finds the smaller faces 416 misses, ~0.1 s a photo. */
const INPUT_SIZE = 512;
/** The blur covers a bit more than the box (hair, ears, the chin below the box). */
const MARGIN = 0.15;

let loaded: Promise<FaceApi> | null = null;
let queue: Promise<unknown> = Promise.resolve();

/** face-api with the WebAssembly backend and the detector's weights, loaded once, from disk. */
function faceApi(): Promise<FaceApi> {
  loaded ??= (async () => {
    const require = createRequire(import.meta.url);
    const api = require('@vladmandic/face-api/dist/face-api.node-wasm.js') as FaceApi;
    // The same tfjs the bundle requires (it registers the wasm backend on it).
    const tf = require('@tensorflow/tfjs') as typeof Tf;
    await tf.setBackend('wasm');
    await tf.ready();
    const models = path.join(path.dirname(require.resolve('@vladmandic/face-api/package.json')), 'model');
    await api.nets.tinyFaceDetector.loadFromDisk(models);
    return api;
  })();
  loaded.catch(() => (loaded = null));
  return loaded;
}

/** The faces in a picture (EXIF orientation applied); none for a picture that does not decode. */
export function detectFaces(data: Buffer): Promise<FaceBox[]> {
  // One detection at a time: the backend is one, and two at once only share the same core.
  const run = queue.then(async () => {
    let pixels: { data: Buffer; info: OutputInfo };
    try {
      pixels = await sharp(data, { limitInputPixels: MAX_PIXELS, failOn: 'error' })
        .rotate()
        .resize({ width: DETECT_SIZE, height: DETECT_SIZE, fit: 'inside', withoutEnlargement: true })
        .removeAlpha()
        .toColourspace('srgb')
        .raw()
        .toBuffer({ resolveWithObject: true });
    } catch {
      return [];
    }
    const api = await faceApi();
    const { width, height } = pixels.info;
    const tensor = api.tf.tensor3d(pixels.data, [height, width, 3], 'int32');
    try {
      const found = await api.detectAllFaces(
        tensor,
        new api.TinyFaceDetectorOptions({ inputSize: INPUT_SIZE, scoreThreshold: MIN_SCORE }),
      );
      return found.map(({ box }) => facePart(box, width, height));
    } finally {
      tensor.dispose();
    }
  });
  queue = run.catch(() => undefined);
  return run;
}

const round = (value: number) => Math.round(value * 10_000) / 10_000;

/** A detector's box in pixels as fractions of the picture, clipped to it. */
export function facePart(
  box: { x: number; y: number; width: number; height: number },
  width: number,
  height: number,
): FaceBox {
  const left = Math.max(0, box.x / width);
  const top = Math.max(0, box.y / height);
  const right = Math.min(1, (box.x + box.width) / width);
  const bottom = Math.min(1, (box.y + box.height) / height);
  return { x: round(left), y: round(top), width: round(right - left), height: round(bottom - top) };
}

/** A face's box with its margin, in whole pixels of a `width` x `height` picture. */
export function blurRegion(face: FaceBox, width: number, height: number) {
  const marginX = face.width * MARGIN;
  const marginY = face.height * MARGIN;
  const left = Math.max(0, Math.floor((face.x - marginX) * width));
  const top = Math.max(0, Math.floor((face.y - marginY) * height));
  const right = Math.min(width, Math.ceil((face.x + face.width + marginX) * width));
  const bottom = Math.min(height, Math.ceil((face.y + face.height + marginY) * height));
  return { left, top, width: Math.max(1, right - left), height: Math.max(1, bottom - top) };
}

/**
 * The picture, upright, with every face blurred past recognition, as a JPEG without metadata;
 * null when it does not decode.
 */
export async function blurFaces(data: Buffer, faces: readonly FaceBox[]): Promise<Buffer | null> {
  try {
    const upright = await sharp(data, { limitInputPixels: MAX_PIXELS, failOn: 'error' })
      .rotate()
      .removeAlpha()
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
    const { width, height, channels } = upright.info;
    const raw = { raw: { width, height, channels } };
    const patches = await Promise.all(
      faces.map(async (face) => {
        const region = blurRegion(face, width, height);
        // Strong enough that a face the size of the region keeps no features.
        const sigma = Math.max(8, Math.max(region.width, region.height) / 6);
        const input = await sharp(upright.data, raw).extract(region).blur(sigma).png().toBuffer();
        return { input, left: region.left, top: region.top };
      }),
    );
    return await sharp(upright.data, raw).composite(patches).jpeg({ quality: 90 }).toBuffer();
  } catch {
    return null;
  }
}
