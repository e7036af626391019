/**
 * Edits that cannot overwrite each other (issue 36 item 6, migrations 0021, 0022 and 0024), on both
 * engines, one table row per record edited in a form: two managers (two admins for a client) edit
 * the same record; the edit made from the older version is refused with CONFLICT naming who changed
 * the record and when, and changes nothing (no field, no history, no version); made again from the
 * version the refusal named it saves. A second table: writes without a form behind them (a status,
 * a renewal, a service recorded) are not refused but raise the version, so a form opened before
 * them is.
 */
import { TRPCClientError } from '@trpc/client';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partnerHistory } from '../src/areas/partners/schema.js';
import { auditLog, users } from '../src/db/schema.js';
import { vehicleHistory } from '../src/areas/vehicles/schema.js';
import { workHistory } from '../src/work/schema.js';
import { DEMO_ACCOUNTS } from '../src/db/seed.js';
import { addDays, copenhagenToday } from '../src/due/rules.js';
import { connectTrpc, signIn, type TrpcConnection } from './helpers.js';
import { ENGINES, useWorkFixture, type Client } from './workFixture.js';

/** The CONFLICT a call failed with: its code, field errors and `conflict` (fails if it succeeded). */
async function refusal(call: Promise<unknown>) {
  try {
    await call;
  } catch (error) {
    if (!(error instanceof TRPCClientError)) throw error;
    const data = error.data as {
      code: string;
      fieldErrors: unknown;
      conflict: {
        version: number;
        changedBy: { id: string; name: string; surname: string } | null;
        changedAt: string;
      } | null;
    };
    return { code: data.code, fieldErrors: data.fieldErrors, conflict: data.conflict };
  }
  throw new Error('expected the call to be refused');
}

/** Someone's fresh record: its id and version as the form would have it. */
interface Opened {
  id: string;
  version: number;
  /** A contact's organisation (its list is read by organisation). */
  organisationId?: string;
}

/**
 * A record edited in a form. `open` makes (or finds) one as `as`; `edit` is that form's save, made
 * from `version` (left out: the bad request of a client that names none), changing a field to a
 * value made of `n`; `read` is what the form would show now.
 */
interface VersionedRecord {
  record: string;
  /** Who edits it: the client's managers, or the admins (a client). */
  staff: 'manager' | 'admin';
  open: (as: Client) => Promise<Opened>;
  edit: (as: Client, opened: Opened, version: number | undefined, n: number) => Promise<{ version: number }>;
  read: (as: Client, opened: Opened) => Promise<{ version: number }>;
}

