/**
 * The annotation workbench (docs/annotations.md) on both engines: clients opt in (off by default),
 * batches of an opted-in client's photos assigned to staff, boxes and polygons with class, part and
 * severity, four-eyes review (never the submitter), admin-only procedures, NOT_FOUND for unknown
 * ids, bounded inputs, and the photo's web copy served to admins only while the client is opted in.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANNOTATIONS_DEMO } from '../src/areas/annotations/seed.js';
import { photos } from '../src/areas/photos/schema.js';
import type { Shape } from '../src/areas/annotations/model.js';
import { box, polygon, staffOf, type Reviewer } from './annotationFixtures.js';
import { ENGINES, failure, useWorkFixture, type WorkFixture } from './workFixture.js';

for (const { engine, open } of ENGINES) {
  describe(`annotations on ${engine}`, () => {
    const f: WorkFixture = useWorkFixture(open);
    let second: Reviewer;
    let adminId: string;

    beforeAll(async () => {
      const db = f.database.db;
      // Three more Nordlys photos (the demo's check-in picture's files), so a batch has several.
      const [seeded] = await db.select().from(photos).where(eq(photos.clientId, f.ids.nordlys)).limit(1);
      for (let i = 0; i < 3; i++) {
        const { id: _id, ...rest } = seeded!;
        await db.insert(photos).values({ ...rest, duplicateOf: null, createdAt: new Date(Date.now() - i) });
      }
      // A second member of staff: the reviewer.
      ({ reviewer: second, adminId } = await staffOf(f));
    });
    afterAll(() => second?.connection.close());

    it('refuses managers and drivers', async () => {
      for (const role of ['manager', 'user'] as const) {
        expect((await failure(f.as[role].annotations.clients.query())).code).toBe('FORBIDDEN');
        expect((await failure(f.as[role].annotations.batches.query({ view: 'all' }))).code).toBe('FORBIDDEN');
        expect(
          (await failure(f.as[role].annotations.setOptIn.mutate({ clientId: f.ids.nordlys, optedIn: true })))
            .code,
        ).toBe('FORBIDDEN');
      }
    });

    it('a client is not opted in until an admin says so; no batch before', async () => {
      const clients = await f.as.admin.annotations.clients.query();
      // Nordlys as a new client is; the demo opted Fjordbus in for its batch (annotations/seed.ts).
      expect(clients.find((c) => c.id === f.ids.nordlys)).toMatchObject({ optedIn: false });
      expect(clients.find((c) => c.id === f.ids.fjordbus)).toMatchObject({ optedIn: true });
      const refused = await failure(
        f.as.admin.annotations.createBatch.mutate({
          clientId: f.ids.nordlys,
          name: 'B',
          assigneeId: adminId,
          size: 5,
        }),
      );
      expect(refused).toEqual({ code: 'BAD_REQUEST', fieldErrors: { clientId: 'not_opted_in' } });
      expect(
        (await failure(f.as.admin.annotations.setOptIn.mutate({ clientId: randomUUID(), optedIn: true })))
          .code,
      ).toBe('NOT_FOUND');
    });

    it('labels a batch: boxes and polygons, submitted by one, approved or sent back by another', async () => {
      const opted = await f.as.admin.annotations.setOptIn.mutate({ clientId: f.ids.nordlys, optedIn: true });
      expect(opted).toMatchObject({ optedIn: true });
      expect(opted.freePhotos).toBeGreaterThanOrEqual(4);
      const staff = await f.as.admin.annotations.staff.query();
      expect(staff.map((s) => s.id)).toEqual(expect.arrayContaining([adminId, second.id]));
      expect(
        (
          await failure(
            f.as.admin.annotations.createBatch.mutate({
              clientId: f.ids.nordlys,
              name: 'B',
              assigneeId: f.ids.manager,
              size: 5,
            }),
          )
        ).fieldErrors,
      ).toEqual({ assigneeId: 'not_staff' });
      const batch = await f.as.admin.annotations.createBatch.mutate({
        clientId: f.ids.nordlys,
        name: 'Nordlys, første',
        assigneeId: adminId,
        size: 3,
      });
      expect(batch.items).toHaveLength(3);
      expect(batch.counts).toMatchObject({ todo: 3, submitted: 0 });
      // The photos are taken: the next batch gets the rest.
      const rest = await f.as.admin.annotations.createBatch.mutate({
        clientId: f.ids.nordlys,
        name: 'Nordlys, anden',
        assigneeId: second.id,
        size: 200,
      });
      expect(rest.items.some((i) => batch.items.some((b) => b.photoId === i.photoId))).toBe(false);
      // The admin's: this one and the demo's (annotations/seed.ts); not the second person's.
      const mine = (await f.as.admin.annotations.batches.query({ view: 'mine' })).map((b) => b.name);
      expect(mine).toEqual(expect.arrayContaining([batch.name, ANNOTATIONS_DEMO.batchName]));
      expect(mine).toHaveLength(2);

      const [first, secondItem] = batch.items;
      const ref = { batchId: batch.id, photoId: first!.photoId };
      const photo = await f.as.admin.annotations.photo.query(ref);
      expect(photo).toMatchObject({
        status: 'todo',
        shapes: [],
        previousPhotoId: null,
        nextPhotoId: secondItem!.photoId,
      });
      // Only the assignee labels.
      expect((await failure(second.client.annotations.save.mutate({ ...ref, shapes: [box] }))).code).toBe(
        'FORBIDDEN',
      );
      const saved = await f.as.admin.annotations.save.mutate({ ...ref, shapes: [box, polygon] });
      expect(saved.shapes).toEqual([box, polygon]);
      await f.as.admin.annotations.submit.mutate(ref);
      expect((await failure(f.as.admin.annotations.save.mutate({ ...ref, shapes: [] }))).fieldErrors).toEqual(
        {
          status: 'not_editable',
        },
      );
      // Four eyes: the submitter cannot approve their own set.
      expect(
        (await failure(f.as.admin.annotations.review.mutate({ ...ref, decision: 'approve' }))).code,
      ).toBe('FORBIDDEN');
      // To review for the second person: this batch and the demo's, whose two submitted photos wait.
      expect(
        (await second.client.annotations.batches.query({ view: 'review' })).map((b) => b.name).sort(),
      ).toEqual([batch.name, ANNOTATIONS_DEMO.batchName].sort());
      expect(await f.as.admin.annotations.batches.query({ view: 'review' })).toEqual([]);
      expect(
        (await failure(second.client.annotations.review.mutate({ ...ref, decision: 'return' }))).fieldErrors,
      ).toEqual({ note: 'required' });
      const returned = await second.client.annotations.review.mutate({
        ...ref,
        decision: 'return',
        note: 'The dent is on the bonnet',
      });
      expect(returned).toMatchObject({
        status: 'returned',
        reviewedBy: { id: second.id, name: 'Rita Reviewer' },
      });
      await f.as.admin.annotations.save.mutate({ ...ref, shapes: [box, { ...polygon, part: 'bonnet' }] });
      await f.as.admin.annotations.submit.mutate(ref);
      const approved = await second.client.annotations.review.mutate({ ...ref, decision: 'approve' });
      expect(approved).toMatchObject({ status: 'approved', submittedBy: { id: adminId } });
      expect((await f.as.admin.annotations.batch.query({ id: batch.id })).counts).toMatchObject({
        approved: 1,
        todo: 2,
      });

      // The web copy: admins only, while the client is opted in.
      const url = `${f.http.baseUrl}${photo.src}`;
      expect((await fetch(url, { headers: { cookie: f.http.cookies.admin } })).status).toBe(200);
      expect((await fetch(url, { headers: { cookie: f.http.cookies.manager } })).status).toBe(404);
      await f.as.admin.annotations.setOptIn.mutate({ clientId: f.ids.nordlys, optedIn: false });
      expect((await fetch(url, { headers: { cookie: f.http.cookies.admin } })).status).toBe(404);
      const ref2 = { batchId: batch.id, photoId: secondItem!.photoId };
      expect((await failure(f.as.admin.annotations.save.mutate({ ...ref2, shapes: [box] }))).code).toBe(
        'FORBIDDEN',
      );
      await f.as.admin.annotations.setOptIn.mutate({ clientId: f.ids.nordlys, optedIn: true });
    });

    it('answers NOT_FOUND for unknown ids and refuses unbounded or malformed shapes', async () => {
      expect((await failure(f.as.admin.annotations.batch.query({ id: randomUUID() }))).code).toBe(
        'NOT_FOUND',
      );
      const [batch] = await f.as.admin.annotations.batches.query({ view: 'mine' });
      const ref = { batchId: batch!.id, photoId: randomUUID() };
      expect((await failure(f.as.admin.annotations.photo.query(ref))).code).toBe('NOT_FOUND');
      expect((await failure(f.as.admin.annotations.save.mutate({ ...ref, shapes: [] }))).code).toBe(
        'NOT_FOUND',
      );
      const detail = await f.as.admin.annotations.batch.query({ id: batch!.id });
      const real = { batchId: batch!.id, photoId: detail.items[1]!.photoId };
      const bad: unknown[] = [
        {
          ...box,
          points: [
            { x: 0.5, y: 0.5 },
            { x: 1.5, y: 0.9 },
          ],
        },
        {
          ...box,
          points: [
            { x: 0.5, y: 0.5 },
            { x: 0.2, y: 0.9 },
          ],
        },
        { ...polygon, points: polygon.points.slice(0, 2) },
        { ...box, part: 'exhaust' },
      ];
      for (const shape of bad)
        expect(
          (await failure(f.as.admin.annotations.save.mutate({ ...real, shapes: [shape as Shape] }))).code,
        ).toBe('BAD_REQUEST');
      expect(
        (
          await failure(
            f.as.admin.annotations.save.mutate({ ...real, shapes: Array.from({ length: 201 }, () => box) }),
          )
        ).code,
      ).toBe('BAD_REQUEST');
      expect(
        (
          await failure(
            f.as.admin.annotations.createBatch.mutate({
              clientId: f.ids.nordlys,
              name: 'x',
              assigneeId: adminId,
              size: 201,
            }),
          )
        ).code,
      ).toBe('BAD_REQUEST');
    });
  });
}
