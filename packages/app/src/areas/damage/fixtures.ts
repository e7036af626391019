/** Damage data for stories and tests: a register with every status, place, type and severity. */
import type { Damage, DamageDetail, PhotoComparison, SuggestedChange } from '@vognpark/server/areas/damage';
import type { Photo } from '@vognpark/server/areas/photos';
import { addDays } from '../compliance/dates';
import { fixtureVehicles } from '../vehicles/fixtures';
import { damageClasses, damageSeverities, damageStatuses, damageZones } from './domain';

export const fixtureToday = '2026-11-23';

const manager = { id: 'u-manager', name: 'Mette Nielsen' };
const driver = { id: 'u-driver', name: 'Jonas Holm' };

/** `count` damages, newest first, cycling through the statuses, places, types and severities. */
export function fixtureDamages(count: number): Damage[] {
  const vehicles = fixtureVehicles(6);
  return Array.from({ length: count }, (_, i): Damage => {
    const vehicle = vehicles[i % vehicles.length]!;
    const status = damageStatuses[i % damageStatuses.length]!;
    const source = i % 3 === 1 ? 'driver_report' : 'manual';
    const foundOn = addDays(fixtureToday, -i * 3);
    return {
      id: `00000000-0000-4000-8000-${String(i + 1).padStart(12, '0')}`,
      version: 1,
      vehicle: {
        id: vehicle.id,
        registration: vehicle.registration,
        make: vehicle.make,
        model: vehicle.model,
      },
      zone: damageZones[i % damageZones.length]!,
      damageClass: damageClasses[i % damageClasses.length]!,
      severity: damageSeverities[i % damageSeverities.length]!,
      source,
      defectId: null,
      reportTaskId: null,
      description: i % 2 === 0 ? 'Ridse i lakken over baghjulet, ca. 20 cm.' : '',
      foundOn,
      status,
      estimateOre: source === 'driver_report' ? null : 125_050 + i * 10_000,
      actualOre: status === 'repaired' ? 140_000 : null,
      repairTask: status === 'repair_task' ? { id: `t-${i}`, status: 'open' } : null,
      reportedBy: source === 'driver_report' ? driver : manager,
      photoCount: i % 4,
      photo: null,
      createdAt: `${foundOn}T08:30:00.000Z`,
      updatedAt: `${foundOn}T09:00:00.000Z`,
    };
  });
}

/** A damage with its history: recorded by a driver, then moved to its status by the manager. */
export function fixtureDamageDetail(damage: Damage = fixtureDamages(1)[0]!): DamageDetail {
  const history: DamageDetail['history'] = [
    { from: null, to: 'new', note: '', by: driver, at: `${damage.foundOn}T08:30:00.000Z` },
  ];
  if (damage.status !== 'new')
    history.push({
      from: 'new',
      to: damage.status,
      note: damage.status === 'no_correction' ? 'Gammel skade, kendt ved leasing.' : '',
      by: manager,
      at: `${damage.foundOn}T09:00:00.000Z`,
    });
  // The damage appeared in Jonas's booking, checked out the day before it was found.
  const window: DamageDetail['window'] = {
    basis: 'last_check_out',
    booking: {
      id: '50000000-0000-4000-8000-000000000009',
      checkedOutAt: `${addDays(damage.foundOn, -1)}T07:05:00.000Z`,
      returnedAt: `${addDays(damage.foundOn, -1)}T15:40:00.000Z`,
    },
    driver,
  };
  return { ...damage, history, window };
}

/** A small picture drawn in place of a stored one (stories give it as every photo's file). */
export const fixturePicture = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="120"><rect width="160" height="120" fill="#9ab"/><path d="M30 70 L130 62" stroke="#c33" stroke-width="4"/></svg>',
)}`;

/** `count` photos of a damage, the last one sent before. */
export function fixtureDamagePhotos(damage: Damage, count: number): Photo[] {
  return Array.from({ length: count }, (_, i): Photo => ({
    id: `30000000-0000-4000-8000-${String(i + 1).padStart(12, '0')}`,
    ownerKind: 'damage',
    ownerId: damage.id,
    vehicleId: damage.vehicle.id,
    checkItem: null,
    angle: null,
    defectId: null,
    contentType: 'image/jpeg',
    size: 240_000,
    width: 1600,
    height: 1200,
    hasWeb: true,
    hasThumb: true,
    takenAt: `${damage.foundOn}T08:2${i}:00.000Z`,
    location: null,
    duplicateOf:
      i === count - 1 && count > 1
        ? {
            id: `30000000-0000-4000-8000-${String(1).padStart(12, '0')}`,
            ownerKind: 'damage',
            ownerId: damage.id,
          }
        : null,
    uploadedBy: manager,
    createdAt: `${damage.foundOn}T08:30:00.000Z`,
    showsVehicle: null,
  }));
}

/** A van's side at check-out and at check-in with a scratch, drawn in place of stored photos. */
export const fixtureBefore = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="180"><rect width="320" height="180" fill="#cfe0ee"/><rect x="30" y="50" width="270" height="95" rx="12" fill="#e8e8e6" stroke="#555"/><circle cx="80" cy="148" r="20" fill="#222"/><circle cx="250" cy="148" r="20" fill="#222"/></svg>',
)}`;
export const fixtureAfter = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="180"><rect width="320" height="180" fill="#cfe0ee"/><rect x="30" y="50" width="270" height="95" rx="12" fill="#e8e8e6" stroke="#555"/><circle cx="80" cy="148" r="20" fill="#222"/><circle cx="250" cy="148" r="20" fill="#222"/><path d="M130 100 L200 96" stroke="#333" stroke-width="2"/></svg>',
)}`;

/**
 * Two check-ins' comparisons: Jonas's left side with an open scratch and a confirmed change, and
 * a front pair that did not show the same view.
 */
export function fixtureComparisons(): PhotoComparison[] {
  const vehicle = fixtureDamages(1)[0]!.vehicle;
  const booking = {
    id: '50000000-0000-4000-8000-000000000001',
    startsAt: '2026-11-22T07:00:00.000Z',
    endsAt: '2026-11-22T15:00:00.000Z',
    checkedOutAt: '2026-11-22T07:05:00.000Z',
    returnedAt: '2026-11-22T14:40:00.000Z',
    driver,
  };
  const change = (n: number, extra: Partial<SuggestedChange>): SuggestedChange => ({
    id: `60000000-0000-4000-8000-00000000000${n}`,
    x: 0.38,
    y: 0.47,
    width: 0.25,
    height: 0.18,
    score: 0.62,
    status: 'open',
    damageId: null,
    decidedBy: null,
    decidedAt: null,
    ...extra,
  });
  return [
    {
      id: '70000000-0000-4000-8000-000000000001',
      vehicle,
      booking,
      angle: 'left',
      beforePhotoId: 'before-left',
      afterPhotoId: 'after-left',
      comparable: true,
      similarity: 0.97,
      millis: 64,
      changes: [
        change(1, {}),
        change(2, {
          x: 0.05,
          y: 0.1,
          width: 0.12,
          height: 0.15,
          score: 0.48,
          status: 'confirmed',
          damageId: '00000000-0000-4000-8000-000000000001',
          decidedBy: manager,
          decidedAt: '2026-11-22T16:00:00.000Z',
        }),
      ],
    },
    {
      id: '70000000-0000-4000-8000-000000000002',
      vehicle,
      booking,
      angle: 'front',
      beforePhotoId: 'before-front',
      afterPhotoId: 'after-front',
      comparable: false,
      similarity: 0.31,
      millis: 58,
      changes: [],
    },
  ];
}
