/**
 * Users as admins and managers manage them (docs/accounts.md). Every rule is checked here, on the
 * server, before anything is written:
 * - an admin acts on everyone; a manager on their own client's users only, giving roles user and
 *   manager only; anyone else's id answers NOT_FOUND, as if it did not exist;
 * - nobody changes their own role, deactivates themselves or resets their own password here;
 * - the last active admin cannot be deactivated or demoted (the active admins are locked first, so
 *   two admins demoting each other at once cannot both succeed);
 * - deactivation, a password reset and a role change end the user's sessions and sockets at once
 *   (auth/endSessions.ts, on every instance, when the transaction commits);
 * - every change writes its audit entry in the same transaction;
 * - a manager's answers that an e-mail belongs to someone they may not see are rationed
 *   (areas/accounts/users/emailProbes.ts), so probing for other clients' e-mails is impractical.
 */
import { FieldError, ForbiddenError, NotFoundError, UnauthorizedError } from '../../../errors.js';
import { and, asc, count, desc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { recordAudit, diff } from '../../../audit/audit.js';
import { endSessionsOfUser } from '../../../auth/endSessions.js';
import { hashPassword } from '../../../auth/password.js';
import type { Db } from '../../../db/database.js';
import { isUniqueViolation } from '../../../db/transaction.js';
import { checkVersion, nextVersion } from '../../../db/versions.js';
import { clients, users, userSettings } from '../../../db/schema.js';
import { publishEvent } from '../../../events/index.js';
import type { Language, Role, SessionUser } from '../settings.js';
import { encodeCursor, readCursor } from '../../vehicles/cursor.js';
import {
  MANAGER_ASSIGNABLE_ROLES,
  type ManagedUser,
  type ManagedUserPage,
  type OneTimePasswordResult,
} from './model.js';
import { countEmailProbe, ensureEmailLookupAllowed } from './emailProbes.js';
import { generateOneTimePassword } from './passwords.js';
import { normaliseCategories, type LicenceCategory } from '../../vehicles/licence.js';

/** Who acts: the signed-in admin or manager. */
export type Actor = Pick<SessionUser, 'id' | 'role' | 'clientId' | 'language'>;

const notFound = () => new NotFoundError('No such user');
const forbidden = (message: string) => new ForbiddenError(message);

/** The client whose users a manager sees; admins see every user (null). */
function scopeOf(actor: Actor): string | null {
  if (actor.role === 'admin') return null;
  if (actor.role !== 'manager' || !actor.clientId) throw forbidden('Admins and managers only');
  return actor.clientId;
}

const selection = {
  id: users.id,
  email: users.email,
  role: users.role,
  clientId: users.clientId,
  clientName: clients.name,
  contactName: users.contactName,
  contactSurname: users.contactSurname,
  active: users.active,
  mustChangePassword: users.mustChangePassword,
  imageFileId: users.imageFileId,
  licenceCategories: users.licenceCategories,
  createdAt: users.createdAt,
  version: users.version,
};

type Row = {
  id: string;
  email: string;
  role: Role;
  clientId: string | null;
  clientName: string | null;
  contactName: string;
  contactSurname: string;
  active: boolean;
  mustChangePassword: boolean;
  imageFileId: string | null;
  licenceCategories: LicenceCategory[];
  createdAt: Date;
  version: number;
};

function toManagedUser(row: Row): ManagedUser {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    clientId: row.clientId,
    clientName: row.clientName,
    contact: { name: row.contactName, surname: row.contactSurname },
    active: row.active,
    mustChangePassword: row.mustChangePassword,
    imageFileId: row.imageFileId,
    licenceCategories: normaliseCategories(row.licenceCategories),
    createdAt: row.createdAt,
    version: row.version,
  };
}

const selectUsers = (db: Pick<Db, 'select'>) =>
  db.select(selection).from(users).leftJoin(clients, eq(clients.id, users.clientId));

/** A user's version as stored (read after `targetOf` locked the row). */
async function storedVersion(tx: Db, id: string) {
  const [row] = await tx
    .select({ version: users.version, updatedByUserId: users.updatedByUserId, updatedAt: users.updatedAt })
    .from(users)
    .where(eq(users.id, id));
  return row!;
}

