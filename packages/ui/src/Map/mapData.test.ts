import { describe, expect, it } from 'vitest';
import { boundsOf, circlePolygon, markersToGeoJson, townPopulationAt, TONE_RANK } from './mapData';
import basemap from './basemap.json';

describe('map data', () => {
  it('turns markers into points with their tone and severity', () => {
    const collection = markersToGeoJson([
      { id: 'a', lat: 55.6, lon: 12.5, tone: 'danger', label: 'AB 12 345', detail: '3 days ago, check-in' },
    ]);
    expect(collection.features[0]).toEqual({
      type: 'Feature',
      properties: { id: 'a', tone: 'danger', rank: 3, label: 'AB 12 345', detail: '3 days ago, check-in' },
      geometry: { type: 'Point', coordinates: [12.5, 55.6] },
    });
    expect(TONE_RANK.danger > TONE_RANK.warning && TONE_RANK.warning > TONE_RANK.success).toBe(true);
  });

  it('draws a zone as a closed circle of its radius', () => {
    const ring = circlePolygon(55.65, 12.54, 400, 8);
    expect(ring).toHaveLength(9);
    expect(ring[8]).toEqual(ring[0]);
    // North: 400 m is 0.0036 degrees of latitude.
    expect(ring[0]![1] - 55.65).toBeCloseTo(0.0036, 4);
    expect(ring[0]![0]).toBeCloseTo(12.54, 6);
  });

  it.each([
    [5.5, 200_000],
    [7, 50_000],
    [8, 25_000],
    [10, 0],
  ])('labels towns at zoom %s from %i people', (zoom, population) => {
    expect(townPopulationAt(zoom)).toBe(population);
  });

  it('frames points, and nothing for none', () => {
    expect(boundsOf([])).toBeNull();
    expect(
      boundsOf([
        { lat: 55, lon: 12 },
        { lat: 56, lon: 10 },
      ]),
    ).toEqual([
      [10, 55],
      [12, 56],
    ]);
  });

  it('ships the basemap: Denmark and its large towns, credited', () => {
    expect(basemap.attribution).toEqual(['Natural Earth', 'GeoNames']);
    expect(basemap.land.features.map((f) => f.properties.country)).toContain('DK');
    const names = basemap.towns.map((town) => town.name);
    expect(names.slice(0, 3)).toEqual(['København', 'Aarhus', 'Odense']);
    expect(names).toContain('Rønne');
  });
});
