/**
 * The Map's pure parts: markers and zones as GeoJSON, a zone's circle as a polygon, which towns
 * show at a zoom, and the colours of the tones. Table-tested in mapData.test.ts.
 */
import type { FeatureCollection, Point, Polygon } from 'geojson';
import type { ColorTokens } from '../theme/tokens';

export type MapMarkerTone = 'danger' | 'warning' | 'success' | 'neutral';

export interface MapMarker {
  id: string;
  lat: number;
  lon: number;
  tone: MapMarkerTone;
  /** What the marker is ("AB 12 345"), for its tooltip. */
  label: string;
  /** More for its tooltip, under the label: where the place came from and how old it is. */
  detail?: string;
}

/** A circular area on the map (a depot's geofence). */
export interface MapZone {
  id: string;
  name: string;
  lat: number;
  lon: number;
  radiusM: number;
}

/**
 * A landmark drawn over the land as a diamond (a partner's workshop): filled when `emphasis`
 * (preferred), outlined otherwise; its label is its tooltip. Not clustered: a host has few.
 */
export interface MapLandmark {
  id: string;
  lat: number;
  lon: number;
  label: string;
  emphasis?: boolean;
}

export interface Town {
  name: string;
  lat: number;
  lon: number;
  population: number;
}

/** Tones by severity: a cluster takes the most severe of its markers. */
export const TONE_RANK: Record<MapMarkerTone, number> = { danger: 3, warning: 2, success: 1, neutral: 0 };

/** The tones, most severe first: the order a cluster's ring shows them in. */
export const TONES_BY_SEVERITY: readonly MapMarkerTone[] = ['danger', 'warning', 'success', 'neutral'];

/** How many markers of each tone a cluster holds. */
export type ToneCounts = Record<MapMarkerTone, number>;

/**
 * What MapLibre adds up for each cluster: its most severe marker's rank and how many of each tone
 * it holds (a cluster shows the mix, not only its worst marker: nearly every cluster of a fleet
 * holds one overdue vehicle).
 */
export const CLUSTER_PROPERTIES = {
  rank: ['max', ['get', 'rank']],
  ...Object.fromEntries(
    TONES_BY_SEVERITY.map((tone) => [tone, ['+', ['case', ['==', ['get', 'tone'], tone], 1, 0]]]),
  ),
} as Record<string, unknown>;

/**
 * A cluster's disc colour (a MapLibre expression over its counts): the tone most of its markers
 * have, the more severe on a tie. It shows while the map moves (the ring, HTML, is drawn once it
 * settles), so a cluster of nine in order and one overdue is green there too, not red.
 */
export function clusterColorExpression(colors: Record<MapMarkerTone, string>): unknown[] {
  const count = (tone: MapMarkerTone) => ['get', tone];
  const atLeastAll = (tone: MapMarkerTone, others: MapMarkerTone[]) => [
    'all',
    ...others.map((other) => ['>=', count(tone), count(other)]),
  ];
  return [
    'case',
    atLeastAll('danger', ['warning', 'success', 'neutral']),
    colors.danger,
    atLeastAll('warning', ['success', 'neutral']),
    colors.warning,
    atLeastAll('success', ['neutral']),
    colors.success,
    colors.neutral,
  ];
}

/** A cluster's tones as a ring: each tone's share, most severe first, as a CSS conic gradient. */
export function toneRing(counts: ToneCounts, colors: Record<MapMarkerTone, string>): string {
  const total = TONES_BY_SEVERITY.reduce((sum, tone) => sum + Math.max(0, counts[tone] || 0), 0);
  if (total === 0) return colors.neutral;
  const stops: string[] = [];
  let from = 0;
  for (const tone of TONES_BY_SEVERITY) {
    const count = Math.max(0, counts[tone] || 0);
    if (count === 0) continue;
    const to = from + (count / total) * 100;
    stops.push(`${colors[tone]} ${round(from)}% ${round(to)}%`);
    from = to;
  }
  return `conic-gradient(${stops.join(', ')})`;
}

