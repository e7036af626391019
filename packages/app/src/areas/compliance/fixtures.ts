/**
 * Sample obligations, renewals and inspections for stories and tests: deterministic, Danish
 * plates, every state and kind, and long names to see how the pages wrap.
 */
import type { Obligation, Renewal } from '@vognpark/server/areas/compliance';
import type { Inspection } from '@vognpark/server/areas/inspections';
import { fixtureVehicle } from '../vehicles/fixtures';
import { addDays } from './dates';
import { complianceKinds, inspectionKinds } from './domain';

/** The day the fixtures are computed for. */
export const fixtureToday = '2026-11-23';

const client = { clientId: '11111111-1111-4111-8111-111111111111', clientName: 'Nordlys Logistik ApS' };

const refOf = (index: number) => {
  const vehicle = fixtureVehicle(index);
  return { id: vehicle.id, registration: vehicle.registration, make: vehicle.make, model: vehicle.model };
};

/** The obligation at `index`: missing, overdue, due soon and in order in turn. */
export function fixtureObligation(index: number): Obligation {
  const offset = [null, -12, 9, 200][index % 4];
  const validUntil = offset === null || offset === undefined ? null : addDays(fixtureToday, offset);
  const kind = complianceKinds[index % complianceKinds.length]!;
  return {
    id: `00000000-0000-4000-a000-${String(index + 1).padStart(12, '0')}`,
    ...client,
    vehicle: refOf(index),
    kind,
    title: kind === 'custom' ? 'ADR-certifikat' : '',
    validUntil,
    state:
      validUntil === null ? 'missing' : offset! < 0 ? 'overdue' : offset! <= 30 ? 'due_soon' : 'in_order',
    createdAt: new Date(Date.UTC(2025, 0, 1 + (index % 28))),
    updatedAt: new Date(Date.UTC(2026, 9, 1 + (index % 28))),
    version: 1,
  };
}

export function fixtureObligations(count: number): Obligation[] {
  return Array.from({ length: count }, (_, i) => fixtureObligation(i));
}

/** A custom obligation whose name is as long as they get. */
export const longObligation: Obligation = {
  ...fixtureObligation(5),
  id: '00000000-0000-4000-a000-999999999999',
  title:
    'Årligt eftersyn af læssekran og lift efter Arbejdstilsynets bekendtgørelse om tekniske hjælpemidler',
};

export const fixtureRenewals: Renewal[] = [
  {
    id: 2,
    completedOn: '2025-11-20',
    previousValidUntil: '2025-11-30',
    validUntil: '2026-11-30',
    note: 'Police 4471-22, Tryg',
    actor: { id: 'u-1', name: 'Mette', surname: 'Sørensen' },
    createdAt: new Date('2025-11-20T09:12:00Z'),
  },
  {
    id: 1,
    completedOn: '2024-11-28',
    previousValidUntil: null,
    validUntil: '2025-11-30',
    note: '',
    actor: null,
    createdAt: new Date('2024-11-28T14:40:00Z'),
  },
];

/** The inspection at `index`: overdue, due soon, planned and completed (passed or failed) in turn. */
export function fixtureInspection(index: number): Inspection {
  const offset = [-5, 3, 21, -30][index % 4]!;
  const completed = index % 4 === 3;
  const failed = completed && index % 8 === 7;
  return {
    id: `00000000-0000-4000-b000-${String(index + 1).padStart(12, '0')}`,
    version: 1,
    ...client,
    vehicle: refOf(index),
    kind: inspectionKinds[index % inspectionKinds.length]!,
    dueDate: addDays(fixtureToday, offset),
    state: completed ? 'completed' : offset < 0 ? 'overdue' : offset <= 7 ? 'due_soon' : 'scheduled',
    completedAt: completed ? new Date(`${addDays(fixtureToday, offset + 1)}T10:30:00Z`) : null,
    result: completed ? (failed ? 'fail' : 'pass') : null,
    inspector: completed ? 'Jonas Kristensen' : '',
    notes: '',
    completedBy: completed ? { id: 'u-2', name: 'Jonas', surname: 'Kristensen' } : null,
    defectCount: failed ? 2 : 0,
    createdAt: new Date(Date.UTC(2026, 8, 1 + (index % 28))),
    updatedAt: new Date(Date.UTC(2026, 9, 1 + (index % 28))),
  };
}

export function fixtureInspections(count: number): Inspection[] {
  return Array.from({ length: count }, (_, i) => fixtureInspection(i));
}
