/**
 * The vehicle register's demo data (docs/vehicles.md): about 2,000 vehicles for Nordlys Logistik
 * ApS and 50 for Fjordbus A/S, their drivers, Fjordbus's manager, and a history entry per vehicle.
 * Deterministic: a seeded PRNG, so every fresh start gets the same plates, makes and statuses
 * (dates are relative to today). Each table gets one INSERT of a JSON recordset, which keeps it fast.
 * Obligations, inspections and tasks come after it, from areas/tasks/seed.ts.
 */
import { randomUUID } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { normaliseRegistration } from './identifiers.js';
import { defaultLicenceCategory, type LicenceCategory } from './licence.js';
import type { VehicleFuel, VehicleStatus, VehicleType } from './model.js';
import type { Db } from '../../db/database.js';
import { users, userSettings } from '../../db/schema.js';
import { type vehicleHistory, vehicles } from './schema.js';
import { seededRandom, type SeededRandom } from '../../db/seededRandom.js';
import type { AreaSeedInput } from '../area.js';

export const FLEET_DEMO = {
  /** Fjordbus A/S's manager (password `demo`). */
  manager2: { email: 'manager2@example.com', name: 'Lars', surname: 'Poulsen' },
  nordlysVehicles: 2_000,
  fjordbusVehicles: 50,
  /** Plates of the two vehicles user@example.com drives. */
  driverPlates: ['AB12345', 'CD23456'],
  /** The first Nordlys drivers, who hold B, C and CE and drive its trucks; the others hold B. */
  lorryDrivers: 8,
} as const;

/** Who the demo seed made (the areas' `seedDemo` input). */
export type FleetSeedInput = AreaSeedInput;

const prng = seededRandom;
type Random = SeededRandom;

/** [make, model, fuels, first model year, VIN world manufacturer id] */
type ModelSpec = readonly [string, string, readonly VehicleFuel[], number, string];

