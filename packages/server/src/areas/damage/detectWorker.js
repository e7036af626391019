// @ts-check
/**
 * The model slot's worker (./modelSlot.ts starts it only when DAMAGE_MODEL_PATH is set): it loads
 * the operator's ONNX detector with onnxruntime-node (imported here, so a server without a model
 * never loads it) and runs it on one picture at a time. Plain JavaScript for the same reason as
 * ./compareWorker.js: a worker runs its file as Node finds it.
 *
 * Pre-processing: the picture upright, letterboxed into the model's square input (grey bars),
 * RGB, values 0..1, NCHW float32. Post-processing (./detections.js): a YOLO-style output, either
 * [1, N, 5 + classes] (box, objectness, class scores) or [1, 4 + classes, N] (box, class scores),
 * boxes as centre and size in input pixels; scores from 0.25, per-class non-maximum suppression
 * at IoU 0.45, at most 50, as fractions of the original picture.
 */
import { parentPort, workerData } from 'node:worker_threads';
import sharp from 'sharp';
import { decodeDetections } from './detections.js';

/** @type {string} */
const modelPath = workerData.modelPath;
/** @type {import('onnxruntime-node').InferenceSession | null} */
let session = null;
/** @type {{ size: number, inputName: string, outputName: string, outputShape: (number | string)[] } | null} */
let shape = null;

async function load() {
  const ort = await import('onnxruntime-node');
  session = await ort.InferenceSession.create(modelPath, {
    executionProviders: ['cpu'],
    intraOpNumThreads: 1,
  });
  const input = session.inputMetadata[0];
  const output = session.outputMetadata[0];
  if (!input || !output || !input.isTensor || !output.isTensor)
    throw new Error('unsupported: not one tensor in, one out');
  const dims = input.shape;
  // NCHW with three channels and a square size (a dynamic size is run at 640).
  if (dims.length !== 4 || (typeof dims[1] === 'number' && dims[1] !== 3))
    throw new Error(`unsupported: input ${JSON.stringify(dims)}`);
  const size = typeof dims[2] === 'number' && dims[2] > 0 ? dims[2] : 640;
  // A detector's one output: [1, candidates, fields] or [1, fields, candidates].
  if (output.shape.length !== 3) throw new Error(`unsupported: output ${JSON.stringify(output.shape)}`);
  if (typeof dims[3] === 'number' && dims[3] > 0 && dims[3] !== size)
    throw new Error(`unsupported: input ${JSON.stringify(dims)}`);
  shape = { size, inputName: input.name, outputName: output.name, outputShape: [...output.shape] };
  return { inputSize: size, outputShape: shape.outputShape };
}

/** @param {Uint8Array} picture */
async function detect(picture) {
  if (!session || !shape) throw new Error('not loaded');
  const ort = await import('onnxruntime-node');
  const image = sharp(picture, { limitInputPixels: 64_000_000 }).rotate();
  const meta = await image.metadata();
  const upright = (meta.orientation ?? 1) >= 5;
  const width = (upright ? meta.height : meta.width) ?? shape.size;
  const height = (upright ? meta.width : meta.height) ?? shape.size;
  const scale = Math.min(shape.size / width, shape.size / height);
  const inner = { width: Math.round(width * scale), height: Math.round(height * scale) };
  const pad = {
    left: Math.floor((shape.size - inner.width) / 2),
    top: Math.floor((shape.size - inner.height) / 2),
  };
  const { data } = await image
    .resize(inner.width, inner.height, { fit: 'fill' })
    .removeAlpha()
    .extend({
      left: pad.left,
      top: pad.top,
      right: shape.size - inner.width - pad.left,
      bottom: shape.size - inner.height - pad.top,
      background: { r: 114, g: 114, b: 114 },
    })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const plane = shape.size * shape.size;
  const tensor = new Float32Array(3 * plane);
  for (let i = 0; i < plane; i++)
    for (let c = 0; c < 3; c++) tensor[c * plane + i] = /** @type {number} */ (data[i * 3 + c]) / 255;
  const outputs = await session.run({
    [shape.inputName]: new ort.Tensor('float32', tensor, [1, 3, shape.size, shape.size]),
  });
  const output = outputs[shape.outputName];
  if (!output || output.type !== 'float32') throw new Error('unsupported: the output is not float32');
  return decodeDetections(/** @type {Float32Array} */ (output.data), [...output.dims], {
    size: shape.size,
    scale,
    pad,
    width,
    height,
  });
}

parentPort?.on(
  'message',
  async (
    /** @type {{ id: number, kind: 'load' } | { id: number, kind: 'detect', picture: Uint8Array }} */ job,
  ) => {
    try {
      const result = job.kind === 'load' ? await load() : await detect(job.picture);
      parentPort?.postMessage({ id: job.id, result });
    } catch (error) {
      parentPort?.postMessage({ id: job.id, error: error instanceof Error ? error.message : String(error) });
    }
  },
);
