/**
 * Frozen dataset versions and their COCO and YOLO export (docs/annotations.md) on both engines:
 * admin-only procedures and download, NOT_FOUND for an unknown version, a version unchanged by a
 * later approval, a vehicle's photos in one split only, and the exported ZIPs parsed: COCO's
 * fields, YOLO's lines within 0..1, and a face on a photo actually blurred in the exported image.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, isNotNull } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vehicles } from '../src/areas/vehicles/schema.js';
import { photos } from '../src/areas/photos/schema.js';
import { annotationDatasetPhotos } from '../src/areas/annotations/schema.js';
import { exportPhotos, splitOf } from '../src/areas/annotations/datasets.js';
import { blobInfo, readBlobToBuffer } from '../src/areas/documents/storage.js';
import { box, polygon, staffOf, type Reviewer } from './annotationFixtures.js';
import { ENGINES, failure, useWorkFixture, type WorkFixture } from './workFixture.js';

/** Where the test says a face is on the first photo (fractions of the picture). */
const face = { x: 0.3, y: 0.3, width: 0.3, height: 0.3 };

describe('the split by vehicle', () => {
  it('is the same for the same id and near 80/10/10 over many', () => {
    const counts = { train: 0, validation: 0, test: 0 };
    for (let i = 0; i < 5000; i++) {
      const id = randomUUID();
      expect(splitOf(id)).toBe(splitOf(id.toUpperCase()));
      counts[splitOf(id)] += 1;
    }
    expect(counts.train / 5000).toBeCloseTo(0.8, 1);
    expect(counts.validation / 5000).toBeCloseTo(0.1, 1);
    expect(counts.test / 5000).toBeCloseTo(0.1, 1);
  });
});

