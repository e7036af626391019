/**
 * The map's pure rules: a marker's attention, distances, the depot a position lies in, and the
 * age of a position. Table-tested in test/map.test.ts.
 */
import { addDays } from '../../due/rules.js';
import type { Depot, MapAttention } from './model.js';

/** Days before a date at which a vehicle's marker turns "due soon" (as compliance: 30). */
export const MAP_DUE_SOON_DAYS = 30;

/** Overdue when the soonest date has passed, due soon within 30 days, else in order (no date too). */
export function mapAttention(nextDueDate: string | null, today: string): MapAttention {
  if (!nextDueDate) return 'in_order';
  if (nextDueDate < today) return 'overdue';
  if (nextDueDate <= addDays(today, MAP_DUE_SOON_DAYS)) return 'due_soon';
  return 'in_order';
}

export const EARTH_RADIUS_M = 6_371_008.8;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in metres (haversine). */
export function distanceM(aLat: number, aLon: number, bLat: number, bLon: number): number {
  const dLat = radians(bLat - aLat);
  const dLon = radians(bLon - aLon);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(radians(aLat)) * Math.cos(radians(bLat)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The nearest depot whose circle holds the point, or null ("at depot" when not null). */
export function depotAt<D extends Pick<Depot, 'lat' | 'lon' | 'radiusM'>>(
  depots: readonly D[],
  lat: number,
  lon: number,
): D | null {
  let best: D | null = null;
  let bestDistance = Infinity;
  for (const depot of depots) {
    const distance = distanceM(lat, lon, depot.lat, depot.lon);
    if (distance <= depot.radiusM && distance < bestDistance) {
      best = depot;
      bestDistance = distance;
    }
  }
  return best;
}