const round = (percent: number) => Math.round(percent * 10) / 10;

/** A cluster's mix in words for its frame's `data-clusters` ("danger 1, success 9"). */
export function toneMixText(counts: ToneCounts): string {
  return TONES_BY_SEVERITY.filter((tone) => (counts[tone] || 0) > 0)
    .map((tone) => `${tone} ${counts[tone]}`)
    .join(', ');
}

export function markerColors(colors: ColorTokens): Record<MapMarkerTone, string> {
  return {
    danger: colors.danger,
    // Not the theme's warning (the same red as danger in the light theme): the charts' orange.
    warning: colors.chartSeries[1] ?? colors.warning,
    success: colors.success,
    neutral: colors.textMuted,
  };
}

export function markersToGeoJson(markers: readonly MapMarker[]): FeatureCollection<Point> {
  return {
    type: 'FeatureCollection',
    features: markers.map((marker) => ({
      type: 'Feature',
      properties: {
        id: marker.id,
        tone: marker.tone,
        rank: TONE_RANK[marker.tone],
        label: marker.label,
        detail: marker.detail ?? '',
      },
      geometry: { type: 'Point', coordinates: [marker.lon, marker.lat] },
    })),
  };
}

const EARTH_RADIUS_M = 6_371_008.8;

/** A circle of `radiusM` around a point as a polygon of `steps` corners (closed). */
export function circlePolygon(lat: number, lon: number, radiusM: number, steps = 48): [number, number][] {
  const ring: [number, number][] = [];
  const angular = radiusM / EARTH_RADIUS_M;
  const latR = (lat * Math.PI) / 180;
  const lonR = (lon * Math.PI) / 180;
  for (let i = 0; i < steps; i++) {
    const bearing = (2 * Math.PI * i) / steps;
    const pLat = Math.asin(
      Math.sin(latR) * Math.cos(angular) + Math.cos(latR) * Math.sin(angular) * Math.cos(bearing),
    );
    const pLon =
      lonR +
      Math.atan2(
        Math.sin(bearing) * Math.sin(angular) * Math.cos(latR),
        Math.cos(angular) - Math.sin(latR) * Math.sin(pLat),
      );
    ring.push([(pLon * 180) / Math.PI, (pLat * 180) / Math.PI]);
  }
  ring.push(ring[0]!);
  return ring;
}

export function zonesToGeoJson(zones: readonly MapZone[]): FeatureCollection<Polygon> {
  return {
    type: 'FeatureCollection',
    features: zones.map((zone) => ({
      type: 'Feature',
      properties: { id: zone.id, name: zone.name },
      geometry: { type: 'Polygon', coordinates: [circlePolygon(zone.lat, zone.lon, zone.radiusM)] },
    })),
  };
}

/** The smallest population a town needs to be labelled at a zoom (the largest always are). */
export function townPopulationAt(zoom: number): number {
  if (zoom < 6.5) return 200_000;
  if (zoom < 7.5) return 50_000;
  if (zoom < 8.5) return 25_000;
  return 0;
}

/** The bounds [[west, south], [east, north]] of the markers, or null for none. */
export function boundsOf(
  points: readonly { lat: number; lon: number }[],
): [[number, number], [number, number]] | null {
  if (points.length === 0) return null;
  let west = Infinity;
  let south = Infinity;
  let east = -Infinity;
  let north = -Infinity;
  for (const { lat, lon } of points) {
    west = Math.min(west, lon);
    east = Math.max(east, lon);
    south = Math.min(south, lat);
    north = Math.max(north, lat);
  }
  return [
    [west, south],
    [east, north],
  ];
}

/**
 * A basemap an operator chose (the host knows where from; the kit knows no server): a TileJSON
 * (raster or vector tiles) drawn over the offline basemap, under the zones and markers, or a
 * MapLibre style by URL drawn instead of the offline basemap, the zones and markers on top.
 */
export type MapBasemap = { kind: 'tilejson'; url: string } | { kind: 'style'; url: string };

