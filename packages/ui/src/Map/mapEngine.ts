/**
 * MapLibre GL JS behind the Map component, in a chunk of its own (Map.tsx loads it on first use):
 * the offline basemap (basemap.json: land and towns from packages, no tiles, no glyphs: town
 * names and cluster counts are HTML, drawn in the page's own font), zones, clustered markers.
 * Nothing here fetches from outside: the style is an object, the worker a file of this build.
 */
import {
  AttributionControl,
  Map as MapLibre,
  Marker,
  NavigationControl,
  Popup,
  setWorkerUrl,
} from 'maplibre-gl';
import type {
  GeoJSONSource,
  LayerSpecification,
  MapGeoJSONFeature,
  SourceSpecification,
  StyleSpecification,
} from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import type { FeatureCollection, Point } from 'geojson';
import basemap from './basemap.json';
import {
  boundsOf,
  CLUSTER_PROPERTIES,
  clusterColorExpression,
  markersToGeoJson,
  OPERATOR_SOURCE,
  tileJsonLayers,
  tileJsonSource,
  TONES_BY_SEVERITY,
  toneMixText,
  toneRing,
  townPopulationAt,
  zonesToGeoJson,
  type MapBasemap,
  type MapLandmark,
  type MapMarker,
  type MapMarkerTone,
  type MapZone,
  type TileJson,
  type ToneCounts,
  type Town,
} from './mapData';

/** Vite's flag for its development server (Storybook, `vite`); a build replaces it with false. */
const development = (import.meta as ImportMeta & { env?: { DEV?: boolean } }).env?.DEV === true;

/**
 * MapLibre's worker, ready before a map is made (Map.tsx awaits it). A build ships the worker as a
 * file of its own (`?url`). Vite's development server cannot: it serves every module it is asked
 * for with its client injected (`import … from "/@vite/client"`, which needs a window), so the
 * worker died as it started, the style never finished loading and no marker was ever drawn. There
 * the worker's untouched text runs from a blob (no CSP there; the server's CSP allows no blob).
 */
export const workerReady: Promise<void> = development
  ? import('maplibre-gl/dist/maplibre-gl-worker.mjs?raw').then(({ default: source }) =>
      setWorkerUrl(URL.createObjectURL(new Blob([source], { type: 'text/javascript' }))),
    )
  : Promise.resolve(setWorkerUrl(workerUrl));

export interface EngineColors {
  water: string;
  land: string;
  otherLand: string;
  border: string;
  text: string;
  halo: string;
  zone: string;
  /** The landmarks' diamonds. */
  landmark: string;
  tones: Record<MapMarkerTone, string>;
  selected: string;
}

export interface EngineStrings {
  zoomIn: string;
  zoomOut: string;
  resetNorth: string;
  toggleAttribution: string;
  attribution: string;
  /** The canvas's accessible name. */
  title: string;
}

/** A place on the map, in degrees. */
export interface MapPlace {
  lat: number;
  lon: number;
}

export interface EngineOptions {
  container: HTMLElement;
  colors: EngineColors;
  strings: EngineStrings;
  fontFamily: string;
  onSelect: (id: string) => void;
  /** After each render that settles: what the canvas shows (Map.tsx puts it on its frame for tests). */
  onDrawn: (drawn: MapDrawn) => void;
  /**
   * Picking a place: a click on the map, or Enter on the focused canvas (the place under the
   * crosshair in its middle, moved there with the arrow keys). Without it, clicks only select.
   */
  onPick?: (place: MapPlace) => void;
  /** The id of the text that tells how to pick, for the canvas's description. */
  describedBy?: string;
  /** An operator's tiles over the offline basemap, or their style instead of it (none: offline only). */
  basemap?: MapBasemap | null;
}

