/**
 * tasks.detail/comments/addComment/history and inspections.history on both engines: one task read
 * whole (description, reporter, assignee, vehicle), the comment thread (author, time, bounds,
 * paging), who may read and comment (managers, the reporting or assigned driver, admins read only),
 * comments in the task's history, and another client's ids answering NOT_FOUND without writing.
 */
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { taskComments } from '../src/areas/tasks/schema.js';
import { addDays, copenhagenToday } from '../src/due/rules.js';
import { TASK_COMMENT_MAX } from '../src/work/model.js';
import { allPages, ENGINES, failure, useWorkFixture } from './workFixture.js';

describe.each(ENGINES)('task details and comments on $engine', ({ open }) => {
  const f = useWorkFixture(open);
  const today = copenhagenToday();
  const commentsOf = async (taskId: string) =>
    Number(
      (
        await f.database.db.select({ n: count() }).from(taskComments).where(eq(taskComments.taskId, taskId))
      )[0]?.n ?? 0,
    );

  it("reads a driver's report whole and keeps a thread between the manager and the driver", async () => {
    const vehicleId = f.ids.jonasVehicles[0]!;
    const report = await f.as.user.tasks.reportProblem.mutate({
      vehicleId,
      title: 'Bremserne hviner',
      description: 'Ved lav fart, mest om morgenen.\nHørt siden mandag.',
    });
    const seen = await f.as.manager.tasks.detail.query({ id: report.id });
    expect(seen).toMatchObject({
      id: report.id,
      title: 'Bremserne hviner',
      description: 'Ved lav fart, mest om morgenen.\nHørt siden mandag.',
      source: 'driver_report',
      createdBy: { id: f.ids.jonas },
      vehicle: { id: vehicleId },
      assignee: null,
      canEdit: true,
      canComment: true,
    });
    expect(await f.as.user.tasks.detail.query({ id: report.id })).toMatchObject({
      id: report.id,
      canEdit: false,
      canComment: true,
    });

    const asked = await f.as.manager.tasks.addComment.mutate({ id: report.id, body: '  Hvilket hjul?  ' });
    expect(asked).toMatchObject({ body: 'Hvilket hjul?', author: { id: f.ids.manager } });
    expect(asked.createdAt).toBeInstanceOf(Date);
    await f.as.user.tasks.addComment.mutate({ id: report.id, body: 'Højre for.' });
    const thread = await f.as.user.tasks.comments.query({ id: report.id });
    expect(thread.items.map((c) => [c.body, c.author?.id])).toEqual([
      ['Hvilket hjul?', f.ids.manager],
      ['Højre for.', f.ids.jonas],
    ]);
    expect(thread.nextCursor).toBeNull();

    const history = await f.as.manager.tasks.history.query({ id: report.id });
    expect(history.items.map((entry) => entry.action)).toEqual(['commented', 'commented', 'reported']);
    expect(history.items[0]).toMatchObject({
      actor: { id: f.ids.jonas },
      changes: { comment: { old: null, new: 'Højre for.' } },
    });
  });

  it('pages the thread oldest first and bounds a comment', async () => {
    const task = await f.as.manager.tasks.create.mutate({ title: 'Tråd', dueDate: addDays(today, 3) });
    for (const n of [1, 2, 3, 4, 5])
      await f.as.manager.tasks.addComment.mutate({ id: task.id, body: `#${n}` });
    const first = await f.as.manager.tasks.comments.query({ id: task.id, limit: 2 });
    expect(first.items.map((c) => c.body)).toEqual(['#1', '#2']);
    const all = await allPages((cursor) =>
      f.as.manager.tasks.comments.query({ id: task.id, cursor, direction: 'forward', limit: 2 }),
    );
    expect(all.map((c) => c.body)).toEqual(['#1', '#2', '#3', '#4', '#5']);

    const fieldOf = async (body: string) =>
      (await failure(f.as.manager.tasks.addComment.mutate({ id: task.id, body }))).fieldErrors;
    expect(await fieldOf('   ')).toEqual({ body: 'too_small' });
    expect(await fieldOf('x'.repeat(TASK_COMMENT_MAX + 1))).toEqual({ body: 'too_big' });
    expect(await fieldOf('a\u0007b')).toEqual({ body: 'control_characters' });
    const longest = await f.as.manager.tasks.addComment.mutate({
      id: task.id,
      body: 'y'.repeat(TASK_COMMENT_MAX),
    });
    expect(longest.body).toHaveLength(TASK_COMMENT_MAX);
    expect(await commentsOf(task.id)).toBe(6);
  });

  it('lets a driver read the tasks they are part of and comment only on their own', async () => {
    const [mine, drives] = f.ids.jonasVehicles;
    const assigned = await f.as.manager.tasks.create.mutate({
      title: 'Til Jonas',
      assigneeUserId: f.ids.jonas,
    });
    expect(await f.as.user.tasks.detail.query({ id: assigned.id })).toMatchObject({ canComment: true });
    await f.as.user.tasks.addComment.mutate({ id: assigned.id, body: 'Set.' });

    const onTheirVehicle = await f.as.manager.tasks.create.mutate({
      title: 'Olieskift',
      vehicleId: drives ?? mine,
    });
    expect(await f.as.user.tasks.detail.query({ id: onTheirVehicle.id })).toMatchObject({
      canEdit: false,
      canComment: false,
    });
    expect(
      (await failure(f.as.user.tasks.addComment.mutate({ id: onTheirVehicle.id, body: 'x' }))).code,
    ).toBe('FORBIDDEN');
    expect(await commentsOf(onTheirVehicle.id)).toBe(0);

    const elsewhere = await f.as.manager.tasks.create.mutate({
      title: 'Andet',
      vehicleId: f.ids.nordlysVehicle,
    });
    for (const call of [
      () => f.as.user.tasks.detail.query({ id: elsewhere.id }),
      () => f.as.user.tasks.comments.query({ id: elsewhere.id }),
      () => f.as.user.tasks.history.query({ id: elsewhere.id }),
      () => f.as.user.tasks.addComment.mutate({ id: elsewhere.id, body: 'x' }),
    ])
      expect((await failure(call())).code).toBe('NOT_FOUND');
    expect(await commentsOf(elsewhere.id)).toBe(0);
  });

  it('lets an admin read but not comment', async () => {
    const task = await f.as.manager.tasks.create.mutate({ title: 'Læses af admin', description: 'Tekst' });
    expect(await f.as.admin.tasks.detail.query({ id: task.id })).toMatchObject({
      description: 'Tekst',
      canEdit: false,
      canComment: false,
    });
    expect((await f.as.admin.tasks.history.query({ id: task.id })).items.map((e) => e.action)).toEqual([
      'created',
    ]);
    expect((await failure(f.as.admin.tasks.addComment.mutate({ id: task.id, body: 'x' }))).code).toBe(
      'FORBIDDEN',
    );
    expect(await commentsOf(task.id)).toBe(0);
  });

  it("answers NOT_FOUND for another client's task and inspection and writes nothing", async () => {
    const theirs = await f.as.manager2.tasks.create.mutate({ title: 'Fjordbus', description: 'Hemmelig' });
    await f.as.manager2.tasks.addComment.mutate({ id: theirs.id, body: 'Kun vores' });
    for (const call of [
      () => f.as.manager.tasks.detail.query({ id: theirs.id }),
      () => f.as.manager.tasks.comments.query({ id: theirs.id }),
      () => f.as.manager.tasks.history.query({ id: theirs.id }),
      () => f.as.manager.tasks.addComment.mutate({ id: theirs.id, body: 'Indbrud' }),
      () => f.as.user.tasks.detail.query({ id: theirs.id }),
    ])
      expect((await failure(call())).code).toBe('NOT_FOUND');
    expect(await commentsOf(theirs.id)).toBe(1);
    const [inspection] = (await f.as.manager2.inspections.list.query({ limit: 1 })).items;
    expect((await failure(f.as.manager.inspections.history.query({ id: inspection!.id }))).code).toBe(
      'NOT_FOUND',
    );
  });

  it("reads an inspection's history and its inspector, notes and defects", async () => {
    const vehicleId = f.ids.nordlysVehicle;
    const planned = await f.as.manager.inspections.schedule.mutate({
      vehicleId,
      kind: 'safety',
      dueDate: addDays(today, 2),
      notes: 'Før vinter',
    });
    await f.as.manager.inspections.complete.mutate({
      id: planned.id,
      expectedVersion: planned.version,
      result: 'fail',
      inspector: 'Værksted Nord',
      notes: 'Før vinter. Se lygter.',
      defects: [{ text: 'Forlygte defekt', severity: 'major' }],
    });
    const detail = await f.as.manager.inspections.get.query({ id: planned.id });
    expect(detail).toMatchObject({
      inspector: 'Værksted Nord',
      notes: 'Før vinter. Se lygter.',
      result: 'fail',
      defects: [{ text: 'Forlygte defekt', severity: 'major' }],
    });
    const history = await f.as.manager.inspections.history.query({ id: planned.id, direction: 'forward' });
    expect(history.items.map((entry) => entry.action)).toEqual(['completed', 'scheduled']);
    expect(history.items[0]!.actor?.id).toBe(f.ids.manager);
    expect((await failure(f.as.user.inspections.history.query({ id: planned.id }))).code).toBe('FORBIDDEN');
  });
});
