/**
 * Sample vehicles for stories and tests: deterministic (the same rows on every run), Danish
 * plates, every status, type and fuel, drivers with Danish and Ukrainian names, and a few very
 * long names to see how the pages wrap.
 */
import type { DriverOption, Vehicle, VehicleHistoryEntry } from '@vognpark/server/areas/vehicles';
import type { VehicleChoices } from './components/VehiclePicker';
import { defaultLicenceCategory, vehicleFuels, vehicleStatuses, vehicleTypes } from './domain';

const makes = [
  ['Volvo', 'FH16'],
  ['Scania', 'R 450'],
  ['Ford', 'Transit Custom'],
  ['Mercedes-Benz', 'Sprinter'],
  ['Volkswagen', 'Crafter'],
  ['Toyota', 'Proace City Electric'],
  ['Škoda', 'Enyaq'],
  ['Renault', 'Master'],
] as const;
const people = [
  { id: 'u-1', name: 'Mette', surname: 'Sørensen' },
  { id: 'u-2', name: 'Jonas', surname: 'Kristensen' },
  { id: 'u-3', name: 'Åse', surname: 'Ærø' },
  { id: 'u-4', name: 'Олена', surname: 'Шевченко' },
  null,
];
const letters = 'ABCDEFGHJKLMNPRSTUVXYZ';

export const fixtureClients = [
  { id: '11111111-1111-4111-8111-111111111111', name: 'Nordlys Logistik ApS' },
  { id: '22222222-2222-4222-8222-222222222222', name: 'Fjordbus A/S' },
];

/**
 * Every customer as `clients.options` answers (by name): the two above, one without vehicles and
 * a deactivated one, so the admin's filter offers customers whose vehicles no row shows.
 */
export const fixtureCustomers = [
  { ...fixtureClients[1]!, active: true },
  { id: '33333333-3333-4333-8333-333333333333', name: 'Havn Logistik ApS', active: true },
  { ...fixtureClients[0]!, active: true },
  { id: '44444444-4444-4444-8444-444444444444', name: 'Østjysk Kørsel ApS', active: false },
];

/** The vehicle at `index`. */
export function fixtureVehicle(index: number): Vehicle {
  const a = letters[index % letters.length]!;
  const b = letters[Math.floor(index / letters.length) % letters.length]!;
  const digits = String((index * 7919) % 100_000).padStart(5, '0');
  const [make, model] = makes[index % makes.length]!;
  const client = fixtureClients[index % 7 === 6 ? 1 : 0]!;
  const day = String((index % 28) + 1).padStart(2, '0');
  return {
    id: `00000000-0000-4000-8000-${String(index + 1).padStart(12, '0')}`,
    clientId: client.id,
    clientName: client.name,
    registration: `${a}${b}${digits}`,
    vin: index % 3 === 0 ? null : `WDB906635${String(index).padStart(8, '0')}`.slice(0, 17),
    make,
    model,
    year: 2012 + (index % 13),
    type: vehicleTypes[index % vehicleTypes.length]!,
    fuel: vehicleFuels[index % vehicleFuels.length]!,
    // Most vans on yellow plates, one in five not; never another type.
    yellowPlates: vehicleTypes[index % vehicleTypes.length] === 'van' && index % 5 !== 1,
    licenceCategory: defaultLicenceCategory(vehicleTypes[index % vehicleTypes.length]!),
    // Tanks for what burns fuel, batteries for what charges; one in seven not known.
    tankLitres:
      index % 7 === 6 || vehicleFuels[index % vehicleFuels.length] === 'electric'
        ? null
        : vehicleTypes[index % vehicleTypes.length] === 'truck'
          ? 400
          : 70,
    batteryKwh:
      index % 7 === 6
        ? null
        : (({ electric: 77, hybrid: 14 } as Record<string, number>)[
            vehicleFuels[index % vehicleFuels.length]!
          ] ?? null),
    status: vehicleStatuses[index % 9 === 8 ? 3 : index % 5 === 4 ? 1 : index % 11 === 10 ? 2 : 0]!,
    driver: people[index % people.length] ?? null,
    odometerKm: (index * 37_813) % 480_000,
    firstRegistrationDate: `${2012 + (index % 13)}-03-${day}`,
    notes: index % 4 === 0 ? 'Vinterdæk på lager hos Dækcenter Øst.' : '',
    nextDueDate: index % 6 === 5 ? null : `2027-0${(index % 9) + 1}-${day}`,
    createdAt: new Date(Date.UTC(2024, 0, 1 + (index % 300))),
    updatedAt: new Date(Date.UTC(2025, 5, 1 + (index % 28))),
    version: 1,
  };
}

