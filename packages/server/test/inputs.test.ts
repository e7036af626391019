/**
 * Client input that used to reach a 500 (issue 36), on both engines: forged keyset cursors in
 * every list, lone UTF-16 surrogates, dates the database cannot store; and bidi controls, refused
 * in identifiers and stripped from the free text the server answers and exports.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../src/db/schema.js';
import { vehicles } from '../src/areas/vehicles/schema.js';
import { encodeCursor, type KeyValue } from '../src/areas/vehicles/cursor.js';
import { VEHICLE_SORTS } from '../src/areas/vehicles/model.js';
import { ENGINES, failure, useWorkFixture } from './workFixture.js';

const UUID = '0b6f4c1e-5d7a-4c39-9f0e-2a1b3c4d5e6f';
const DASHES = '-'.repeat(36);

/** A cursor as the server writes them, with any components. */
const forge = (sort: unknown, keys: unknown[], id: unknown) =>
  encodeCursor({ sort: sort as string, keys: keys as KeyValue[], id: id as string });

/** Forged cursors of a list whose sort is `sort` with keys of `types`, and ids of `idKind`. */
function forgeries(sort: string, types: readonly ('text' | 'int' | 'date')[], idKind: 'uuid' | 'serial') {
  const good: Record<string, KeyValue> = { text: 'a', int: 1, date: '2026-01-01' };
  const bad: Record<string, KeyValue[]> = {
    text: [5, 'x\u0000y', '\uD800', 'a'.repeat(1001)],
    int: ['abc', 1.5, 2 ** 31, '1'],
    date: ['abc', '0000-01-01', '2026-02-30', 20260101],
  };
  const goodKeys = types.map((type) => good[type]!);
  const goodId = idKind === 'uuid' ? UUID : 7;
  const badIds = idKind === 'uuid' ? [DASHES, 'a', 7] : [1.5, 0, -1, 2 ** 60, '7'];
  const cursors: [string, string][] = [
    ['garbage', '%%%'],
    ['not JSON', Buffer.from('[1,').toString('base64url')],
    ['another sort', forge(`${sort}x`, goodKeys, goodId)],
    ['a key too many', forge(sort, [...goodKeys, 'a'], goodId)],
  ];
  types.forEach((type, i) => {
    for (const value of bad[type]!) {
      const keys = [...goodKeys];
      keys[i] = value;
      cursors.push([`key ${i} (${type}) = ${JSON.stringify(value).slice(0, 20)}`, forge(sort, keys, goodId)]);
    }
  });
  for (const id of badIds) cursors.push([`id ${JSON.stringify(id)}`, forge(sort, goodKeys, id)]);
  return cursors;
}

const SORT_TYPES: Record<(typeof VEHICLE_SORTS)[number], ('text' | 'int' | 'date')[]> = {
  registration: ['text'],
  makeModel: ['text', 'text'],
  year: ['int'],
  status: ['text'],
  odometer: ['int'],
  nextDue: ['date'],
};