/** A user the actor may manage, locked for the rest of the transaction; NOT_FOUND otherwise. */
async function targetOf(tx: Db, actor: Actor, id: string): Promise<ManagedUser> {
  const scope = scopeOf(actor);
  const [row] = await selectUsers(tx)
    .where(scope ? and(eq(users.id, id), eq(users.clientId, scope)) : eq(users.id, id))
    .for('update', { of: users });
  if (!row) throw notFound();
  return toManagedUser(row as Row);
}

/** Any user by id (after the scope was checked). */
async function readUser(db: Pick<Db, 'select'>, id: string): Promise<ManagedUser> {
  const [row] = await selectUsers(db).where(eq(users.id, id));
  if (!row) throw notFound();
  return toManagedUser(row as Row);
}

/** One user the actor may see. */
export async function getManagedUser(db: Db, actor: Actor, id: string): Promise<ManagedUser> {
  const scope = scopeOf(actor);
  const [row] = await selectUsers(db).where(
    scope ? and(eq(users.id, id), eq(users.clientId, scope)) : eq(users.id, id),
  );
  if (!row) throw notFound();
  return toManagedUser(row as Row);
}

export interface UserListOptions {
  clientId?: string | null;
  role?: Role[] | null;
  active?: boolean | null;
  search?: string | null;
  cursor?: string | null;
  direction?: 'forward' | 'backward';
  limit: number;
}

/** A keyset page of the users the actor may see, by e-mail (unique, so the e-mail is the key). */
export async function listManagedUsers(
  db: Db,
  actor: Actor,
  options: UserListOptions,
): Promise<ManagedUserPage> {
  const scope = scopeOf(actor);
  if (scope && options.clientId && options.clientId !== scope) throw notFound();
  const clientId = scope ?? options.clientId ?? null;
  const conditions: SQL[] = [];
  if (clientId) conditions.push(eq(users.clientId, clientId));
  if (options.role?.length) conditions.push(inArray(users.role, options.role));
  if (options.active !== null && options.active !== undefined)
    conditions.push(eq(users.active, options.active));
  const search = options.search?.trim();
  if (search) {
    const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(
      or(
        ilike(users.email, pattern),
        ilike(sql`${users.contactName} || ' ' || ${users.contactSurname}`, pattern),
      )!,
    );
  }
  const direction = options.direction ?? 'forward';
  const pageConditions = [...conditions];
  if (options.cursor) {
    const position = readCursor(options.cursor, { sort: 'email', keys: ['text'], id: 'uuid' });
    const email = String(position.keys[0]);
    pageConditions.push(
      direction === 'forward' ? sql`${users.email} > ${email}` : sql`${users.email} < ${email}`,
    );
  }
  const [rows, total] = await Promise.all([
    selectUsers(db)
      .where(and(...pageConditions))
      .orderBy(direction === 'forward' ? asc(users.email) : desc(users.email))
      .limit(options.limit + 1),
    options.cursor
      ? Promise.resolve(null)
      : db
          .select({ n: count() })
          .from(users)
          .where(and(...conditions))
          .then(([row]) => Number(row?.n ?? 0)),
  ]);
  const more = rows.length > options.limit;
  const page = rows.slice(0, options.limit).map((row) => toManagedUser(row as Row));
  if (direction === 'backward') page.reverse();
  const cursorOf = (user: ManagedUser | undefined) =>
    user ? encodeCursor({ sort: 'email', keys: [user.email], id: user.id }) : null;
  const hasNext = direction === 'forward' ? more : Boolean(options.cursor);
  const hasPrev = direction === 'forward' ? Boolean(options.cursor) : more;
  return {
    items: page,
    nextCursor: hasNext ? cursorOf(page.at(-1)) : null,
    prevCursor: hasPrev ? cursorOf(page[0]) : null,
    total,
  };
}

/**
 * Refuses (field `id`, code `last_admin`) when `targetId` is the only active admin left. Locks every
 * active admin row first, so concurrent demotions and deactivations of admins run one at a time.
 */