for (const { engine, open } of ENGINES) {
  describe(`annotation datasets on ${engine}`, () => {
    const f: WorkFixture = useWorkFixture(open);
    let second: Reviewer;
    let adminId: string;
    let batchId: string;
    let photoIds: string[];

    beforeAll(async () => {
      const db = f.database.db;
      // Twelve Nordlys photos (the demo's check-in picture's files) over six of its vehicles, the
      // first with a face where the test says so and the rest with none found.
      const [seeded] = await db
        .select()
        .from(photos)
        .where(and(eq(photos.clientId, f.ids.nordlys), isNotNull(photos.webBlobId)))
        .limit(1);
      const fleet = await db
        .select({ id: vehicles.id })
        .from(vehicles)
        .where(eq(vehicles.clientId, f.ids.nordlys))
        .limit(6);
      expect(fleet.length).toBeGreaterThanOrEqual(3);
      const { id: _id, ...rest } = seeded!;
      const made = [];
      for (let i = 0; i < 12; i++) {
        const [row] = await db
          .insert(photos)
          .values({
            ...rest,
            vehicleId: fleet[i % fleet.length]!.id,
            faces: i === 0 ? [face] : [],
            duplicateOf: null,
            // Older than every other photo, so a batch takes these first.
            createdAt: new Date(Date.UTC(2000, 0, 1, 0, 0, i)),
          })
          .returning({ id: photos.id });
        made.push(row!.id);
      }
      photoIds = made;
      ({ reviewer: second, adminId } = await staffOf(f));
      await f.as.admin.annotations.setOptIn.mutate({ clientId: f.ids.nordlys, optedIn: true });
      const batch = await f.as.admin.annotations.createBatch.mutate({
        clientId: f.ids.nordlys,
        name: 'Datasæt',
        assigneeId: adminId,
        size: 12,
      });
      expect(batch.items.map((i) => i.photoId)).toEqual(photoIds);
      batchId = batch.id;
    });
    afterAll(() => second?.connection.close());

    /** Labels, submits and approves (by the second admin) the photos at these indexes. */
    async function approve(indexes: number[]) {
      for (const i of indexes) {
        const ref = { batchId, photoId: photoIds[i]! };
        await f.as.admin.annotations.save.mutate({
          ...ref,
          shapes: i % 2 === 0 ? [box, polygon] : [polygon],
        });
        await f.as.admin.annotations.submit.mutate(ref);
        await second.client.annotations.review.mutate({ ...ref, decision: 'approve' });
      }
    }

    it('is for admins only; an unknown version is NOT_FOUND; nothing approved, nothing to freeze', async () => {
      for (const role of ['manager', 'user'] as const) {
        expect((await failure(f.as[role].annotations.versions.query())).code).toBe('FORBIDDEN');
        expect((await failure(f.as[role].annotations.freeze.mutate({ name: 'v' }))).code).toBe('FORBIDDEN');
        expect((await failure(f.as[role].annotations.version.query({ id: randomUUID() }))).code).toBe(
          'FORBIDDEN',
        );
      }
      expect((await failure(f.as.admin.annotations.version.query({ id: randomUUID() }))).code).toBe(
        'NOT_FOUND',
      );
      expect(await f.as.admin.annotations.versions.query()).toEqual([]);
      expect(await failure(f.as.admin.annotations.freeze.mutate({ name: 'Tom' }))).toEqual({
        code: 'BAD_REQUEST',
        fieldErrors: { photos: 'none_approved' },
      });
      expect((await failure(f.as.admin.annotations.freeze.mutate({ name: ' ' }))).code).toBe('BAD_REQUEST');
      expect((await failure(f.as.admin.annotations.freeze.mutate({ name: 'x'.repeat(201) }))).code).toBe(
        'BAD_REQUEST',
      );
      const unknown = `${f.http.baseUrl}/api/annotations/datasets/${randomUUID()}/export?format=coco`;
      expect((await fetch(unknown, { headers: { cookie: f.http.cookies.admin } })).status).toBe(404);
    });

    it('freezes the approved photos, split by vehicle, and a later approval leaves the version as it was', async () => {
      await approve([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
      const frozen = await f.as.admin.annotations.freeze.mutate({ name: 'Første udgave' });
      expect(frozen).toMatchObject({
        number: 1,
        name: 'Første udgave',
        createdBy: { id: adminId },
        photoCount: 10,
        shapeCount: 15,
        classCounts: { scratch: 5, dent: 10, crack: 0, broken_glass: 0, missing_part: 0, plate: 0 },
      });
      const { train, validation, test } = frozen.splitCounts;
      expect(train + validation + test).toBe(10);

      // One vehicle, one split; and each split as the vehicle's hash says.
      const db = f.database.db;
      const members = await db
        .select({ split: annotationDatasetPhotos.split, vehicleId: photos.vehicleId })
        .from(annotationDatasetPhotos)
        .innerJoin(photos, eq(photos.id, annotationDatasetPhotos.photoId))
        .where(eq(annotationDatasetPhotos.versionId, frozen.id));
      const splitOfVehicle = new Map<string, string>();
      for (const m of members) {
        expect(splitOfVehicle.get(m.vehicleId!) ?? m.split).toBe(m.split);
        splitOfVehicle.set(m.vehicleId!, m.split);
        expect(m.split).toBe(splitOf(m.vehicleId!));
      }
      expect(Object.values(frozen.vehicleCounts).reduce((a, b) => a + b, 0)).toBe(splitOfVehicle.size);

      // A later approval and a relabelling after a return do not change version 1.
      await approve([10]);
      const photo = await f.as.admin.annotations.version.query({ id: frozen.id });
      expect(photo).toEqual(frozen);
      const next = await f.as.admin.annotations.freeze.mutate({ name: 'Anden udgave' });
      expect(next).toMatchObject({ number: 2, photoCount: 11, shapeCount: 17 });
      expect((await f.as.admin.annotations.versions.query()).map((v) => v.number)).toEqual([2, 1]);
      expect(await f.as.admin.annotations.version.query({ id: frozen.id })).toEqual(frozen);
      // The database refuses to change a frozen version too.
      await expect(
        db
          .update(annotationDatasetPhotos)
          .set({ split: 'test' })
          .where(eq(annotationDatasetPhotos.versionId, frozen.id)),
      ).rejects.toThrow();
      // An export reads the version a page at a time: small pages give every photo once, in order.
      const read = async (chunk: number) => {
        const ids: string[] = [];
        for await (const photo of exportPhotos(db, frozen.id, chunk))
          ids.push(`${photo.split}/${photo.photoId}`);
        return ids;
      };
      const whole = await read(200);
      expect(whole).toHaveLength(10);
      expect(await read(3)).toEqual(whole);
      expect(await read(1)).toEqual(whole);
      // The same vehicle is in the same split in every version.
      const again = await db
        .select({ split: annotationDatasetPhotos.split, vehicleId: photos.vehicleId })
        .from(annotationDatasetPhotos)
        .innerJoin(photos, eq(photos.id, annotationDatasetPhotos.photoId))
        .where(eq(annotationDatasetPhotos.versionId, next.id));
      for (const m of again) expect(m.split).toBe(splitOfVehicle.get(m.vehicleId!) ?? splitOf(m.vehicleId!));
    });

    it('exports a version as COCO and as YOLO, faces blurred, for admins only', async () => {
      const [version] = (await f.as.admin.annotations.versions.query()).filter((v) => v.number === 1);
      const detail = await f.as.admin.annotations.version.query({ id: version!.id });
      const url = (href: string) => `${f.http.baseUrl}${href}`;
      expect(
        (await fetch(url(detail.exports.coco), { headers: { cookie: f.http.cookies.manager } })).status,
      ).toBe(404);
      expect((await fetch(url(detail.exports.coco))).status).toBe(404);
      const bad = url(detail.exports.coco).replace('format=coco', 'format=voc');
      expect((await fetch(bad, { headers: { cookie: f.http.cookies.admin } })).status).toBe(400);

      const download = async (href: string) => {
        const response = await fetch(url(href), { headers: { cookie: f.http.cookies.admin } });
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toBe('application/zip');
        expect(response.headers.get('content-disposition')).toMatch(
          /attachment; filename="vognpark-dataset-v1-/,
        );
        return unzipSync(new Uint8Array(await response.arrayBuffer()));
      };

      // COCO: one file per split, the images in its folder, every shape an annotation.
      const coco = await download(detail.exports.coco);
      let images = 0;
      let annotations = 0;
      for (const split of ['train', 'validation', 'test'] as const) {
        const json = JSON.parse(strFromU8(coco[`annotations/instances_${split}.json`]!)) as {
          categories: { id: number; name: string }[];
          images: { id: number; file_name: string; width: number; height: number }[];
          annotations: {
            id: number;
            image_id: number;
            category_id: number;
            bbox: number[];
            area: number;
            segmentation: number[][];
            iscrowd: number;
          }[];
        };
        expect(json.categories.map((c) => c.name)).toEqual([
          'scratch',
          'dent',
          'crack',
          'broken_glass',
          'missing_part',
          'plate',
        ]);
        expect(json.images).toHaveLength(detail.splitCounts[split]);
        for (const image of json.images) {
          expect(coco[`images/${split}/${image.file_name}`]).toBeDefined();
          expect(image.width).toBeGreaterThan(0);
          expect(image.height).toBeGreaterThan(0);
        }
        for (const a of json.annotations) {
          const image = json.images.find((i) => i.id === a.image_id)!;
          expect(image).toBeDefined();
          expect([1, 2]).toContain(a.category_id);
          const [x, y, w, h] = a.bbox as [number, number, number, number];
          expect(x).toBeGreaterThanOrEqual(0);
          expect(x + w).toBeLessThanOrEqual(image.width + 0.01);
          expect(y + h).toBeLessThanOrEqual(image.height + 0.01);
          expect(a.area).toBeGreaterThan(0);
          expect(a.area).toBeLessThanOrEqual(w * h + 0.1);
          expect(a.segmentation[0]!.length).toBe(a.category_id === 1 ? 8 : 6);
          expect(a.iscrowd).toBe(0);
          if (a.category_id === 1)
            expect(a.bbox).toEqual(
              [0.1, 0.2, 0.3, 0.3].map((v, k) => +(v * (k % 2 ? image.height : image.width)).toFixed(2)),
            );
        }
        images += json.images.length;
        annotations += json.annotations.length;
      }
      expect(images).toBe(10);
      expect(annotations).toBe(15);

      // YOLO: a label file per image, five numbers a line, the four after the class within 0..1.
      const yolo = await download(detail.exports.yolo);
      const yaml = strFromU8(yolo['data.yaml']!);
      expect(yaml).toMatch(/^train: images\/train$/m);
      expect(yaml).toMatch(/^val: images\/validation$/m);
      expect(yaml).toMatch(/^test: images\/test$/m);
      expect(yaml).toMatch(/^ {2}0: scratch$/m);
      const labels = Object.keys(yolo).filter((name) => name.startsWith('labels/'));
      expect(labels).toHaveLength(10);
      let lines = 0;
      for (const name of labels) {
        expect(yolo[name.replace(/^labels/, 'images').replace(/\.txt$/, '.jpg')]).toBeDefined();
        for (const line of strFromU8(yolo[name]!).trim().split('\n')) {
          const [cls, ...rest] = line.split(' ').map(Number);
          expect([0, 1]).toContain(cls);
          expect(rest).toHaveLength(4);
          for (const v of rest) {
            expect(v).toBeGreaterThanOrEqual(0);
            expect(v).toBeLessThanOrEqual(1);
          }
          lines += 1;
        }
      }
      expect(lines).toBe(15);
      const first = strFromU8(yolo[labels.find((name) => name.endsWith(`${photoIds[0]}.txt`))!]!).split(
        '\n',
      )[0];
      expect(first).toBe('0 0.250000 0.350000 0.300000 0.300000');

      // YOLO-seg: the same files, each shape as its outline (a box its four corners), within 0..1.
      const seg = await download(detail.exports['yolo-seg']);
      expect(strFromU8(seg['data.yaml']!)).toBe(yaml);
      const segLabels = Object.keys(seg).filter((name) => name.startsWith('labels/'));
      expect(segLabels.sort()).toEqual([...labels].sort());
      let segLines = 0;
      for (const name of segLabels)
        for (const line of strFromU8(seg[name]!).trim().split('\n')) {
          const [, ...points] = line.split(' ').map(Number);
          expect(points.length % 2).toBe(0);
          expect(points.length).toBeGreaterThanOrEqual(6);
          for (const v of points) expect(v >= 0 && v <= 1).toBe(true);
          segLines += 1;
        }
      expect(segLines).toBe(15);
      expect(
        strFromU8(seg[segLabels.find((name) => name.endsWith(`${photoIds[0]}.txt`))!]!).split('\n')[0],
      ).toBe('0 0.100000 0.200000 0.400000 0.200000 0.400000 0.500000 0.100000 0.500000');

      // The face on the first photo is blurred: its region differs from the stored web copy, the
      // rest of the picture does not (beyond JPEG's own noise).
      const exported = Object.entries(yolo).find(([name]) => name.endsWith(`/${photoIds[0]}.jpg`))![1];
      const [row] = await f.database.db
        .select({ web: photos.webBlobId })
        .from(photos)
        .where(eq(photos.id, photoIds[0]!));
      const web = await readBlobToBuffer(f.database.db, (await blobInfo(f.database.db, row!.web!))!);
      const pixels = async (data: Uint8Array) =>
        sharp(data).removeAlpha().greyscale().raw().toBuffer({ resolveWithObject: true });
      const before = await pixels(web);
      const after = await pixels(exported);
      expect([after.info.width, after.info.height]).toEqual([before.info.width, before.info.height]);
      const { width, height } = before.info;
      const difference = (left: number, top: number, right: number, bottom: number) => {
        let sum = 0;
        let n = 0;
        for (let y = Math.floor(top * height); y < bottom * height; y++)
          for (let x = Math.floor(left * width); x < right * width; x++) {
            sum += Math.abs(before.data[y * width + x]! - after.data[y * width + x]!);
            n += 1;
          }
        return sum / n;
      };
      const inFace = difference(face.x, face.y, face.x + face.width, face.y + face.height);
      const elsewhere = difference(0.75, 0.75, 1, 1);
      expect(inFace).toBeGreaterThan(4);
      expect(inFace).toBeGreaterThan(elsewhere * 3);
    });
  });
}
