/** Sample customers, users and an account for stories and tests: deterministic, Danish and Ukrainian names. */
import type { Account, Client, ClientOption, ManagedUser } from '@vognpark/server';

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
    createdAt: created,
  }),
);

export const fixtureAccount: Account = {
  id: fixtureUsers[1]!.id,
  email: 'manager@example.com',
  role: 'manager',
  clientName: 'Nordlys Logistik ApS',
  contact: { name: 'Mette', surname: 'Sørensen' },
  imageFileId: null,
};
