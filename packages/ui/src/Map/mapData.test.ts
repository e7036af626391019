import { createExpression } from '@maplibre/maplibre-gl-style-spec';
import { describe, expect, it } from 'vitest';
import {
  boundsOf,
  circlePolygon,
  clusterColorExpression,
  CLUSTER_PROPERTIES,
  markersToGeoJson,
  toneMixText,
  toneRing,
  townPopulationAt,
  TONE_RANK,
} from './mapData';
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

  const colors = { danger: 'red', warning: 'orange', success: 'green', neutral: 'grey' };
  const counts = (danger: number, warning: number, success: number, neutral = 0) => ({
    danger,
    warning,
    success,
    neutral,
  });

  // A cluster shows its mix, not only its worst marker: one overdue vehicle among nine in order is
  // a tenth of the ring.
  it.each([
    [counts(1, 0, 9), 'conic-gradient(red 0% 10%, green 10% 100%)'],
    [counts(1, 1, 0), 'conic-gradient(red 0% 50%, orange 50% 100%)'],
    [counts(0, 0, 4), 'conic-gradient(green 0% 100%)'],
    [counts(1, 1, 1), 'conic-gradient(red 0% 33.3%, orange 33.3% 66.7%, green 66.7% 100%)'],
    [counts(0, 2, 1, 1), 'conic-gradient(orange 0% 50%, green 50% 75%, grey 75% 100%)'],
    [counts(0, 0, 0), 'grey'],
  ])('rings a cluster of %j as %s', (mix, ring) => {
    expect(toneRing(mix, colors)).toBe(ring);
  });

  it.each([
    [counts(1, 0, 9), 'danger 1, success 9'],
    [counts(0, 3, 0, 2), 'warning 3, neutral 2'],
  ])('says a cluster of %j is %s', (mix, text) => {
    expect(toneMixText(mix)).toBe(text);
  });

  it.each([
    [counts(1, 0, 9), 'green'], // one overdue among nine in order: not a red disc
    [counts(3, 1, 2), 'red'],
    [counts(2, 2, 1), 'red'], // a tie goes to the more severe
    [counts(0, 4, 4, 1), 'orange'],
    [counts(0, 0, 1, 5), 'grey'],
  ])("colours a cluster's disc of %j by most of its markers: %s", (mix, colour) => {
    // MapLibre's own evaluator, on the properties a cluster of these counts carries.
    const parsed = createExpression(clusterColorExpression(colors), 'layers[clusters].paint.circle-color');
    if (parsed.result !== 'success') throw new Error(JSON.stringify(parsed.value));
    const feature = { type: 'Point', properties: mix } as unknown as Parameters<
      typeof parsed.value.evaluate
    >[1];
    expect(String(parsed.value.evaluate({ zoom: 8 }, feature))).toBe(colour);
  });

  it('has MapLibre count each tone of a cluster besides its worst rank', () => {
    expect(Object.keys(CLUSTER_PROPERTIES)).toEqual(['rank', 'danger', 'warning', 'success', 'neutral']);
    expect(CLUSTER_PROPERTIES.success).toEqual(['+', ['case', ['==', ['get', 'tone'], 'success'], 1, 0]]);
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
