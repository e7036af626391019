/**
 * The map area (docs/map.md) on both engines: the OsmAnd decoder as a table over every timestamp
 * and unit form, the attention and geofence rules, the demo data, device secrets and revocation,
 * replays and bad input refused and counted, the rate limits, the live positions across two
 * instances, and tenant separation (a tracker of one client never moves another's vehicle).
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOT_ELEMENT_ID, type BootData } from '../src/boot.js';
import { readConfig } from '../src/config.js';
import { decodeOsmAnd, parseOsmAndTimestamp } from '../src/areas/map/osmand.js';
import { depotAt, distanceM, mapAttention } from '../src/areas/map/rules.js';
import { vehicleLastPositions, vehiclePositions } from '../src/areas/map/schema.js';
import { MAP_DEMO } from '../src/areas/map/seed.js';
import type { MapPosition } from '../src/areas/map/model.js';
import { purgeOldPositions, recordPosition } from '../src/areas/map/positions.js';
import { TrackerBatcher, writeTrackerPositions } from '../src/areas/map/batch.js';
import { trips } from '../src/areas/timereg/schema.js';
import { APP_ORIGIN, makeAppDist, startServer, type TestServer, type TrpcConnection } from './helpers.js';
import { ENGINES, failure, useWorkFixture } from './workFixture.js';
import { pmtilesArchive, solidPng } from '../../../scripts/lib/pmtiles.mjs';

const NOW = new Date('2026-11-27T12:00:00Z');
const base = { id: 'phone-17', lat: '55.6761', lon: '12.5683', timestamp: '1795780800' };

describe('OsmAnd timestamps', () => {
  it.each([
    ['1795780800', '2026-11-27T12:00:00.000Z'], // seconds
    ['1795780800.5', '2026-11-27T12:00:00.500Z'], // seconds with a fraction
    ['1795780800000', '2026-11-27T12:00:00.000Z'], // milliseconds
    ['1795780800123', '2026-11-27T12:00:00.123Z'],
    ['2026-11-27T12:00:00Z', '2026-11-27T12:00:00.000Z'], // ISO, UTC
    ['2026-11-27T12:00:00.250Z', '2026-11-27T12:00:00.250Z'],
    ['2026-11-27T13:00:00+01:00', '2026-11-27T12:00:00.000Z'], // ISO with an offset
    ['2026-11-27T13:00:00+0100', '2026-11-27T12:00:00.000Z'],
    ['2026-11-27 12:00:00', '2026-11-27T12:00:00.000Z'], // no zone: UTC, as Traccar reads it
    ['2026-11-27T12:00', '2026-11-27T12:00:00.000Z'],
  ])('%s is %s', (text, iso) => {
    expect(parseOsmAndTimestamp(text)?.toISOString()).toBe(iso);
  });

  it.each(['', 'yesterday', '-5', '0', '2026-02-31T12:00:00Z', '2026-13-01T00:00:00Z', '1e400', '12:00'])(
    '%j is no time',
    (text) => {
      expect(parseOsmAndTimestamp(text)).toBeNull();
    },
  );
});

describe('OsmAnd positions', () => {
  it('reads every field, speed from knots to km/h', () => {
    const result = decodeOsmAnd(
      { ...base, speed: '10', bearing: '270.5', altitude: '14', accuracy: '8', batt: '76' },
      NOW,
    );
    expect(result).toEqual({
      ok: true,
      position: {
        identifier: 'phone-17',
        recordedAt: new Date('2026-11-27T12:00:00Z'),
        lat: 55.6761,
        lon: 12.5683,
        speedKmh: 18.5,
        headingDeg: 270.5,
        altitudeM: 14,
        accuracyM: 8,
        batteryPct: 76,
      },
    });
  });

  it.each([
    [{ deviceid: 'phone-17', id: undefined }, 'identifier', 'phone-17'],
    [{ lat: undefined, lon: undefined, location: '55.5,12.1' }, 'lat', 55.5],
    [{ heading: '90' }, 'headingDeg', 90],
    [{ bearing: '360' }, 'headingDeg', 0],
    [{ battery: '55' }, 'batteryPct', 55],
    [{ speed: '' }, 'speedKmh', null],
    [{ speed: '0' }, 'speedKmh', 0],
  ] as const)('%j gives %s = %j', (change, field, expected) => {
    const result = decodeOsmAnd({ ...base, ...change }, NOW);
    expect(result.ok && result.position[field as keyof typeof result.position]).toEqual(expected);
  });

  it.each([
    [{ id: undefined }, 'missing_id'],
    [{ id: 'a b' }, 'bad_id'],
    [{ id: 'x'.repeat(65) }, 'bad_id'],
    [{ lat: undefined }, 'missing_position'],
    [{ lat: '91' }, 'bad_position'],
    [{ lon: '-181' }, 'bad_position'],
    [{ lat: 'NaN' }, 'bad_position'],
    [{ lat: '0', lon: '0' }, 'bad_position'],
    [{ lat: undefined, lon: undefined, location: '1,2,3' }, 'bad_position'],
    [{ timestamp: undefined }, 'missing_timestamp'],
    [{ timestamp: 'soon' }, 'bad_timestamp'],
    [{ timestamp: String(NOW.getTime() / 1000 + 600) }, 'future_timestamp'],
    [{ timestamp: String(NOW.getTime() / 1000 - 8 * 86400) }, 'old_timestamp'],
    [{ speed: '-1' }, 'bad_value'],
    [{ speed: 'fast' }, 'bad_value'],
    [{ bearing: '361' }, 'bad_value'],
    [{ batt: '101' }, 'bad_value'],
    [{ accuracy: '-3' }, 'bad_value'],
  ] as const)('%j is refused: %s', (change, reason) => {
    const result = decodeOsmAnd({ ...base, ...change }, NOW);
    expect(result.ok ? 'accepted' : result.reason).toBe(reason);
  });
});

describe('map rules', () => {
  it.each([
    [null, 'in_order'],
    ['2026-11-26', 'overdue'],
    ['2026-11-27', 'due_soon'],
    ['2026-12-27', 'due_soon'],
    ['2026-12-28', 'in_order'],
  ] as const)('next due %s: %s', (date, attention) => {
    expect(mapAttention(date, '2026-11-27')).toBe(attention);
  });

  it('measures distances and finds the depot a point lies in', () => {
    // Copenhagen to Aarhus, about 157 km as the crow flies.
    expect(Math.round(distanceM(55.6761, 12.5683, 56.1629, 10.2039) / 1000)).toBe(157);
    const depots = [
      { id: 'a', lat: 55.65, lon: 12.54, radiusM: 400 },
      { id: 'b', lat: 55.652, lon: 12.54, radiusM: 400 },
    ];
    expect(depotAt(depots, 55.6519, 12.54)?.id).toBe('b'); // inside both: the nearer
    expect(depotAt(depots, 55.647, 12.54)?.id).toBe('a');
    expect(depotAt(depots, 55.64, 12.54)).toBeNull();
  });
});

/**
 * Opens a map's live positions; resolves once the server has started the subscription. The server
 * registers the map's listener before it says "started" (tRPC runs the generator to its first
 * await first), so nothing published after this is missed: a fixed wait was, on a loaded machine.
 */
