/**
 * Clients, users and accounts (issue 16) on both engines, over the real server: every rule of
 * docs/accounts.md, each forbidden case included, the one-time password flow, deactivation ending
 * sessions and sockets, the audit history, the password-check throttle, no e-mail enumeration and
 * the avatar upload (content sniffing, metadata stripped, limits).
 */
import { rm } from 'node:fs/promises';
import { TRPCClientError } from '@trpc/client';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cleanAvatar, exifOrientation, orientationSegment, sniffImageType } from '../src/avatars/image.js';
import { readConfig } from '../src/config.js';
import { openDatabase, type Database } from '../src/db/database.js';
import { encodePng } from '../src/db/png.js';
import { TooManyRequestsError } from '../src/errors.js';
import { auditLog, clients, emailProbes, users } from '../src/db/schema.js';
import { DEMO_ACCOUNTS } from '../src/db/seed.js';
import { FLEET_DEMO } from '../src/areas/vehicles/seed.js';
import type { AppRouter } from '../src/index.js';
import {
  countEmailProbe,
  EMAIL_PROBE_LIMITS,
  ensureEmailLookupAllowed,
} from '../src/areas/accounts/users/emailProbes.js';
import { generateOneTimePassword } from '../src/areas/accounts/users/passwords.js';
import { ensureAnotherActiveAdmin } from '../src/areas/accounts/users/repository.js';
import type { Db } from '../src/db/database.js';
import {
  connectTrpc,
  makeAppDist,
  openSeededPglite,
  openSeededPostgres,
  post,
  signIn,
  startServer,
  type TestServer,
  type TrpcConnection,
} from './helpers.js';

type Client = TrpcConnection['client'];

async function failure(
  call: Promise<unknown>,
): Promise<{ code: string; fieldErrors: Record<string, string> | null }> {
  try {
    await call;
  } catch (error) {
    if (!(error instanceof TRPCClientError)) throw error;
    const data = (error as TRPCClientError<AppRouter>).data as {
      code: string;
      fieldErrors: Record<string, string> | null;
    };
    return { code: data.code, fieldErrors: data.fieldErrors };
  }
  throw new Error('expected the call to fail');
}

/**
 * The answer's code of a call made right after the caller's sessions ended: the socket is closed
 * (4001) and reconnects, so the first try may fail without an answer; tries again until one comes.
 */
async function codeOf(call: () => Promise<unknown>): Promise<string> {
  for (let attempt = 0; attempt < 40; attempt += 1) {
    try {
      await call();
      return 'OK';
    } catch (error) {
      const code = (error as { data?: { code?: string } }).data?.code;
      if (code) return code;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  return 'NO_ANSWER';
}

/** A PNG with a text chunk (metadata) between IHDR and IDAT. */
function pngWithText(): Buffer {
  const png = encodePng(2, 2, new Uint8Array(16).fill(200));
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const ihdrEnd = 8 + 12 + 13;
  return Buffer.concat([
    png.subarray(0, ihdrEnd),
    chunk('tEXt', Buffer.from('GPS\u000055.6761 N, 12.5683 E', 'latin1')),
    png.subarray(ihdrEnd),
  ]);
}

function crc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) {
    crc ^= byte;
    for (let k = 0; k < 8; k += 1) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/** A tiny baseline JPEG-shaped file: SOI, APP1 EXIF (orientation 6 and a GPS-like note), COM, SOF0, SOS, EOI. */
function jpegWithExif(): Buffer {
  const segment = (marker: number, payload: Buffer) => {
    const header = Buffer.alloc(4);
    header.writeUInt16BE(0xff00 | marker, 0);
    header.writeUInt16BE(payload.length + 2, 2);
    return Buffer.concat([header, payload]);
  };
  const exif = orientationSegment(6).subarray(4);
  const sof = Buffer.from([8, 0, 16, 0, 16, 1, 1, 0x11, 0]);
  const sos = Buffer.from([1, 1, 0, 0, 63, 0]);
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    segment(0xe1, Buffer.concat([exif, Buffer.from('secret location')])),
    segment(0xfe, Buffer.from('taken at home')),
    segment(0xc0, sof),
    segment(0xda, sos),
    Buffer.from([0x12, 0x34, 0xff, 0x00, 0x56]),
    Buffer.from([0xff, 0xd9]),
  ]);
}

function uploadAvatar(baseUrl: string, cookie: string, bytes: Buffer) {
  return post(baseUrl, '/api/account/avatar', {
    cookie,
    body: JSON.stringify({ data: bytes.toString('base64') }),
  });
}

