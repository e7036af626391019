/** Sample customers, users and an account for stories and tests: deterministic, Danish and Ukrainian names. */
import type { AuditEntry } from '@vognpark/server';
import type {
  Account,
  Client,
  ClientOption,
  ClientOverview,
  ManagedUser,
} from '@vognpark/server/areas/accounts';
import { fixtureObligations, fixtureToday } from '../compliance/fixtures';
import { fixtureTasks } from '../tasks/fixtures';
import { fixtureVehicles } from '../vehicles/fixtures';

const created = new Date('2026-01-05T09:00:00Z');

export const fixtureClientRows: Client[] = [
  ['Nordlys Logistik ApS', '12345678', 'kontor@nordlys.dk', '+45 70 20 30 40', 1998, 3, true],
  ['Fjordbus A/S', '87654321', 'drift@fjordbus.dk', '+45 98 12 34 56', 50, 1, true],
  ['Skov & Søn Transport I/S', '31415926', '', '', 12, 2, false],
  ['Havn Logistik ApS', '27182818', 'signe@havn.dk', '', 0, 0, true],
].map(([name, cvr, contactEmail, contactPhone, vehicleCount, userCount, active], i) => ({
  id: `c0000000-0000-4000-8000-00000000000${i}`,
  name: name as string,
  cvr: cvr as string,
  contactEmail: contactEmail as string,
  contactPhone: contactPhone as string,
  vehicleCount: vehicleCount as number,
  userCount: userCount as number,
  active: active as boolean,
  createdAt: created,
  version: 1,
}));

export const fixtureClientOptions: ClientOption[] = fixtureClientRows.map(({ id, name, active }) => ({
  id,
  name,
  active,
}));

const people: [string, string, string, ManagedUser['role'], number | null, boolean, boolean][] = [
  ['Anders', 'Holm', 'admin@example.com', 'admin', null, true, false],
  ['Mette', 'Sørensen', 'manager@example.com', 'manager', 0, true, false],
  ['Jonas', 'Kristensen', 'user@example.com', 'user', 0, true, false],
  ['Олена', 'Шевченко', 'olena@nordlys.dk', 'user', 0, true, true],
  ['Lars', 'Poulsen', 'manager2@example.com', 'manager', 1, true, false],
  ['Åse', 'Ærø', 'ase@skov.dk', 'user', 2, false, false],
];

export const fixtureUsers: ManagedUser[] = people.map(
  ([name, surname, email, role, client, active, must], i) => ({
    id: `u0000000-0000-4000-8000-00000000000${i}`,
    email,
    role,
    clientId: client === null ? null : fixtureClientRows[client]!.id,
    clientName: client === null ? null : fixtureClientRows[client]!.name,
    contact: { name, surname },
    active,
    mustChangePassword: must,
    imageFileId: null,
    // Olena drives lorries (B, C and CE); Åse has none recorded; the admin drives nothing here.
    licenceCategories: i === 3 ? ['B', 'C', 'CE'] : i === 0 || i === 5 ? [] : ['B'],
    createdAt: created,
    version: 1,
  }),
);

export const fixtureAccount: Account = {
  id: fixtureUsers[1]!.id,
  email: 'manager@example.com',
  role: 'manager',
  clientName: 'Nordlys Logistik ApS',
  contact: { name: 'Mette', surname: 'Sørensen' },
  imageFileId: null,
  keepPhotoPlaces: false,
};

const admin = { id: fixtureUsers[0]!.id, email: 'admin@example.com', name: 'Anders', surname: 'Holm' };
const manager = { id: fixtureUsers[1]!.id, email: 'manager@example.com', name: 'Mette', surname: 'Sørensen' };
const at = (iso: string) => new Date(iso);