export interface MapDrawn {
  /** Markers in view, a cluster counting all it holds. */
  points: number;
  /** Where the selected marker is drawn ("55.67610,12.56830"), or null when it is not on its own in view. */
  selectedAt: string | null;
  /** The clusters in view, each its mix of tones ("danger 1, success 9"), most crowded first. */
  clusters: string[];
  /**
   * What the basemap is: `offline` (the shipped one alone), `tiles` (an operator's tiles drawn over
   * it, once some have loaded) or `style` (an operator's style instead of it).
   */
  basemap: 'offline' | 'tiles' | 'style';
  /**
   * What an operator's vector tiles drew in view, by the kind of layer ("fill 1, line 1": one area
   * filled, one line drawn); null when they drew nothing or are not vector tiles.
   */
  tileFeatures: string | null;
}

/** A cluster's radius in pixels by how many it holds (the circle layer and the count's disc agree). */
const clusterRadius = (count: number) => (count >= 500 ? 25 : count >= 100 ? 20 : count >= 10 ? 16 : 13);
/** Above this zoom no marker is clustered; a selected marker in a cluster is shown one step closer. */
const CLUSTER_MAX_ZOOM = 12;
const countsOf = (properties: Record<string, unknown>): ToneCounts =>
  Object.fromEntries(TONES_BY_SEVERITY.map((tone) => [tone, Number(properties[tone] ?? 0)])) as ToneCounts;

const DENMARK: [[number, number], [number, number]] = [
  [8.0, 54.55],
  [12.75, 57.76],
];

export interface MapEngine {
  setMarkers(markers: readonly MapMarker[]): void;
  setZones(zones: readonly MapZone[]): void;
  setSelected(id: string | null): void;
  /** Draws the landmarks (diamonds with their label as a tooltip), replacing those drawn. */
  setLandmarks(landmarks: readonly MapLandmark[]): void;
  /** Shows the picked place as a pin, bringing it into view when it is out of it. */
  setPicked(place: MapPlace | null): void;
  /** Frames the markers (or Denmark when there are none). */
  fit(markers: readonly { lat: number; lon: number }[]): void;
  remove(): void;
}

/** The offline basemap: water, the land (Denmark lighter) and its coasts, from basemap.json. */
function offlineBasemap(colors: EngineColors): Pick<StyleSpecification, 'sources' | 'layers'> {
  return {
    sources: { land: { type: 'geojson', data: basemap.land as FeatureCollection } },
    layers: [
      { id: 'water', type: 'background', paint: { 'background-color': colors.water } },
      {
        id: 'land',
        type: 'fill',
        source: 'land',
        paint: { 'fill-color': ['match', ['get', 'country'], 'DK', colors.land, colors.otherLand] },
      },
      {
        id: 'coast',
        type: 'line',
        source: 'land',
        paint: { 'line-color': colors.border, 'line-width': 0.7 },
      },
    ],
  };
}

