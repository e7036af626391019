/**
 * Clients (customers) as admins manage them (docs/accounts.md): a keyset-paged list with counts
 * of vehicles and users, add, edit, deactivate and activate. Deactivating a client signs all of
 * its users out at once (sessions and sockets, auth/endSessions.ts) and keeps them out: sign-in
 * and every session check refuse the users of an inactive client. Every change is audited.
 */
import { FieldError, NotFoundError } from '../../../errors.js';
import { and, asc, count, desc, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import { diff, recordAudit } from '../../../audit/audit.js';
import { endSessionsOfClient } from '../../../auth/endSessions.js';
import type { Db } from '../../../db/database.js';
import { inTransaction } from '../../../db/transaction.js';
import { checkVersion, nextVersion } from '../../../db/versions.js';
import { clients } from '../../../db/schema.js';
import type { Client, ClientOption, ClientPage } from '../users/model.js';
import { encodeCursor, readCursor } from '../../vehicles/cursor.js';

/** A CVR number: exactly 8 digits. */
export const CVR_PATTERN = /^[0-9]{8}$/;

const notFound = () => new NotFoundError('No such client');

// Correlated subqueries, written out: drizzle would not qualify the inner columns with their table.
const vehicleCount = sql<number>`(SELECT count(*) FROM vehicles v WHERE v.client_id = "clients"."id" AND v.status <> 'sold')`;
const userCount = sql<number>`(SELECT count(*) FROM users u WHERE u.client_id = "clients"."id" AND u.active)`;

const selection = {
  id: clients.id,
  name: clients.name,
  cvr: clients.cvr,
  contactEmail: clients.contactEmail,
  contactPhone: clients.contactPhone,
  active: clients.active,
  createdAt: clients.createdAt,
  version: clients.version,
  vehicleCount,
  userCount,
};

type Row = Omit<Client, 'vehicleCount' | 'userCount'> & {
  vehicleCount: number | string;
  userCount: number | string;
};

const toClient = (row: Row): Client => ({
  ...row,
  vehicleCount: Number(row.vehicleCount),
  userCount: Number(row.userCount),
});

export async function getClient(db: Pick<Db, 'select'>, id: string): Promise<Client> {
  const [row] = await db.select(selection).from(clients).where(eq(clients.id, id));
  if (!row) throw notFound();
  return toClient(row as Row);
}

export interface ClientListOptions {
  search?: string | null;
  active?: boolean | null;
  cursor?: string | null;
  direction?: 'forward' | 'backward';
  limit: number;
}

/** Clients by name (case-insensitive, then id), one keyset page. */
export async function listClients(db: Db, options: ClientListOptions): Promise<ClientPage> {
  const conditions: SQL[] = [];
  if (options.active !== null && options.active !== undefined)
    conditions.push(eq(clients.active, options.active));
  const search = options.search?.trim();
  if (search) {
    const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(
      or(ilike(clients.name, pattern), ilike(clients.cvr, pattern), ilike(clients.contactEmail, pattern))!,
    );
  }
  const direction = options.direction ?? 'forward';
  const key = sql`lower(${clients.name})`;
  const pageConditions = [...conditions];
  if (options.cursor) {
    const position = readCursor(options.cursor, { sort: 'name', keys: ['text'], id: 'uuid' });
    const right = sql`(${String(position.keys[0])}, ${position.id}::uuid)`;
    pageConditions.push(
      direction === 'forward'
        ? sql`(${key}, ${clients.id}) > ${right}`
        : sql`(${key}, ${clients.id}) < ${right}`,
    );
  }
  const order = direction === 'forward' ? [asc(key), asc(clients.id)] : [desc(key), desc(clients.id)];
  const [rows, total] = await Promise.all([
    db
      .select({ ...selection, sortKey: key.mapWith(String) })
      .from(clients)
      .where(and(...pageConditions))
      .orderBy(...order)
      .limit(options.limit + 1),
    options.cursor
      ? Promise.resolve(null)
      : db
          .select({ n: count() })
          .from(clients)
          .where(and(...conditions))
          .then(([row]) => Number(row?.n ?? 0)),
  ]);
  const more = rows.length > options.limit;
  const page = rows.slice(0, options.limit);
  if (direction === 'backward') page.reverse();
  const cursorOf = (row: (typeof page)[number] | undefined) =>
    row ? encodeCursor({ sort: 'name', keys: [row.sortKey], id: row.id }) : null;
  const hasNext = direction === 'forward' ? more : Boolean(options.cursor);
  const hasPrev = direction === 'forward' ? Boolean(options.cursor) : more;
  return {
    items: page.map(({ sortKey: _key, ...row }) => toClient(row as Row)),
    nextCursor: hasNext ? cursorOf(page.at(-1)) : null,
    prevCursor: hasPrev ? cursorOf(page[0]) : null,
    total,
  };
}

/** Every client's id and name, for filters and the add-user form (admins only). */
export async function clientOptions(db: Db): Promise<ClientOption[]> {
  return db
    .select({ id: clients.id, name: clients.name, active: clients.active })
    .from(clients)
    .orderBy(asc(sql`lower(${clients.name})`), asc(clients.id));
}

export interface ClientFields {
  name: string;
  cvr: string;
  contactEmail: string;
  contactPhone: string;
}

function writing<T>(db: Db, fn: (tx: Db) => Promise<T>): Promise<T> {
  return inTransaction(db, fn, () => new FieldError('cvr', 'duplicate'));
}

async function assertCvrFree(tx: Db, cvr: string, exceptId: string | null): Promise<void> {
  const [existing] = await tx
    .select({ id: clients.id })
    .from(clients)
    .where(exceptId ? and(eq(clients.cvr, cvr), ne(clients.id, exceptId)) : eq(clients.cvr, cvr));
  if (existing) throw new FieldError('cvr', 'duplicate');
}

export async function createClient(db: Db, actorUserId: string, input: ClientFields): Promise<Client> {
  if (!CVR_PATTERN.test(input.cvr)) throw new FieldError('cvr', 'invalid');
  return writing(db, async (tx) => {
    await assertCvrFree(tx, input.cvr, null);
    const [row] = await tx.insert(clients).values(input).returning({ id: clients.id });
    await recordAudit(tx, {
      actorUserId,
      clientId: row!.id,
      entity: 'client',
      entityId: row!.id,
      action: 'created',
      changes: Object.fromEntries(Object.entries(input).map(([k, v]) => [k, { old: null, new: v }])),
    });
    return getClient(tx, row!.id);
  });
}

export async function updateClient(
  db: Db,
  actorUserId: string,
  input: Partial<ClientFields> & { id: string },
  /** The version the edit was made from; another stored one refuses it (`StaleVersion`). */
  expectedVersion?: number,
): Promise<Client> {
  if (input.cvr !== undefined && !CVR_PATTERN.test(input.cvr)) throw new FieldError('cvr', 'invalid');
  return writing(db, async (tx) => {
    const [stored] = await tx
      .select({
        version: clients.version,
        updatedByUserId: clients.updatedByUserId,
        updatedAt: clients.updatedAt,
      })
      .from(clients)
      .where(eq(clients.id, input.id))
      .for('update');
    const before = await getClient(tx, input.id);
    await checkVersion(tx, stored!, expectedVersion);
    const { id, ...fields } = input;
    const changes = diff(
      {
        name: before.name,
        cvr: before.cvr,
        contactEmail: before.contactEmail,
        contactPhone: before.contactPhone,
      },
      fields,
    );
    if (Object.keys(changes).length === 0) return before;
    if (input.cvr !== undefined) await assertCvrFree(tx, input.cvr, id);
    await tx
      .update(clients)
      .set({ ...fields, ...nextVersion(actorUserId), updatedAt: new Date() })
      .where(eq(clients.id, id));
    await recordAudit(tx, {
      actorUserId,
      clientId: id,
      entity: 'client',
      entityId: id,
      action: 'updated',
      changes,
    });
    return getClient(tx, id);
  });
}

/** Deactivating signs every user of the client out at once; activating lets them sign in again. */
export async function setClientActive(
  db: Db,
  actorUserId: string,
  input: { id: string; active: boolean },
): Promise<Client> {
  return writing(db, async (tx) => {
    const before = await getClient(tx, input.id);
    if (before.active === input.active) return before;
    await tx
      .update(clients)
      .set({ active: input.active, ...nextVersion(actorUserId), updatedAt: new Date() })
      .where(eq(clients.id, input.id));
    await recordAudit(tx, {
      actorUserId,
      clientId: input.id,
      entity: 'client',
      entityId: input.id,
      action: input.active ? 'activated' : 'deactivated',
      changes: { active: { old: before.active, new: input.active } },
    });
    if (!input.active) await endSessionsOfClient(tx, input.id, 'deactivated');
    return getClient(tx, input.id);
  });
}