/** A customer's audit history, newest first: added, its phone changed, deactivated and activated again. */
export const fixtureClientHistory: AuditEntry[] = [
  {
    id: 14,
    entity: 'client',
    entityId: fixtureClientRows[0]!.id,
    action: 'activated',
    changes: { active: { old: false, new: true } },
    createdAt: at('2026-03-02T08:15:00Z'),
    actor: admin,
  },
  {
    id: 12,
    entity: 'client',
    entityId: fixtureClientRows[0]!.id,
    action: 'deactivated',
    changes: { active: { old: true, new: false } },
    createdAt: at('2026-02-27T16:40:00Z'),
    actor: admin,
  },
  {
    id: 7,
    entity: 'client',
    entityId: fixtureClientRows[0]!.id,
    action: 'updated',
    changes: { contactPhone: { old: '', new: '+45 70 20 30 40' } },
    createdAt: at('2026-01-12T10:05:00Z'),
    actor: admin,
  },
  {
    id: 3,
    entity: 'client',
    entityId: fixtureClientRows[0]!.id,
    action: 'created',
    changes: {
      name: { old: null, new: 'Nordlys Logistik ApS' },
      cvr: { old: null, new: '12345678' },
      contactEmail: { old: null, new: 'kontor@nordlys.dk' },
      contactPhone: { old: null, new: '' },
    },
    createdAt: at('2026-01-05T09:00:00Z'),
    actor: null,
  },
];

/** A user's audit history, newest first: added, e-mail corrected, made a manager, password reset. */
export const fixtureUserHistory: AuditEntry[] = [
  {
    id: 21,
    entity: 'user',
    entityId: fixtureUsers[3]!.id,
    action: 'password_reset',
    changes: {},
    createdAt: at('2026-02-10T07:30:00Z'),
    actor: manager,
  },
  {
    id: 19,
    entity: 'user',
    entityId: fixtureUsers[3]!.id,
    action: 'role_changed',
    changes: { role: { old: 'user', new: 'manager' } },
    createdAt: at('2026-02-01T12:00:00Z'),
    actor: admin,
  },
  {
    id: 11,
    entity: 'user',
    entityId: fixtureUsers[3]!.id,
    action: 'updated',
    changes: { email: { old: 'olena@nordlys.com', new: 'olena@nordlys.dk' } },
    createdAt: at('2026-01-20T13:45:00Z'),
    actor: manager,
  },
  {
    id: 9,
    entity: 'user',
    entityId: fixtureUsers[3]!.id,
    action: 'created',
    changes: {
      email: { old: null, new: 'olena@nordlys.com' },
      role: { old: null, new: 'user' },
      name: { old: null, new: 'Олена' },
      surname: { old: null, new: 'Шевченко' },
    },
    createdAt: at('2026-01-15T08:20:00Z'),
    actor: manager,
  },
];

/** The manager's own account history, newest first: picture, password and name changes. */
export const fixtureAccountHistory: AuditEntry[] = [
  {
    id: 31,
    entity: 'account',
    entityId: fixtureAccount.id,
    action: 'avatar_changed',
    changes: { imageFileId: { old: null, new: 'f0000000-0000-4000-8000-000000000001' } },
    createdAt: at('2026-03-04T18:02:00Z'),
    actor: manager,
  },
  {
    id: 30,
    entity: 'account',
    entityId: fixtureAccount.id,
    action: 'updated',
    changes: { surname: { old: 'Sorensen', new: 'Sørensen' } },
    createdAt: at('2026-03-04T17:58:00Z'),
    actor: manager,
  },
  {
    id: 22,
    entity: 'account',
    entityId: fixtureAccount.id,
    action: 'password_changed',
    changes: {},
    createdAt: at('2026-02-11T06:55:00Z'),
    actor: manager,
  },
];

/** A customer's page (clients.overview): Nordlys with the first of its lists and what needs attention. */
export function fixtureClientOverview(): ClientOverview {
  const client = fixtureClientRows[0]!;
  const obligations = fixtureObligations(8).filter((o) => o.state === 'missing' || o.state === 'overdue');
  const tasks = fixtureTasks(6).filter((task) => task.status !== 'done');
  const users = fixtureUsers.filter((u) => u.clientId === client.id);
  return {
    today: fixtureToday,
    client,
    vehicles: { items: fixtureVehicles(25), total: client.vehicleCount },
    users: { items: users, total: users.length },
    obligations: { items: obligations, total: obligations.length },
    tasks: { items: tasks, total: 31 },
    badges: { tasks: 4, inspections: 2, compliance: 7 },
  };
}

/** A customer just added: no vehicles, no users, nothing needs attention. */
export function fixtureNewClientOverview(): ClientOverview {
  return {
    today: fixtureToday,
    client: fixtureClientRows[3]!,
    vehicles: { items: [], total: 0 },
    users: { items: [], total: 0 },
    obligations: { items: [], total: 0 },
    tasks: { items: [], total: 0 },
    badges: { tasks: 0, inspections: 0, compliance: 0 },
  };
}
