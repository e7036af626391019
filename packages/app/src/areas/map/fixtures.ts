/**
 * The map's stories' data: a small fleet around the Nordlys depots with every source and state,
 * a vehicle nobody has placed, and a fixed "now" so the ages read the same on every run.
 */
import type { Depot, MapOverview, MapVehicle, MapWorkshop, PositionSource } from '@vognpark/server/areas/map';

export const fixtureNow = new Date('2026-11-27T12:00:00Z');

export const fixtureDepots: Depot[] = [
  { id: 'depot-cph', name: 'København Sydhavn', lat: 55.6495, lon: 12.5406, radiusM: 400, version: 1 },
  { id: 'depot-aar', name: 'Aarhus Havn', lat: 56.1545, lon: 10.2211, radiusM: 400, version: 1 },
  { id: 'depot-ode', name: 'Odense Dalum', lat: 55.3796, lon: 10.3738, radiusM: 400, version: 1 },
];

const rows: [
  string,
  string,
  string,
  MapVehicle['attention'],
  PositionSource | null,
  number,
  number,
  number,
][] = [
  // registration, make, model, attention, source, lat, lon, hours ago
  ['AB12345', 'Ford', 'Transit', 'overdue', 'tracker', 55.6761, 12.5683, 0.05],
  ['CD23456', 'Mercedes-Benz', 'Sprinter', 'due_soon', 'check_in', 55.6498, 12.541, 26],
  ['EF34567', 'Volkswagen', 'Crafter', 'in_order', 'depot', 56.1547, 10.2214, 72],
  ['GH45678', 'Renault', 'Master', 'in_order', 'photo', 55.0598, 10.6068, 5],
  ['JK56789', 'Fiat', 'Ducato', 'overdue', 'check_out', 55.4975, 9.7466, 50],
  ['LM67890', 'Citroën', 'Jumpy', 'in_order', 'roll_call', 55.3798, 10.374, 3],
  ['NP78901', 'Toyota', 'Proace', 'due_soon', null, 0, 0, 0],
];

export const fixtureVehicles: MapVehicle[] = rows.map(
  ([registration, make, model, attention, source, lat, lon, hoursAgo], i) => ({
    id: `vehicle-${i + 1}`,
    registration,
    make,
    model,
    type: 'van',
    status: 'active',
    fuel: 'diesel',
    driverName: i === 0 ? 'Jonas Holm' : null,
    nextDueDate: null,
    attention,
    position: source
      ? {
          vehicleId: `vehicle-${i + 1}`,
          recordedAt: new Date(fixtureNow.getTime() - hoursAgo * 3_600_000),
          lat,
          lon,
          accuracyM: source === 'tracker' ? 8 : source === 'depot' ? 400 : 25,
          speedKmh: null,
          headingDeg: null,
          source,
          depotId:
            source === 'check_in'
              ? 'depot-cph'
              : source === 'depot'
                ? 'depot-aar'
                : source === 'roll_call'
                  ? 'depot-ode'
                  : null,
        }
      : null,
  }),
);

export const fixtureWorkshops: MapWorkshop[] = [
  { id: 'workshop-aar', name: 'Aarhus Autoværksted', lat: 56.187, lon: 10.165, preferred: true },
  { id: 'workshop-kol', name: 'Kolding Lastbilcenter', lat: 55.508, lon: 9.444, preferred: false },
];

export const fixtureOverview: MapOverview = {
  vehicles: fixtureVehicles,
  depots: fixtureDepots,
  workshops: fixtureWorkshops,
};