/** What the map reads of a TileJSON (3.0.0): where the tiles are and what they hold. */
export interface TileJson {
  tiles: string[];
  /** Not in the spec, but what our server (and most) say; without it, vector when it names layers. */
  type?: 'raster' | 'vector';
  vector_layers?: { id: string; minzoom?: number; maxzoom?: number }[];
  attribution?: string;
  bounds?: [number, number, number, number];
  minzoom?: number;
  maxzoom?: number;
}

/** The colours of an operator's vector tiles: areas and lines, in the basemap's own. */
export interface TileColors {
  fill: string;
  line: string;
}

/** The source id of an operator's tiles. */
export const OPERATOR_SOURCE = 'operator';

/** Whether a TileJSON's tiles are vector (MVT) tiles, else raster images. */
export function isVectorTileJson(tileJson: TileJson): boolean {
  return tileJson.type ? tileJson.type === 'vector' : (tileJson.vector_layers?.length ?? 0) > 0;
}

/**
 * A TileJSON as a MapLibre source: its tile addresses made absolute against the TileJSON's own
 * (`/api/map/tiles/{z}/{x}/{y}` from our server), its zooms, bounds and attribution kept (the
 * attribution is shown in the map's corner while the source is drawn). Throws when it names no tiles.
 */
export function tileJsonSource(tileJson: TileJson, tileJsonUrl: string): Record<string, unknown> {
  if (!Array.isArray(tileJson.tiles) || tileJson.tiles.length === 0)
    throw new Error('The TileJSON names no tiles');
  // `new URL` would escape the template's braces; the host part is resolved, the rest kept as written.
  const tiles = tileJson.tiles.map((tile) => {
    if (/^[a-z][a-z0-9+.-]*:/i.test(tile)) return tile;
    const base = new URL(tileJsonUrl);
    return tile.startsWith('/') ? `${base.origin}${tile}` : `${base.href.replace(/[^/]*$/, '')}${tile}`;
  });
  const vector = isVectorTileJson(tileJson);
  return {
    type: vector ? 'vector' : 'raster',
    tiles,
    ...(!vector && { tileSize: 256 }),
    ...(tileJson.minzoom !== undefined && { minzoom: tileJson.minzoom }),
    ...(tileJson.maxzoom !== undefined && { maxzoom: tileJson.maxzoom }),
    ...(tileJson.bounds && { bounds: tileJson.bounds }),
    ...(tileJson.attribution && { attribution: tileJson.attribution }),
  };
}

/**
 * The layers that draw an operator's tiles: a raster layer, or for vector tiles, for each of its
 * layers (`vector_layers`), its areas as a light fill and its lines as thin lines; no labels (they
 * would need glyphs from somewhere) and no points.
 */
export function tileJsonLayers(tileJson: TileJson, colors: TileColors): Record<string, unknown>[] {
  if (!isVectorTileJson(tileJson))
    return [{ id: 'operator-raster', type: 'raster', source: OPERATOR_SOURCE }];
  return (tileJson.vector_layers ?? []).flatMap((layer) => {
    const zooms = {
      ...(layer.minzoom !== undefined && { minzoom: layer.minzoom }),
      ...(layer.maxzoom !== undefined && { maxzoom: layer.maxzoom + 1 }),
    };
    const common = { source: OPERATOR_SOURCE, 'source-layer': layer.id, ...zooms };
    return [
      {
        id: `operator-${layer.id}-fill`,
        type: 'fill',
        ...common,
        filter: ['in', ['geometry-type'], ['literal', ['Polygon', 'MultiPolygon']]],
        paint: { 'fill-color': colors.fill, 'fill-opacity': 0.35, 'fill-outline-color': colors.line },
      },
      {
        id: `operator-${layer.id}-line`,
        type: 'line',
        ...common,
        filter: ['in', ['geometry-type'], ['literal', ['LineString', 'MultiLineString']]],
        paint: { 'line-color': colors.line, 'line-width': 0.8 },
      },
    ];
  });
}