describe('avatar images (no database)', () => {
  it('decides the type by content, never by name', () => {
    expect(sniffImageType(encodePng(1, 1, new Uint8Array(4)))).toBe('image/png');
    expect(sniffImageType(jpegWithExif())).toBe('image/jpeg');
    expect(sniffImageType(Buffer.from('RIFF\u0000\u0000\u0000\u0000WEBPVP8 ', 'latin1'))).toBe('image/webp');
    expect(sniffImageType(Buffer.from('hello, this is a text file renamed to photo.png'))).toBeNull();
    expect(cleanAvatar(Buffer.from('just text')).ok).toBe(false);
  });

  it('drops PNG text chunks and keeps the picture', () => {
    const result = cleanAvatar(pngWithText());
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.data.includes(Buffer.from('tEXt'))).toBe(false);
    expect(result.data.includes(Buffer.from('IDAT'))).toBe(true);
    expect([result.width, result.height]).toEqual([2, 2]);
  });

  it('drops JPEG EXIF and comments but keeps the orientation', () => {
    const result = cleanAvatar(jpegWithExif());
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.data.includes(Buffer.from('secret location'))).toBe(false);
    expect(result.data.includes(Buffer.from('taken at home'))).toBe(false);
    const app1 = result.data.indexOf(Buffer.from([0xff, 0xe1]));
    expect(exifOrientation(result.data.subarray(app1 + 4))).toBe(6);
  });

  it('refuses damaged files and files over 2 MB', () => {
    const png = encodePng(2, 2, new Uint8Array(16));
    const broken = Buffer.from(png);
    broken[20] = broken[20]! ^ 0xff; // IHDR's CRC no longer matches
    expect(cleanAvatar(broken)).toEqual({ ok: false, reason: 'invalid' });
    expect(cleanAvatar(Buffer.concat([png, Buffer.alloc(2 * 1024 * 1024)]))).toEqual({
      ok: false,
      reason: 'too_large',
    });
    expect(cleanAvatar(png.subarray(0, 30)).ok).toBe(false);
  });

  it('makes one-time passwords of 16 random characters', () => {
    const a = generateOneTimePassword();
    expect(a).toMatch(/^[a-zA-Z2-9]{4}(-[a-zA-Z2-9]{4}){3}$/);
    expect(generateOneTimePassword()).not.toBe(a);
  });
});