export function fixtureVehicles(count: number, from = 0): Vehicle[] {
  return Array.from({ length: count }, (_, i) => fixtureVehicle(from + i));
}

/** A vehicle whose every text is as long as the fields allow, to check wrapping. */
export const longVehicle: Vehicle = {
  ...fixtureVehicle(3),
  id: '00000000-0000-4000-8000-999999999999',
  registration: 'ÆØÅ12345',
  make: 'Mercedes-Benz Trucks Danmark Specialkøretøjer',
  model: 'Actros 2545 L 6x2 Lowliner med forlænget førerhus',
  driver: { id: 'u-9', name: 'Christoffer-Valdemar Alexander', surname: 'Bjørnholm-Rasmussen Østergaard' },
  clientName: 'Nordjysk Entreprenør- og Maskinudlejningsselskab af 1987 ApS',
  notes:
    'Bremseklodser skiftet foran og bag; næste eftersyn aftalt med værkstedet i Aalborg Øst. Nøgle nummer 2 ligger i kontorets nøgleskab.',
};

export const fixtureDrivers: DriverOption[] = [
  { id: 'u-1', name: 'Mette', surname: 'Sørensen', email: 'manager@example.com', role: 'manager' },
  { id: 'u-2', name: 'Jonas', surname: 'Kristensen', email: 'user@example.com', role: 'user' },
  { id: 'u-3', name: 'Åse', surname: 'Ærø', email: 'aase@example.com', role: 'user' },
];

const givenNames = ['Anders', 'Birgitte', 'Casper', 'Dorthe', 'Emil', 'Freja', 'Gustav', 'Hanne', 'Ida'];
const familyNames = ['Jensen', 'Nielsen', 'Hansen', 'Pedersen', 'Andersen'];

/**
 * `count` people of one client (up to 45), as many as the demo client's 43: "Anders Jensen",
 * "Birgitte Jensen" … so the 40th is "Dorthe Andersen", ids `p-1` … `p-{count}`.
 */
export function fixturePeople(count: number): DriverOption[] {
  return Array.from({ length: count }, (_, index) => {
    const name = givenNames[index % givenNames.length]!;
    const surname = familyNames[Math.floor(index / givenNames.length) % familyNames.length]!;
    return {
      id: `p-${index + 1}`,
      name,
      surname,
      email: `${name}.${surname}@example.com`.toLowerCase(),
      role: index % 7 === 0 ? 'manager' : 'user',
    };
  });
}

export const fixtureHistory: VehicleHistoryEntry[] = [
  {
    id: 3,
    action: 'updated',
    changes: { odometerKm: { old: 84_210, new: 90_500 }, driver: { old: null, new: people[2] } },
    actor: { id: 'u-1', name: 'Mette', surname: 'Sørensen' },
    createdAt: new Date('2026-11-20T09:15:00Z'),
  },
  {
    id: 2,
    action: 'status_changed',
    changes: { status: { old: 'active', new: 'in_workshop' } },
    actor: { id: 'u-1', name: 'Mette', surname: 'Sørensen' },
    createdAt: new Date('2026-10-02T13:40:00Z'),
  },
  {
    id: 1,
    action: 'created',
    changes: { make: { old: null, new: 'Ford' }, model: { old: null, new: 'Transit Custom' } },
    actor: null,
    createdAt: new Date('2026-01-05T08:00:00Z'),
  },
];

/** A form's vehicle field with these vehicles as its matches, whatever is typed (stories). */
export function fixtureVehicleChoices(vehicles: readonly Vehicle[] = fixtureVehicles(6)): VehicleChoices {
  return { matches: vehicles, more: false, loading: false, failed: false, onSearchChange: () => {} };
}
