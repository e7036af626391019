/**
 * Labelled twice (docs/annotations.md "Labelled twice"): the photos a batch's second labeller
 * labels too (⌈5 %⌉, lowest SHA-256 of the photo's id), blind both ways through the procedures, and
 * the agreement of the two labellings (F1 of shapes matched per class by IoU ≥ 0.5) against a
 * table computed by hand. Admin-only procedures; unknown ids NOT_FOUND. Both engines.
 */
import { createHash, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { doublePhotos, matchShapes, summariseAgreement } from '../src/areas/annotations/agreement.js';
import type { AnnotationClass, Shape } from '../src/areas/annotations/model.js';
import { photos } from '../src/areas/photos/schema.js';
import { polygon, staffOf, type Reviewer } from './annotationFixtures.js';
import { ENGINES, failure, useWorkFixture, type WorkFixture } from './workFixture.js';

/** A box of a class from its top-left corner and size (fractions of the picture). */
const rect = (annotationClass: AnnotationClass, x: number, y: number, w: number, h: number): Shape => ({
  kind: 'box',
  points: [
    { x, y },
    { x: x + w, y: y + h },
  ],
  annotationClass,
  part: 'door',
  severity: 'minor',
});

const a = rect('scratch', 0, 0, 0.4, 0.4);
/** a moved 0.1 right: intersection 0.3·0.4 = 0.12, union 0.16 + 0.16 − 0.12 = 0.20, IoU 0.6. */
const aShifted = rect('scratch', 0.1, 0, 0.4, 0.4);
/** a moved 0.2 right: intersection 0.08, union 0.24, IoU 1/3: no match. */
const aFar = rect('scratch', 0.2, 0, 0.4, 0.4);
const far = rect('scratch', 0.6, 0.6, 0.3, 0.3);
const aDent = { ...a, annotationClass: 'dent' } as const;
/** The fixtures' triangle's bounding box: polygons are compared by their bounding boxes. */
const polygonBounds = rect('dent', 0.5, 0.5, 0.2, 0.3);

describe('agreement of two labellings (by hand)', () => {
  // first, second → matched, shapes of each, agreement = 2·matched / (first + second).
  const table: [string, Shape[], Shape[], number, number, number, number][] = [
    ['identical', [a, polygon], [a, polygon], 2, 2, 2, 1],
    ['disjoint', [a], [far], 0, 1, 1, 0],
    ['one box shifted, IoU 0.6', [a], [aShifted], 1, 1, 1, 1],
    ['one box shifted further, IoU 1/3', [a], [aFar], 0, 1, 1, 0],
    ['class mismatch on the same box', [a], [aDent], 0, 1, 1, 0],
    ['empty vs empty', [], [], 0, 0, 0, 1],
    ['empty vs one', [], [a], 0, 0, 1, 0],
    ['a polygon against its bounding box', [polygon], [polygonBounds], 1, 1, 1, 1],
    // scratch: a–aShifted match, far unmatched; dent: polygon and aDent do not overlap.
    ['two of three', [a, polygon], [aShifted, aDent, far], 1, 2, 3, 0.4],
    // each first shape takes its best partner once: a–a (IoU 1), the shifted copy is left over.
    ['greedy, one partner each', [a], [aShifted, a], 1, 1, 2, 2 / 3],
  ];
  it.each(table)('%s', (_name, first, second, matched, n1, n2, agreement) => {
    const summary = summariseAgreement([{ first, second }], 0);
    expect(summary.overall).toEqual({ matched, first: n1, second: n2, agreement });
  });

  it('per class, and added up over photos', () => {
    const counts = matchShapes([a, polygon], [aShifted, aDent, far]);
    expect(counts.scratch).toEqual({ matched: 1, first: 1, second: 2 });
    expect(counts.dent).toEqual({ matched: 0, first: 1, second: 1 });
    const summary = summariseAgreement(
      [
        { first: [a, polygon], second: [aShifted, aDent, far] },
        { first: [], second: [] },
        { first: [far], second: [far] },
      ],
      4,
    );
    // scratch: 2 matched of 2 + 3 → 0.8; dent: 0 of 1 + 1 → 0; overall 2 of 3 + 4 → 4/7.
    expect(summary).toEqual({
      photos: 3,
      pending: 4,
      overall: { matched: 2, first: 3, second: 4, agreement: 4 / 7 },
      perClass: [
        { annotationClass: 'scratch', matched: 2, first: 2, second: 3, agreement: 0.8 },
        { annotationClass: 'dent', matched: 0, first: 1, second: 1, agreement: 0 },
      ],
    });
    expect(summariseAgreement([], 2)).toEqual({ photos: 0, pending: 2, overall: null, perClass: [] });
  });
});

describe('the photos labelled twice', () => {
  const ids = Array.from({ length: 200 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`);
  const hash = (id: string) => createHash('sha256').update(id).digest().readUInt32BE(0);

  it('⌈5 %⌉ of them, at least one: those with the lowest hash of their id, in any order', () => {
    expect(doublePhotos([])).toEqual([]);
    expect(doublePhotos(ids.slice(0, 1))).toEqual(ids.slice(0, 1));
    expect(doublePhotos(ids.slice(0, 20))).toHaveLength(1);
    expect(doublePhotos(ids.slice(0, 21))).toHaveLength(2);
    expect(doublePhotos(ids)).toHaveLength(10);
    const lowest = [...ids].sort((p, q) => hash(p) - hash(q)).slice(0, 10);
    expect(new Set(doublePhotos(ids))).toEqual(new Set(lowest));
    expect(new Set(doublePhotos([...ids].reverse()))).toEqual(new Set(lowest));
  });
});

for (const { engine, open } of ENGINES) {
  describe(`labelled twice on ${engine}`, () => {
    const f: WorkFixture = useWorkFixture(open);
    let rita: Reviewer;
    let adminId: string;

    beforeAll(async () => {
      const db = f.database.db;
      // 21 more Nordlys photos (copies of the demo's check-in picture), so ⌈5 %⌉ of 21 is two.
      const [seeded] = await db.select().from(photos).where(eq(photos.clientId, f.ids.nordlys)).limit(1);
      for (let i = 0; i < 21; i++) {
        const { id: _id, ...rest } = seeded!;
        await db.insert(photos).values({ ...rest, duplicateOf: null, createdAt: new Date(Date.now() - i) });
      }
      ({ reviewer: rita, adminId } = await staffOf(f));
      await f.as.admin.annotations.setOptIn.mutate({ clientId: f.ids.nordlys, optedIn: true });
    });
    afterAll(() => rita?.connection.close());

    it('refuses managers and drivers', async () => {
      for (const role of ['manager', 'user'] as const) {
        const as = f.as[role].annotations;
        const ref = { batchId: randomUUID(), photoId: randomUUID() };
        expect((await failure(as.agreement.query({ batchId: ref.batchId }))).code).toBe('FORBIDDEN');
        expect((await failure(as.overallAgreement.query())).code).toBe('FORBIDDEN');
        expect((await failure(as.secondPhoto.query(ref))).code).toBe('FORBIDDEN');
        expect((await failure(as.saveSecond.mutate({ ...ref, shapes: [] }))).code).toBe('FORBIDDEN');
        expect((await failure(as.submitSecond.mutate(ref))).code).toBe('FORBIDDEN');
      }
    });

    it('the second labeller is another active admin, never the assignee', async () => {
      const input = { clientId: f.ids.nordlys, name: 'B', assigneeId: adminId, size: 5 };
      expect(
        (await failure(f.as.admin.annotations.createBatch.mutate({ ...input, secondLabellerId: adminId })))
          .fieldErrors,
      ).toEqual({ secondLabellerId: 'same_as_assignee' });
      expect(
        (
          await failure(
            f.as.admin.annotations.createBatch.mutate({ ...input, secondLabellerId: f.ids.manager }),
          )
        ).fieldErrors,
      ).toEqual({ secondLabellerId: 'not_staff' });
    });

    it('labels ⌈5 %⌉ of a batch twice, blind both ways, and measures the agreement', async () => {
      const admin = f.as.admin.annotations;
      const batch = await admin.createBatch.mutate({
        clientId: f.ids.nordlys,
        name: 'To gange',
        assigneeId: adminId,
        size: 21,
        secondLabellerId: rita.id,
      });
      expect(batch.items).toHaveLength(21);
      expect(batch.secondLabeller).toEqual({ id: rita.id, name: 'Rita Reviewer' });
      expect(batch.secondCounts).toEqual({ todo: 2, submitted: 0 });
      const doubles = batch.items.filter((i) => i.second !== null).map((i) => i.photoId);
      expect(doubles).toEqual(doublePhotos(batch.items.map((i) => i.photoId)));
      const [one, two] = doubles as [string, string];
      const single = batch.items.find((i) => i.second === null)!.photoId;
      // The second labeller's queue is in "mine"; the assignee's too.
      expect((await rita.client.annotations.batches.query({ view: 'mine' })).map((b) => b.id)).toContain(
        batch.id,
      );
      expect((await admin.batches.query({ view: 'mine' })).map((b) => b.id)).toContain(batch.id);

      const ref1 = { batchId: batch.id, photoId: one };
      const ref2 = { batchId: batch.id, photoId: two };
      expect(await admin.agreement.query({ batchId: batch.id })).toMatchObject({
        photos: 0,
        pending: 2,
        overall: null,
        perClass: [],
      });

      // The first labelling: the assignee's, as before.
      await admin.save.mutate({ ...ref1, shapes: [a, polygon] });
      await admin.submit.mutate(ref1);
      await admin.submit.mutate(ref2);
      // Blind: Rita neither reads nor reviews the first labelling of her photos, nor sees its count…
      expect((await failure(rita.client.annotations.photo.query(ref1))).code).toBe('FORBIDDEN');
      expect(
        (await failure(rita.client.annotations.review.mutate({ ...ref1, decision: 'approve', note: '' })))
          .code,
      ).toBe('FORBIDDEN');
      const seen = await rita.client.annotations.batch.query({ id: batch.id });
      expect(seen.items.find((i) => i.photoId === one)!.shapeCount).toBeNull();
      expect(
        (await admin.batch.query({ id: batch.id })).items.find((i) => i.photoId === one)!.shapeCount,
      ).toBe(2);
      // …but reads a photo she does not label twice.
      expect((await rita.client.annotations.photo.query({ batchId: batch.id, photoId: single })).status).toBe(
        'todo',
      );
      // …and her own labelling starts empty, going from one of her photos to the other.
      const mine = await rita.client.annotations.secondPhoto.query(ref1);
      expect(mine).toMatchObject({ labelling: 'second', status: 'todo', shapes: [], nextPhotoId: two });
      // The assignee does not see the second labelling, nor write it.
      expect((await failure(admin.secondPhoto.query(ref1))).code).toBe('FORBIDDEN');
      expect((await failure(admin.saveSecond.mutate({ ...ref1, shapes: [a] }))).code).toBe('FORBIDDEN');
      expect((await failure(admin.submitSecond.mutate(ref1))).code).toBe('FORBIDDEN');
      // A photo not labelled twice, an unknown batch: NOT_FOUND.
      expect(
        (await failure(rita.client.annotations.secondPhoto.query({ batchId: batch.id, photoId: single })))
          .code,
      ).toBe('NOT_FOUND');
      expect((await failure(admin.agreement.query({ batchId: randomUUID() }))).code).toBe('NOT_FOUND');

      const saved = await rita.client.annotations.saveSecond.mutate({
        ...ref1,
        shapes: [aShifted, aDent, far],
      });
      expect(saved.shapes).toEqual([aShifted, aDent, far]);
      // The first labelling is untouched by the second.
      expect((await admin.photo.query(ref1)).shapes).toEqual([a, polygon]);
      await rita.client.annotations.submitSecond.mutate(ref1);
      expect(
        (await failure(rita.client.annotations.saveSecond.mutate({ ...ref1, shapes: [] }))).fieldErrors,
      ).toEqual({ status: 'not_editable' });
      // Submitted: the photo is compared, and Rita may now read (and review) the first labelling.
      expect((await rita.client.annotations.photo.query(ref1)).shapes).toEqual([a, polygon]);
      expect(await admin.agreement.query({ batchId: batch.id })).toMatchObject({
        photos: 1,
        pending: 1,
        overall: { matched: 1, first: 2, second: 3, agreement: 0.4 },
      });
      // Two empty labellings agree fully; together (by hand): 1 matched of 2 + 3 → 0.4;
      // scratch 1 of 1 + 2 → 2/3, dent 0 of 1 + 1 → 0.
      await rita.client.annotations.submitSecond.mutate(ref2);
      const expected = {
        photos: 2,
        pending: 0,
        overall: { matched: 1, first: 2, second: 3, agreement: 0.4 },
        perClass: [
          { annotationClass: 'scratch', matched: 1, first: 1, second: 2, agreement: 2 / 3 },
          { annotationClass: 'dent', matched: 0, first: 1, second: 1, agreement: 0 },
        ],
      };
      expect(await rita.client.annotations.agreement.query({ batchId: batch.id })).toEqual({
        ...expected,
        batchId: batch.id,
        secondLabeller: { id: rita.id, name: 'Rita Reviewer' },
      });
      // The approval of the first labelling keeps the photo compared.
      await rita.client.annotations.review.mutate({ ...ref1, decision: 'approve', note: '' });
      expect(await admin.overallAgreement.query()).toEqual({ ...expected, batches: 1 });
      expect((await admin.batch.query({ id: batch.id })).secondCounts).toEqual({ todo: 0, submitted: 2 });
    });

    it('without a second labeller nobody labels twice', async () => {
      const [seeded] = await f.database.db
        .select()
        .from(photos)
        .where(eq(photos.clientId, f.ids.nordlys))
        .limit(1);
      const { id: _id, ...rest } = seeded!;
      await f.database.db.insert(photos).values({ ...rest, duplicateOf: null });
      const batch = await f.as.admin.annotations.createBatch.mutate({
        clientId: f.ids.nordlys,
        name: 'Én gang',
        assigneeId: adminId,
        size: 1,
      });
      expect(batch.secondLabeller).toBeNull();
      expect(batch.items.every((i) => i.second === null)).toBe(true);
      expect(await f.as.admin.annotations.agreement.query({ batchId: batch.id })).toMatchObject({
        photos: 0,
        pending: 0,
        overall: null,
        secondLabeller: null,
      });
      expect((await f.as.admin.annotations.overallAgreement.query()).batches).toBe(1);
    });
  });
}
