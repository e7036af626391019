/**
 * Demo partners and vendors (docs/partners.md, "Demo data"): the service area's workshops get
 * their CVR numbers and contacts; a leasing company, an insurer, roadside assistance and the
 * vendors the fleet pays (fuel and charging cards, a bridge and ferry operator, parking, a car
 * wash); agreements covering Nordlys' vehicles (one expiring soon, one expired); and a year of
 * fuel, charging and other expenses on the service area's vehicles. Deterministic; dates relative
 * to today in Copenhagen. Leaves the odometer chain and the compliance dates as they were.
 */
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { vehicles } from '../vehicles/schema.js';
import { addDays, copenhagenToday } from '../../due/rules.js';
import type { AreaSeedInput } from '../area.js';
import type { ExpenseCategory, PartnerRole, VendorRole } from './model.js';
import { completeCvr, maxVat } from './rules.js';
import { agreements, agreementVehicles, expenses, organisationContacts, organisations } from './schema.js';
import { seededRandom } from '../../db/seededRandom.js';

/** What the demo holds for the manager's client (test/partners.test.ts checks it). */
export const PARTNERS_DEMO = {
  /** Nordlys vehicles with a year of expenses. */
  expenseVehicles: 12,
  months: 12,
  partners: 6,
  vendors: 5,
} as const;

interface OrgSpec {
  name: string;
  cvr7: string;
  partnerRoles?: PartnerRole[];
  vendorRoles?: VendorRole[];
  status?: 'active' | 'preferred';
  address: string;
  phone: string;
  email: string;
  contact?: { name: string; title: string };
  /** Its place on the map (docs/map.md, "Partner workshops"). */
  place?: { lat: number; lon: number };
}

const WORKSHOP_DETAILS: Record<string, Omit<OrgSpec, 'name'>> = {
  'Aarhus Autoværksted': {
    cvr7: '2914781',
    status: 'preferred',
    address: 'Værkstedsvej 12, 8200 Aarhus N',
    place: { lat: 56.187, lon: 10.165 },
    phone: '+45 86 10 20 30',
    email: 'booking@aarhus-auto.example',
    contact: { name: 'Mette Lund', title: 'Værkførende' },
  },
  'Kolding Lastbilcenter': {
    cvr7: '3318205',
    partnerRoles: ['workshop', 'tyre_centre'],
    address: 'Transportvej 4, 6000 Kolding',
    place: { lat: 55.508, lon: 9.444 },
    phone: '+45 75 50 60 70',
    email: 'service@kolding-lastbil.example',
    contact: { name: 'Henrik Bak', title: 'Serviceleder' },
  },
  'Dækcentret Vejle': {
    cvr7: '2650917',
    partnerRoles: ['tyre_centre'],
    vendorRoles: ['tyres'],
    address: 'Dækvej 1, 7100 Vejle',
    place: { lat: 55.716, lon: 9.565 },
    phone: '+45 75 80 90 10',
    email: 'info@daekcentret.example',
  },
};

const NORDLYS_ORGANISATIONS: (OrgSpec & { name: string })[] = [
  {
    name: 'Fjordleasing A/S',
    cvr7: '3740125',
    partnerRoles: ['leasing'],
    address: 'Havnegade 40, 1058 København K',
    phone: '+45 33 12 34 56',
    email: 'flaade@fjordleasing.example',
    contact: { name: 'Sofie Krogh', title: 'Kundeansvarlig' },
  },
  {
    name: 'Nordisk Flådeforsikring',
    cvr7: '1573407',
    partnerRoles: ['insurer'],
    address: 'Forsikringsallé 2, 2300 København S',
    phone: '+45 70 20 30 40',
    email: 'skade@flaadeforsikring.example',
    contact: { name: 'Anders Holm', title: 'Skadesbehandler' },
  },
  {
    name: 'Vejhjælpen Danmark',
    cvr7: '2187340',
    partnerRoles: ['roadside_assistance'],
    address: 'Motorvejen 9, 5220 Odense SØ',
    phone: '+45 70 10 20 30',
    email: 'vagt@vejhjaelpen.example',
  },
  {
    name: 'Brændstofkort Nord',
    cvr7: '3021987',
    vendorRoles: ['fuel_card'],
    address: 'Tankvej 3, 9000 Aalborg',
    phone: '+45 98 12 13 14',
    email: 'kort@braendstofkort.example',
  },
  {
    name: 'Ladenet',
    cvr7: '4012763',
    vendorRoles: ['fuel_card'],
    address: 'Strømgade 7, 8000 Aarhus C',
    phone: '+45 70 70 80 80',
    email: 'erhverv@ladenet.example',
  },
  {
    name: 'Storebæltsforbindelsen',
    cvr7: '1094327',
    vendorRoles: ['toll_ferry'],
    address: 'Storebæltsvej 1, 4220 Korsør',
    phone: '+45 70 15 10 15',
    email: 'erhverv@storebaelt.example',
  },
  {
    name: 'ParkNord',
    cvr7: '3567121',
    vendorRoles: ['parking', 'washing'],
    address: 'P-huset 5, 8000 Aarhus C',
    phone: '+45 86 30 30 30',
    email: 'kunde@parknord.example',
  },
];

