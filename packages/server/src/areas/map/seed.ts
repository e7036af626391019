/**
 * Demo map data (docs/map.md, "Demo data"): Nordlys's depots in Copenhagen, Aarhus and Odense and
 * Fjordbus's in Vejle; a last position for nearly every vehicle with varied sources (its home
 * depot, a check-in at a depot, a check-out in a town nearby, a photo's GPS, a yard roll-call),
 * some hours to weeks old; a few vehicles with no position at all. Demo trackers are not made: a
 * live position is only ever what a tracker sent. Deterministic; times relative to now.
 */
import { asc, eq, ne, and } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { vehicles } from '../vehicles/schema.js';
import type { AreaSeedInput } from '../area.js';
import type { PositionSource } from './model.js';
import { depotAt } from './rules.js';
import { depots, vehicleLastPositions, vehiclePositions } from './schema.js';

const DEPOTS = {
  nordlys: [
    { name: 'København Sydhavn', lat: 55.6495, lon: 12.5406, radiusM: 400 },
    { name: 'Aarhus Havn', lat: 56.1545, lon: 10.2211, radiusM: 400 },
    { name: 'Odense Dalum', lat: 55.3796, lon: 10.3738, radiusM: 400 },
  ],
  fjordbus: [{ name: 'Vejle Trafikcenter', lat: 55.7062, lon: 9.5357, radiusM: 300 }],
};

/** Towns near each depot where check-outs and photos place vehicles (on land, by the roads). */
const TOWNS: [number, number][][] = [
  [
    [55.6415, 12.0803], // Roskilde
    [55.458, 12.1821], // Køge
    [55.9267, 12.3109], // Hillerød
    [56.0361, 12.6136], // Helsingør
  ],
  [
    [56.4607, 10.0364], // Randers
    [56.1697, 9.5451], // Silkeborg
    [55.8607, 9.8503], // Horsens
  ],
  [
    [55.0598, 10.6068], // Svendborg
    [55.3127, 10.7896], // Nyborg
    [55.4975, 9.7466], // Middelfart
  ],
];

/** What the demo holds (test/map.test.ts checks it). */
export const MAP_DEMO = {
  nordlysDepots: 3,
  /** Every n-th vehicle has no position at all. */
  unknownEvery: 97,
} as const;

const SOURCES: PositionSource[] = [
  'depot',
  'depot',
  'check_in',
  'check_out',
  'depot',
  'photo',
  'check_out',
  'roll_call',
];

/** A deterministic number in [0, 1) from an index. */
const jitter = (i: number, salt: number) => {
  const x = Math.sin(i * 12.9898 + salt * 78.233) * 43758.5453;
  return x - Math.floor(x);
};

async function seedClient(
  tx: Db,
  clientId: string,
  specs: { name: string; lat: number; lon: number; radiusM: number }[],
  now: Date,
) {
  const made = await tx
    .insert(depots)
    .values(specs.map((spec) => ({ clientId, ...spec })))
    .returning({ id: depots.id, lat: depots.lat, lon: depots.lon, radiusM: depots.radiusM });
  const fleet = await tx
    .select({ id: vehicles.id })
    .from(vehicles)
    .where(and(eq(vehicles.clientId, clientId), ne(vehicles.status, 'sold')))
    .orderBy(asc(vehicles.registration));
  const rows: (typeof vehiclePositions.$inferInsert)[] = [];
  fleet.forEach((vehicle, i) => {
    if (i % MAP_DEMO.unknownEvery === MAP_DEMO.unknownEvery - 1) return;
    const home = i % made.length;
    const depot = made[home]!;
    const source = SOURCES[i % SOURCES.length]!;
    // Hours to three weeks old; the sources people record are older than a yard roll-call.
    const hoursAgo = 1 + Math.floor(jitter(i, 1) * (source === 'depot' ? 500 : 120));
    const recordedAt = new Date(now.getTime() - hoursAgo * 3_600_000);
    let lat = depot.lat;
    let lon = depot.lon;
    let accuracyM: number | null = null;
    if (source === 'check_out' || source === 'photo') {
      const towns = TOWNS[home % TOWNS.length]!;
      const [tLat, tLon] = towns[i % towns.length]!;
      lat = tLat + (jitter(i, 2) - 0.5) * 0.01;
      lon = tLon + (jitter(i, 3) - 0.5) * 0.016;
      accuracyM = source === 'photo' ? 15 : 25;
    } else if (source !== 'depot') {
      // Inside the depot's yard.
      lat = depot.lat + (jitter(i, 2) - 0.5) * 0.004;
      lon = depot.lon + (jitter(i, 3) - 0.5) * 0.006;
      accuracyM = source === 'roll_call' ? 50 : 20;
    } else {
      // Parked somewhere in its home depot's yard (not all on its centre: the map could never
      // part them), as exact as the depot is large.
      lat = depot.lat + (jitter(i, 4) - 0.5) * 0.004;
      lon = depot.lon + (jitter(i, 5) - 0.5) * 0.006;
      accuracyM = depot.radiusM;
    }
    rows.push({ clientId, vehicleId: vehicle.id, recordedAt, lat, lon, accuracyM, source });
  });
  for (let i = 0; i < rows.length; i += 500) {
    const chunk = rows.slice(i, i + 500);
    await tx.insert(vehiclePositions).values(chunk);
    await tx.insert(vehicleLastPositions).values(
      chunk.map((row) => ({
        vehicleId: row.vehicleId,
        clientId,
        recordedAt: row.recordedAt,
        lat: row.lat,
        lon: row.lon,
        accuracyM: row.accuracyM ?? null,
        source: row.source,
        depotId: depotAt(made, row.lat, row.lon)?.id ?? null,
      })),
    );
  }
}

export async function seedMap(
  tx: Db,
  { nordlysId, fjordbusId }: AreaSeedInput,
  now = new Date(),
): Promise<void> {
  await seedClient(tx, nordlysId, DEPOTS.nordlys, now);
  await seedClient(tx, fjordbusId, DEPOTS.fjordbus, now);
}