describe.each(ENGINES)('versions on $engine', ({ open }) => {
  const f = useWorkFixture(open);
  // A second manager of Nordlys (the demo has one) and a second admin, each on their own socket.
  const people = {} as Record<'manager' | 'admin', { id: string; client: Client; surname: string }>;
  const connections: TrpcConnection[] = [];

  beforeAll(async () => {
    const [manager] = await f.database.db.select().from(users).where(eq(users.email, DEMO_ACCOUNTS.manager));
    for (const [staff, clientId, surname] of [
      ['manager', manager!.clientId, 'Holm'],
      ['admin', null, 'Lund'],
    ] as const) {
      const email = `mette.${surname.toLowerCase()}@example.com`;
      const [row] = await f.database.db
        .insert(users)
        .values({
          clientId,
          role: staff,
          email,
          passwordHash: manager!.passwordHash,
          contactName: 'Mette',
          contactSurname: surname,
        })
        .returning({ id: users.id });
      const cookie = await signIn(f.http.baseUrl, email);
      const connection = connectTrpc(`${f.http.baseUrl.replace('http', 'ws')}/trpc`, { cookie });
      connections.push(connection);
      people[staff] = { id: row!.id, client: connection.client, surname };
    }
  });
  afterAll(() => connections.forEach((connection) => connection.close()));

  /** Entries of every history (vehicles', the work's, the partners', the audit log) about a record. */
  const historyOf = async (id: string) => {
    let n = 0;
    // A client's mileage rate is keyed by its year and keeps no history.
    if (!/^[0-9a-f-]{36}$/.test(id)) return n;
    for (const [table, column] of [
      [vehicleHistory, vehicleHistory.vehicleId],
      [workHistory, workHistory.entityId],
      [partnerHistory, partnerHistory.entityId],
      [auditLog, auditLog.entityId],
    ] as const) {
      const [row] = await f.database.db.select({ n: count() }).from(table).where(eq(column, id));
      n += row!.n;
    }
    return n;
  };

  let serial = 0;
  const unique = () => `${Date.now().toString(36)}${(serial += 1)}`;
  // The clients' day (Copenhagen), as the server dates readings: from 23:00 UTC in winter it is
  // already tomorrow there, and a service recorded on the UTC date would be before the seed's last reading.
  const today = copenhagenToday();
  const newOrganisation = (as: Client) =>
    as.partners.createOrganisation.mutate({
      name: `Versions ${unique()} ApS`,
      partnerRoles: ['workshop'],
      vendorRoles: ['parts'],
    });

  const RECORDS: VersionedRecord[] = [
    {
      record: 'vehicle',
      staff: 'manager',
      open: (as) => as.vehicles.get.query({ id: f.ids.nordlysVehicle }),
      edit: (as, { id }, expectedVersion, n) =>
        as.vehicles.update.mutate({ id, expectedVersion: expectedVersion!, notes: `Note ${n}` }),
      read: (as, { id }) => as.vehicles.get.query({ id }),
    },
    {
      record: 'task',
      staff: 'manager',
      open: (as) => as.tasks.create.mutate({ title: 'Skift viskerblade', vehicleId: f.ids.nordlysVehicle }),
      edit: (as, { id }, expectedVersion, n) =>
        as.tasks.update.mutate({ id, expectedVersion: expectedVersion!, title: `Skift viskerblade ${n}` }),
      read: (as, { id }) => as.tasks.get.query({ id }),
    },
    {
      record: 'obligation',
      staff: 'manager',
      open: (as) =>
        as.compliance.create.mutate({ vehicleId: f.ids.nordlysVehicle, kind: 'custom', title: 'Kranattest' }),
      edit: (as, { id }, expectedVersion, n) =>
        as.compliance.update.mutate({ id, expectedVersion: expectedVersion!, title: `Kranattest ${n}` }),
      read: (as, { id }) => as.compliance.get.query({ id }),
    },
    {
      record: 'organisation',
      staff: 'manager',
      open: newOrganisation,
      edit: (as, { id }, expectedVersion, n) =>
        as.partners.updateOrganisation.mutate({ id, expectedVersion: expectedVersion!, notes: `Ring ${n}` }),
      read: (as, { id }) => as.partners.getOrganisation.query({ id }),
    },
    {
      record: 'contact',
      staff: 'manager',
      open: async (as) =>
        as.partners.createContact.mutate({
          organisationId: (await newOrganisation(as)).id,
          name: 'Ida Berg',
        }),
      edit: (as, { id }, expectedVersion, n) =>
        as.partners.updateContact.mutate({ id, expectedVersion: expectedVersion!, title: `Værkfører ${n}` }),
      read: async (as, opened) =>
        (
          await as.partners.listContacts.query({
            organisationId: opened.organisationId!,
          })
        ).find((contact) => contact.id === opened.id)!,
    },
    {
      record: 'agreement',
      staff: 'manager',
      open: async (as) =>
        as.partners.createAgreement.mutate({
          organisationId: (await newOrganisation(as)).id,
          kind: 'service',
          validFrom: today,
        }),
      edit: (as, { id }, expectedVersion, n) =>
        as.partners.updateAgreement.mutate({ id, expectedVersion: expectedVersion!, number: `A-${n}` }),
      read: (as, { id }) => as.partners.getAgreement.query({ id }),
    },
    {
      record: 'expense',
      staff: 'manager',
      open: (as) => as.partners.createExpense.mutate({ spentOn: today, category: 'wash', net: 100, vat: 25 }),
      edit: (as, { id }, expectedVersion, n) =>
        as.partners.updateExpense.mutate({ id, expectedVersion: expectedVersion!, description: `Vask ${n}` }),
      read: (as, { id }) => as.partners.getExpense.query({ id }),
    },
    {
      record: 'service schedule',
      staff: 'manager',
      open: async (as) =>
        as.service.getSchedule.query({
          id: (await as.service.listSchedules.query({ limit: 1 })).items[0]!.id,
        }),
      edit: (as, { id }, expectedVersion, n) =>
        as.service.updateSchedule.mutate({ id, expectedVersion: expectedVersion!, soonDays: 10 + n }),
      read: (as, { id }) => as.service.getSchedule.query({ id }),
    },
    {
      record: 'service plan',
      staff: 'manager',
      open: async (as) =>
        as.service.createPlan.mutate({
          name: `Plan ${unique()}`,
          items: [{ serviceTaskId: (await as.service.tasks.query())[0]!.id, intervalKm: 30_000 }],
        }),
      edit: async (as, { id }, expectedVersion, n) => {
        const plan = (await as.service.listPlans.query()).find((p) => p.id === id)!;
        const items = plan.items.map((item) => ({ serviceTaskId: item.task.id, intervalKm: 20_000 + n }));
        return (
          await as.service.updatePlan.mutate({
            id,
            expectedVersion: expectedVersion!,
            name: plan.name,
            items,
          })
        ).plan;
      },
      read: async (as, { id }) => (await as.service.listPlans.query()).find((plan) => plan.id === id)!,
    },
    {
      record: 'depot',
      staff: 'manager',
      open: (as) =>
        as.map.createDepot.mutate({ name: `Depot ${unique()}`, lat: 55.7, lon: 12.5, radiusM: 200 }),
      edit: (as, { id }, expectedVersion, n) =>
        as.map.updateDepot.mutate({
          id,
          expectedVersion: expectedVersion!,
          name: `Depot ${id.slice(0, 8)}`,
          lat: 55.7,
          lon: 12.5,
          radiusM: 200 + n,
        }),
      read: async (as, { id }) => (await as.map.depots.query()).find((depot) => depot.id === id)!,
    },
    {
      record: 'sharing pool',
      staff: 'manager',
      open: (as) => as.sharing.savePool.mutate({ ...poolFields(`Pulje ${unique()}`), vehicleIds: [] }),
      edit: async (as, { id }, expectedVersion, n) => {
        const pool = (await as.sharing.pools.query()).find((p) => p.id === id)!;
        return as.sharing.savePool.mutate({
          ...poolFields(pool.name),
          id,
          expectedVersion,
          maxHours: 10 + n,
          vehicleIds: [],
        });
      },
      read: async (as, { id }) => (await as.sharing.pools.query()).find((pool) => pool.id === id)!,
    },
    {
      record: 'inspection',
      staff: 'manager',
      open: (as) =>
        as.inspections.schedule.mutate({ vehicleId: f.ids.nordlysVehicle, kind: 'safety', dueDate: today }),
      edit: (as, { id }, expectedVersion, n) =>
        as.inspections.update.mutate({ id, expectedVersion: expectedVersion!, notes: `Før vinteren ${n}` }),
      read: (as, { id }) => as.inspections.get.query({ id }),
    },
    {
      record: 'damage',
      staff: 'manager',
      open: (as) =>
        as.damage.create.mutate({
          vehicleId: f.ids.nordlysVehicle,
          zone: 'left',
          damageClass: 'dent',
          severity: 'minor',
          description: 'Bule',
        }),
      edit: (as, { id }, expectedVersion, n) =>
        as.damage.update.mutate({ id, expectedVersion: expectedVersion!, description: `Bule ${n}` }),
      read: (as, { id }) => as.damage.get.query({ id }),
    },
    {
      record: 'user',
      staff: 'manager',
      open: async (as) =>
        (
          await as.users.create.mutate({
            email: `bruger.${unique()}@example.com`,
            name: 'Ole',
            surname: 'Dam',
            role: 'user',
          })
        ).user,
      edit: (as, { id }, expectedVersion, n) =>
        as.users.update.mutate({ id, expectedVersion: expectedVersion!, surname: `Dam ${n}` }),
      read: (as, { id }) => as.users.get.query({ id }),
    },
    {
      record: 'client',
      staff: 'admin',
      open: (as) =>
        as.clients.create.mutate({
          name: `Kunde ${unique()}`,
          cvr: String(10_000_000 + Math.floor(Math.random() * 89_999_999)),
        }),
      edit: (as, { id }, expectedVersion, n) =>
        as.clients.update.mutate({ id, expectedVersion: expectedVersion!, contactPhone: `+45 7010 20${n}0` }),
      read: (as, { id }) => as.clients.get.query({ id }),
    },
    {
      record: 'document',
      staff: 'manager',
      open: async (as) => (await as.documents.list.query({ limit: 1 })).items[0]!,
      edit: (as, { id }, expectedVersion, n) =>
        as.documents.update.mutate({ id, expectedVersion: expectedVersion!, number: `P-${n}` }),
      read: (as, { id }) => as.documents.get.query({ id }),
    },
    {
      record: 'mileage rate',
      staff: 'manager',
      open: async (as) => {
        const year = 2040 + (serial % 50);
        unique();
        const rate = await as.timereg.setRate.mutate({
          year,
          expectedVersion: null,
          rateLow: 3.5,
          rateHigh: 1.9,
          thresholdKm: 20_000,
        });
        return { id: String(year), version: rate.version! };
      },
      edit: (as, { id }, expectedVersion, n) =>
        as.timereg.setRate.mutate({
          year: Number(id),
          expectedVersion: expectedVersion!,
          rateLow: 3.5,
          rateHigh: 1.9,
          thresholdKm: 20_000 + n,
        }) as Promise<{ version: number }>,
      read: async (as, { id }) =>
        (await as.timereg.rates.query()).find((rate) => rate.year === Number(id))! as { version: number },
    },
    {
      record: 'working-time agreement',
      staff: 'manager',
      open: async (as) => {
        const driver = (await as.timereg.agreements.query())[0]!;
        const { driver: _driver, userId, version, ...fields } = driver;
        const saved = await as.timereg.setAgreement.mutate({ ...fields, userId, expectedVersion: version });
        return { id: userId, version: saved.version! };
      },
      edit: (as, { id }, expectedVersion, n) =>
        as.timereg.setAgreement.mutate({
          userId: id,
          expectedVersion: expectedVersion!,
          weeklyMinutes: 2000 + n,
          dayStart: '07:00',
          dayEnd: '15:00',
          breakMinutes: 30,
          tachograph: false,
          exemption: '',
        }) as Promise<{ version: number }>,
      read: async (as, { id }) =>
        (await as.timereg.agreements.query()).find((agreement) => agreement.userId === id)! as {
          version: number;
        },
    },
  ];

  const expectChangedBy = (
    found: Awaited<ReturnType<typeof refusal>>,
    them: { id: string; surname: string },
    version: number,
    before: number,
  ) => {
    expect(found.code).toBe('CONFLICT');
    expect(found.fieldErrors).toBeNull();
    expect(found.conflict).toMatchObject({
      version,
      changedBy: { id: them.id, name: 'Mette', surname: them.surname },
    });
    const at = Date.parse(found.conflict!.changedAt);
    expect(at).toBeGreaterThanOrEqual(before - 5_000);
    expect(at).toBeLessThanOrEqual(Date.now() + 5_000);
  };

  it.each(RECORDS.map((row) => [row.record, row] as const))(
    'refuses a %s edit made from an older version, says who changed it, and changes nothing',
    async (_record, { staff, open: make, edit, read }) => {
      const mine = staff === 'manager' ? f.as.manager : f.as.admin;
      const them = people[staff];
      const opened = await make(mine);
      const started = Date.now();
      const theirs = await edit(them.client, opened, opened.version, 1);
      expect(theirs.version).toBe(opened.version + 1);
      const stored = await read(mine, opened);
      const history = await historyOf(opened.id);

      const found = await refusal(edit(mine, opened, opened.version, 2));
      expectChangedBy(found, them, theirs.version, started);
      expect(await read(mine, opened)).toEqual(stored);
      expect(await historyOf(opened.id)).toBe(history);

      // Made again from the version the refusal named (the person kept their changes), it saves.
      const saved = await edit(mine, opened, found.conflict!.version, 2);
      expect(saved.version).toBe(theirs.version + 1);
      expect(await read(mine, opened)).not.toEqual(stored);
    },
  );

  it.each(RECORDS.map((row) => [row.record, row] as const))(
    'refuses a %s edit without the version it was made from (a bad request, nothing changes)',
    async (_record, { staff, open: make, edit, read }) => {
      const mine = staff === 'manager' ? f.as.manager : f.as.admin;
      const opened = await make(mine);
      const stored = await read(mine, opened);
      expect((await refusal(edit(mine, opened, undefined, 3))).code).toBe('BAD_REQUEST');
      expect(await read(mine, opened)).toEqual(stored);
    },
  );

  /**
   * Writes without a form behind them: not refused (they name no version), but they raise it and
   * say who made them, so a form opened before them is refused.
   */
  const ACTIONS: [string, string, (as: Client, opened: Opened) => Promise<unknown>][] = [
    [
      'vehicle',
      'a status change in bulk',
      (as, { id }) => as.vehicles.bulkSetStatus.mutate({ ids: [id], status: 'in_workshop' }),
    ],
    ['task', 'a status change', (as, { id }) => as.tasks.setStatus.mutate({ id, status: 'in_progress' })],
    ['obligation', 'a renewal', (as, { id }) => as.compliance.renew.mutate({ id, validUntil: '2031-01-01' })],
    [
      'service schedule',
      'a service recorded',
      async (as, { id }) => {
        const schedule = await as.service.getSchedule.query({ id });
        return as.service.recordEntry.mutate({
          vehicleId: schedule.vehicle.id,
          performedOn: today,
          odometerKm: schedule.odometerKm + 10,
          serviceTaskIds: [schedule.task.id],
        });
      },
    ],
    [
      'sharing pool',
      'its vehicle moved to another pool',
      async (as) => {
        const vehicleId = f.ids.nordlysVehicle;
        return as.sharing.savePool.mutate({ ...poolFields(`Pulje ${unique()}`), vehicleIds: [vehicleId] });
      },
    ],
    ['damage', 'a status move', (as, { id }) => as.damage.act.mutate({ id, action: 'confirm' })],
    ['user', 'deactivation', (as, { id }) => as.users.setActive.mutate({ id, active: false })],
    ['client', 'deactivation', (as, { id }) => as.clients.setActive.mutate({ id, active: false })],
  ];

  it.each(ACTIONS)('a %s form opened before %s is refused', async (record, _action, act) => {
    const { staff, open: make, edit } = RECORDS.find((row) => row.record === record)!;
    const mine = staff === 'manager' ? f.as.manager : f.as.admin;
    const them = people[staff];
    let opened = await make(mine);
    if (record === 'sharing pool') {
      // A pool holding the vehicle that the other pool then takes.
      const pool = await mine.sharing.savePool.mutate({
        ...poolFields(`Pulje ${unique()}`),
        id: opened.id,
        expectedVersion: opened.version,
        vehicleIds: [f.ids.nordlysVehicle],
      });
      opened = pool;
    }
    const started = Date.now();
    await act(them.client, opened);
    const found = await refusal(edit(mine, opened, opened.version, 4));
    expectChangedBy(found, them, opened.version + 1, started);
  });

  it('refuses completing an inspection rescheduled meanwhile; it stays open, and completes from the new version', async () => {
    const mine = f.as.manager;
    const them = people.manager;
    const opened = await mine.inspections.schedule.mutate({
      vehicleId: f.ids.nordlysVehicle,
      kind: 'safety',
      dueDate: today,
    });
    const started = Date.now();
    await them.client.inspections.update.mutate({
      id: opened.id,
      expectedVersion: opened.version,
      dueDate: addDays(today, 7),
    });
    const complete = (version: number) =>
      mine.inspections.complete.mutate({
        id: opened.id,
        result: 'pass',
        inspector: 'Syncenter Vejle',
        expectedVersion: version,
      });
    const found = await refusal(complete(opened.version));
    expectChangedBy(found, them, opened.version + 1, started);
    expect((await mine.inspections.get.query({ id: opened.id })).completedAt).toBeNull();
    const done = await complete(found.conflict!.version);
    expect(done.completedAt).not.toBeNull();
  });
});

/** A sharing pool's rules, as its form sends them. */
function poolFields(name: string) {
  return {
    name,
    whoMayBook: 'everyone' as const,
    maxHours: 8,
    leadMinutes: 0,
    bufferMinutes: 0,
    approvalOverHours: null,
    noShowMinutes: null,
  };
}
