/**
 * Precision and recall per class of the damage model in the slot against a frozen version's
 * reviewed test photos (docs/annotations.md, "Evaluating the model"), with the tiny constant
 * detector of onnxFixtures.ts (one "scratch" box on any picture): a hand-computed table.
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { splitOf } from '../src/areas/annotations/datasets.js';
import type { Shape } from '../src/areas/annotations/model.js';
import { detectDamages } from '../src/areas/damage/modelSlot.js';
import { blobInfo, readBlobToBuffer } from '../src/areas/documents/storage.js';
import { photos } from '../src/areas/photos/schema.js';
import { vehicles } from '../src/areas/vehicles/schema.js';
import { staffOf, type Reviewer } from './annotationFixtures.js';
import { constantDetector } from './onnxFixtures.js';
import { ENGINES, failure, useWorkFixture, type WorkFixture } from './workFixture.js';

const folder = await mkdtemp(join(tmpdir(), 'evaluation-model-'));
const detector = join(folder, 'scratches.onnx');
await writeFile(detector, constantDetector());
await writeFile(join(folder, 'scratches.txt'), 'scratch\n');

const shape = (
  annotationClass: Shape['annotationClass'],
  x: number,
  y: number,
  w: number,
  h: number,
): Shape => ({
  kind: 'box',
  points: [
    { x, y },
    { x: x + w, y: y + h },
  ],
  annotationClass,
  part: 'door',
  severity: 'minor',
});

for (const { engine, open } of ENGINES)
  describe(`evaluating the model in the slot against a version’s test photos on ${engine}`, () => {
    const f: WorkFixture = useWorkFixture(open, { DAMAGE_MODEL_PATH: detector });
    let reviewer: Reviewer;
    let versionId: string;

    beforeAll(async () => {
      const db = f.database.db;
      const [seeded] = await db
        .select()
        .from(photos)
        .where(and(eq(photos.clientId, f.ids.nordlys), isNotNull(photos.webBlobId)))
        .limit(1);
      // Three Nordlys vehicles whose photos the split puts in the test set.
      const fleet = await db
        .select({ id: vehicles.id })
        .from(vehicles)
        .where(eq(vehicles.clientId, f.ids.nordlys));
      const testVehicles = fleet.filter((vehicle) => splitOf(vehicle.id) === 'test').slice(0, 3);
      expect(testVehicles).toHaveLength(3);
      const { id: _id, ...rest } = seeded!;
      const photoIds: string[] = [];
      for (const [i, vehicle] of testVehicles.entries()) {
        const [row] = await db
          .insert(photos)
          .values({
            ...rest,
            vehicleId: vehicle.id,
            faces: [],
            duplicateOf: null,
            createdAt: new Date(Date.UTC(2000, 0, 1, 0, 0, i)),
          })
          .returning({ id: photos.id });
        photoIds.push(row!.id);
      }
      // Where the detector's one counted box falls on this picture (its other box scores 0.05).
      const found = (
        await detectDamages(await readBlobToBuffer(db, (await blobInfo(db, seeded!.webBlobId!))!))
      ).filter((box) => box.score >= 0.5);
      expect(found).toHaveLength(1);
      const hit = shape('scratch', found[0]!.x, found[0]!.y, found[0]!.width, found[0]!.height);

      let adminId: string;
      ({ reviewer, adminId } = await staffOf(f));
      await f.as.admin.annotations.setOptIn.mutate({ clientId: f.ids.nordlys, optedIn: true });
      const batch = await f.as.admin.annotations.createBatch.mutate({
        clientId: f.ids.nordlys,
        name: 'Test set',
        assigneeId: adminId,
        size: 3,
      });
      expect(batch.items.map((item) => item.photoId)).toEqual(photoIds);
      const labelled: Shape[][] = [
        [hit], // the detection is right
        [shape('dent', 0.05, 0.05, 0.2, 0.2)], // a dent it misses, and its scratch is wrong
        [shape('scratch', 0.0, 0.0, 0.1, 0.1)], // a scratch elsewhere: missed, and its box is wrong
      ];
      for (const [i, photoId] of photoIds.entries()) {
        const ref = { batchId: batch.id, photoId };
        await f.as.admin.annotations.save.mutate({ ...ref, shapes: labelled[i]! });
        await f.as.admin.annotations.submit.mutate(ref);
        await reviewer.client.annotations.review.mutate({ ...ref, decision: 'approve' });
      }
      versionId = (await f.as.admin.annotations.freeze.mutate({ name: 'Evaluation' })).id;
    });
    afterAll(() => reviewer?.connection.close());

    it('counts, per class, what the model found against what four eyes approved', async () => {
      const evaluation = await f.as.admin.annotations.evaluate.mutate({ versionId });
      expect(evaluation).toMatchObject({
        model: { file: 'scratches.onnx', classes: ['scratch'] },
        photos: 3,
        unreadable: 0,
      });
      const byClass = Object.fromEntries(evaluation.classes.map((row) => [row.annotationClass, row]));
      // Scratch: 2 reviewed, 3 detected (one a photo), 1 matched. Dent: 1 reviewed, none detected.
      expect(byClass.scratch).toEqual({
        annotationClass: 'scratch',
        reviewed: 2,
        detected: 3,
        matched: 1,
        precision: 1 / 3,
        recall: 1 / 2,
      });
      expect(byClass.dent).toEqual({
        annotationClass: 'dent',
        reviewed: 1,
        detected: 0,
        matched: 0,
        precision: null,
        recall: 0,
      });
      expect(byClass.crack).toEqual({
        annotationClass: 'crack',
        reviewed: 0,
        detected: 0,
        matched: 0,
        precision: null,
        recall: null,
      });
    });

    it('is for admins only, and an unknown version is NOT_FOUND', async () => {
      expect((await failure(f.as.manager.annotations.evaluate.mutate({ versionId }))).code).toBe('FORBIDDEN');
      expect((await failure(f.as.user.annotations.evaluate.mutate({ versionId }))).code).toBe('FORBIDDEN');
      expect(
        (await failure(f.as.admin.annotations.evaluate.mutate({ versionId: crypto.randomUUID() }))).code,
      ).toBe('NOT_FOUND');
    });
  });

describe('evaluating without a model in the slot', () => {
  const f: WorkFixture = useWorkFixture(ENGINES[0]!.open);
  it('says on the field that no model is configured, and counts nothing', async () => {
    expect(
      (await failure(f.as.admin.annotations.evaluate.mutate({ versionId: crypto.randomUUID() }))).fieldErrors,
    ).toEqual({
      model: 'not_configured',
    });
  });
});