const MODELS: Record<VehicleType, readonly ModelSpec[]> = {
  van: [
    ['Volkswagen', 'Transporter', ['diesel'], 2012, 'WV1'],
    ['Volkswagen', 'ID. Buzz Cargo', ['electric'], 2022, 'WV1'],
    ['Volkswagen', 'Crafter', ['diesel'], 2017, 'WV1'],
    ['Ford', 'Transit Custom', ['diesel', 'hybrid'], 2013, 'WF0'],
    ['Ford', 'E-Transit', ['electric'], 2022, 'WF0'],
    ['Mercedes-Benz', 'Sprinter', ['diesel'], 2012, 'WDB'],
    ['Mercedes-Benz', 'eSprinter', ['electric'], 2020, 'W1V'],
    ['Mercedes-Benz', 'Vito', ['diesel'], 2014, 'WDF'],
    ['Toyota', 'Proace', ['diesel'], 2016, 'YAR'],
    ['Peugeot', 'e-Expert', ['electric'], 2021, 'VF3'],
    ['Peugeot', 'Boxer', ['diesel'], 2012, 'VF3'],
    ['Citroën', 'Berlingo', ['diesel', 'electric'], 2015, 'VF7'],
    ['Citroën', 'Jumpy', ['diesel'], 2016, 'VF7'],
    ['Renault', 'Master', ['diesel'], 2012, 'VF1'],
    ['Renault', 'Kangoo E-Tech', ['electric'], 2022, 'VF1'],
    ['Fiat', 'Ducato', ['diesel'], 2012, 'ZFA'],
    ['Opel', 'Vivaro', ['diesel'], 2015, 'W0L'],
    ['Iveco', 'Daily', ['diesel'], 2014, 'ZCF'],
  ],
  car: [
    ['Škoda', 'Octavia Combi', ['petrol', 'diesel', 'hybrid'], 2013, 'TMB'],
    ['Škoda', 'Enyaq', ['electric'], 2021, 'TMB'],
    ['Volkswagen', 'ID.4', ['electric'], 2021, 'WVG'],
    ['Volkswagen', 'Passat Variant', ['diesel', 'petrol'], 2012, 'WVW'],
    ['Toyota', 'Corolla Touring Sports', ['hybrid'], 2019, 'SB1'],
    ['Toyota', 'RAV4', ['hybrid'], 2019, 'JTM'],
    ['Tesla', 'Model Y', ['electric'], 2021, 'LRW'],
    ['Kia', 'Niro', ['hybrid', 'electric'], 2017, 'KNA'],
    ['Volvo', 'V60', ['petrol', 'hybrid'], 2015, 'YV1'],
    ['Hyundai', 'Kona Electric', ['electric'], 2019, 'KMH'],
    ['Peugeot', '308 SW', ['petrol', 'diesel'], 2014, 'VF3'],
    ['Ford', 'Focus Stationcar', ['petrol'], 2012, 'WF0'],
  ],
  truck: [
    ['Volvo', 'FH', ['diesel'], 2012, 'YV2'],
    ['Volvo', 'FM', ['diesel'], 2012, 'YV2'],
    ['Volvo', 'FE Electric', ['electric'], 2020, 'YV2'],
    ['Scania', 'R 450', ['diesel'], 2014, 'YS2'],
    ['Scania', 'P 280', ['diesel', 'other'], 2012, 'YS2'],
    ['MAN', 'TGX', ['diesel'], 2012, 'WMA'],
    ['MAN', 'TGL', ['diesel'], 2012, 'WMA'],
    ['DAF', 'XF', ['diesel'], 2013, 'XLR'],
    ['DAF', 'LF', ['diesel'], 2013, 'XLR'],
    ['Mercedes-Benz', 'Actros', ['diesel'], 2012, 'WDB'],
    ['Mercedes-Benz', 'Atego', ['diesel'], 2012, 'WDB'],
    ['Iveco', 'S-Way', ['diesel', 'other'], 2019, 'WJM'],
  ],
  trailer: [
    ['Krone', 'Profi Liner', ['other'], 2010, 'WKE'],
    ['Schmitz Cargobull', 'S.KO Cool', ['other'], 2010, 'WSM'],
    ['Kögel', 'Cargo', ['other'], 2010, 'WK0'],
    ['Schwarzmüller', 'Tipper', ['other'], 2012, 'VAV'],
    ['Brenderup', '4310 UB', ['other'], 2014, 'UH2'],
    ['Humbaur', 'HT 254121', ['other'], 2014, 'WHD'],
  ],
  bus: [
    ['Volvo', '8900', ['diesel'], 2012, 'YV3'],
    ['Volvo', '7900 Electric', ['electric'], 2019, 'YV3'],
    ['Scania', 'Citywide', ['diesel', 'other'], 2012, 'YS4'],
    ['Scania', 'Interlink', ['diesel'], 2016, 'YS4'],
    ['Mercedes-Benz', 'Citaro', ['diesel', 'hybrid'], 2012, 'WEB'],
    ['Mercedes-Benz', 'eCitaro', ['electric'], 2019, 'WEB'],
    ['Solaris', 'Urbino 12', ['diesel', 'electric'], 2014, 'SUU'],
    ['Iveco', 'Crossway', ['diesel'], 2014, 'VNE'],
    ['MAN', "Lion's City", ['diesel', 'hybrid'], 2014, 'WMA'],
  ],
  other: [
    ['Goupil', 'G4', ['electric'], 2016, 'VF9'],
    ['Piaggio', 'Porter NP6', ['petrol', 'other'], 2021, 'ZAP'],
    ['John Deere', 'Gator XUV', ['diesel'], 2014, '1M0'],
  ],
};

/** Letters Danish plates use in their two-letter prefix. */
const PLATE_LETTERS = 'ABCDEFGHJKLMNPRSTUVXYZ';
const VIN_CHARS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';

