/** Organisations for stories and tests (deterministic). */
import type { Expense, ExpenseCheck, Organisation, Outlay } from '@vognpark/server/areas/partners';
import { refOf } from '../tasks/fixtures';
import { partnerRoles, vendorRoles } from './domain';

const names = [
  'Aarhus Autoværksted',
  'Fjordleasing A/S',
  'Nordisk Flådeforsikring',
  'Kolding Lastbilcenter',
  'Dækcentret Vejle',
  'Vejhjælpen Danmark',
  'Østjysk Karrosseri og Autoglas ApS',
  'Brændstofkort Nord',
];
const cvrs = ['29147817', '37401250', '15734000', '33182007', '26509173', null, '12345674', '30219872'];
const statuses = ['preferred', 'active', 'active', 'blocked', 'active', 'ended', 'active', 'active'] as const;

export function fixtureOrganisation(index: number): Organisation {
  const at = new Date('2026-03-01T10:00:00Z');
  return {
    id: `00000000-0000-4000-8000-${String(index + 1).padStart(12, '0')}`,
    name:
      names[index % names.length]! +
      (index >= names.length ? ` ${Math.floor(index / names.length) + 1}` : ''),
    cvr: cvrs[index % cvrs.length]!,
    partnerRoles: [partnerRoles[index % partnerRoles.length]!],
    vendorRoles: index % 4 === 0 ? [vendorRoles[index % vendorRoles.length]!] : [],
    status: statusesOf(index),
    address: 'Værkstedsvej 12, 8200 Aarhus N',
    phone: '+45 86 10 20 30',
    email: 'booking@example.com',
    website: '',
    notes: '',
    // The first (a preferred workshop) has a place on the map.
    lat: index === 0 ? 56.187 : null,
    lon: index === 0 ? 10.165 : null,
    activeAgreements: index % 3,
    createdAt: at,
    updatedAt: at,
    version: 1,
  };
}

const statusesOf = (index: number) => statuses[index % statuses.length]!;

export const fixtureOrganisations = (count: number) =>
  Array.from({ length: count }, (_, i) => fixtureOrganisation(i));

/** A driver's latest outlays, newest first: fuel with its receipt, parking without, a ferry. */
export const fixtureOutlays: Outlay[] = [
  {
    id: '00000000-0000-4000-9000-000000000001',
    vehicle: refOf(0),
    spentOn: '2026-11-28',
    category: 'fuel',
    gross: 812.37,
    quantity: 42.5,
    unit: 'litre',
    odometerKm: 48_400,
    description: 'Q8 Vejle',
    receipts: 1,
    createdAt: new Date('2026-11-28T16:10:00Z'),
  },
  {
    id: '00000000-0000-4000-9000-000000000002',
    vehicle: refOf(0),
    spentOn: '2026-11-26',
    category: 'parking',
    gross: 45,
    quantity: null,
    unit: null,
    odometerKm: null,
    description: '',
    receipts: 0,
    createdAt: new Date('2026-11-26T09:02:00Z'),
  },
  {
    id: '00000000-0000-4000-9000-000000000003',
    vehicle: refOf(1),
    spentOn: '2026-11-20',
    category: 'toll_ferry',
    gross: 1290,
    quantity: null,
    unit: null,
    odometerKm: null,
    description: 'Mols-Linien',
    receipts: 1,
    createdAt: new Date('2026-11-20T07:45:00Z'),
  },
];

const expenseVehicles = [
  {
    id: '00000000-0000-4000-9000-000000000001',
    registration: 'AB12345',
    make: 'Volkswagen',
    model: 'Crafter',
  },
  { id: '00000000-0000-4000-9000-000000000002', registration: 'CK91734', make: 'Polestar', model: '2' },
];
/** What is worth a second look on the first expenses (the rest have none). */
const expenseChecks: ExpenseCheck[][] = [
  ['above_tank'],
  ['wrong_fuel', 'booked_by_other'],
  ['odometer_decreased'],
];

/** Expenses for stories and tests (deterministic), newest first; the first three with checks. */
export function fixtureExpense(index: number): Expense {
  const at = new Date('2026-11-20T10:00:00Z');
  const fuel = index % 3 !== 2;
  const net = fuel ? 650 + index * 10 : 159.2;
  return {
    id: `00000000-0000-4000-a000-${String(index + 1).padStart(12, '0')}`,
    vehicle: index % 5 === 4 ? null : expenseVehicles[index % expenseVehicles.length]!,
    vendor: { id: '00000000-0000-4000-8000-000000000008', name: 'Brændstofkort Nord' },
    spentOn: `2026-11-${String(Math.max(1, 20 - index)).padStart(2, '0')}`,
    category: fuel ? 'fuel' : 'wash',
    description: fuel ? 'Diesel' : 'Vask og voks',
    net,
    vat: net / 4,
    gross: net * 1.25,
    quantity: fuel ? (index === 0 ? 102 : 55) : null,
    unit: fuel ? 'litre' : null,
    odometerKm: index === 2 ? 41_200 : null,
    source: index % 2 === 0 ? 'csv' : 'manual',
    paidBy: 'fuel_card',
    paidByDriver: null,
    checks: expenseChecks[index] ?? [],
    createdBy: null,
    createdAt: at,
    updatedAt: at,
    version: 1,
  };
}

export const fixtureExpenses = (count: number) => Array.from({ length: count }, (_, i) => fixtureExpense(i));
