import type { MapOverview, MapVehicle } from '@vognpark/server/areas/map';
import { describe, expect, it } from 'vitest';
import { ageOf, filterVehicles, mapUrl, markersOf, withPosition } from './mapList';

const position = (lat: number, at: string) => ({
  vehicleId: 'a',
  recordedAt: new Date(at),
  lat,
  lon: 12.5,
  accuracyM: null,
  speedKmh: null,
  headingDeg: null,
  source: 'tracker' as const,
  depotId: null,
});
const vehicle = (id: string, changes: Partial<MapVehicle> = {}): MapVehicle => ({
  id,
  registration: 'AB12345',
  make: 'Ford',
  model: 'Transit',
  type: 'van',
  status: 'active',
  fuel: 'diesel',
  driverName: 'Jonas Holm',
  nextDueDate: null,
  attention: 'in_order',
  position: null,
  ...changes,
});

describe('the map page', () => {
  it('reads and writes its address, refusing unknown states', () => {
    const vehicle = '0f8c5b0e-8a4e-4a8e-9b7e-1c2d3e4f5a6b';
    expect(mapUrl.parse(new URLSearchParams(`search=ford&state=overdue&vehicle=${vehicle}`))).toEqual({
      search: 'ford',
      state: 'overdue',
      vehicle,
    });
    expect(mapUrl.parse(new URLSearchParams('state=bogus&vehicle=a'))).toEqual(mapUrl.empty);
    // What is typed is kept as typed (a space before the next word), a blank search left out.
    expect(mapUrl.serialize({ search: 'ford ', state: 'due_soon', vehicle: null }).toString()).toBe(
      'search=ford+&state=due_soon',
    );
    expect(mapUrl.serialize({ search: '  ', state: null, vehicle: null }).toString()).toBe('');
  });

  it.each([
    ['', 2],
    ['ab 12', 1], // the plate, spaces ignored
    ['ford transit', 1],
    ['jonas', 1],
    ['volvo', 1],
    ['nobody', 0],
  ])('search %j finds %i', (search, count) => {
    const list = [vehicle('a'), vehicle('b', { registration: 'XY99999', make: 'Volvo', driverName: null })];
    expect(filterVehicles(list, { search, state: null, vehicle: null })).toHaveLength(count);
  });

  it('filters by state and puts only placed vehicles on the map, coloured by state', () => {
    const list = [
      vehicle('a', { attention: 'overdue', position: position(55, '2026-11-27T10:00:00Z') }),
      vehicle('b', { attention: 'in_order' }),
    ];
    expect(filterVehicles(list, { search: '', state: 'overdue', vehicle: null }).map((v) => v.id)).toEqual([
      'a',
    ]);
    expect(markersOf(list, (plate) => plate)).toEqual([
      { id: 'a', lat: 55, lon: 12.5, tone: 'danger', label: 'AB12345' },
    ]);
    // Each marker says its source and age when the page gives it that.
    expect(
      markersOf(
        list,
        (plate) => plate,
        (v) => `${v.position!.source}`,
      )[0]!.detail,
    ).toBe('tracker');
  });

  it.each([
    ['2026-11-27T11:58:00Z', { value: -2, unit: 'minute' }],
    ['2026-11-27T09:00:00Z', { value: -3, unit: 'hour' }],
    ['2026-11-24T12:00:00Z', { value: -3, unit: 'day' }],
    ['2026-11-27T12:05:00Z', { value: -0, unit: 'minute' }], // a clock ahead: now
  ])('a position of %s is %j old', (at, age) => {
    expect(ageOf(new Date(at), new Date('2026-11-27T12:00:00Z'))).toEqual(age);
  });

  it('moves a vehicle to a newer live position only', () => {
    const overview: MapOverview = {
      depots: [],
      workshops: [],
      vehicles: [vehicle('a', { position: position(55, '2026-11-27T10:00:00Z') }), vehicle('b')],
    };
    const moved = withPosition(overview, position(56, '2026-11-27T11:00:00Z'));
    expect(moved.vehicles[0]!.position!.lat).toBe(56);
    expect(moved.vehicles[1]).toBe(overview.vehicles[1]);
    expect(withPosition(overview, position(54, '2026-11-27T09:00:00Z'))).toBe(overview);
  });
});