const FIRST_NAMES = [
  'Anne',
  'Mads',
  'Kirsten',
  'Søren',
  'Hanne',
  'Lars',
  'Pia',
  'Jens',
  'Mette',
  'Niels',
  'Camilla',
  'Henrik',
  'Louise',
  'Rasmus',
  'Signe',
  'Thomas',
  'Ida',
  'Mikkel',
  'Freja',
  'Jørgen',
  'Birgitte',
  'Anders',
  'Maja',
  'Bjørn',
  'Åse',
  'Christian',
  'Julie',
  'Peter',
  'Emma',
  'Morten',
];
const SURNAMES = [
  'Nielsen',
  'Jensen',
  'Hansen',
  'Pedersen',
  'Andersen',
  'Christensen',
  'Larsen',
  'Sørensen',
  'Rasmussen',
  'Jørgensen',
  'Petersen',
  'Madsen',
  'Kristensen',
  'Olsen',
  'Thomsen',
  'Christiansen',
  'Poulsen',
  'Johansen',
  'Møller',
  'Mortensen',
  'Østergaard',
  'Dahl',
  'Bæk',
  'Lund',
  'Holm',
];

const NOTES = [
  'Reservenøgle i nøgleskabet på kontoret.',
  'Trækkrog monteret.',
  'Ridse i højre skydedør – anmeldt til forsikringen.',
  'Helårsdæk; vinterdæk opbevares hos dækcentret i Aarhus.',
  'Bruges på ruten Aalborg–Århus–Kolding.',
  'Kølebil: køleaggregatet efterses hvert forår.',
  'Lift på bagsmækken; 750 kg maks.',
  'Mærket "Nordlys Express" på siderne.',
  'Udlånt til afdelingen i Ølstykke indtil videre.',
  'Ladekabel type 2 ligger i bagagerummet; ladeboks ved porten.',
];

const STATUS_WEIGHTS: readonly (readonly [VehicleStatus, number])[] = [
  ['active', 85],
  ['in_workshop', 7],
  ['out_of_service', 4],
  ['sold', 4],
];

/** Kilometres a year by type (trailers and "other" have no odometer worth the name). */
const KM_PER_YEAR: Record<VehicleType, [number, number]> = {
  car: [12_000, 35_000],
  van: [15_000, 45_000],
  truck: [70_000, 140_000],
  bus: [50_000, 90_000],
  trailer: [0, 0],
  other: [500, 3_000],
};

type NewVehicle = typeof vehicles.$inferInsert;
type NewHistory = Omit<typeof vehicleHistory.$inferInsert, 'createdAt'> & { createdAt: Date };

function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

interface GenerateOptions {
  clientId: string;
  count: number;
  types: readonly (readonly [VehicleType, number])[];
  notesShare: number;
  plates: Set<string>;
  random: Random;
  today: Date;
}

function generateVehicles({ clientId, count, types, notesShare, plates, random, today }: GenerateOptions) {
  const thisYear = today.getUTCFullYear();
  const rows: NewVehicle[] = [];
  for (let i = 0; i < count; i += 1) {
    let registration: string;
    do {
      registration =
        random.pick([...PLATE_LETTERS]) +
        random.pick([...PLATE_LETTERS]) +
        String(random.int(10_000, 99_999));
    } while (plates.has(registration));
    plates.add(registration);
    const type = random.weighted(types);
    const [make, model, fuels, firstYear, wmi] = random.pick(MODELS[type]);
    const year = random.int(Math.max(firstYear, thisYear - 12), thisYear);
    const firstRegistration = new Date(Date.UTC(year, random.int(0, 11), random.int(1, 28)));
    const registeredOn = firstRegistration > today ? today : firstRegistration;
    const ageYears = Math.max(0.1, (today.getTime() - registeredOn.getTime()) / (365.25 * 86_400_000));
    const [kmMin, kmMax] = KM_PER_YEAR[type];
    let vin: string | null = null;
    if (random.next() < 0.92) {
      vin = wmi;
      while (vin.length < 17) vin += random.pick([...VIN_CHARS]);
    }
    rows.push({
      clientId,
      registration,
      vin,
      make,
      model,
      year,
      type,
      fuel: random.pick(fuels),
      // The demo's vans are on yellow plates (gule nummerplader), its other vehicles not.
      yellowPlates: type === 'van',
      licenceCategory: defaultLicenceCategory(type),
      status: random.weighted(STATUS_WEIGHTS),
      odometerKm: Math.round((ageYears * random.int(kmMin, kmMax)) / 10) * 10,
      firstRegistrationDate: random.next() < 0.95 ? isoDate(registeredOn) : null,
      notes: random.next() < notesShare ? random.pick(NOTES) : '',
    });
  }
  return rows;
}