/** The demo is the same on every seed. */
const random = (seed: number) => seededRandom(seed).next;

const round2 = (value: number) => Math.round(value * 100) / 100;

export async function seedPartners(db: Db, input: AreaSeedInput): Promise<void> {
  const today = copenhagenToday();
  // The service area's workshops.
  const workshops = await db.select().from(organisations).where(eq(organisations.clientId, input.nordlysId));
  const contacts: (typeof organisationContacts.$inferInsert)[] = [];
  for (const workshop of workshops) {
    const details = WORKSHOP_DETAILS[workshop.name];
    if (!details) continue;
    await db
      .update(organisations)
      .set({
        cvr: completeCvr(details.cvr7),
        partnerRoles: details.partnerRoles ?? ['workshop'],
        vendorRoles: details.vendorRoles ?? [],
        status: details.status ?? 'active',
        address: details.address,
        phone: details.phone,
        email: details.email,
        lat: details.place?.lat ?? null,
        lon: details.place?.lon ?? null,
      })
      .where(eq(organisations.id, workshop.id));
    if (details.contact)
      contacts.push({
        ...details.contact,
        clientId: input.nordlysId,
        organisationId: workshop.id,
        phone: details.phone,
      });
  }
  const added = await db
    .insert(organisations)
    .values(
      NORDLYS_ORGANISATIONS.map((spec) => ({
        clientId: input.nordlysId,
        name: spec.name,
        cvr: completeCvr(spec.cvr7),
        partnerRoles: spec.partnerRoles ?? [],
        vendorRoles: spec.vendorRoles ?? [],
        status: spec.status ?? 'active',
        address: spec.address,
        phone: spec.phone,
        email: spec.email,
      })),
    )
    .returning();
  const byName = (name: string) => [...workshops, ...added].find((org) => org.name === name)!;
  for (const spec of NORDLYS_ORGANISATIONS)
    if (spec.contact)
      contacts.push({
        ...spec.contact,
        clientId: input.nordlysId,
        organisationId: byName(spec.name).id,
        phone: spec.phone,
      });
  if (contacts.length) await db.insert(organisationContacts).values(contacts);

  // Tank sizes and batteries by drive and type (an expense above them is a check).
  await db.execute(sql`
    UPDATE vehicles SET
      tank_litres = CASE WHEN fuel = 'electric' THEN NULL
        WHEN type IN ('truck', 'bus') THEN 400 WHEN type = 'van' THEN 80
        WHEN fuel = 'hybrid' THEN 45 ELSE 70 END,
      battery_kwh = CASE fuel WHEN 'electric' THEN 77 WHEN 'hybrid' THEN 14 ELSE NULL END
    WHERE client_id = ${input.nordlysId}`);
  const fleet = await db
    .select({ id: vehicles.id, fuel: vehicles.fuel, type: vehicles.type, tankLitres: vehicles.tankLitres })
    .from(vehicles)
    .where(and(eq(vehicles.clientId, input.nordlysId), ne(vehicles.status, 'sold')))
    .orderBy(asc(vehicles.registration));

  // Agreements: leasing for a third of the fleet, insurance for all of it, one service agreement
  // with the preferred workshop (expiring within the month), an expired roadside agreement.
  const made = await db
    .insert(agreements)
    .values([
      {
        clientId: input.nordlysId,
        organisationId: byName('Fjordleasing A/S').id,
        kind: 'leasing' as const,
        number: 'FL-2024-0117',
        validFrom: addDays(today, -700),
        validUntil: addDays(today, 395),
        notes: '36 måneder, 30.000 km/år',
      },
      {
        clientId: input.nordlysId,
        organisationId: byName('Nordisk Flådeforsikring').id,
        kind: 'insurance' as const,
        number: 'NF-884201',
        validFrom: addDays(today, -200),
        validUntil: addDays(today, 165),
        notes: '',
      },
      {
        clientId: input.nordlysId,
        organisationId: byName('Aarhus Autoværksted').id,
        kind: 'service' as const,
        number: 'SA-12',
        validFrom: addDays(today, -340),
        validUntil: addDays(today, 20),
        notes: 'Fast timepris 695 kr. ekskl. moms',
      },
      {
        clientId: input.nordlysId,
        organisationId: byName('Vejhjælpen Danmark').id,
        kind: 'roadside_assistance' as const,
        number: 'VH-5531',
        validFrom: addDays(today, -400),
        validUntil: addDays(today, -35),
        notes: '',
      },
    ])
    .returning({ id: agreements.id, kind: agreements.kind });
  const covered: (typeof agreementVehicles.$inferInsert)[] = [];
  for (const agreement of made) {
    const list =
      agreement.kind === 'leasing'
        ? fleet.filter((_, index) => index % 3 === 0)
        : agreement.kind === 'insurance' || agreement.kind === 'roadside_assistance'
          ? fleet
          : fleet.slice(0, 10);
    for (const vehicle of list)
      covered.push({ agreementId: agreement.id, vehicleId: vehicle.id, clientId: input.nordlysId });
  }
  if (covered.length) await db.insert(agreementVehicles).values(covered);

  // A year of expenses on the first vehicles of the fleet.
  const next = random(30);
  const rows: (typeof expenses.$inferInsert)[] = [];
  const expense = (
    vehicleId: string | null,
    vendor: string | null,
    spentOn: string,
    category: ExpenseCategory,
    net: number,
    extra: Partial<typeof expenses.$inferInsert> = {},
  ) => {
    const vatFree = category === 'fine' || category === 'parking';
    rows.push({
      clientId: input.nordlysId,
      vehicleId,
      vendorOrganisationId: vendor ? byName(vendor).id : null,
      spentOn,
      category,
      net: net.toFixed(2),
      vat: (vatFree ? 0 : maxVat(net)).toFixed(2),
      paidBy: vendor === 'Brændstofkort Nord' || vendor === 'Ladenet' ? 'fuel_card' : 'company',
      createdByUserId: input.managerId,
      ...extra,
    });
  };
  for (const vehicle of fleet.slice(0, PARTNERS_DEMO.expenseVehicles)) {
    const electric = vehicle.fuel === 'electric';
    for (let month = 0; month < PARTNERS_DEMO.months; month++) {
      for (let fill = 0; fill < 2; fill++) {
        const spentOn = addDays(today, -(month * 30 + fill * 15 + Math.floor(next() * 8)));
        if (spentOn > today) continue;
        if (electric) {
          const kwh = round2(25 + next() * 40);
          expense(vehicle.id, 'Ladenet', spentOn, 'charging', round2(kwh * 2.8), {
            quantity: kwh.toFixed(2),
            unit: 'kwh',
            description: 'Lynladning',
          });
        } else {
          const litres = round2(35 + next() * 30);
          expense(vehicle.id, 'Brændstofkort Nord', spentOn, 'fuel', round2(litres * 10.4), {
            quantity: litres.toFixed(2),
            unit: 'litre',
            description: vehicle.fuel === 'petrol' ? 'Blyfri 95' : 'Diesel',
          });
        }
      }
      const day = addDays(today, -(month * 30 + 5));
      if (next() < 0.5) expense(vehicle.id, 'ParkNord', day, 'wash', 159.2, { description: 'Vask og voks' });
      if (next() < 0.3)
        expense(vehicle.id, 'Storebæltsforbindelsen', day, 'toll_ferry', 236, { description: 'Storebælt' });
      if (next() < 0.4) expense(vehicle.id, 'ParkNord', day, 'parking', round2(40 + next() * 80));
    }
    if (next() < 0.5)
      expense(vehicle.id, 'Dækcentret Vejle', addDays(today, -150), 'tyres', 4800, {
        quantity: '4.00',
        unit: 'piece',
        description: 'Vinterdæk',
      });
  }
  // Worth a second look (docs/partners.md, "Checks"): more litres than the first combustion
  // vehicle's tank holds, and diesel on the first electric car's fuel card.
  const combustion = fleet
    .slice(0, PARTNERS_DEMO.expenseVehicles)
    .find((vehicle) => vehicle.tankLitres !== null);
  if (combustion)
    expense(
      combustion.id,
      'Brændstofkort Nord',
      addDays(today, -3),
      'fuel',
      round2((combustion.tankLitres! + 22) * 10.4),
      {
        quantity: (combustion.tankLitres! + 22).toFixed(2),
        unit: 'litre',
        description: 'Diesel',
      },
    );
  const electricCar = fleet.find((vehicle) => vehicle.fuel === 'electric');
  if (electricCar)
    expense(electricCar.id, 'Brændstofkort Nord', addDays(today, -4), 'fuel', round2(42 * 10.4), {
      quantity: '42.00',
      unit: 'litre',
      description: 'Diesel',
    });
  // Fleet-wide spending (no vehicle).
  for (let month = 0; month < PARTNERS_DEMO.months; month++)
    expense(null, 'ParkNord', addDays(today, -(month * 30 + 1)), 'parking', 1200, {
      description: 'P-abonnement',
    });
  for (let index = 0; index < rows.length; index += 500)
    await db.insert(expenses).values(rows.slice(index, index + 500));
}