describe.each(ENGINES)('client input on $engine', ({ open }) => {
  const f = useWorkFixture(open);

  /** Every forged cursor answers BAD_REQUEST on `cursor`, never a server error. */
  async function expectRefused(cursors: [string, string][], call: (cursor: string) => Promise<unknown>) {
    const answers: Record<string, unknown> = {};
    for (const [name, cursor] of cursors) {
      const { code, fieldErrors } = await failure(call(cursor));
      answers[name] = code === 'BAD_REQUEST' && fieldErrors?.cursor === 'invalid' ? 'refused' : code;
    }
    expect(answers).toEqual(Object.fromEntries(cursors.map(([name]) => [name, 'refused'])));
  }

  it('refuses forged cursors of vehicles.list in every sort and direction, for a manager and a driver', async () => {
    for (const by of VEHICLE_SORTS) {
      for (const dir of ['asc', 'desc'] as const) {
        const cursors = forgeries(`${by}:${dir}`, SORT_TYPES[by], 'uuid');
        for (const client of [f.as.manager, f.as.user]) {
          await expectRefused(cursors, (cursor) =>
            client.vehicles.list.query({ sort: { by, dir }, cursor, direction: 'backward' }),
          );
        }
      }
    }
    // The cursors the server writes still page.
    const first = await f.as.manager.vehicles.list.query({ sort: { by: 'nextDue', dir: 'desc' }, limit: 2 });
    const second = await f.as.manager.vehicles.list.query({
      sort: { by: 'nextDue', dir: 'desc' },
      limit: 2,
      cursor: first.nextCursor,
    });
    expect(second.items).toHaveLength(2);
    expect(second.items[0]!.id).not.toBe(first.items[1]!.id);
  });

  it('refuses forged cursors of the work lists, the histories, users and clients', async () => {
    const vehicleId = f.ids.jonasVehicles[0]!;
    const obligation = (await f.as.manager.compliance.list.query({ limit: 1 })).items[0]!;
    const serial = (sort: string) => forgeries(sort, [], 'serial');
    await expectRefused(forgeries('compliance', ['date'], 'uuid'), (cursor) =>
      f.as.manager.compliance.list.query({ cursor }),
    );
    await expectRefused(forgeries('inspections', ['date'], 'uuid'), (cursor) =>
      f.as.manager.inspections.list.query({ cursor }),
    );
    await expectRefused(forgeries('tasks', ['date'], 'uuid'), (cursor) =>
      f.as.manager.tasks.list.query({ cursor, direction: 'backward' }),
    );
    await expectRefused(serial('renewals'), (cursor) =>
      f.as.manager.compliance.history.query({ id: obligation.id, cursor }),
    );
    await expectRefused(serial('history'), (cursor) =>
      f.as.user.vehicles.history.query({ id: vehicleId, cursor }),
    );
    await expectRefused(serial('audit'), (cursor) =>
      f.as.manager.users.history.query({ id: f.ids.jonas, cursor }),
    );
    await expectRefused(serial('audit'), (cursor) => f.as.user.account.history.query({ cursor }));
    await expectRefused(serial('audit'), (cursor) =>
      f.as.admin.clients.history.query({ id: f.ids.nordlys, cursor }),
    );
    await expectRefused(forgeries('email', ['text'], 'uuid'), (cursor) =>
      f.as.manager.users.list.query({ cursor }),
    );
    await expectRefused(forgeries('name', ['text'], 'uuid'), (cursor) =>
      f.as.admin.clients.list.query({ cursor }),
    );
  });

  it('refuses a forged resume id of the CSV export as the cursor it holds', async () => {
    const forged = forgeries('registration:asc', ['text'], 'uuid').filter(([name]) => name !== 'garbage');
    for (const [name, cursor] of forged) {
      const error = await new Promise<unknown>((resolve) => {
        const subscription = f.as.manager.vehicles.exportCsv.subscribe(
          { lastEventId: `5.${cursor}` },
          {
            onData: () => resolve(null),
            onError: resolve,
            onComplete: () => resolve(null),
          },
        );
        setTimeout(() => {
          subscription.unsubscribe();
          resolve(null);
        }, 10_000);
      });
      const data = (error as { data?: { code?: string; fieldErrors?: Record<string, string> } } | null)?.data;
      expect({ name, code: data?.code, fieldErrors: data?.fieldErrors }).toEqual({
        name,
        code: 'BAD_REQUEST',
        fieldErrors: { cursor: 'invalid' },
      });
    }
  });

  it('refuses a lone surrogate in any text input with a field code, writing nothing', async () => {
    const before = (await f.as.manager.vehicles.count.query({ includeSold: true })).total;
    const vehicle = {
      registration: 'QQ99001',
      make: 'Ford',
      model: 'Transit',
      type: 'van',
      fuel: 'diesel',
    } as const;
    expect(
      (await failure(f.as.manager.vehicles.create.mutate({ ...vehicle, make: 'Ford\uD800' }))).fieldErrors,
    ).toEqual({ make: 'ill_formed_unicode' });
    expect(
      (await failure(f.as.manager.vehicles.create.mutate({ ...vehicle, notes: 'a\uDC00b' }))).fieldErrors,
    ).toEqual({ notes: 'ill_formed_unicode' });
    expect((await f.as.manager.vehicles.count.query({ includeSold: true })).total).toBe(before);
    expect(
      (await failure(f.as.manager.tasks.create.mutate({ title: 'Skift \uDBFF dæk' }))).fieldErrors,
    ).toEqual({ title: 'ill_formed_unicode' });
    const person = { email: 'surrogate@example.com', surname: 'Hansen', role: 'user' } as const;
    expect(
      (await failure(f.as.manager.users.create.mutate({ ...person, name: '\uDE00Ole' }))).fieldErrors,
    ).toEqual({ name: 'ill_formed_unicode' });
    expect(await f.database.db.select().from(users).where(eq(users.email, 'surrogate@example.com'))).toEqual(
      [],
    );
    // A well-formed pair (an emoji) is text like any other.
    const emoji = await f.as.manager.tasks.create.mutate({ title: 'Vask 🚐' });
    expect(emoji.title).toBe('Vask 🚐');
  });

  it('refuses dates the database cannot store, with out_of_range', async () => {
    const vehicle = {
      registration: 'QQ99002',
      make: 'Ford',
      model: 'Transit',
      type: 'van',
      fuel: 'diesel',
    } as const;
    for (const date of ['0000-01-01', '0000-02-29', '1899-12-31', '2101-01-01', '9999-12-31']) {
      expect(
        (await failure(f.as.manager.vehicles.create.mutate({ ...vehicle, firstRegistrationDate: date })))
          .fieldErrors,
      ).toEqual({ firstRegistrationDate: 'out_of_range' });
      expect(
        (await failure(f.as.manager.tasks.create.mutate({ title: 'x', dueDate: date }))).fieldErrors,
      ).toEqual({ dueDate: 'out_of_range' });
      expect(
        (
          await failure(
            f.as.manager.compliance.create.mutate({
              vehicleId: f.ids.nordlysVehicle,
              kind: 'tachograph',
              validUntil: date,
            }),
          )
        ).fieldErrors,
      ).toEqual({ validUntil: 'out_of_range' });
    }
    expect(
      (
        await failure(
          f.as.manager.vehicles.create.mutate({ ...vehicle, firstRegistrationDate: '2026-02-30' }),
        )
      ).fieldErrors,
    ).toEqual({ firstRegistrationDate: 'invalid_format' });
    const inspection = (await f.as.manager.inspections.list.query({ limit: 1 })).items[0]!;
    for (const completedAt of [
      new Date(-8.64e15),
      new Date('0000-06-01T00:00:00Z'),
      new Date('2101-01-01T00:00:00Z'),
    ]) {
      expect(
        (
          await failure(
            f.as.manager.inspections.complete.mutate({
              id: inspection.id,
              expectedVersion: inspection.version,
              result: 'pass',
              inspector: 'Ole',
              completedAt,
            }),
          )
        ).fieldErrors,
      ).toEqual({ completedAt: 'out_of_range' });
    }
    // The ends of the range are dates like any other.
    const oldest = await f.as.manager.vehicles.create.mutate({
      ...vehicle,
      firstRegistrationDate: '1900-01-01',
    });
    expect(oldest.firstRegistrationDate).toBe('1900-01-01');
    const last = await f.as.manager.tasks.create.mutate({ title: 'x', dueDate: '2100-12-31' });
    expect(last.dueDate).toBe('2100-12-31');
  });

  it('refuses bidi controls in plates, VINs, CVR numbers and e-mails with bidi_controls', async () => {
    const vehicle = {
      registration: 'QQ99003',
      make: 'Ford',
      model: 'Transit',
      type: 'van',
      fuel: 'diesel',
    } as const;
    expect(
      (await failure(f.as.manager.vehicles.create.mutate({ ...vehicle, registration: 'QQ\u202E99003' })))
        .fieldErrors,
    ).toEqual({ registration: 'bidi_controls' });
    expect(
      (await failure(f.as.manager.vehicles.create.mutate({ ...vehicle, vin: 'WVWZZZ1JZ3W38675\u2066' })))
        .fieldErrors,
    ).toEqual({ vin: 'bidi_controls' });
    const person = { name: 'Ole', surname: 'Hansen', role: 'user' } as const;
    expect(
      (await failure(f.as.manager.users.create.mutate({ ...person, email: 'ole\u202E@example.com' })))
        .fieldErrors,
    ).toEqual({ email: 'bidi_controls' });
    const client = { name: 'Bidi ApS', cvr: '1234567\u200F' };
    expect((await failure(f.as.admin.clients.create.mutate(client))).fieldErrors).toEqual({
      cvr: 'bidi_controls',
    });
    expect(
      (
        await failure(
          f.as.admin.clients.create.mutate({
            name: 'Bidi ApS',
            cvr: '12345678',
            contactEmail: 'a\u202D@b.dk',
          }),
        )
      ).fieldErrors,
    ).toEqual({ contactEmail: 'bidi_controls' });
  });

  it('strips bidi controls from the free text it answers and exports, keeping what was typed stored', async () => {
    const typed = { make: 'Ford\u202Egnp.exe', model: 'Tran\u2067sit\u2069', notes: 'Note\u200F x' };
    const created = await f.as.manager.vehicles.create.mutate({
      registration: 'QQ99004',
      type: 'van',
      fuel: 'diesel',
      ...typed,
    });
    expect(created).toMatchObject({ make: 'Fordgnp.exe', model: 'Transit', notes: 'Note x' });
    expect(await f.as.manager.vehicles.get.query({ id: created.id })).toMatchObject({
      make: 'Fordgnp.exe',
      model: 'Transit',
    });
    const listed = await f.as.manager.vehicles.list.query({ search: 'QQ99004' });
    expect(listed.items.map((v) => v.make)).toEqual(['Fordgnp.exe']);
    const [stored] = await f.database.db.select().from(vehicles).where(eq(vehicles.id, created.id));
    expect(stored).toMatchObject(typed);
    const rows = await new Promise<string[][]>((resolve, reject) => {
      const all: string[][] = [];
      const sub = f.as.manager.vehicles.exportCsv.subscribe(
        { search: 'QQ99004' },
        {
          onData: (event) => {
            all.push(...event.data.rows);
            if (event.data.done) {
              sub.unsubscribe();
              resolve(all);
            }
          },
          onError: reject,
        },
      );
    });
    expect(rows.flat().join('|')).not.toMatch(/[\u200E\u200F\u202A-\u202E\u2066-\u2069]/);
    expect(rows[0]).toContain('Fordgnp.exe');
  });
});