/** What the map draws over any basemap: the zones, the clustered markers, the selected ring. */
function overlays(colors: EngineColors): Pick<StyleSpecification, 'sources' | 'layers'> {
  const tone = (property: string) =>
    [
      'match',
      ['get', property],
      'danger',
      colors.tones.danger,
      'warning',
      colors.tones.warning,
      'success',
      colors.tones.success,
      colors.tones.neutral,
    ] as unknown as string;
  return {
    sources: {
      zones: { type: 'geojson', data: zonesToGeoJson([]) },
      markers: {
        type: 'geojson',
        data: markersToGeoJson([]),
        cluster: true,
        clusterRadius: 44,
        clusterMaxZoom: CLUSTER_MAX_ZOOM,
        // Its most severe marker's rank and how many of each tone it holds (its ring shows the mix).
        clusterProperties: CLUSTER_PROPERTIES as never,
      },
    },
    layers: [
      {
        id: 'zones',
        type: 'fill',
        source: 'zones',
        paint: { 'fill-color': colors.zone, 'fill-opacity': 0.18 },
      },
      {
        id: 'zone-edges',
        type: 'line',
        source: 'zones',
        paint: { 'line-color': colors.zone, 'line-width': 1.5 },
      },
      {
        id: 'clusters',
        type: 'circle',
        source: 'markers',
        filter: ['has', 'point_count'],
        paint: {
          // The tone most of its markers have (its ring, once the map settles, shows the mix).
          'circle-color': clusterColorExpression(colors.tones) as unknown as string,
          // clusterRadius() below, in the style's language.
          'circle-radius': ['step', ['get', 'point_count'], 13, 10, 16, 100, 20, 500, 25],
          'circle-stroke-color': colors.halo,
          'circle-stroke-width': 2,
        },
      },
      {
        id: 'markers',
        type: 'circle',
        source: 'markers',
        filter: ['!', ['has', 'point_count']],
        paint: {
          'circle-color': tone('tone'),
          'circle-radius': ['match', ['get', 'tone'], 'danger', 8, 'warning', 7, 6],
          'circle-stroke-color': colors.halo,
          'circle-stroke-width': 1.5,
        },
      },
      {
        id: 'selected',
        type: 'circle',
        source: 'markers',
        filter: ['==', ['get', 'id'], ''],
        paint: {
          'circle-radius': 12,
          'circle-color': 'rgba(0,0,0,0)',
          'circle-stroke-color': colors.selected,
          'circle-stroke-width': 3,
        },
      },
    ],
  };
}

/** The whole offline style: the basemap and the overlays on it. */
function style(colors: EngineColors): StyleSpecification {
  const base = offlineBasemap(colors);
  const over = overlays(colors);
  return {
    version: 8,
    sources: { ...base.sources, ...over.sources },
    layers: [...base.layers, ...over.layers],
  };
}