export async function ensureAnotherActiveAdmin(tx: Db, targetId: string): Promise<void> {
  const admins = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.active, true)))
    .orderBy(asc(users.id))
    .for('update');
  if (!admins.some((admin) => admin.id !== targetId)) throw new FieldError('id', 'last_admin');
}

/** The acting user must still be an active admin or manager when the transaction runs. */
async function ensureActorActive(tx: Db, actor: Actor): Promise<void> {
  const [row] = await tx
    .select({ active: users.active, role: users.role })
    .from(users)
    .where(eq(users.id, actor.id))
    .for('update');
  if (!row?.active || row.role !== actor.role) throw new UnauthorizedError();
}

/** An active client for a manager or user; NOT_FOUND for an unknown one, `inactive` for a deactivated one. */
async function clientFor(tx: Db, clientId: string | null | undefined): Promise<string> {
  if (!clientId) throw new FieldError('clientId', 'required');
  const [client] = await tx.select({ active: clients.active }).from(clients).where(eq(clients.id, clientId));
  if (!client) throw new NotFoundError('No such client');
  if (!client.active) throw new FieldError('clientId', 'inactive');
  return clientId;
}

/**
 * An e-mail already in use. Whoever may see its owner (an admin; a manager for their own client's
 * users) is told it is a duplicate; a manager is told only that it cannot be used, so an e-mail of
 * another client's user is not revealed as such. Even that says the address exists somewhere, so a
 * manager gets a limited number of those answers (`writing` counts them); past it, every lookup is
 * refused before it is made (areas/accounts/users/emailProbes.ts).
 */
async function emailTaken(tx: Db, actor: Actor, email: string, exceptId: string | null): Promise<void> {
  if (actor.role !== 'admin') await ensureEmailLookupAllowed(tx, actor);
  const [existing] = await tx
    .select({ id: users.id, clientId: users.clientId })
    .from(users)
    .where(exceptId ? and(eq(users.email, email), ne(users.id, exceptId)) : eq(users.email, email));
  if (!existing) return;
  const visible = actor.role === 'admin' || (actor.clientId !== null && existing.clientId === actor.clientId);
  throw new FieldError('email', visible ? 'duplicate' : 'unavailable');
}

/** Any number; user administration writes take it so they run one at a time (no deadlocks). */
const USERS_LOCK_ID = 7_146_316;

/** The answer that an e-mail belongs to someone the actor may not see. */
function isHiddenEmail(error: unknown): error is FieldError {
  return error instanceof FieldError && error.field === 'email' && error.code === 'unavailable';
}

/** What `writing`'s transaction ends with: the change's result, or a refusal to throw once committed. */
type Outcome<T> = { ok: true; value: T } | { ok: false; error: FieldError };

/**
 * Runs a change in one transaction, one change to users at a time (they are rare; serialising them
 * makes "the last active admin" and "the actor is still active" hold without lock-order care).
 * The change itself runs in a savepoint: when it ends with a hidden e-mail's `unavailable`, what it
 * did is undone but the answer is counted (areas/accounts/users/emailProbes.ts) and that count is committed.
 */
