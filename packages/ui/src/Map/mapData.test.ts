import { createExpression, featureFilter, validateStyleMin } from '@maplibre/maplibre-gl-style-spec';
import { describe, expect, it } from 'vitest';
import {
  boundsOf,
  circlePolygon,
  clusterColorExpression,
  CLUSTER_PROPERTIES,
  markersToGeoJson,
  tileJsonLayers,
  tileJsonSource,
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

  // An operator's tiles (MAP_PMTILES through our server's TileJSON): a source and layers MapLibre's
  // own validator takes, tile addresses made absolute, areas and lines drawn by their geometry.
  it("draws an operator's raster TileJSON as one raster layer with its attribution", () => {
    const tileJson = {
      tiles: ['/api/map/tiles/{z}/{x}/{y}'],
      type: 'raster' as const,
      attribution: '© Testkort',
      minzoom: 0,
      maxzoom: 1,
      bounds: [8, 54.5, 15.2, 57.8] as [number, number, number, number],
    };
    const source = tileJsonSource(tileJson, 'https://fleet.example.dk/api/map/tiles.json');
    expect(source).toEqual({
      type: 'raster',
      tiles: ['https://fleet.example.dk/api/map/tiles/{z}/{x}/{y}'],
      tileSize: 256,
      minzoom: 0,
      maxzoom: 1,
      bounds: [8, 54.5, 15.2, 57.8],
      attribution: '© Testkort',
    });
    const layers = tileJsonLayers(tileJson, { fill: '#eee', line: '#999' });
    expect(layers).toEqual([{ id: 'operator-raster', type: 'raster', source: 'operator' }]);
    expect(validateStyleMin({ version: 8, sources: { operator: source }, layers } as never)).toEqual([]);
    // Relative to the TileJSON's folder, or already absolute: as written.
    expect(
      tileJsonSource({ tiles: ['t/{z}/{x}/{y}.png'] }, 'https://a.example/maps/tiles.json').tiles,
    ).toEqual(['https://a.example/maps/t/{z}/{x}/{y}.png']);
    expect(
      tileJsonSource({ tiles: ['https://b.example/{z}/{x}/{y}'] }, 'https://a.example/x.json').tiles,
    ).toEqual(['https://b.example/{z}/{x}/{y}']);
    expect(() => tileJsonSource({ tiles: [] }, 'https://a.example/x.json')).toThrow();
  });

  it("draws an operator's vector TileJSON: each layer's areas filled and lines drawn, no labels", () => {
    const tileJson = {
      tiles: ['/api/map/tiles/{z}/{x}/{y}'],
      type: 'vector' as const,
      vector_layers: [{ id: 'water' }, { id: 'roads', minzoom: 6, maxzoom: 14 }],
    };
    const source = tileJsonSource(tileJson, 'http://127.0.0.1:3000/api/map/tiles.json');
    expect(source).toEqual({ type: 'vector', tiles: ['http://127.0.0.1:3000/api/map/tiles/{z}/{x}/{y}'] });
    const layers = tileJsonLayers(tileJson, { fill: '#eee', line: '#999' });
    expect(
      layers.map((layer) => `${String(layer.id)} ${String(layer.type)} ${String(layer['source-layer'])}`),
    ).toEqual([
      'operator-water-fill fill water',
      'operator-water-line line water',
      'operator-roads-fill fill roads',
      'operator-roads-line line roads',
    ]);
    expect(layers[2]).toMatchObject({ minzoom: 6, maxzoom: 15 });
    expect(validateStyleMin({ version: 8, sources: { operator: source }, layers } as never)).toEqual([]);
    // Which geometry each layer draws, by MapLibre's own filter evaluator.
    const ring = [
      { x: 0, y: 0 },
      { x: 10, y: 0 },
      { x: 10, y: 10 },
      { x: 0, y: 0 },
    ];
    const features = {
      point: { type: 1 as const, properties: {}, geometry: [[{ x: 1, y: 1 }]] },
      line: { type: 2 as const, properties: {}, geometry: [ring.slice(0, 2)] },
      area: { type: 3 as const, properties: {}, geometry: [ring] },
    };
    const drawnBy = (layer: Record<string, unknown>) =>
      Object.entries(features)
        .filter(([, feature]) =>
          featureFilter(layer.filter as never, 'layer').filter({ zoom: 8 }, feature as never),
        )
        .map(([name]) => name);
    expect(drawnBy(layers[0]!)).toEqual(['area']);
    expect(drawnBy(layers[1]!)).toEqual(['line']);
  });
});