/** Throws when the browser cannot draw (no WebGL): Map.tsx shows that instead of a map. */
export function createMapEngine({
  container,
  colors,
  strings,
  fontFamily,
  onSelect,
  onDrawn,
  onPick,
  describedBy,
  basemap: operatorBasemap = null,
}: EngineOptions): MapEngine {
  // An operator's style is the whole basemap: our overlays go on top of its layers as it loads.
  const over = overlays(colors);
  const map = new MapLibre({
    container,
    ...(operatorBasemap?.kind === 'style'
      ? {
          style: operatorBasemap.url,
          transformStyle: (_previous, next) => ({
            ...next,
            sources: { ...next.sources, ...over.sources },
            layers: [...next.layers, ...over.layers],
          }),
        }
      : { style: style(colors) }),
    bounds: DENMARK,
    fitBoundsOptions: { padding: 24 },
    minZoom: 5,
    maxZoom: 17,
    maxBounds: [
      [basemap.bounds[0]! - 2, basemap.bounds[1]! - 1],
      [basemap.bounds[2]! + 2, basemap.bounds[3]! + 1],
    ],
    attributionControl: false,
    dragRotate: false,
    pitchWithRotate: false,
    locale: {
      'NavigationControl.ZoomIn': strings.zoomIn,
      'NavigationControl.ZoomOut': strings.zoomOut,
      'NavigationControl.ResetBearing': strings.resetNorth,
      'AttributionControl.ToggleAttribution': strings.toggleAttribution,
      'Map.Title': strings.title,
    },
  });
  map.addControl(new NavigationControl({ showCompass: false }), 'top-right');
  const reducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
  if (describedBy) map.getCanvas().setAttribute('aria-describedby', describedBy);
  // The offline basemap's sources are credited while it is drawn; a style's and a TileJSON's
  // sources credit themselves (their `attribution`), shown in the same corner.
  let offline = operatorBasemap?.kind !== 'style';
  let attribution = new AttributionControl({
    compact: true,
    ...(offline && { customAttribution: strings.attribution }),
  });
  map.addControl(attribution, 'bottom-right');
  let basemapDrawn: MapDrawn['basemap'] = 'offline';
  // The layers drawing an operator's vector tiles, whose features the frame counts for tests.
  const operatorLayers: string[] = [];
  let removed = false;

  // Town names as HTML: no glyphs to fetch, the page's font, shown by population for the zoom.
  const towns = (basemap.towns as Town[]).map((town) => {
    const element = document.createElement('div');
    element.textContent = town.name;
    element.setAttribute('aria-hidden', 'true');
    Object.assign(element.style, {
      font: `600 12px ${fontFamily}`,
      color: colors.text,
      textShadow: `0 0 3px ${colors.halo}, 0 0 3px ${colors.halo}`,
      pointerEvents: 'none',
      whiteSpace: 'nowrap',
    });
    const marker = new Marker({ element, anchor: 'center' }).setLngLat([town.lon, town.lat]);
    return { town, marker, shown: false };
  });
  const showTowns = () => {
    if (!offline) return;
    const min = townPopulationAt(map.getZoom());
    for (const entry of towns) {
      const show = entry.town.population >= min;
      if (show === entry.shown) continue;
      entry.shown = show;
      if (show) entry.marker.addTo(map);
      else entry.marker.remove();
    }
  };

  // Cluster counts as HTML too, for the clusters on screen.
  const counts = new Map<number, Marker>();
  const showCounts = () => {
    if (!map.getSource('markers')) return;
    const seen = new Set<number>();
    for (const feature of map.querySourceFeatures('markers', { filter: ['has', 'point_count'] })) {
      const id = feature.properties.cluster_id as number;
      if (seen.has(id)) continue;
      seen.add(id);
      if (counts.has(id)) continue;
      // The count on a disc inside a ring of the cluster's tones (each tone's share of it, most
      // severe first), over the town names (HTML too) it would meet.
      const count = Number(feature.properties.point_count);
      const size = `${clusterRadius(count) * 2}px`;
      const element = document.createElement('div');
      element.setAttribute('aria-hidden', 'true');
      Object.assign(element.style, {
        pointerEvents: 'none',
        width: size,
        height: size,
        display: 'grid',
        placeItems: 'center',
        borderRadius: '50%',
        boxSizing: 'border-box',
        border: `2px solid ${colors.halo}`,
        background: toneRing(countsOf(feature.properties), colors.tones),
        zIndex: '1',
      });
      const disc = document.createElement('span');
      disc.textContent = String(feature.properties.point_count_abbreviated ?? count);
      Object.assign(disc.style, {
        font: `700 12px ${fontFamily}`,
        color: colors.text,
        background: colors.halo,
        borderRadius: '50%',
        width: `calc(100% - 10px)`,
        height: `calc(100% - 10px)`,
        display: 'grid',
        placeItems: 'center',
      });
      element.append(disc);
      const [lon, lat] = (feature.geometry as Point).coordinates as [number, number];
      counts.set(id, new Marker({ element, anchor: 'center' }).setLngLat([lon, lat]).addTo(map));
    }
    for (const [id, marker] of counts)
      if (!seen.has(id)) {
        marker.remove();
        counts.delete(id);
      }
  };
  const clearCounts = () => {
    for (const marker of counts.values()) marker.remove();
    counts.clear();
  };

  map.on('load', showTowns);
  map.on('zoomend', showTowns);

  // An operator's style that cannot be loaded (gone, refused, not a style): the offline basemap
  // instead, rather than an empty map. Errors after the style loaded (a tile) change nothing.
  let styleLoaded = false;
  map.on('style.load', () => {
    styleLoaded = true;
    if (offline) return;
    basemapDrawn = 'style';
  });
  if (operatorBasemap?.kind === 'style')
    map.on('error', (event) => {
      if (styleLoaded || offline) return;
      console.warn("The map's style could not be loaded; the offline basemap is drawn instead", event.error);
      offline = true;
      // No transform: with one, MapLibre waits for the failed style to load before it swaps.
      map.setStyle(style(colors), { diff: false, transformStyle: undefined });
      map.removeControl(attribution);
      attribution = new AttributionControl({ compact: true, customAttribution: strings.attribution });
      map.addControl(attribution, 'bottom-right');
      // The towns follow on 'load', which only a loaded style fires.
    });

  // An operator's tiles (a TileJSON: our own server's for MAP_PMTILES) over the offline basemap,
  // under the zones and markers. Fetched at once, added once the map has loaded; not found, the
  // offline basemap alone.
  if (operatorBasemap?.kind === 'tilejson') {
    const url = new URL(operatorBasemap.url, window.location.href).href;
    const tileJson = fetch(url, { credentials: 'same-origin' }).then(async (response) => {
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      return (await response.json()) as TileJson;
    });
    const addTiles = () =>
      tileJson
        .then((tiles) => {
          if (removed) return;
          map.addSource(OPERATOR_SOURCE, tileJsonSource(tiles, url) as unknown as SourceSpecification);
          for (const layer of tileJsonLayers(tiles, { fill: colors.otherLand, line: colors.border })) {
            map.addLayer(layer as unknown as LayerSpecification, 'zones');
            if (layer.type !== 'raster') operatorLayers.push(String(layer.id));
          }
        })
        .catch((error: unknown) => console.warn("The operator's map tiles could not be drawn", error));
    map.once('load', () => void addTiles());
  }
  map.on('idle', showCounts);
  map.on('movestart', clearCounts);

  map.on('click', 'clusters', (event) => {
    const feature = event.features?.[0] as MapGeoJSONFeature | undefined;
    if (!feature) return;
    const source = map.getSource<GeoJSONSource>('markers');
    void source
      ?.getClusterExpansionZoom(feature.properties.cluster_id as number)
      .then((zoom) =>
        map.easeTo({ center: (feature.geometry as Point).coordinates as [number, number], zoom }),
      );
  });
  map.on('click', 'markers', (event) => {
    const id = event.features?.[0]?.properties.id;
    if (typeof id === 'string' && !onPick) onSelect(id);
  });

  // Picking a place: a click anywhere, or Enter for the crosshair at the canvas's middle (the
  // arrow keys move the map under it: MapLibre's own keyboard handling).
  const pin = (() => {
    const element = document.createElement('div');
    element.setAttribute('aria-hidden', 'true');
    Object.assign(element.style, {
      width: '18px',
      height: '18px',
      borderRadius: '50% 50% 50% 0',
      transform: 'rotate(-45deg)',
      background: colors.zone,
      border: `2px solid ${colors.halo}`,
      boxShadow: '0 1px 3px rgba(0,0,0,0.4)',
    });
    return new Marker({ element, anchor: 'bottom', offset: [0, -4] });
  })();
  const round = (value: number) => Math.round(value * 1e6) / 1e6;
  if (onPick) {
    map.getCanvas().style.cursor = 'crosshair';
    map.on('click', (event) => onPick({ lat: round(event.lngLat.lat), lon: round(event.lngLat.lng) }));
    // The arrow keys are handled here, by `key` (MapLibre's own handler reads the deprecated
    // `keyCode`, which synthetic events and some keyboards leave 0), a step of a fifth of the view.
    const steps: Record<string, [number, number]> = {
      ArrowLeft: [-1, 0],
      ArrowRight: [1, 0],
      ArrowUp: [0, -1],
      ArrowDown: [0, 1],
    };
    map.getCanvas().addEventListener('keydown', (event) => {
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      const step = steps[event.key];
      if (step && !event.shiftKey) {
        event.preventDefault();
        event.stopPropagation();
        const canvas = map.getCanvas();
        map.panBy([(step[0] * canvas.clientWidth) / 5, (step[1] * canvas.clientHeight) / 5], {
          duration: reducedMotion() ? 0 : 200,
        });
      } else if (event.key === 'Enter') {
        event.preventDefault();
        const center = map.getCenter();
        onPick({ lat: round(center.lat), lon: round(center.lng) });
      }
    });
  }
  for (const layer of ['clusters', 'markers']) {
    map.on('mouseenter', layer, () => (map.getCanvas().style.cursor = 'pointer'));
    map.on('mouseleave', layer, () => (map.getCanvas().style.cursor = onPick ? 'crosshair' : ''));
  }

  // A marker under the pointer says what it is and its detail (where the place came from, how old).
  const tooltip = new Popup({ closeButton: false, closeOnClick: false, offset: 10, maxWidth: '260px' });
  map.on('mousemove', 'markers', (event) => {
    const feature = event.features?.[0];
    if (!feature) return;
    const content = document.createElement('div');
    const label = document.createElement('strong');
    label.textContent = String(feature.properties.label ?? '');
    content.append(label);
    if (feature.properties.detail) {
      const detail = document.createElement('div');
      detail.textContent = String(feature.properties.detail);
      content.append(detail);
    }
    Object.assign(content.style, { font: `400 13px ${fontFamily}`, color: '#1a1a1a' });
    tooltip
      .setLngLat((feature.geometry as Point).coordinates as [number, number])
      .setDOMContent(content)
      .addTo(map);
  });
  map.on('mouseleave', 'markers', () => tooltip.remove());

  // What the canvas shows once it settles, for the host's tests (and nothing else).
  let selectedId: string | null = null;
  let lastDrawn = '';
  const reportDrawn = () => {
    if (!loaded) return;
    const clusters = new Set<number>();
    const mixes: { count: number; mix: string }[] = [];
    const singles = new Set<string>();
    let points = 0;
    for (const feature of map.queryRenderedFeatures({ layers: ['clusters', 'markers'] })) {
      const cluster = feature.properties.cluster_id as number | undefined;
      if (cluster !== undefined) {
        if (clusters.has(cluster)) continue;
        clusters.add(cluster);
        const count = Number(feature.properties.point_count);
        points += count;
        mixes.push({ count, mix: toneMixText(countsOf(feature.properties)) });
      } else if (!singles.has(feature.properties.id as string)) {
        singles.add(feature.properties.id as string);
        points += 1;
      }
    }
    let selectedAt: string | null = null;
    if (selectedId) {
      const [feature] = map.queryRenderedFeatures({
        layers: ['markers'],
        filter: ['==', ['get', 'id'], selectedId],
      });
      if (feature) {
        const [lon, lat] = (feature.geometry as Point).coordinates as [number, number];
        selectedAt = `${lat.toFixed(5)},${lon.toFixed(5)}`;
      }
    }
    const clusterMixes = mixes.sort((a, b) => b.count - a.count).map((entry) => entry.mix);
    if (basemapDrawn === 'offline' && map.getSource(OPERATOR_SOURCE) && map.isSourceLoaded(OPERATOR_SOURCE))
      basemapDrawn = 'tiles';
    // Each feature once (a feature is in every tile it crosses), counted by its layer's kind.
    const tileKinds = new Map<string, Set<string>>();
    if (operatorLayers.length > 0)
      for (const feature of map.queryRenderedFeatures({ layers: operatorLayers })) {
        const kinds = tileKinds.get(feature.layer.type) ?? new Set<string>();
        kinds.add(`${feature.sourceLayer ?? ''}:${String(feature.id)}`);
        tileKinds.set(feature.layer.type, kinds);
      }
    const tileFeatures =
      [...tileKinds]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([kind, features]) => `${kind} ${features.size}`)
        .join(', ') || null;
    const key = `${points}|${selectedAt}|${clusterMixes.join(';')}|${basemapDrawn}|${tileFeatures}`;
    if (key === lastDrawn) return;
    lastDrawn = key;
    onDrawn({ points, selectedAt, clusters: clusterMixes, basemap: basemapDrawn, tileFeatures });
  };
  map.on('idle', reportDrawn);

  /**
   * Brings a newly selected marker into view on its own: nothing when it is drawn alone in view
   * already (a click on it), else the map eases to it, close enough that no cluster holds it.
   */
  const places = new Map<string, [number, number]>();
  // A selection made before its marker arrived (an address naming a vehicle) is brought into view then.
  let unfocused: string | null = null;
  const focus = (id: string) => {
    unfocused = places.has(id) ? null : id;
    if (unfocused) return;
    // Once the canvas has drawn what it was given (the worker clusters the markers), it tells.
    map.once('idle', () => {
      const place = places.get(id);
      if (!place || id !== selectedId) return;
      const drawnAlone =
        map.queryRenderedFeatures({ layers: ['markers'], filter: ['==', ['get', 'id'], id] }).length > 0;
      if (drawnAlone) return;
      map.easeTo({
        center: place,
        zoom: Math.max(map.getZoom(), CLUSTER_MAX_ZOOM + 1),
        duration: reducedMotion() ? 0 : 600,
      });
    });
    map.triggerRepaint();
  };

  let landmarks: Marker[] = [];
  let pending: { markers?: readonly MapMarker[]; zones?: readonly MapZone[]; selected?: string | null } = {};
  let loaded = false;
  const apply = () => {
    if (!loaded) return;
    if (pending.markers) {
      places.clear();
      for (const marker of pending.markers) places.set(marker.id, [marker.lon, marker.lat]);
      map.getSource<GeoJSONSource>('markers')?.setData(markersToGeoJson(pending.markers));
      clearCounts();
      if (unfocused && unfocused === selectedId && places.has(unfocused)) focus(unfocused);
    }
    if (pending.zones) map.getSource<GeoJSONSource>('zones')?.setData(zonesToGeoJson(pending.zones));
    if (pending.selected !== undefined) {
      const changed = pending.selected !== selectedId;
      selectedId = pending.selected;
      map.setFilter('selected', ['==', ['get', 'id'], pending.selected ?? '']);
      if (changed && selectedId) focus(selectedId);
    }
    pending = {};
  };
  map.on('load', () => {
    loaded = true;
    apply();
  });

  return {
    setMarkers(markers) {
      pending.markers = markers;
      apply();
    },
    setZones(zones) {
      pending.zones = zones;
      apply();
    },
    setSelected(id) {
      pending.selected = id;
      apply();
    },
    setLandmarks(next) {
      for (const marker of landmarks) marker.remove();
      landmarks = next.map((landmark) => {
        const element = document.createElement('div');
        element.title = landmark.label;
        element.dataset.landmark = landmark.id;
        element.setAttribute('aria-hidden', 'true');
        Object.assign(element.style, {
          width: '12px',
          height: '12px',
          transform: 'rotate(45deg)',
          boxSizing: 'border-box',
          background: landmark.emphasis ? colors.landmark : colors.halo,
          border: `3px solid ${colors.landmark}`,
          boxShadow: `0 0 0 1.5px ${colors.halo}`,
        });
        return new Marker({ element, anchor: 'center' }).setLngLat([landmark.lon, landmark.lat]).addTo(map);
      });
    },
    setPicked(place) {
      if (!place) {
        pin.remove();
        return;
      }
      pin.setLngLat([place.lon, place.lat]).addTo(map);
      if (!map.getBounds().contains([place.lon, place.lat]))
        map.jumpTo({ center: [place.lon, place.lat], zoom: Math.max(map.getZoom(), 9) });
    },
    fit(points) {
      const bounds = boundsOf(points) ?? DENMARK;
      // No closer than the basemap's detail carries (a coast drawn from 1:10m data).
      map.fitBounds(bounds, { padding: 40, maxZoom: 11, animate: false });
    },
    remove() {
      removed = true;
      tooltip.remove();
      pin.remove();
      for (const marker of landmarks) marker.remove();
      clearCounts();
      map.remove();
    },
  };
}