/**
 * Adds the register's demo data inside seed.ts's transaction, after its clients, accounts and the
 * first seven vehicles: completes those seven (plates normalised, types, fuels, odometers), then
 * adds vehicles up to FLEET_DEMO's counts, drivers for both clients and Fjordbus's manager.
 */
export async function seedFleet(db: Db, input: FleetSeedInput): Promise<void> {
  const random = prng(20_261_123);
  const today = new Date();
  // seed.ts hashed the demo password already (scrypt is slow on purpose): the same hash serves.
  const [{ passwordHash } = { passwordHash: '' }] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, input.managerId));

  // The vehicles seed.ts made: normalised plates and the fields the register shows.
  await db.execute(
    sql`UPDATE vehicles SET registration = upper(regexp_replace(registration, '[^[:alnum:]]', '', 'g'))`,
  );
  const existing = await db
    .select({
      id: vehicles.id,
      clientId: vehicles.clientId,
      registration: vehicles.registration,
      make: vehicles.make,
    })
    .from(vehicles)
    .where(inArray(vehicles.clientId, [input.nordlysId, input.fjordbusId]));
  for (const vehicle of existing) {
    const heavy = vehicle.make === 'Volvo' || vehicle.make === 'Scania';
    const electric = vehicle.registration === normaliseRegistration('IJ 56 789');
    await db
      .update(vehicles)
      .set({
        type: heavy ? 'truck' : 'van',
        yellowPlates: !heavy,
        licenceCategory: heavy ? 'C' : 'B',
        fuel: electric ? 'electric' : 'diesel',
        odometerKm: heavy ? random.int(300_000, 700_000) : random.int(20_000, 160_000),
        vin: `${heavy ? 'YV2' : 'WV1'}${Array.from({ length: 14 }, () => random.pick([...VIN_CHARS])).join('')}`,
        driverUserId: (FLEET_DEMO.driverPlates as readonly string[]).includes(vehicle.registration)
          ? input.driverId
          : null,
      })
      .where(eq(vehicles.id, vehicle.id));
  }
  await db.execute(
    sql`UPDATE vehicles SET first_registration_date = make_date(year, 3, 1) WHERE year IS NOT NULL AND first_registration_date IS NULL`,
  );

  // People: Fjordbus's manager and the drivers of both clients.
  const [manager2] = await db
    .insert(users)
    .values({
      role: 'manager',
      email: FLEET_DEMO.manager2.email,
      passwordHash,
      contactName: FLEET_DEMO.manager2.name,
      contactSurname: FLEET_DEMO.manager2.surname,
      clientId: input.fjordbusId,
    })
    .returning({ id: users.id });
  await db.insert(userSettings).values({ userId: manager2!.id, language: 'da' });
  const people = (clientId: string, domain: string, n: number) => {
    const used = new Set<string>();
    const rows: (typeof users.$inferInsert)[] = [];
    while (rows.length < n) {
      const name = random.pick(FIRST_NAMES);
      const surname = random.pick(SURNAMES);
      const local = `${name}.${surname}`
        .toLowerCase()
        .replace(/æ/g, 'ae')
        .replace(/ø/g, 'oe')
        .replace(/å/g, 'aa');
      if (used.has(local)) continue;
      used.add(local);
      rows.push({
        role: 'user',
        email: `${local}@${domain}`,
        passwordHash,
        contactName: name,
        contactSurname: surname,
        clientId,
      });
    }
    return rows;
  };
  const nordlysDrivers = await db
    .insert(users)
    .values(people(input.nordlysId, 'nordlys.example.com', 40))
    .returning({ id: users.id });
  const fjordbusDrivers = await db
    .insert(users)
    .values(people(input.fjordbusId, 'fjordbus.example.com', 12))
    .returning({ id: users.id });

  // Vehicles up to the demo counts.
  const plates = new Set(existing.map((vehicle) => vehicle.registration));
  const countOf = (clientId: string) => existing.filter((vehicle) => vehicle.clientId === clientId).length;
  const nordlys = generateVehicles({
    clientId: input.nordlysId,
    count: FLEET_DEMO.nordlysVehicles - countOf(input.nordlysId),
    types: [
      ['van', 55],
      ['car', 15],
      ['truck', 15],
      ['trailer', 12],
      ['other', 3],
    ],
    notesShare: 0.12,
    plates,
    random,
    today,
  });
  const fjordbus = generateVehicles({
    clientId: input.fjordbusId,
    count: FLEET_DEMO.fjordbusVehicles - countOf(input.fjordbusId),
    types: [
      ['bus', 80],
      ['car', 10],
      ['van', 10],
    ],
    notesShare: 0.1,
    plates,
    random,
    today,
  });
  // Drivers for about a third of the vehicles that are driven and in use; a truck's driver is one
  // of Nordlys's lorry drivers, who hold C and CE (the licence categories set below).
  const lorryDrivers = nordlysDrivers.slice(0, FLEET_DEMO.lorryDrivers);
  const assign = (rows: NewVehicle[], drivers: { id: string }[]) => {
    for (const row of rows)
      if (row.type !== 'trailer' && row.status !== 'sold' && random.next() < 0.33)
        row.driverUserId = random.pick(row.type === 'truck' ? lorryDrivers : drivers).id;
  };
  assign(nordlys, nordlysDrivers);
  assign(fjordbus, fjordbusDrivers);
  // Driving licence categories (docs/sharing.md): most Nordlys people hold B (Jonas and Mette too),
  // the lorry drivers B, C and CE; Fjordbus's drivers B and D, its manager B.
  const holding = (ids: string[], categories: LicenceCategory[]) =>
    ids.length
      ? db.update(users).set({ licenceCategories: categories }).where(inArray(users.id, ids))
      : undefined;
  await holding(
    [input.driverId, input.managerId, ...nordlysDrivers.slice(FLEET_DEMO.lorryDrivers).map((d) => d.id)],
    ['B'],
  );
  await holding(
    lorryDrivers.map((d) => d.id),
    ['B', 'C', 'CE'],
  );
  await holding(
    fjordbusDrivers.map((d) => d.id),
    ['B', 'D'],
  );
  await holding([manager2!.id], ['B']);
  // A plate re-used after its first vehicle was sold: allowed, the rule concerns unsold vehicles.
  const reused = nordlys.find((row) => row.status === 'sold');
  const twin = nordlys.find((row) => row.status === 'active' && row.type === 'van');
  if (reused && twin) reused.registration = twin.registration;

  // History: when each vehicle was added, and the status change that brought it where it is.
  const actorOf = (clientId: string) => (clientId === input.nordlysId ? input.managerId : manager2!.id);
  const daysAgo = (days: number) => new Date(today.getTime() - days * 86_400_000);
  const fresh = [...nordlys, ...fjordbus].map((row) => ({
    ...row,
    id: randomUUID(),
    createdAt: daysAgo(random.int(30, 900)),
  }));
  const history: NewHistory[] = [];
  const all = [
    ...existing.map((vehicle) => ({
      ...vehicle,
      status: 'active' as VehicleStatus,
      createdAt: daysAgo(random.int(30, 900)),
    })),
    ...fresh,
  ];
  for (const vehicle of all) {
    const actorUserId = actorOf(vehicle.clientId);
    history.push({
      vehicleId: vehicle.id,
      clientId: vehicle.clientId,
      actorUserId,
      action: 'created',
      changes: { registration: { old: null, new: vehicle.registration } },
      createdAt: vehicle.createdAt,
    });
    if (vehicle.status && vehicle.status !== 'active') {
      const added = (today.getTime() - vehicle.createdAt.getTime()) / 86_400_000;
      history.push({
        vehicleId: vehicle.id,
        clientId: vehicle.clientId,
        actorUserId,
        action: vehicle.status === 'sold' ? 'archived' : 'status_changed',
        changes: { status: { old: 'active', new: vehicle.status } },
        createdAt: daysAgo(random.int(1, Math.max(1, Math.floor(added) - 1))),
      });
    }
  }
  history.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  for (const vehicle of existing)
    await db
      .update(vehicles)
      .set({ createdAt: all.find((v) => v.id === vehicle.id)!.createdAt })
      .where(eq(vehicles.id, vehicle.id));

  // One statement per table with the rows as one JSON parameter: far faster than thousands of
  // bound parameters, on PGlite above all.
  await db.execute(sql`
    INSERT INTO vehicles (id, client_id, registration, vin, make, model, year, type, fuel,
      yellow_plates, licence_category, status, driver_user_id, odometer_km, first_registration_date,
      notes, created_at, updated_at)
    SELECT id, client_id, registration, vin, make, model, year, type, fuel, yellow_plates,
      licence_category, status, driver_user_id, odometer_km, first_registration_date, notes,
      created_at, created_at
    FROM jsonb_to_recordset(${JSON.stringify(
      fresh.map((v) => ({
        id: v.id,
        client_id: v.clientId,
        registration: v.registration,
        vin: v.vin,
        make: v.make,
        model: v.model,
        year: v.year,
        type: v.type,
        fuel: v.fuel,
        yellow_plates: v.yellowPlates ?? false,
        licence_category: v.licenceCategory ?? 'B',
        status: v.status,
        driver_user_id: v.driverUserId ?? null,
        odometer_km: v.odometerKm,
        first_registration_date: v.firstRegistrationDate,
        notes: v.notes,
        created_at: v.createdAt.toISOString(),
      })),
    )}::jsonb) AS x(id uuid, client_id uuid, registration text, vin text, make text, model text,
      year integer, type text, fuel text, yellow_plates boolean, licence_category text, status text,
      driver_user_id uuid, odometer_km integer,
      first_registration_date date, notes text, created_at timestamptz)`);
  await db.execute(sql`
    INSERT INTO vehicle_history (vehicle_id, client_id, actor_user_id, action, changes, created_at)
    SELECT vehicle_id, client_id, actor_user_id, action, changes, created_at
    FROM jsonb_to_recordset(${JSON.stringify(
      history.map((h) => ({
        vehicle_id: h.vehicleId,
        client_id: h.clientId,
        actor_user_id: h.actorUserId,
        action: h.action,
        changes: h.changes,
        created_at: h.createdAt.toISOString(),
      })),
    )}::jsonb) AS x(vehicle_id uuid, client_id uuid, actor_user_id uuid, action text, changes jsonb,
      created_at timestamptz)`);

  // The soonest due date from the obligations and inspections seed.ts made.
  await db.execute(sql`
    UPDATE vehicles v SET next_due_date = due.d
    FROM (
      SELECT vehicle_id, min(d) AS d FROM (
        SELECT vehicle_id, due_date AS d FROM inspections WHERE completed_at IS NULL
        UNION ALL
        SELECT vehicle_id, valid_until FROM compliance_items WHERE valid_until IS NOT NULL
      ) dates GROUP BY vehicle_id
    ) due
    WHERE due.vehicle_id = v.id`);
}