describe.each([
  { engine: 'PGlite', open: openSeededPglite },
  { engine: 'PostgreSQL', open: openSeededPostgres },
])('clients, users and accounts on $engine', ({ open }) => {
  let database: Database;
  let db: Db;
  let appDistDir: string;
  let server: TestServer;
  const connections: TrpcConnection[] = [];
  const as = {} as Record<'admin' | 'manager' | 'manager2' | 'user', Client>;
  const cookies = {} as Record<'admin' | 'manager' | 'manager2' | 'user', string>;
  const ids = { admin: '', manager: '', user: '', manager2: '', nordlys: '', fjordbus: '' };

  const connect = (cookie: string | null) => {
    const connection = connectTrpc(server.wsUrl, { cookie });
    connections.push(connection);
    return connection;
  };

  beforeAll(async () => {
    database = await open();
    db = database.db;
    appDistDir = await makeAppDist();
    // A long first wait after the free failures: on a busy machine the throttling test's sixth call
    // can come more than the default second after its fifth.
    server = await startServer(database, {
      appDistDir,
      loginThrottle: { ...readConfig({}).loginThrottle, pairBaseDelayMs: 10 * 60_000 },
    });
    const emails = {
      admin: DEMO_ACCOUNTS.admin,
      manager: DEMO_ACCOUNTS.manager,
      manager2: FLEET_DEMO.manager2.email,
      user: DEMO_ACCOUNTS.user,
    };
    for (const [role, email] of Object.entries(emails) as [keyof typeof emails, string][]) {
      cookies[role] = await signIn(server.baseUrl, email);
      as[role] = connect(cookies[role]).client;
      const [row] = await db.select().from(users).where(eq(users.email, email));
      ids[role] = row!.id;
      if (role === 'manager') ids.nordlys = row!.clientId!;
      if (role === 'manager2') ids.fjordbus = row!.clientId!;
    }
  }, 120_000);

  afterAll(async () => {
    for (const connection of connections) connection.close();
    await server?.close();
    await database?.close();
    if (appDistDir) await rm(appDistDir, { recursive: true, force: true });
  });

  const auditOf = (entityId: string) =>
    db.select().from(auditLog).where(eq(auditLog.entityId, entityId)).orderBy(auditLog.id);

  describe('clients', () => {
    it('lists clients with vehicle and user counts, for admins only', async () => {
      const page = await as.admin.clients.list.query({ limit: 10 });
      const nordlys = page.items.find((client) => client.id === ids.nordlys)!;
      expect(nordlys.vehicleCount).toBeGreaterThan(1000);
      expect(nordlys.userCount).toBeGreaterThanOrEqual(2);
      expect(page.total).toBeGreaterThanOrEqual(2);
      for (const role of ['manager', 'user'] as const)
        expect((await failure(as[role].clients.list.query({}))).code).toBe('FORBIDDEN');
      expect((await failure(connect(null).client.clients.list.query({}))).code).toBe('UNAUTHORIZED');
    });

    it('takes a CVR number of exactly 8 digits, unique', async () => {
      for (const cvr of ['1234567', '123456789', '1234567a', '12 34 56 78', ''])
        expect(
          (await failure(as.admin.clients.create.mutate({ name: 'Bad CVR ApS', cvr }))).fieldErrors,
        ).toHaveProperty('cvr');
      expect(await db.select().from(clients).where(eq(clients.name, 'Bad CVR ApS'))).toEqual([]);
      const created = await as.admin.clients.create.mutate({
        name: 'Skov Transport ApS',
        cvr: '31415926',
        contactEmail: 'Kontor@Skov.dk',
        contactPhone: '+45 70 10 20 30',
      });
      expect(created).toMatchObject({
        cvr: '31415926',
        contactEmail: 'kontor@skov.dk',
        active: true,
        userCount: 0,
      });
      expect(
        (await failure(as.admin.clients.create.mutate({ name: 'Copy', cvr: '31415926' }))).fieldErrors,
      ).toEqual({
        cvr: 'duplicate',
      });
      expect((await auditOf(created.id)).map((entry) => entry.action)).toEqual(['created']);
      const edited = await as.admin.clients.update.mutate({
        id: created.id,
        expectedVersion: created.version,
        name: 'Skov Transport A/S',
      });
      expect(edited.name).toBe('Skov Transport A/S');
      const history = await as.admin.clients.history.query({ id: created.id });
      expect(history.items.map((entry) => entry.action)).toEqual(['updated', 'created']);
      expect(history.items[0]!.changes).toEqual({
        name: { old: 'Skov Transport ApS', new: 'Skov Transport A/S' },
      });
    });

    it('pages clients by keyset without repeats', async () => {
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const page: Awaited<ReturnType<Client['clients']['list']['query']>> =
          await as.admin.clients.list.query({
            limit: 1,
            cursor,
          });
        seen.push(...page.items.map((client) => client.id));
        cursor = page.nextCursor;
      } while (cursor);
      expect(new Set(seen).size).toBe(seen.length);
      expect(seen.length).toBe((await as.admin.clients.list.query({})).total);
    });
  });

  describe('users and the one-time password', () => {
    let clientId = '';
    let newManager = { id: '', email: 'signe@skov.dk', password: '' };

    it('lets an admin add a client manager whose one-time password must be changed first', async () => {
      clientId = (await as.admin.clients.create.mutate({ name: 'Havn Logistik ApS', cvr: '27182818' })).id;
      const { user, oneTimePassword } = await as.admin.users.create.mutate({
        email: ' Signe@Skov.DK ',
        name: 'Signe',
        surname: 'Havn',
        role: 'manager',
        clientId,
      });
      expect(user).toMatchObject({
        email: 'signe@skov.dk',
        role: 'manager',
        clientId,
        mustChangePassword: true,
      });
      expect(oneTimePassword).toMatch(/^[a-zA-Z2-9]{4}(-[a-zA-Z2-9]{4}){3}$/);
      newManager = { id: user.id, email: user.email, password: oneTimePassword };
      const [row] = await db.select().from(users).where(eq(users.id, user.id));
      expect(row!.passwordHash).not.toContain(oneTimePassword);
      const entries = await auditOf(user.id);
      expect(entries.map((entry) => entry.action)).toEqual(['created']);
      expect(JSON.stringify(entries)).not.toContain(oneTimePassword);

      const response = await post(server.baseUrl, '/api/auth/login', {
        body: JSON.stringify({ email: newManager.email, password: oneTimePassword }),
      });
      expect(response.status).toBe(200);
      expect(
        ((await response.json()) as { user: { mustChangePassword: boolean } }).user.mustChangePassword,
      ).toBe(true);
    });

    it('refuses everything but the password change until it is done', async () => {
      const cookie = await signIn(server.baseUrl, newManager.email, newManager.password);
      const other = await signIn(server.baseUrl, newManager.email, newManager.password);
      const { client } = connect(cookie);
      const otherSocket = connect(other);
      const refused = await failure(client.dashboard.summary.query());
      expect(refused.code).toBe('FORBIDDEN');
      expect((await failure(client.account.get.query())).code).toBe('FORBIDDEN');
      expect((await failure(client.my.myNavBadges.query())).code).toBe('FORBIDDEN');
      const files = await fetch(`${server.baseUrl}/api/files/00000000-0000-0000-0000-000000000000`, {
        headers: { cookie },
      });
      expect(files.status).toBe(404);
      expect(await client.my.getUserSettings.query()).toHaveProperty('language');

      expect(
        (
          await failure(
            client.account.changePassword.mutate({
              currentPassword: newManager.password,
              newPassword: 'short',
            }),
          )
        ).fieldErrors,
      ).toEqual({ newPassword: 'too_short' });
      expect(
        (
          await failure(
            client.account.changePassword.mutate({
              currentPassword: 'wrong-password',
              newPassword: 'a-long-new-password',
            }),
          )
        ).fieldErrors,
      ).toEqual({ currentPassword: 'incorrect' });
      expect(
        (
          await failure(
            client.account.changePassword.mutate({
              currentPassword: newManager.password,
              newPassword: newManager.password,
            }),
          )
        ).fieldErrors,
      ).toEqual({ newPassword: 'same' });
      await client.account.changePassword.mutate({
        currentPassword: newManager.password,
        newPassword: 'havnen-er-stille-i-dag',
      });
      // At once on this socket: the dashboard of an empty client.
      const summary = await client.dashboard.summary.query();
      expect(summary).toBeTruthy();
      // Every other session of the user ended.
      expect(await codeOf(() => otherSocket.client.my.getUserSettings.query())).toBe('UNAUTHORIZED');
      expect((await auditOf(newManager.id)).map((entry) => entry.action)).toEqual([
        'created',
        'password_changed',
      ]);
      newManager.password = 'havnen-er-stille-i-dag';
    });

    it('resets a password to a new one-time password and ends the sessions', async () => {
      const cookie = await signIn(server.baseUrl, newManager.email, newManager.password);
      const socket = connect(cookie);
      await socket.client.account.get.query();
      const { oneTimePassword, user } = await as.admin.users.resetPassword.mutate({ id: newManager.id });
      expect(user.mustChangePassword).toBe(true);
      // The open socket's cached session is dropped by the 'user.changed' event, which reaches this
      // instance too through LISTEN/NOTIFY a moment after the commit (at load, after the answer).
      await expect
        .poll(() => codeOf(() => socket.client.account.get.query()), { timeout: 10_000 })
        .toBe('UNAUTHORIZED');
      const old = await post(server.baseUrl, '/api/auth/login', {
        body: JSON.stringify({ email: newManager.email, password: newManager.password }),
      });
      expect(old.status).toBe(401);
      expect(
        (
          await post(server.baseUrl, '/api/auth/login', {
            body: JSON.stringify({ email: newManager.email, password: oneTimePassword }),
          })
        ).status,
      ).toBe(200);
    });

    it('keeps a manager to their own client and to the roles user and manager', async () => {
      const created = await as.manager.users.create.mutate({
        email: 'ny.chauffoer@nordlys.dk',
        name: 'Ny',
        surname: 'Chauffør',
        role: 'user',
      });
      expect(created.user.clientId).toBe(ids.nordlys);
      const list = await as.manager.users.list.query({ limit: 100 });
      expect(list.items.every((user) => user.clientId === ids.nordlys)).toBe(true);
      expect(list.items.map((user) => user.email)).toContain('ny.chauffoer@nordlys.dk');

      const adminRole = await failure(
        as.manager.users.create.mutate({ email: 'boss@nordlys.dk', name: 'B', surname: 'B', role: 'admin' }),
      );
      expect(adminRole.code).toBe('FORBIDDEN');
      expect(
        (
          await failure(
            as.manager.users.create.mutate({
              email: 'x@fjordbus.dk',
              name: 'X',
              surname: 'Y',
              role: 'user',
              clientId: ids.fjordbus,
            }),
          )
        ).code,
      ).toBe('NOT_FOUND');
      expect(
        (await failure(as.manager.users.changeRole.mutate({ id: created.user.id, role: 'admin' }))).code,
      ).toBe('FORBIDDEN');
      // Another client's user and an admin do not exist for a manager.
      for (const id of [ids.manager2, ids.admin]) {
        expect((await failure(as.manager.users.get.query({ id }))).code).toBe('NOT_FOUND');
        expect(
          (await failure(as.manager.users.update.mutate({ id, expectedVersion: 1, name: 'Hacked' }))).code,
        ).toBe('NOT_FOUND');
        expect((await failure(as.manager.users.changeRole.mutate({ id, role: 'user' }))).code).toBe(
          'NOT_FOUND',
        );
        expect((await failure(as.manager.users.resetPassword.mutate({ id }))).code).toBe('NOT_FOUND');
        expect((await failure(as.manager.users.setActive.mutate({ id, active: false }))).code).toBe(
          'NOT_FOUND',
        );
        expect((await failure(as.manager.users.history.query({ id }))).code).toBe('NOT_FOUND');
      }
      expect((await failure(as.manager.users.list.query({ clientId: ids.fjordbus }))).code).toBe('NOT_FOUND');
      const [manager2] = await db.select().from(users).where(eq(users.id, ids.manager2));
      expect(manager2!.contactName).not.toBe('Hacked');
      expect(manager2!.active).toBe(true);
      // Plain users manage nobody.
      expect((await failure(as.user.users.list.query({}))).code).toBe('FORBIDDEN');
      expect(
        (
          await failure(
            as.user.users.create.mutate({ email: 'a@b.dk', name: 'A', surname: 'B', role: 'user' }),
          )
        ).code,
      ).toBe('FORBIDDEN');

      const promoted = await as.manager.users.changeRole.mutate({ id: created.user.id, role: 'manager' });
      expect(promoted.role).toBe('manager');
      expect((await auditOf(created.user.id)).map((entry) => entry.action)).toEqual([
        'created',
        'role_changed',
      ]);
    });

    it('keeps the driving licence categories a person holds, each one of the directive’s', async () => {
      const { user } = await as.manager.users.create.mutate({
        email: 'lone.lastbil@nordlys.dk',
        name: 'Lone',
        surname: 'Lastbil',
        role: 'user',
        licenceCategories: ['CE', 'B', 'C'],
      });
      // Stored once each, in the directive's order.
      expect(user.licenceCategories).toEqual(['B', 'C', 'CE']);
      const updated = await as.manager.users.update.mutate({
        id: user.id,
        expectedVersion: user.version,
        licenceCategories: ['B'],
      });
      expect(updated.licenceCategories).toEqual(['B']);
      expect(updated.version).toBe(user.version + 1);
      expect((await auditOf(user.id)).at(-1)).toMatchObject({
        action: 'updated',
        changes: { licenceCategories: { old: ['B', 'C', 'CE'], new: ['B'] } },
      });
      // Not a category: refused on the field, nothing changed.
      const bad = await failure(
        as.manager.users.update.mutate({
          id: user.id,
          expectedVersion: updated.version,
          licenceCategories: ['B', 'X' as 'B'],
        }),
      );
      expect(bad).toEqual({ code: 'BAD_REQUEST', fieldErrors: { 'licenceCategories.1': 'invalid_value' } });
      // Another client's person does not exist for a manager.
      expect(
        (
          await failure(
            as.manager.users.update.mutate({ id: ids.manager2, expectedVersion: 1, licenceCategories: [] }),
          )
        ).code,
      ).toBe('NOT_FOUND');
      const rows = await db
        .select()
        .from(users)
        .where(inArray(users.id, [user.id, ids.manager2]));
      expect(Object.fromEntries(rows.map((row) => [row.id, row.licenceCategories]))).toEqual({
        [user.id]: ['B'],
        [ids.manager2]: ['B'],
      });
    });

    it('lets nobody change their own role, deactivate or reset themselves', async () => {
      for (const role of ['admin', 'manager'] as const) {
        expect((await failure(as[role].users.changeRole.mutate({ id: ids[role], role: 'admin' }))).code).toBe(
          'FORBIDDEN',
        );
        expect((await failure(as[role].users.setActive.mutate({ id: ids[role], active: false }))).code).toBe(
          'FORBIDDEN',
        );
        expect((await failure(as[role].users.resetPassword.mutate({ id: ids[role] }))).code).toBe(
          'FORBIDDEN',
        );
      }
      const [admin] = await db.select().from(users).where(eq(users.id, ids.admin));
      expect(admin).toMatchObject({ role: 'admin', active: true });
    });

    it('never removes the last active admin', async () => {
      await expect(
        db.transaction((tx) => ensureAnotherActiveAdmin(tx as unknown as Db, ids.admin)),
      ).rejects.toMatchObject({ fieldErrors: { id: 'last_admin' } });
      const second = await as.admin.users.create.mutate({
        email: 'admin2@example.com',
        name: 'Ada',
        surname: 'Admin',
        role: 'admin',
      });
      expect(second.user.clientId).toBeNull();
      await db.transaction((tx) => ensureAnotherActiveAdmin(tx as unknown as Db, ids.admin));
      await as.admin.users.setActive.mutate({ id: second.user.id, active: false });
      await expect(
        db.transaction((tx) => ensureAnotherActiveAdmin(tx as unknown as Db, ids.admin)),
      ).rejects.toMatchObject({ fieldErrors: { id: 'last_admin' } });
      expect(
        (
          await failure(
            as.admin.users.create.mutate({
              email: 'a3@example.com',
              name: 'A',
              surname: 'B',
              role: 'admin',
              clientId: ids.nordlys,
            }),
          )
        ).fieldErrors,
      ).toEqual({ clientId: 'not_allowed' });
    });

    it('does not tell a manager whether an e-mail of another client exists', async () => {
      const foreign = await failure(
        as.manager.users.create.mutate({
          email: FLEET_DEMO.manager2.email,
          name: 'A',
          surname: 'B',
          role: 'user',
        }),
      );
      expect(foreign.fieldErrors).toEqual({ email: 'unavailable' });
      const own = await failure(
        as.manager.users.create.mutate({ email: DEMO_ACCOUNTS.user, name: 'A', surname: 'B', role: 'user' }),
      );
      expect(own.fieldErrors).toEqual({ email: 'duplicate' });
      expect(
        (
          await failure(
            as.admin.users.create.mutate({
              email: 'not-an-email',
              name: 'A',
              surname: 'B',
              role: 'user',
              clientId: ids.nordlys,
            }),
          )
        ).fieldErrors,
      ).toHaveProperty('email');
    });
  });

  describe('probing for e-mails of other clients', () => {
    /** A new manager of `clientId`, signed in with a password of their own. */
    async function newManagerOf(clientId: string, email: string, on = server) {
      const { user, oneTimePassword } = await as.admin.users.create.mutate({
        email,
        name: 'Prøve',
        surname: 'Leder',
        role: 'manager',
        clientId,
      });
      const first = connectTrpc(on.wsUrl, { cookie: await signIn(on.baseUrl, email, oneTimePassword) });
      connections.push(first);
      await first.client.account.changePassword.mutate({
        currentPassword: oneTimePassword,
        newPassword: 'proeve-kodeord-1234',
      });
      first.close();
      return { id: user.id, email, password: 'proeve-kodeord-1234' };
    }
    const addUser = (client: Client, email: string) =>
      client.users.create.mutate({ email, name: 'Ny', surname: 'Bruger', role: 'user' });

    // Several managers' lookups over two instances: on a loaded 2-core machine this passed 30 s.
    it('answers a manager "unavailable" a few times, then refuses every lookup for a while, on every instance', async () => {
      const { id: clientId } = await as.admin.clients.create.mutate({
        name: 'Prøve Transport ApS',
        cvr: '14142135',
      });
      const first = await newManagerOf(clientId, 'leder1@proeve.dk');
      const second = await newManagerOf(clientId, 'leder2@proeve.dk');
      const asFirst = connect(await signIn(server.baseUrl, first.email, first.password)).client;

      // Their own client's addresses are theirs to see: never rationed.
      for (let i = 0; i < EMAIL_PROBE_LIMITS.perUser + 2; i += 1)
        expect((await failure(addUser(asFirst, second.email))).fieldErrors).toEqual({ email: 'duplicate' });

      // Another client's address: "unavailable", as many times as the ration allows.
      for (let i = 0; i < EMAIL_PROBE_LIMITS.perUser; i += 1)
        expect(await failure(addUser(asFirst, DEMO_ACCOUNTS.manager))).toEqual({
          code: 'BAD_REQUEST',
          fieldErrors: { email: 'unavailable' },
        });

      // Then every lookup is refused before it is made, on another instance too (the counts are in
      // the database): a taken address, a free one (nothing is created) and an e-mail change alike.
      const url = (database as { url?: string }).url;
      const otherDatabase = url ? await openDatabase({ databaseUrl: url, dataDir: null }) : database;
      const other = await startServer(otherDatabase, { appDistDir });
      try {
        const elsewhere = connectTrpc(other.wsUrl, {
          cookie: await signIn(other.baseUrl, first.email, first.password),
        });
        connections.push(elsewhere);
        const refused = { code: 'TOO_MANY_REQUESTS', fieldErrors: { email: 'too_many_attempts' } };
        expect(await failure(addUser(elsewhere.client, DEMO_ACCOUNTS.manager))).toEqual(refused);
        expect(await failure(addUser(elsewhere.client, 'ledig@proeve.dk'))).toEqual(refused);
        expect(await failure(addUser(asFirst, second.email))).toEqual(refused);
        expect(
          await failure(
            elsewhere.client.users.update.mutate({
              id: second.id,
              expectedVersion: 1,
              email: 'ny@proeve.dk',
            }),
          ),
        ).toEqual(refused);
        expect(await db.select().from(users).where(eq(users.email, 'ledig@proeve.dk'))).toEqual([]);
        // What does not look an e-mail up goes on as before.
        const renamed = await elsewhere.client.users.update.mutate({
          id: second.id,
          expectedVersion: 1,
          name: 'Anden',
        });
        expect(renamed.contact.name).toBe('Anden');
        elsewhere.close();
      } finally {
        await other.close();
        if (otherDatabase !== database) await otherDatabase.close();
      }

      // Another manager of the client has a ration of their own; admins see every user anyway.
      const asSecond = connect(await signIn(server.baseUrl, second.email, second.password)).client;
      expect((await failure(addUser(asSecond, DEMO_ACCOUNTS.manager))).fieldErrors).toEqual({
        email: 'unavailable',
      });
      expect(
        (
          await failure(
            as.admin.users.create.mutate({
              email: DEMO_ACCOUNTS.manager,
              name: 'A',
              surname: 'B',
              role: 'user',
              clientId,
            }),
          )
        ).fieldErrors,
      ).toEqual({ email: 'duplicate' });

      // When the window has passed, the manager is answered as before.
      await db
        .update(emailProbes)
        .set({ windowStart: new Date(Date.now() - EMAIL_PROBE_LIMITS.windowMs - 1000) });
      expect((await failure(addUser(asFirst, DEMO_ACCOUNTS.manager))).fieldErrors).toEqual({
        email: 'unavailable',
      });
      const added = await addUser(asFirst, 'ledig@proeve.dk');
      expect(added.user.clientId).toBe(clientId);
    }, 90_000);

    it('rations the managers of one client together as well', async () => {
      const actors = ['a', 'b', 'c'].map((n) => ({
        id: `00000000-0000-4000-8000-00000000000${n}`,
        clientId: ids.fjordbus,
      }));
      const limits = { perUser: 2, perClient: 3, windowMs: 60_000 };
      const now = new Date();
      const allowed = (actor: (typeof actors)[number]) =>
        db
          .transaction((tx) => ensureEmailLookupAllowed(tx as unknown as Db, actor, now, limits))
          .then(
            () => true,
            (error: unknown) => (error instanceof TooManyRequestsError ? false : Promise.reject(error)),
          );
      const count = (actor: (typeof actors)[number], at = now) =>
        db.transaction((tx) => countEmailProbe(tx as unknown as Db, actor, at, limits));
      await count(actors[0]!);
      await count(actors[0]!);
      expect(await allowed(actors[0]!)).toBe(false);
      expect(await allowed(actors[1]!)).toBe(true);
      await count(actors[1]!);
      // Three answers for the client: its third manager is refused before any of their own.
      expect(await allowed(actors[2]!)).toBe(false);
      expect(await allowed({ ...actors[2]!, clientId: ids.nordlys })).toBe(true);
      // A window later everyone starts again.
      expect(await allowed(actors[0]!)).toBe(false);
      const later = new Date(now.getTime() + limits.windowMs + 1);
      await db.transaction((tx) => ensureEmailLookupAllowed(tx as unknown as Db, actors[0]!, later, limits));
      await count(actors[2]!, later);
      await db.transaction((tx) => ensureEmailLookupAllowed(tx as unknown as Db, actors[2]!, later, limits));
    });
  });

  describe('deactivation', () => {
    it('ends a user’s sessions and sockets at once and keeps them out, with the wrong-password answer', async () => {
      const { user, oneTimePassword } = await as.admin.users.create.mutate({
        email: 'kort@nordlys.dk',
        name: 'Kort',
        surname: 'Tid',
        role: 'user',
        clientId: ids.nordlys,
      });
      const cookie = await signIn(server.baseUrl, user.email, oneTimePassword);
      const socket = connect(cookie);
      await socket.client.account.changePassword.mutate({
        currentPassword: oneTimePassword,
        newPassword: 'kort-tid-paa-jorden',
      });
      await socket.client.account.get.query();
      await as.manager.users.setActive.mutate({ id: user.id, active: false });
      await expect
        .poll(() => socket.closes.some((close) => close.code === 4001), { timeout: 5_000 })
        .toBe(true);
      expect(await codeOf(() => socket.client.account.get.query())).toBe('UNAUTHORIZED');

      const deactivated = await post(server.baseUrl, '/api/auth/login', {
        body: JSON.stringify({ email: user.email, password: 'kort-tid-paa-jorden' }),
      });
      const unknown = await post(server.baseUrl, '/api/auth/login', {
        body: JSON.stringify({ email: 'nobody@nordlys.dk', password: 'kort-tid-paa-jorden' }),
      });
      expect(deactivated.status).toBe(401);
      expect(unknown.status).toBe(401);
      expect(await deactivated.json()).toEqual(await unknown.json());
      expect((await auditOf(user.id)).map((entry) => entry.action)).toContain('deactivated');

      await as.admin.users.setActive.mutate({ id: user.id, active: true });
      expect((await signIn(server.baseUrl, user.email, 'kort-tid-paa-jorden')).length).toBeGreaterThan(0);
    });

    it('signs every user of a deactivated client out at once', async () => {
      const clientId = (await as.admin.clients.create.mutate({ name: 'Kortvarig ApS', cvr: '16180339' })).id;
      const { user, oneTimePassword } = await as.admin.users.create.mutate({
        email: 'chef@kortvarig.dk',
        name: 'Chef',
        surname: 'Kort',
        role: 'manager',
        clientId,
      });
      const socket = connect(await signIn(server.baseUrl, user.email, oneTimePassword));
      await socket.client.my.getUserSettings.query();
      const client = await as.admin.clients.setActive.mutate({ id: clientId, active: false });
      expect(client.active).toBe(false);
      await expect
        .poll(() => socket.closes.some((close) => close.code === 4001), { timeout: 5_000 })
        .toBe(true);
      const refused = await post(server.baseUrl, '/api/auth/login', {
        body: JSON.stringify({ email: user.email, password: oneTimePassword }),
      });
      expect(refused.status).toBe(401);
      // Nobody can be added to an inactive client.
      expect(
        (
          await failure(
            as.admin.users.create.mutate({
              email: 'ny@kortvarig.dk',
              name: 'N',
              surname: 'Y',
              role: 'user',
              clientId,
            }),
          )
        ).fieldErrors,
      ).toEqual({ clientId: 'inactive' });
      await as.admin.clients.setActive.mutate({ id: clientId, active: true });
      expect(
        (
          await post(server.baseUrl, '/api/auth/login', {
            body: JSON.stringify({ email: user.email, password: oneTimePassword }),
          })
        ).status,
      ).toBe(200);
      expect((await auditOf(clientId)).map((entry) => entry.action)).toEqual([
        'created',
        'deactivated',
        'activated',
      ]);
    });
  });

  describe('the account', () => {
    it('changes name and surname, audited', async () => {
      const account = await as.user.account.updateProfile.mutate({
        name: 'Jonas',
        surname: 'Kristensen-Holm',
      });
      expect(account.contact).toEqual({ name: 'Jonas', surname: 'Kristensen-Holm' });
      const history = await as.user.account.history.query({});
      expect(history.items[0]).toMatchObject({ action: 'updated', entity: 'account' });
    });

    it('throttles wrong current passwords like sign-in', async () => {
      const socket = connect(await signIn(server.baseUrl, FLEET_DEMO.manager2.email));
      for (let i = 0; i < 5; i += 1)
        expect(
          (
            await failure(
              socket.client.account.changePassword.mutate({
                currentPassword: `guess-${i}`,
                newPassword: 'a-long-new-password',
              }),
            )
          ).fieldErrors,
        ).toEqual({ currentPassword: 'incorrect' });
      expect(
        (
          await failure(
            socket.client.account.changePassword.mutate({
              currentPassword: 'demo',
              newPassword: 'a-long-new-password',
            }),
          )
        ).code,
      ).toBe('TOO_MANY_REQUESTS');
    });

    it('takes an avatar by its content, strips its metadata and serves it', async () => {
      const response = await uploadAvatar(server.baseUrl, cookies.user, pngWithText());
      expect(response.status).toBe(200);
      const { imageFileId } = (await response.json()) as { imageFileId: string };
      const file = await fetch(`${server.baseUrl}/api/files/${imageFileId}`, {
        headers: { cookie: cookies.user },
      });
      expect(file.headers.get('content-type')).toBe('image/png');
      const bytes = Buffer.from(await file.arrayBuffer());
      expect(bytes.includes(Buffer.from('tEXt'))).toBe(false);
      expect((await as.user.account.get.query()).imageFileId).toBe(imageFileId);
      const me = await post(server.baseUrl, '/api/auth/user', { cookie: cookies.user });
      expect(((await me.json()) as { user: { imageFileId: string } }).user.imageFileId).toBe(imageFileId);

      const jpeg = await uploadAvatar(server.baseUrl, cookies.user, jpegWithExif());
      expect(jpeg.status).toBe(200);
      // The previous picture is gone.
      expect(
        (await fetch(`${server.baseUrl}/api/files/${imageFileId}`, { headers: { cookie: cookies.user } }))
          .status,
      ).toBe(404);

      const text = await uploadAvatar(
        server.baseUrl,
        cookies.user,
        Buffer.from('I am a text file called me.png\n'),
      );
      expect(text.status).toBe(415);
      expect(await text.json()).toEqual({ error: 'UNSUPPORTED_TYPE' });
      const big = await uploadAvatar(server.baseUrl, cookies.user, Buffer.alloc(2.5 * 1024 * 1024, 1));
      expect(big.status).toBe(413);
      const justOver = await uploadAvatar(
        server.baseUrl,
        cookies.user,
        Buffer.concat([encodePng(1, 1, new Uint8Array(4)), Buffer.alloc(2 * 1024 * 1024)]),
      );
      expect(justOver.status).toBe(413);
      expect((await uploadAvatar(server.baseUrl, '', pngWithText())).status).toBe(401);

      const actions = (await auditOf(ids.user)).map((entry) => entry.action);
      expect(actions.filter((action) => action === 'avatar_changed')).toHaveLength(2);
      await as.user.account.removeAvatar.mutate();
      expect((await as.user.account.get.query()).imageFileId).toBeNull();
    });

    it('refuses bad input and changes nothing', async () => {
      expect(
        (await failure(as.user.account.updateProfile.mutate({ name: 'A\u0000', surname: 'B' }))).code,
      ).toBe('BAD_REQUEST');
      // A name left empty (or only spaces) is refused on its field, as in the user form.
      expect(
        (await failure(as.user.account.updateProfile.mutate({ name: '  ', surname: 'Kristensen' })))
          .fieldErrors,
      ).toEqual({ name: 'too_small' });
      const [row] = await db
        .select()
        .from(users)
        .where(and(eq(users.id, ids.user), eq(users.contactName, 'Jonas')));
      expect(row).toBeTruthy();
    });
  });
});