function openMap(
  client: TrpcConnection['client'],
  onData: (position: MapPosition) => void,
): Promise<{ unsubscribe: () => void }> {
  return new Promise((resolve, reject) => {
    const subscription = client.map.positions.subscribe(undefined, {
      onData,
      onStarted: () => resolve(subscription),
      onError: reject,
    });
  });
}

describe.each(ENGINES)('map on $engine', ({ open }) => {
  const fixture = useWorkFixture(open);
  /** A second instance on the same database, with small tracker budgets. */
  let other: TestServer;
  let appDist: string;

  beforeAll(async () => {
    appDist = await makeAppDist();
    const config = readConfig({ PORT: '0', APP_URL: APP_ORIGIN, WS_URL: 'ws://vognpark.test/trpc' });
    other = await startServer(fixture.database, {
      ...config,
      appDistDir: appDist,
      duePassMs: 0,
      tracker: {
        ...config.tracker,
        deviceBurst: 3,
        devicePerSecond: 0.01,
        addressBurst: 8,
        addressPerSecond: 0.01,
      },
    });
  }, 60_000);
  afterAll(async () => {
    await other?.close();
    if (appDist) await rm(appDist, { recursive: true, force: true });
  });

  const send = (baseUrl: string, secret: string, params: Record<string, string>, method = 'POST') =>
    fetch(`${baseUrl}/api/tracker/${secret}?${new URLSearchParams(params)}`, { method });
  const seconds = (date: Date) => String(Math.floor(date.getTime() / 1000));

  it('shows the demo: depots, positions with their sources, vehicles nobody has placed', async () => {
    const overview = await fixture.as.manager.map.overview.query();
    expect(overview.depots.map((d) => d.name)).toHaveLength(MAP_DEMO.nordlysDepots);
    const placed = overview.vehicles.filter((v) => v.position);
    expect(placed.length).toBeGreaterThan(1500);
    expect(overview.vehicles.some((v) => !v.position)).toBe(true);
    expect(new Set(placed.map((v) => v.position!.source))).toEqual(
      new Set(['depot', 'check_in', 'check_out', 'photo', 'roll_call']),
    );
    // A home-depot position is inside its depot ("at depot").
    expect(placed.find((v) => v.position!.source === 'depot')!.position!.depotId).not.toBeNull();
    expect(new Set(overview.vehicles.map((v) => v.attention)).size).toBeGreaterThan(1);
    const fjordbus = await fixture.as.manager2.map.overview.query();
    const nordlysIds = new Set(overview.vehicles.map((v) => v.id));
    expect(fjordbus.vehicles.some((v) => nordlysIds.has(v.id))).toBe(false);
    expect(fjordbus.depots.map((d) => d.name)).toEqual(['Vejle Trafikcenter']);
    expect((await failure(fixture.as.user.map.overview.query())).code).toBe('FORBIDDEN');
  });

  it('stores a tracker position, moves the vehicle and tells open maps on every instance; replays are refused and counted', async () => {
    const vehicleId = fixture.ids.nordlysVehicle;
    const device = await fixture.as.manager.map.createDevice.mutate({ vehicleId, name: 'Telefon 1' });
    expect(device.secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const seen: MapPosition[] = [];
    const seenByFjordbus: MapPosition[] = [];
    const subscriptions = await Promise.all([
      openMap(fixture.as.manager, (p) => void seen.push(p)),
      openMap(fixture.as.manager2, (p) => void seenByFjordbus.push(p)),
    ]);
    try {
      const at = new Date(Date.now() - 60_000);
      // Sent to the other instance; the maps are open on the fixture's.
      const params = { id: device.identifier, lat: '55.7', lon: '12.3', timestamp: seconds(at), speed: '20' };
      const response = await send(other.baseUrl, device.secret, params, 'GET');
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ stored: true });
      await expect.poll(() => seen.find((p) => p.vehicleId === vehicleId), { timeout: 10_000 }).toBeTruthy();
      expect(seen.at(-1)).toMatchObject({ vehicleId, lat: 55.7, lon: 12.3, source: 'tracker', speedKmh: 37 });
      const overview = await fixture.as.manager.map.overview.query();
      expect(overview.vehicles.find((v) => v.id === vehicleId)?.position).toMatchObject({
        lat: 55.7,
        source: 'tracker',
      });

      // The same position again, and an older one: refused (200, so the phone drops them), counted.
      expect(await (await send(fixture.http.baseUrl, device.secret, params)).json()).toEqual({
        stored: false,
        reason: 'replayed',
      });
      const older = { ...params, lat: '56.0', timestamp: seconds(new Date(at.getTime() - 1000)) };
      expect((await (await send(fixture.http.baseUrl, device.secret, older)).json()).stored).toBe(false);
      // Bad input and another device's id: 400, counted.
      expect((await send(fixture.http.baseUrl, device.secret, { ...params, lat: '95' })).status).toBe(400);
      expect(
        (await send(fixture.http.baseUrl, device.secret, { ...params, id: 'someone-else' })).status,
      ).toBe(400);
      const [listed] = (await fixture.as.manager.map.devices.query()).filter((d) => d.id === device.id);
      expect(listed).toMatchObject({ accepted: 1, refusedReplayed: 2, refusedBad: 2 });
      expect(listed).not.toHaveProperty('secret');
      const rows = await fixture.database.db
        .select()
        .from(vehiclePositions)
        .where(eq(vehiclePositions.deviceId, device.id));
      expect(rows).toHaveLength(1);
      // Fjordbus's open map heard nothing of Nordlys.
      expect(seenByFjordbus.some((p) => p.vehicleId === vehicleId)).toBe(false);

      // Revoked: refused from now on, on both instances, though both have just accepted it
      // (each keeps the device in memory; the other one may not have heard of the revocation yet).
      await fixture.as.manager.map.revokeDevice.mutate({ id: device.id });
      const later = { ...params, timestamp: seconds(new Date()) };
      expect((await send(other.baseUrl, device.secret, later)).status).toBe(401);
      expect((await send(fixture.http.baseUrl, device.secret, later)).status).toBe(401);
      expect((await send(fixture.http.baseUrl, 'A'.repeat(43), later)).status).toBe(401);
      expect(
        await fixture.database.db
          .select()
          .from(vehiclePositions)
          .where(eq(vehiclePositions.deviceId, device.id)),
      ).toHaveLength(1);
    } finally {
      for (const subscription of subscriptions) subscription.unsubscribe();
    }
  });

  it('keeps clients apart: no device for, or revocation of, another client', async () => {
    const nordlysVehicle = fixture.ids.nordlysVehicle;
    expect(
      (await failure(fixture.as.manager2.map.createDevice.mutate({ vehicleId: nordlysVehicle, name: 'X' })))
        .code,
    ).toBe('NOT_FOUND');
    const device = await fixture.as.manager.map.createDevice.mutate({
      vehicleId: nordlysVehicle,
      name: 'Telefon 2',
    });
    expect((await failure(fixture.as.manager2.map.revokeDevice.mutate({ id: device.id }))).code).toBe(
      'NOT_FOUND',
    );
    expect((await fixture.as.manager2.map.devices.query()).some((d) => d.id === device.id)).toBe(false);
    // A Fjordbus tracker moves only its own vehicle, whatever it claims.
    const own = await fixture.as.manager2.map.createDevice.mutate({
      vehicleId: fixture.ids.fjordbusVehicle,
      name: 'Bus 1',
    });
    const before = await fixture.database.db
      .select()
      .from(vehicleLastPositions)
      .where(eq(vehicleLastPositions.vehicleId, nordlysVehicle));
    const params = {
      id: own.identifier,
      lat: '55.7064',
      lon: '9.536',
      timestamp: seconds(new Date()),
      vehicleId: nordlysVehicle,
    };
    expect((await send(fixture.http.baseUrl, own.secret, params)).status).toBe(200);
    const after = await fixture.database.db
      .select()
      .from(vehicleLastPositions)
      .where(eq(vehicleLastPositions.vehicleId, nordlysVehicle));
    expect(after).toEqual(before);
    const fjordbus = await fixture.as.manager2.map.overview.query();
    expect(fjordbus.vehicles.find((v) => v.id === fixture.ids.fjordbusVehicle)?.position).toMatchObject({
      lat: 55.7064,
      source: 'tracker',
      depotId: fjordbus.depots[0]!.id, // inside Vejle's depot
    });
    // Depots too: another client's depot answers NOT_FOUND to a rename and a delete, and stays.
    const depot = (await fixture.as.manager.map.depots.query())[0]!;
    expect(
      (
        await failure(
          fixture.as.manager2.map.updateDepot.mutate({
            id: depot.id,
            expectedVersion: depot.version,
            name: 'Overtaget',
            lat: 55,
            lon: 9,
            radiusM: 50,
          }),
        )
      ).code,
    ).toBe('NOT_FOUND');
    expect((await failure(fixture.as.manager2.map.deleteDepot.mutate({ id: depot.id }))).code).toBe(
      'NOT_FOUND',
    );
    expect((await fixture.as.manager.map.depots.query()).find((d) => d.id === depot.id)).toEqual(depot);
  });

  it('refuses a second depot of a name on the name, in any case, when adding and when renaming', async () => {
    const [first, second] = await Promise.all(
      ['Havnen', 'Banegården'].map((name) =>
        fixture.as.manager.map.createDepot.mutate({ name, lat: 55.7, lon: 12.5, radiusM: 200 }),
      ),
    );
    const refused = { code: 'BAD_REQUEST', fieldErrors: { name: 'duplicate' } };
    expect(
      await failure(
        fixture.as.manager.map.createDepot.mutate({ name: 'HAVNEN', lat: 55, lon: 12, radiusM: 50 }),
      ),
    ).toMatchObject(refused);
    expect(
      await failure(
        fixture.as.manager.map.updateDepot.mutate({
          id: second!.id,
          expectedVersion: second!.version,
          name: 'havnen',
          lat: 55.7,
          lon: 12.5,
          radiusM: 200,
        }),
      ),
    ).toMatchObject(refused);
    const names = (await fixture.as.manager.map.depots.query()).map((depot) => depot.name);
    expect(names.filter((name) => name.toLowerCase() === 'havnen')).toEqual(['Havnen']);
    expect(names).toContain('Banegården');
    // Another client may use the name.
    await fixture.as.manager2.map.createDepot.mutate({ name: 'Havnen', lat: 55.7, lon: 9.5, radiusM: 200 });
    expect(first!.name).toBe('Havnen');
  });

  it('limits each device and each address, and counts what it refuses', async () => {
    const device = await fixture.as.manager.map.createDevice.mutate({
      vehicleId: fixture.ids.jonasVehicles[0]!,
      name: 'Telefon 3',
    });
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const at = seconds(new Date(Date.now() - 60_000 + i * 1000));
      statuses.push(
        (
          await send(other.baseUrl, device.secret, {
            id: device.identifier,
            lat: '55.6',
            lon: '12.5',
            timestamp: at,
          })
        ).status,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    const [listed] = (await fixture.as.manager.map.devices.query()).filter((d) => d.id === device.id);
    expect(listed).toMatchObject({ accepted: 3, refusedRate: 2 });
    // The address's budget (8) is spent by now, whatever the secret.
    const more = await Promise.all(
      Array.from({ length: 4 }, () => send(other.baseUrl, 'B'.repeat(43), { id: 'nobody' })),
    );
    expect(more.map((r) => r.status)).toContain(429);
  });

  it('shows workshops with a place as a layer and names the nearest preferred one to a vehicle, per client', async () => {
    const { manager, manager2 } = fixture.as;
    // The demo: Nordlys's workshops have places, Aarhus's is preferred; Fjordbus's has none.
    const demo = (await manager.map.overview.query()).workshops;
    expect(demo.map((w) => [w.name, w.preferred])).toEqual([
      ['Aarhus Autoværksted', true],
      ['Kolding Lastbilcenter', false],
    ]);
    expect((await manager2.map.overview.query()).workshops).toEqual([]);

    // A place is both degrees or neither, refused on the missing one's field.
    const half = await failure(
      manager.partners.createOrganisation.mutate({
        name: 'Halv Værksted',
        partnerRoles: ['workshop'],
        lat: 55.6,
      }),
    );
    expect(half).toMatchObject({ code: 'BAD_REQUEST', fieldErrors: { lon: 'required' } });
    const copenhagen = await manager.partners.createOrganisation.mutate({
      name: 'Sydhavn Bilværksted',
      partnerRoles: ['workshop'],
      status: 'preferred',
      lat: 55.6495,
      lon: 12.5406,
    });
    expect(copenhagen).toMatchObject({ lat: 55.6495, lon: 12.5406 });
    // A blocked workshop is not on the map, nor ever the nearest.
    const blocked = await manager.partners.createOrganisation.mutate({
      name: 'Spærret Værksted',
      partnerRoles: ['workshop'],
      status: 'blocked',
      lat: 55.676,
      lon: 12.568,
    });
    const layer = (await manager.map.overview.query()).workshops;
    expect(layer.map((w) => w.name)).toEqual([
      'Aarhus Autoværksted',
      'Kolding Lastbilcenter',
      'Sydhavn Bilværksted',
    ]);

    // A vehicle in central Copenhagen: the Sydhavn workshop, 3.4 km away; in Randers: Aarhus.
    const vehicleId = fixture.ids.jonasVehicles[0]!;
    const place = async (lat: number, lon: number, at: Date) =>
      recordPosition(fixture.database.db, {
        clientId: fixture.ids.nordlys,
        vehicleId,
        recordedAt: at,
        lat,
        lon,
        source: 'check_in',
      });
    await place(55.6761, 12.5683, new Date(Date.now() - 1000));
    const nearest = await manager.map.nearestWorkshop.query({ vehicleId });
    expect(nearest).toMatchObject({ id: copenhagen.id, name: 'Sydhavn Bilværksted' });
    expect(Math.abs(nearest!.distanceM - distanceM(55.6761, 12.5683, 55.6495, 12.5406))).toBeLessThan(1);
    expect(nearest!.distanceM).toBeGreaterThan(3000);
    expect(nearest!.distanceM).toBeLessThan(4000);
    await place(56.4607, 10.0364, new Date());
    expect((await manager.map.nearestWorkshop.query({ vehicleId }))?.name).toBe('Aarhus Autoværksted');

    // Moved by editing one degree at a time (to Randers); off the map by clearing both.
    const moved = await manager.partners.updateOrganisation.mutate({
      id: copenhagen.id,
      expectedVersion: copenhagen.version,
      lat: 56.45,
    });
    expect(moved).toMatchObject({ lat: 56.45, lon: 12.5406 });
    expect((await manager.map.nearestWorkshop.query({ vehicleId }))?.name).toBe('Aarhus Autoværksted');
    const randers = await manager.partners.updateOrganisation.mutate({
      id: copenhagen.id,
      expectedVersion: moved.version,
      lon: 10.05,
    });
    expect((await manager.map.nearestWorkshop.query({ vehicleId }))?.name).toBe('Sydhavn Bilværksted');
    const cleared = await manager.partners.updateOrganisation.mutate({
      id: copenhagen.id,
      expectedVersion: randers.version,
      lat: null,
      lon: null,
    });
    expect(cleared).toMatchObject({ lat: null, lon: null });
    expect((await manager.map.nearestWorkshop.query({ vehicleId }))?.name).toBe('Aarhus Autoværksted');

    // Another client: its vehicle answers NOT_FOUND, its map shows none of these, and its own
    // vehicle with no preferred workshop of its client has none.
    expect((await failure(manager2.map.nearestWorkshop.query({ vehicleId }))).code).toBe('NOT_FOUND');
    const fjordbusLayer = (await manager2.map.overview.query()).workshops.map((w) => w.id);
    expect(fjordbusLayer).not.toContain(blocked.id);
    expect(fjordbusLayer).toEqual([]);
    expect(await manager2.map.nearestWorkshop.query({ vehicleId: fixture.ids.fjordbusVehicle })).toBeNull();
    // A vehicle nobody has placed has none either.
    expect(
      (await failure(manager.map.nearestWorkshop.query({ vehicleId: fixture.ids.fjordbusVehicle }))).code,
    ).toBe('NOT_FOUND');
  });

  it('writes tracker positions in batches as one by one would: replays, the newest as the last known, revoked devices, nothing lost on closing', async () => {
    const { manager } = fixture.as;
    const db = fixture.database.db;
    const [first, second] = fixture.ids.jonasVehicles as [string, string];
    const made = await Promise.all([
      manager.map.createDevice.mutate({ vehicleId: first, name: 'Batch 1' }),
      manager.map.createDevice.mutate({ vehicleId: second, name: 'Batch 2' }),
      manager.map.createDevice.mutate({ vehicleId: second, name: 'Batch 3' }),
    ]);
    const [one, two, revoked] = made.map((d) => ({
      id: d.id,
      clientId: fixture.ids.nordlys,
      vehicleId: d.vehicleId,
    }));
    await manager.map.revokeDevice.mutate({ id: made[2]!.id });
    // After any position the other tests gave these vehicles.
    const base = Date.now();
    const t = (seconds: number) => new Date(base + seconds * 1000);
    const at = (device: typeof one, seconds: number, lat: number) => ({
      device: device!,
      position: { recordedAt: t(seconds), lat, lon: 10.2 },
    });
    // Open maps: the batch's moved vehicles reach them in one event, each with its newest.
    const seen: MapPosition[] = [];
    const seenByFjordbus: MapPosition[] = [];
    const subscriptions = await Promise.all([
      openMap(manager, (p) => void seen.push(p)),
      openMap(fixture.as.manager2, (p) => void seenByFjordbus.push(p)),
    ]);
    const outcomes = await writeTrackerPositions(db, [
      at(one, 20, 56.2),
      at(one, 10, 56.1), // older than the one before it: a replay, as one by one
      at(two, 5, 55.5),
      at(one, 20, 56.25), // the same instant again
      at(revoked, 30, 55.9),
      at(one, 30, 56.3),
      at(two, 2, 55.4),
    ]);
    expect(outcomes).toEqual(['stored', 'replayed', 'stored', 'replayed', 'revoked', 'stored', 'replayed']);
    const last = async (vehicleId: string) =>
      (await db.select().from(vehicleLastPositions).where(eq(vehicleLastPositions.vehicleId, vehicleId)))[0];
    expect(await last(first)).toMatchObject({ lat: 56.3, source: 'tracker', recordedAt: t(30) });
    expect(await last(second)).toMatchObject({ lat: 55.5, recordedAt: t(5) });
    const heard = () =>
      seen
        .filter((p) => p.vehicleId === first || p.vehicleId === second)
        .map((p) => [p.vehicleId, p.lat])
        .sort();
    try {
      await expect.poll(heard, { timeout: 10_000 }).toHaveLength(2);
      expect(heard()).toEqual(
        [
          [first, 56.3],
          [second, 55.5],
        ].sort(),
      );
      expect(seenByFjordbus.some((p) => p.vehicleId === first || p.vehicleId === second)).toBe(false);
    } finally {
      for (const subscription of subscriptions) subscription.unsubscribe();
    }
    const devices = await manager.map.devices.query();
    // Counted by the batch: what each device had accepted and the replays refused.
    expect(devices.find((d) => d.id === one!.id)).toMatchObject({ accepted: 2, refusedReplayed: 2 });
    expect(devices.find((d) => d.id === two!.id)).toMatchObject({ accepted: 1, refusedReplayed: 1 });
    expect(devices.find((d) => d.id === revoked!.id)).toMatchObject({ accepted: 0 });
    const stored = await db.select().from(vehiclePositions).where(eq(vehiclePositions.deviceId, one!.id));
    expect(stored.map((p) => p.lat).sort()).toEqual([56.2, 56.3]);
    // What the next batch sees: the newest of this one.
    expect(await writeTrackerPositions(db, [at(one, 25, 56.0), at(one, 31, 56.31)])).toEqual([
      'replayed',
      'stored',
    ]);

    // A batcher that would wait a minute: closing writes what it gathered, and answers it.
    const batcher = new TrackerBatcher(db, 60_000);
    const answers = [batcher.submit(at(one, 40, 56.4)), batcher.submit(at(two, 40, 55.6))];
    await batcher.close();
    expect(await Promise.all(answers)).toEqual(['stored', 'stored']);
    expect(batcher.stats).toMatchObject({ batches: 1, positions: 2 });
    expect(await last(first)).toMatchObject({ lat: 56.4 });
    expect(await last(second)).toMatchObject({ lat: 55.6 });
    // Once closed it writes at once.
    expect(await batcher.submit(at(one, 41, 56.41))).toBe('stored');

    // Two batches written at once, never one device in both: a device's next position waits for
    // its batch, so a phone's positions keep their order (the older one after them a replay).
    const parallel = new TrackerBatcher(db, 0);
    const early = parallel.submit(at(one, 50, 56.5));
    await new Promise((resolve) => setTimeout(resolve, 1));
    const later = [
      parallel.submit(at(one, 51, 56.51)),
      parallel.submit(at(two, 50, 55.7)),
      parallel.submit(at(one, 49, 56.49)),
    ];
    expect(await Promise.all([early, ...later])).toEqual(['stored', 'stored', 'stored', 'replayed']);
    await parallel.close();
    expect(await last(first)).toMatchObject({ lat: 56.51 });
    expect(await last(second)).toMatchObject({ lat: 55.7 });
  });

  it("stores no position of a vehicle's private trip (timereg): refused with 200, counted, never published", async () => {
    const { manager } = fixture.as;
    const db = fixture.database.db;
    const vehicleId = fixture.ids.jonasVehicles[1]!;
    const device = await manager.map.createDevice.mutate({ vehicleId, name: 'Telefon privat' });
    // Jonas's private trip from 60 to 120 s from now; a business one after it (phones' clocks may
    // run a little ahead, and the positions must be newer than the vehicle's last known to move it).
    const base = Math.floor(Date.now() / 1000) * 1000;
    const at = (seconds: number) => new Date(base + seconds * 1000);
    const trip = (kind: 'private' | 'business', start: number, end: number) => ({
      clientId: fixture.ids.nordlys,
      vehicleId,
      driverUserId: fixture.ids.jonas,
      tripDate: at(start).toISOString().slice(0, 10),
      startAt: at(start),
      endAt: at(end),
      fromPlace: 'Hjem',
      toPlace: 'Strand',
      kind,
      odometerStart: 1000,
      odometerEnd: 1020,
    });
    await db.insert(trips).values([trip('private', 60, 120), trip('business', 150, 200)]);
    const seen: MapPosition[] = [];
    const subscription = await openMap(manager, (p) => void seen.push(p));
    try {
      const params = (time: number, lat: string) => ({
        id: device.identifier,
        lat,
        lon: '12.6',
        timestamp: seconds(at(time)),
      });
      const during = await send(fixture.http.baseUrl, device.secret, params(90, '55.61'));
      expect(during.status).toBe(200);
      expect(await during.json()).toEqual({ stored: false, reason: 'private' });
      expect(await (await send(fixture.http.baseUrl, device.secret, params(120, '55.62'))).json()).toEqual({
        stored: false,
        reason: 'private',
      });
      // After the private trip, and during a business one: stored.
      for (const time of [121, 180])
        expect(await (await send(fixture.http.baseUrl, device.secret, params(time, '55.63'))).json()).toEqual(
          {
            stored: true,
          },
        );
      // The open map hears of the newest stored one (two publications close together may reach it
      // as one read of the vehicle's newest position: feed.ts), never of a private one.
      await expect
        .poll(
          () => seen.some((p) => p.vehicleId === vehicleId && p.recordedAt.getTime() === at(180).getTime()),
          {
            timeout: 10_000,
          },
        )
        .toBe(true);
      expect(seen.some((p) => p.lat === 55.61 || p.lat === 55.62)).toBe(false);
      const rows = await db.select().from(vehiclePositions).where(eq(vehiclePositions.deviceId, device.id));
      expect(rows.map((r) => r.recordedAt.toISOString()).sort()).toEqual(
        [at(121), at(180)].map((d) => d.toISOString()),
      );
      const [listed] = (await manager.map.devices.query()).filter((d) => d.id === device.id);
      expect(listed).toMatchObject({ accepted: 2, refusedPrivate: 2, refusedReplayed: 0 });
    } finally {
      subscription.unsubscribe();
    }
    // Only that vehicle's trips count: another vehicle at the same time is stored.
    const other = await manager.map.createDevice.mutate({
      vehicleId: fixture.ids.jonasVehicles[0]!,
      name: 'X',
    });
    const write = (d: { id: string; vehicleId: string }, time: number) => ({
      device: { id: d.id, clientId: fixture.ids.nordlys, vehicleId: d.vehicleId },
      position: { recordedAt: at(time), lat: 55.7, lon: 12.6 },
    });
    expect(await writeTrackerPositions(db, [write(other, 70), write(device, 80)])).toEqual([
      'stored',
      'private',
    ]);
  });

  it("serves an operator's PMTiles archive through our own server (MAP_PMTILES) and tells the page; nothing without one", async () => {
    // Nothing configured: no tiles, and the page is told of no basemap but its offline one.
    expect((await fetch(`${fixture.http.baseUrl}/api/map/tiles.json`)).status).toBe(404);
    expect((await fetch(`${fixture.http.baseUrl}/api/map/tiles/0/0/0`)).status).toBe(404);
    const plain = await fetch(`${fixture.http.baseUrl}/manager/map`);
    expect(bootConfigOf(await plain.text())).toEqual({
      WS_URL: 'ws://vognpark.test/trpc',
      APP_URL: APP_ORIGIN,
    });
    const plainCsp = plain.headers.get('content-security-policy')!;
    expect(directive(plainCsp, 'connect-src')).toBe("connect-src 'self' ws://vognpark.test");
    expect(directive(plainCsp, 'img-src')).toBe("img-src 'self' data: blob:");
    // A small raster archive built by the PMTiles v3 spec: two PNG tiles, z0 and z1 (0, 0).
    const tiles = [solidPng([0x33, 0xaa, 0x77]), solidPng([0x33, 0x77, 0xaa])];
    const dir = await mkdtemp(path.join(tmpdir(), 'vognpark-tiles-'));
    const file = path.join(dir, 'denmark.pmtiles');
    await writeFile(
      file,
      pmtilesArchive(
        [
          { z: 0, x: 0, y: 0, data: tiles[0]! },
          { z: 1, x: 0, y: 0, data: tiles[1]! },
        ],
        { name: 'Testkort', attribution: '© Testkort' },
      ),
    );
    const config = readConfig({
      PORT: '0',
      APP_URL: APP_ORIGIN,
      WS_URL: 'ws://vognpark.test/trpc',
      MAP_PMTILES: file,
    });
    expect(config.mapPmtilesPath).toBe(file);
    const withTiles = await startServer(fixture.database, { ...config, appDistDir: appDist, duePassMs: 0 });
    try {
      const tileJson = await fetch(`${withTiles.baseUrl}/api/map/tiles.json`);
      expect(tileJson.status).toBe(200);
      expect(await tileJson.json()).toMatchObject({
        tilejson: '3.0.0',
        tiles: ['/api/map/tiles/{z}/{x}/{y}'],
        type: 'raster',
        name: 'Testkort',
        attribution: '© Testkort',
        minzoom: 0,
        maxzoom: 1,
        bounds: [8, 54.5, 15.2, 57.8],
      });
      for (const [url, bytes] of [
        ['0/0/0', tiles[0]],
        ['1/0/0.png', tiles[1]],
      ] as const) {
        const response = await fetch(`${withTiles.baseUrl}/api/map/tiles/${url}`);
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toBe('image/png');
        expect(Buffer.from(await response.arrayBuffer()).equals(bytes!)).toBe(true);
      }
      // Where the archive has no tile: empty; outside the zoom's grid or not a tile: 404.
      expect((await fetch(`${withTiles.baseUrl}/api/map/tiles/1/1/1`)).status).toBe(204);
      expect((await fetch(`${withTiles.baseUrl}/api/map/tiles/5/0/0`)).status).toBe(204);
      expect((await fetch(`${withTiles.baseUrl}/api/map/tiles/1/2/0`)).status).toBe(404);
      expect((await fetch(`${withTiles.baseUrl}/api/map/tiles/a/0/0`)).status).toBe(404);
      // The page is told to draw our own server's TileJSON; the policy lets nothing more out.
      const page = await fetch(`${withTiles.baseUrl}/manager/map`);
      expect(bootConfigOf(await page.text()).MAP_BASEMAP).toEqual({
        kind: 'tilejson',
        url: '/api/map/tiles.json',
      });
      expect(page.headers.get('content-security-policy')).toBe(plainCsp);
    } finally {
      await withTiles.close();
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("draws an operator's style (MAP_STYLE_URL): refused at start unless an http(s) URL, its origin alone allowed", async () => {
    const base = { PORT: '0', APP_URL: APP_ORIGIN, WS_URL: 'ws://vognpark.test/trpc' };
    for (const bad of [
      'tiles.example.dk/style.json',
      'ftp://tiles.example.dk/style.json',
      'javascript:alert(1)',
    ])
      expect(() => readConfig({ ...base, MAP_STYLE_URL: bad })).toThrow(
        `MAP_STYLE_URL must be the http:// or https:// URL of a MapLibre style, not "${bad}"`,
      );
    const styleUrl = 'https://tiles.example.dk:8443/styles/streets/style.json?key=abc';
    const config = readConfig({ ...base, MAP_STYLE_URL: styleUrl });
    expect(config.mapStyleUrl).toBe(styleUrl);
    const withStyle = await startServer(fixture.database, { ...config, appDistDir: appDist, duePassMs: 0 });
    try {
      const page = await fetch(`${withStyle.baseUrl}/manager/map`);
      expect(bootConfigOf(await page.text()).MAP_BASEMAP).toEqual({ kind: 'style', url: styleUrl });
      // The style's origin, not its path or key, on connect-src and img-src; nothing else changes.
      const csp = page.headers.get('content-security-policy')!;
      expect(directive(csp, 'connect-src')).toBe(
        "connect-src 'self' ws://vognpark.test https://tiles.example.dk:8443",
      );
      expect(directive(csp, 'img-src')).toBe("img-src 'self' data: blob: https://tiles.example.dk:8443");
      expect(directive(csp, 'script-src')).toBe("script-src 'self'");
      expect(directive(csp, 'default-src')).toBe("default-src 'self'");
      // The API answers carry the same policy.
      expect((await fetch(`${withStyle.baseUrl}/healthz`)).headers.get('content-security-policy')).toBe(csp);
    } finally {
      await withStyle.close();
    }
  });

  it("forgets positions past their retention, keeping each vehicle's last known one", async () => {
    const [before] = await fixture.database.db.select().from(vehicleLastPositions).limit(1);
    const purged = await purgeOldPositions(fixture.database.db, 1, new Date(Date.now() + 2 * 86_400_000));
    expect(purged).toBeGreaterThan(0);
    expect(await fixture.database.db.select().from(vehiclePositions).limit(1)).toEqual([]);
    const [after] = await fixture.database.db
      .select()
      .from(vehicleLastPositions)
      .where(eq(vehicleLastPositions.vehicleId, before!.vehicleId));
    expect(after).toEqual(before);
  });
});

/** The runtime config of a page's boot data island. */
function bootConfigOf(html: string): BootData['config'] {
  const match = new RegExp(
    `<script type="application/json" id="${BOOT_ELEMENT_ID}">(.*?)</script>`,
    's',
  ).exec(html);
  if (!match) throw new Error('no boot data');
  return (JSON.parse(match[1]!) as BootData).config;
}

/** One directive of a Content-Security-Policy ("img-src 'self' data: blob:"). */
function directive(csp: string, name: string): string | undefined {
  return csp.split('; ').find((part) => part.startsWith(`${name} `));
}