async function writing<T>(db: Db, actor: Actor, fn: (tx: Db) => Promise<T>): Promise<T> {
  let outcome: Outcome<T>;
  try {
    outcome = await db.transaction(async (tx): Promise<Outcome<T>> => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${USERS_LOCK_ID})`);
      await ensureActorActive(tx as unknown as Db, actor);
      try {
        return { ok: true, value: await tx.transaction((change) => fn(change as unknown as Db)) };
      } catch (error) {
        if (!isHiddenEmail(error)) throw error;
        await countEmailProbe(tx as unknown as Db, actor);
        return { ok: false, error };
      }
    });
  } catch (error) {
    // Two people adding one e-mail at once: the second is told like the checks would have.
    if (isUniqueViolation(error))
      throw new FieldError('email', actor.role === 'admin' ? 'duplicate' : 'unavailable');
    throw error;
  }
  if (!outcome.ok) throw outcome.error;
  return outcome.value;
}

export interface CreateUserInput {
  email: string;
  name: string;
  surname: string;
  role: Role;
  clientId?: string | null;
  /** The driving licence categories the person holds (none recorded when left out). */
  licenceCategories?: LicenceCategory[];
}

/** Adds a user with a one-time password that must be changed at the first sign-in. */
export async function createManagedUser(
  db: Db,
  actor: Actor,
  input: CreateUserInput,
): Promise<OneTimePasswordResult> {
  const scope = scopeOf(actor);
  if (scope) {
    if (!(MANAGER_ASSIGNABLE_ROLES as readonly string[]).includes(input.role))
      throw forbidden('Managers give roles user and manager only');
    if (input.clientId && input.clientId !== scope) throw new NotFoundError('No such client');
  }
  if (input.role === 'admin' && input.clientId) throw new FieldError('clientId', 'not_allowed');
  const oneTimePassword = generateOneTimePassword();
  const passwordHash = await hashPassword(oneTimePassword);
  const user = await writing(db, actor, async (tx) => {
    const clientId = input.role === 'admin' ? null : await clientFor(tx, scope ?? input.clientId);
    await emailTaken(tx, actor, input.email, null);
    const [row] = await tx
      .insert(users)
      .values({
        email: input.email,
        role: input.role,
        clientId,
        passwordHash,
        contactName: input.name,
        contactSurname: input.surname,
        mustChangePassword: true,
        licenceCategories: normaliseCategories(input.licenceCategories ?? []),
      })
      .returning({ id: users.id });
    // New people start in the language of whoever added them; they can change it at once.
    await tx.insert(userSettings).values({ userId: row!.id, language: actor.language as Language });
    await recordAudit(tx, {
      actorUserId: actor.id,
      clientId,
      entity: 'user',
      entityId: row!.id,
      action: 'created',
      changes: {
        email: { old: null, new: input.email },
        role: { old: null, new: input.role },
        name: { old: null, new: input.name },
        surname: { old: null, new: input.surname },
        ...(input.licenceCategories?.length
          ? { licenceCategories: { old: null, new: normaliseCategories(input.licenceCategories) } }
          : {}),
      },
    });
    return readUser(tx, row!.id);
  });
  return { user, oneTimePassword };
}

export interface UpdateUserInput {
  id: string;
  email?: string;
  name?: string;
  surname?: string;
  /** The driving licence categories the person holds (empty: none recorded). */
  licenceCategories?: LicenceCategory[];
  /** The version the edit was made from; another stored one refuses it (`StaleVersion`). */
  expectedVersion?: number;
}

/** Edits a user's e-mail, name and driving licence categories. */
export async function updateManagedUser(db: Db, actor: Actor, input: UpdateUserInput): Promise<ManagedUser> {
  const updated = await writing(db, actor, async (tx) => {
    const target = await targetOf(tx, actor, input.id);
    await checkVersion(tx, await storedVersion(tx, target.id), input.expectedVersion);
    if (input.email !== undefined && input.email !== target.email)
      await emailTaken(tx, actor, input.email, target.id);
    const changes = diff(
      { email: target.email, name: target.contact.name, surname: target.contact.surname },
      { email: input.email, name: input.name, surname: input.surname },
    );
    const categories = input.licenceCategories && normaliseCategories(input.licenceCategories);
    if (categories && categories.join() !== target.licenceCategories.join())
      changes.licenceCategories = { old: target.licenceCategories, new: categories };
    if (Object.keys(changes).length === 0) return target;
    await tx
      .update(users)
      .set({
        ...(input.email !== undefined && { email: input.email }),
        ...(input.name !== undefined && { contactName: input.name }),
        ...(input.surname !== undefined && { contactSurname: input.surname }),
        ...(changes.licenceCategories && { licenceCategories: categories }),
        ...nextVersion(actor.id),
        updatedAt: new Date(),
      })
      .where(eq(users.id, target.id));
    await recordAudit(tx, {
      actorUserId: actor.id,
      clientId: target.clientId,
      entity: 'user',
      entityId: target.id,
      action: 'updated',
      changes,
    });
    await publishEvent(tx, { type: 'user.changed', userId: target.id });
    return readUser(tx, target.id);
  });
  return updated;
}

/**
 * Gives a user another role. Between admin and the client roles the client changes too: an admin
 * has none, a manager or user needs one (`clientId`). The user's sessions end, so their next page
 * is the new role's (and no socket keeps the old role's rights).
 */
export async function changeRole(
  db: Db,
  actor: Actor,
  input: { id: string; role: Role; clientId?: string | null },
): Promise<ManagedUser> {
  if (input.id === actor.id) throw forbidden('Nobody changes their own role');
  const scope = scopeOf(actor);
  if (scope && !(MANAGER_ASSIGNABLE_ROLES as readonly string[]).includes(input.role))
    throw forbidden('Managers give roles user and manager only');
  return writing(db, actor, async (tx) => {
    const target = await targetOf(tx, actor, input.id);
    if (target.role === input.role) return target;
    let clientId = target.clientId;
    if (input.role === 'admin') clientId = null;
    else if (target.role === 'admin') clientId = await clientFor(tx, input.clientId);
    if (target.role === 'admin' && target.active) await ensureAnotherActiveAdmin(tx, target.id);
    await tx
      .update(users)
      .set({ role: input.role, clientId, ...nextVersion(actor.id), updatedAt: new Date() })
      .where(eq(users.id, target.id));
    await recordAudit(tx, {
      actorUserId: actor.id,
      clientId: clientId ?? target.clientId,
      entity: 'user',
      entityId: target.id,
      action: 'role_changed',
      changes: {
        role: { old: target.role, new: input.role },
        ...(clientId !== target.clientId && { clientId: { old: target.clientId, new: clientId } }),
      },
    });
    // 'replaced': the person signs in again and lands on the new role's home.
    await endSessionsOfUser(tx, target.id, { reason: 'replaced' });
    return readUser(tx, target.id);
  });
}

/** A new one-time password for someone else; their sessions end and they must change it at sign-in. */
export async function resetPassword(db: Db, actor: Actor, id: string): Promise<OneTimePasswordResult> {
  if (id === actor.id) throw forbidden('Change your own password on your account page');
  const oneTimePassword = generateOneTimePassword();
  const passwordHash = await hashPassword(oneTimePassword);
  const user = await writing(db, actor, async (tx) => {
    const target = await targetOf(tx, actor, id);
    await tx
      .update(users)
      .set({ passwordHash, mustChangePassword: true, updatedAt: new Date() })
      .where(eq(users.id, target.id));
    await recordAudit(tx, {
      actorUserId: actor.id,
      clientId: target.clientId,
      entity: 'user',
      entityId: target.id,
      action: 'password_reset',
    });
    await endSessionsOfUser(tx, target.id, { reason: 'password-changed' });
    return readUser(tx, target.id);
  });
  return { user, oneTimePassword };
}

/** Deactivates (sessions and sockets end at once) or activates a user. */
export async function setUserActive(
  db: Db,
  actor: Actor,
  input: { id: string; active: boolean },
): Promise<ManagedUser> {
  if (input.id === actor.id) throw forbidden('Nobody deactivates themselves');
  return writing(db, actor, async (tx) => {
    const target = await targetOf(tx, actor, input.id);
    if (target.active === input.active) return target;
    if (!input.active && target.role === 'admin') await ensureAnotherActiveAdmin(tx, target.id);
    await tx
      .update(users)
      .set({ active: input.active, ...nextVersion(actor.id), updatedAt: new Date() })
      .where(eq(users.id, target.id));
    await recordAudit(tx, {
      actorUserId: actor.id,
      clientId: target.clientId,
      entity: 'user',
      entityId: target.id,
      action: input.active ? 'activated' : 'deactivated',
      changes: { active: { old: target.active, new: input.active } },
    });
    if (!input.active) await endSessionsOfUser(tx, target.id, { reason: 'deactivated' });
    return readUser(tx, target.id);
  });
}
