/**
 * Organisations (partners and vendors on one record) and their contacts: validated before anything
 * is written, every change recorded in partner_history; another client's ids answer NOT_FOUND.
 */
import { and, asc, count, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { checkVersion, nextVersion, staleVersion } from '../../db/versions.js';
import { copenhagenToday } from '../../due/rules.js';
import { FieldError } from '../../errors.js';
import { isUniqueViolation, notFound, writing, type WorkActor } from '../../work/access.js';
import { keysetPage, type PageOptions } from '../../work/keyset.js';
import { diff, recordPartner } from './history.js';
import {
  PARTNER_ROLES,
  VENDOR_ROLES,
  type Contact,
  type Organisation,
  type OrganisationKind,
  type OrganisationPage,
  type OrganisationStatus,
  type PartnerRole,
  type VendorRole,
} from './model.js';
import { isValidCvr } from './rules.js';
import { organisationContacts, organisations } from './schema.js';

export interface OrganisationFields {
  name: string;
  cvr: string | null;
  partnerRoles: PartnerRole[];
  vendorRoles: VendorRole[];
  status: OrganisationStatus;
  address: string;
  phone: string;
  email: string;
  website: string;
  notes: string;
  /** Its place in degrees, both or neither (`lat: required` / `lon: required` when only one). */
  lat: number | null;
  lon: number | null;
}

type OrganisationRow = typeof organisations.$inferSelect;

function activeAgreementsOf(today: string) {
  return sql<number>`(SELECT count(*)::int FROM agreements a WHERE a.organisation_id = "organisations"."id"
    AND (a.valid_until IS NULL OR a.valid_until >= ${today}::date))`;
}

function toOrganisation(row: OrganisationRow, activeAgreements: number): Organisation {
  return {
    id: row.id,
    name: row.name,
    cvr: row.cvr,
    // Kept in the catalogue's order.
    partnerRoles: PARTNER_ROLES.filter((role) => row.partnerRoles.includes(role)),
    vendorRoles: VENDOR_ROLES.filter((role) => row.vendorRoles.includes(role)),
    status: row.status,
    address: row.address,
    phone: row.phone,
    email: row.email,
    website: row.website,
    notes: row.notes,
    lat: row.lat,
    lon: row.lon,
    activeAgreements: Number(activeAgreements),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    version: row.version,
  };
}

export interface OrganisationFilters {
  kind?: OrganisationKind | null;
  role?: PartnerRole | VendorRole | null;
  status?: OrganisationStatus[] | null;
  q?: string | null;
}

/** By name (case-insensitive), keyset-paged; `total` on the first page. */
export async function listOrganisations(
  db: Db,
  clientId: string,
  filters: OrganisationFilters & PageOptions,
): Promise<OrganisationPage> {
  const conditions: SQL[] = [eq(organisations.clientId, clientId)];
  if (filters.kind === 'partner') conditions.push(sql`${organisations.partnerRoles} <> '[]'::jsonb`);
  if (filters.kind === 'vendor') conditions.push(sql`${organisations.vendorRoles} <> '[]'::jsonb`);
  if (filters.role) {
    const column = (PARTNER_ROLES as readonly string[]).includes(filters.role)
      ? organisations.partnerRoles
      : organisations.vendorRoles;
    conditions.push(sql`${column} @> jsonb_build_array(${filters.role}::text)`);
  }
  if (filters.status?.length) conditions.push(inArray(organisations.status, filters.status));
  if (filters.q) {
    const pattern = `%${filters.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(or(ilike(organisations.name, pattern), ilike(organisations.cvr, pattern))!);
  }
  const today = copenhagenToday();
  const nameKey = sql`lower(${organisations.name})`;
  return keysetPage(
    {
      name: 'organisations:name',
      keys: [{ key: nameKey, cast: 'text' }],
      id: organisations.id,
      conditions,
      fetch: (where, orderBy, limit) =>
        db
          .select({
            row: organisations,
            sortName: sql<string>`lower(${organisations.name})`,
            active: activeAgreementsOf(today),
          })
          .from(organisations)
          .where(where)
          .orderBy(...orderBy)
          .limit(limit),
      count: async (where) =>
        Number((await db.select({ n: count() }).from(organisations).where(where))[0]?.n ?? 0),
      toItem: ({ row, active }) => toOrganisation(row, active),
      keysOf: ({ sortName }) => [sortName],
      idOf: (item) => item.id,
    },
    filters,
  );
}

export async function getOrganisation(db: Db, clientId: string, id: string): Promise<Organisation> {
  const [found] = await db
    .select({ row: organisations, active: activeAgreementsOf(copenhagenToday()) })
    .from(organisations)
    .where(and(eq(organisations.id, id), eq(organisations.clientId, clientId)));
  if (!found) throw notFound('organisation');
  return toOrganisation(found.row, found.active);
}

/** The organisation row of the client, locked for a write; NOT_FOUND otherwise. */
export async function organisationOfClient(tx: Db, clientId: string, id: string): Promise<OrganisationRow> {
  const [row] = await tx
    .select()
    .from(organisations)
    .where(and(eq(organisations.id, id), eq(organisations.clientId, clientId)))
    .for('update');
  if (!row) throw notFound('organisation');
  return row;
}

/** Field errors before anything is written: `cvr: checksum | duplicate`, `name: duplicate`. */
async function checkFields(
  tx: Db,
  clientId: string,
  fields: Partial<OrganisationFields>,
  exceptId: string | null,
): Promise<void> {
  if (fields.cvr) {
    if (!isValidCvr(fields.cvr)) throw new FieldError('cvr', 'checksum');
    const [taken] = await tx
      .select({ id: organisations.id })
      .from(organisations)
      .where(
        and(
          eq(organisations.clientId, clientId),
          eq(organisations.cvr, fields.cvr),
          exceptId ? ne(organisations.id, exceptId) : undefined,
        ),
      );
    if (taken) throw new FieldError('cvr', 'duplicate');
  }
  if (fields.name !== undefined) {
    const [taken] = await tx
      .select({ id: organisations.id })
      .from(organisations)
      .where(
        and(
          eq(organisations.clientId, clientId),
          sql`lower(${organisations.name}) = lower(${fields.name})`,
          exceptId ? ne(organisations.id, exceptId) : undefined,
        ),
      );
    if (taken) throw new FieldError('name', 'duplicate');
  }
}

/** A place is both degrees or neither: the missing one answers `required` on its field. */
function checkPlace(lat: number | null, lon: number | null): void {
  if (lat === null && lon !== null) throw new FieldError('lat', 'required');
  if (lon === null && lat !== null) throw new FieldError('lon', 'required');
}

function uniqueAsField(error: unknown): never {
  if (isUniqueViolation(error)) {
    const text =
      String((error as { message?: string }).message ?? '') +
      String((error as { cause?: unknown }).cause ?? '');
    throw new FieldError(text.includes('cvr') ? 'cvr' : 'name', 'duplicate');
  }
  throw error;
}

export async function createOrganisation(
  db: Db,
  actor: WorkActor,
  fields: OrganisationFields,
): Promise<Organisation> {
  if (fields.partnerRoles.length + fields.vendorRoles.length === 0) throw new FieldError('roles', 'required');
  checkPlace(fields.lat, fields.lon);
  const id = await writing(db, async (tx) => {
    await checkFields(tx, actor.clientId, fields, null);
    const [row] = await tx
      .insert(organisations)
      .values({ ...fields, clientId: actor.clientId })
      .returning({ id: organisations.id });
    await recordPartner(tx, actor, [
      {
        entity: 'organisation',
        entityId: row!.id,
        action: 'created',
        changes: diff({} as Record<string, unknown>, { ...fields }),
      },
    ]);
    return row!.id;
  }).catch(uniqueAsField);
  return getOrganisation(db, actor.clientId, id);
}

export async function updateOrganisation(
  db: Db,
  actor: WorkActor,
  id: string,
  changes: Partial<OrganisationFields>,
  /** The version the edit was made from; another stored one refuses it (`StaleVersion`). */
  expectedVersion?: number,
): Promise<Organisation> {
  await writing(db, async (tx) => {
    const before = await organisationOfClient(tx, actor.clientId, id);
    await checkVersion(tx, before, expectedVersion);
    const partnerRoles = changes.partnerRoles ?? before.partnerRoles;
    const vendorRoles = changes.vendorRoles ?? before.vendorRoles;
    if (partnerRoles.length + vendorRoles.length === 0) throw new FieldError('roles', 'required');
    checkPlace(
      changes.lat !== undefined ? changes.lat : before.lat,
      changes.lon !== undefined ? changes.lon : before.lon,
    );
    await checkFields(tx, actor.clientId, changes, id);
    const changed = diff(before as unknown as Record<string, unknown>, changes);
    if (Object.keys(changed).length === 0) return;
    const written = await tx
      .update(organisations)
      .set({ ...changes, ...nextVersion(actor.userId), updatedAt: sql`now()` })
      .where(
        and(
          eq(organisations.id, id),
          eq(organisations.clientId, actor.clientId),
          eq(organisations.version, before.version),
        ),
      )
      .returning({ id: organisations.id });
    if (written.length === 0) throw await staleVersion(tx, before);
    await recordPartner(tx, actor, [
      { entity: 'organisation', entityId: id, action: 'updated', changes: changed },
    ]);
  }).catch(uniqueAsField);
  return getOrganisation(db, actor.clientId, id);
}

/** Every organisation of a kind, by name, for pickers (at most 500). */
export async function organisationOptions(
  db: Db,
  clientId: string,
  kind: OrganisationKind | null,
): Promise<{ id: string; name: string }[]> {
  return db
    .select({ id: organisations.id, name: organisations.name })
    .from(organisations)
    .where(
      and(
        eq(organisations.clientId, clientId),
        kind === 'partner' ? sql`${organisations.partnerRoles} <> '[]'::jsonb` : undefined,
        kind === 'vendor' ? sql`${organisations.vendorRoles} <> '[]'::jsonb` : undefined,
      ),
    )
    .orderBy(asc(sql`lower(${organisations.name})`), asc(organisations.id))
    .limit(500);
}

// Contacts ------------------------------------------------------------------------------------

export interface ContactFields {
  name: string;
  title: string;
  phone: string;
  email: string;
}

const toContact = (row: typeof organisationContacts.$inferSelect): Contact => ({
  id: row.id,
  organisationId: row.organisationId,
  name: row.name,
  title: row.title,
  phone: row.phone,
  email: row.email,
  createdAt: row.createdAt,
  updatedAt: row.updatedAt,
  version: row.version,
});

/** An organisation's contacts by name (at most 200). */
export async function listContacts(db: Db, clientId: string, organisationId: string): Promise<Contact[]> {
  await getOrganisation(db, clientId, organisationId);
  const rows = await db
    .select()
    .from(organisationContacts)
    .where(
      and(
        eq(organisationContacts.organisationId, organisationId),
        eq(organisationContacts.clientId, clientId),
      ),
    )
    .orderBy(asc(sql`lower(${organisationContacts.name})`), asc(organisationContacts.id))
    .limit(200);
  return rows.map(toContact);
}

export async function createContact(
  db: Db,
  actor: WorkActor,
  organisationId: string,
  fields: ContactFields,
): Promise<Contact> {
  return writing(db, async (tx) => {
    await organisationOfClient(tx, actor.clientId, organisationId);
    const [row] = await tx
      .insert(organisationContacts)
      .values({ ...fields, organisationId, clientId: actor.clientId })
      .returning();
    await recordPartner(tx, actor, [
      {
        entity: 'contact',
        entityId: row!.id,
        action: 'created',
        changes: diff({}, { ...fields, organisationId }),
      },
    ]);
    return toContact(row!);
  });
}

export async function updateContact(
  db: Db,
  actor: WorkActor,
  id: string,
  changes: Partial<ContactFields>,
  /** The version the edit was made from; another stored one refuses it (`StaleVersion`). */
  expectedVersion?: number,
): Promise<Contact> {
  return writing(db, async (tx) => {
    const [before] = await tx
      .select()
      .from(organisationContacts)
      .where(and(eq(organisationContacts.id, id), eq(organisationContacts.clientId, actor.clientId)))
      .for('update');
    if (!before) throw notFound('contact');
    await checkVersion(tx, before, expectedVersion);
    const changed = diff(before as unknown as Record<string, unknown>, changes);
    if (Object.keys(changed).length === 0) return toContact(before);
    const [row] = await tx
      .update(organisationContacts)
      .set({ ...changes, ...nextVersion(actor.userId), updatedAt: sql`now()` })
      .where(eq(organisationContacts.id, id))
      .returning();
    await recordPartner(tx, actor, [
      { entity: 'contact', entityId: id, action: 'updated', changes: changed },
    ]);
    return toContact(row!);
  });
}

export async function deleteContact(db: Db, actor: WorkActor, id: string): Promise<void> {
  await writing(db, async (tx) => {
    const [row] = await tx
      .delete(organisationContacts)
      .where(and(eq(organisationContacts.id, id), eq(organisationContacts.clientId, actor.clientId)))
      .returning();
    if (!row) throw notFound('contact');
    await recordPartner(tx, actor, [
      { entity: 'contact', entityId: id, action: 'deleted', changes: { name: { old: row.name, new: null } } },
    ]);
  });
}
