/**
 * Edits that cannot overwrite each other (issue 36 item 6, migrations/0021_versions.sql), on both
 * engines: two managers of one client edit the same vehicle, task and obligation; the edit made
 * from the older version is refused with CONFLICT naming who changed the record and when, and
 * changes nothing (no field, no history, no version); made again from the newer version it saves.
 */
import { TRPCClientError } from '@trpc/client';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users, vehicleHistory, workHistory } from '../src/db/schema.js';
import { DEMO_ACCOUNTS } from '../src/db/seed.js';
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

describe.each(ENGINES)('versions on $engine', ({ open }) => {
  const f = useWorkFixture(open);
  // A second manager of Nordlys (the demo has one), signed in on their own socket.
  let mette: Client;
  let metteId: string;
  let connection: TrpcConnection;

  beforeAll(async () => {
    const [manager] = await f.database.db.select().from(users).where(eq(users.email, DEMO_ACCOUNTS.manager));
    const [row] = await f.database.db
      .insert(users)
      .values({
        clientId: manager!.clientId,
        role: 'manager',
        email: 'mette.holm@example.com',
        passwordHash: manager!.passwordHash,
        contactName: 'Mette',
        contactSurname: 'Holm',
      })
      .returning({ id: users.id });
    metteId = row!.id;
    const cookie = await signIn(f.http.baseUrl, 'mette.holm@example.com');
    connection = connectTrpc(`${f.http.baseUrl.replace('http', 'ws')}/trpc`, { cookie });
    mette = connection.client;
  });
  afterAll(() => connection?.close());

  const historyOf = async (id: string) => {
    const [vehicles] = await f.database.db
      .select({ n: count() })
      .from(vehicleHistory)
      .where(eq(vehicleHistory.vehicleId, id));
    const [work] = await f.database.db
      .select({ n: count() })
      .from(workHistory)
      .where(eq(workHistory.entityId, id));
    return vehicles!.n + work!.n;
  };

  const expectChangedByMette = (
    found: Awaited<ReturnType<typeof refusal>>,
    version: number,
    before: number,
  ) => {
    expect(found.code).toBe('CONFLICT');
    expect(found.fieldErrors).toBeNull();
    expect(found.conflict).toMatchObject({
      version,
      changedBy: { id: metteId, name: 'Mette', surname: 'Holm' },
    });
    const at = Date.parse(found.conflict!.changedAt);
    expect(at).toBeGreaterThanOrEqual(before - 5_000);
    expect(at).toBeLessThanOrEqual(Date.now() + 5_000);
  };

  it('refuses a vehicle edit made from an older version, says who changed it, and changes nothing', async () => {
    const opened = await f.as.manager.vehicles.get.query({ id: f.ids.nordlysVehicle });
    const started = Date.now();
    const theirs = await mette.vehicles.update.mutate({
      id: opened.id,
      expectedVersion: opened.version,
      notes: 'Ny forrude bestilt',
      odometerKm: opened.odometerKm + 100,
    });
    expect(theirs.version).toBe(opened.version + 1);
    const history = await historyOf(opened.id);

    const found = await refusal(
      f.as.manager.vehicles.update.mutate({
        id: opened.id,
        expectedVersion: opened.version,
        notes: 'Vinterdæk på',
        make: 'Ford',
      }),
    );
    expectChangedByMette(found, theirs.version, started);
    const now = await f.as.manager.vehicles.get.query({ id: opened.id });
    expect(now).toMatchObject({ notes: 'Ny forrude bestilt', make: opened.make, version: theirs.version });
    expect(await historyOf(opened.id)).toBe(history);

    // Made again from the version the refusal named, the edit saves.
    const mine = await f.as.manager.vehicles.update.mutate({
      id: opened.id,
      expectedVersion: found.conflict!.version,
      notes: 'Vinterdæk på',
    });
    expect(mine).toMatchObject({ notes: 'Vinterdæk på', version: theirs.version + 1 });
    // A status change raises the version too, so a form opened before it is refused.
    await mette.vehicles.bulkSetStatus.mutate({ ids: [opened.id], status: 'in_workshop' });
    expect(
      (
        await refusal(
          f.as.manager.vehicles.update.mutate({ id: opened.id, expectedVersion: mine.version, notes: 'x' }),
        )
      ).conflict?.version,
    ).toBe(mine.version + 1);
  });

  it('refuses a task edit made from an older version and keeps the other change', async () => {
    const task = await f.as.manager.tasks.create.mutate({
      title: 'Skift viskerblade',
      vehicleId: f.ids.nordlysVehicle,
    });
    const started = Date.now();
    const theirs = await mette.tasks.update.mutate({
      id: task.id,
      expectedVersion: task.version,
      priority: 'high',
    });
    const history = await historyOf(task.id);
    const found = await refusal(
      f.as.manager.tasks.update.mutate({
        id: task.id,
        expectedVersion: task.version,
        title: 'Skift viskerblade for',
      }),
    );
    expectChangedByMette(found, theirs.version, started);
    expect(await f.as.manager.tasks.get.query({ id: task.id })).toMatchObject({
      title: 'Skift viskerblade',
      priority: 'high',
      version: theirs.version,
    });
    expect(await historyOf(task.id)).toBe(history);
    // A status change (no form behind it) is not refused, and raises the version.
    const started2 = await mette.tasks.setStatus.mutate({ id: task.id, status: 'in_progress' });
    expect(started2.version).toBe(theirs.version + 1);
    expect(
      (
        await f.as.manager.tasks.update.mutate({
          id: task.id,
          expectedVersion: started2.version,
          title: 'Skift viskerblade for',
        })
      ).title,
    ).toBe('Skift viskerblade for');
  });

  it('refuses an obligation edit made from before a renewal, and one from before an edit', async () => {
    const obligation = await f.as.manager.compliance.create.mutate({
      vehicleId: f.ids.nordlysVehicle,
      kind: 'custom',
      title: 'Kranattest',
    });
    const started = Date.now();
    const renewed = await mette.compliance.renew.mutate({ id: obligation.id, validUntil: '2031-01-01' });
    expect(renewed.version).toBe(obligation.version + 1);
    const history = await historyOf(obligation.id);
    const found = await refusal(
      f.as.manager.compliance.update.mutate({
        id: obligation.id,
        expectedVersion: obligation.version,
        validUntil: '2027-01-01',
      }),
    );
    expectChangedByMette(found, renewed.version, started);
    expect(await f.as.manager.compliance.get.query({ id: obligation.id })).toMatchObject({
      validUntil: '2031-01-01',
      version: renewed.version,
    });
    expect(await historyOf(obligation.id)).toBe(history);
    const edited = await mette.compliance.update.mutate({
      id: obligation.id,
      expectedVersion: renewed.version,
      title: 'Kranattest (5 t)',
    });
    expect(
      (
        await refusal(
          f.as.manager.compliance.update.mutate({
            id: obligation.id,
            expectedVersion: renewed.version,
            title: 'x',
          }),
        )
      ).conflict?.version,
    ).toBe(edited.version);
  });

  it('refuses an organisation edit made from an older version (the partners area)', async () => {
    const organisation = await f.as.manager.partners.createOrganisation.mutate({
      name: 'Versions Værksted ApS',
      partnerRoles: ['workshop'],
      vendorRoles: [],
    });
    const started = Date.now();
    const theirs = await mette.partners.updateOrganisation.mutate({
      id: organisation.id,
      expectedVersion: organisation.version,
      phone: '+45 70 10 20 30',
    });
    const found = await refusal(
      f.as.manager.partners.updateOrganisation.mutate({
        id: organisation.id,
        expectedVersion: organisation.version,
        phone: '+45 11 22 33 44',
        notes: 'Ring før kl. 9',
      }),
    );
    expectChangedByMette(found, theirs.version, started);
    expect(await f.as.manager.partners.getOrganisation.query({ id: organisation.id })).toMatchObject({
      phone: '+45 70 10 20 30',
      notes: '',
      version: theirs.version,
    });
  });

  it('refuses an edit without the version it was made from (a bad request, nothing changes)', async () => {
    const opened = await f.as.manager.vehicles.get.query({ id: f.ids.nordlysVehicle });
    const call = f.as.manager.vehicles.update.mutate({ id: opened.id, notes: 'x' } as never);
    expect((await refusal(call)).code).toBe('BAD_REQUEST');
    expect((await f.as.manager.vehicles.get.query({ id: opened.id })).version).toBe(opened.version);
  });
});
