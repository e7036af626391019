import { useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useTheme } from 'styled-components';
import { useKitMessages } from '../i18n/useKitMessages';
import { lazyPart, useLazyPart } from '../lazyPart';
import type { MapDrawn, MapEngine, MapPlace } from './mapEngine';
import { markerColors, type MapBasemap, type MapLandmark, type MapMarker, type MapZone } from './mapData';
import { Canvas, Crosshair, Frame, Hidden, Notice } from './Map.styles';

/** MapLibre GL JS and the basemap, fetched when a map is first shown (mapEngine.ts). */
const engine = lazyPart(() =>
  import('./mapEngine').then(async (module) => (await module.workerReady, module)),
);

const NO_LANDMARKS: readonly MapLandmark[] = [];

export interface MapProps {
  /** The map's accessible name ("Vehicles on the map"). */
  label: string;
  /**
   * Points coloured by tone and clustered where they crowd; a pointer on one shows its label and
   * detail ("3 days ago, check-in"), a click calls `onSelect`.
   */
  markers: readonly MapMarker[];
  /** Circular areas drawn under the markers (depots). */
  zones?: readonly MapZone[];
  /** Places drawn as diamonds, filled when emphasised, their label a tooltip (workshops). */
  landmarks?: readonly MapLandmark[];
  /** The marker drawn with a ring. */
  selectedId?: string | null;
  onSelect?: (id: string) => void;
  /**
   * Makes the map a place picker: a click picks the place under the pointer; a keyboard moves the
   * map with the arrow keys under a crosshair in its middle and picks with Enter (the canvas says
   * so in its description, and the picked place is announced). A click then picks, not selects.
   */
  onPick?: (place: MapPlace) => void;
  /** The place picked (by the map or typed elsewhere), drawn as a pin and brought into view. */
  picked?: MapPlace | null;
  /**
   * An operator's basemap: a TileJSON whose raster or vector tiles are drawn over the offline
   * basemap (under the zones and markers, their attribution in the corner), or a MapLibre style by
   * URL drawn instead of it (the offline basemap again when it cannot be loaded). Nothing else is
   * fetched; without it, nothing at all.
   */
  basemap?: MapBasemap | null;
  /** Frame the markers again when this changes (a new filter); by default only the first time. */
  fitKey?: string;
  /** CSS height (default 480px). */
  height?: string;
  className?: string;
}

/**
 * A map of Denmark that works offline: the land and towns ship with the kit (Natural Earth,
 * GeoNames; attributed in the corner), so nothing is fetched from outside. Markers are coloured by
 * tone (danger, warning, success, neutral: the host maps its states) and clustered; a cluster is a
 * ring of its markers' tones, each by its share, around its count, and a click on it zooms in. A
 * newly selected marker (`selectedId`, from the host's list) is brought into view on its own. The canvas is not for keyboards or
 * screen readers: the host shows the same things as a list beside it. MapLibre GL JS loads in a
 * chunk of its own when the map is first shown.
 */
export function Map({
  label,
  markers,
  zones = [],
  landmarks = NO_LANDMARKS,
  selectedId = null,
  onSelect,
  fitKey = '',
  height = '480px',
  className,
  onPick,
  picked = null,
  basemap = null,
}: MapProps) {
  const t = useKitMessages();
  const intl = useIntl();
  const hintId = useId();
  const pickable = onPick !== undefined;
  const onPickRef = useRef(onPick);
  useEffect(() => {
    onPickRef.current = onPick;
  }, [onPick]);
  // What the last pick was, said to a screen reader ("Place picked: 55.67610, 12.56830").
  const [announced, setAnnounced] = useState('');
  const theme = useTheme();
  const containerRef = useRef<HTMLDivElement>(null);
  // The engine as state, not a ref: a map made again (a new theme or language) is a new value, so
  // the markers, zones and selection are handed to it too. With a ref and a `ready` flag, the
  // remove-then-create of one commit left `ready` true, no effect ran again, and the new map
  // stayed without markers.
  const [map, setMap] = useState<MapEngine | null>(null);
  const [drawn, setDrawn] = useState<MapDrawn | null>(null);
  const onSelectRef = useRef(onSelect);
  useEffect(() => {
    onSelectRef.current = onSelect;
  }, [onSelect]);
  const loaded = useLazyPart(engine, false);
  // By value: a host's new object for the same basemap does not make the map again.
  const basemapKind = basemap?.kind;
  const basemapUrl = basemap?.url;
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    engine.load().catch(() => setFailed(true));
  }, []);

  useEffect(() => {
    const container = containerRef.current;
    if (!loaded || !container) return;
    const dark = theme.name === 'dark';
    let created: MapEngine;
    try {
      created = loaded.createMapEngine({
        container,
        colors: {
          water: dark ? '#0f2233' : '#d7e7f2',
          land: dark ? '#1f2a1f' : '#f4f1e8',
          otherLand: dark ? '#182018' : '#e4e0d6',
          border: dark ? '#4b5b4b' : '#a9a396',
          text: theme.colors.text,
          halo: theme.colors.surface,
          zone: theme.colors.primary,
          landmark: theme.colors.text,
          tones: markerColors(theme.colors),
          selected: theme.colors.focusRing,
        },
        strings: {
          zoomIn: t('ui.map.zoomIn'),
          zoomOut: t('ui.map.zoomOut'),
          resetNorth: t('ui.map.resetNorth'),
          toggleAttribution: t('ui.map.sources'),
          attribution: t('ui.map.attribution'),
          title: label,
        },
        fontFamily: theme.font.family,
        basemap: basemapKind && basemapUrl ? { kind: basemapKind, url: basemapUrl } : null,
        onSelect: (id) => onSelectRef.current?.(id),
        onDrawn: setDrawn,
        ...(pickable && {
          describedBy: hintId,
          onPick: (place: MapPlace) => {
            const degrees = (value: number) =>
              intl.formatNumber(value, { minimumFractionDigits: 5, maximumFractionDigits: 5 });
            setAnnounced(t('ui.map.picked', { lat: degrees(place.lat), lon: degrees(place.lon) }));
            onPickRef.current?.(place);
          },
        }),
      });
    } catch {
      // No WebGL: say so rather than show an empty box. Only creating the map tells.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setFailed(true);
      return;
    }
    setMap(created);
    return () => {
      setMap(null);
      setDrawn(null);
      created.remove();
    };
    // The strings and colours are read once per map (a change of language or theme redraws it).
  }, [loaded, theme, t, label, pickable, hintId, intl, basemapKind, basemapUrl]);

  useEffect(() => {
    map?.setMarkers(markers);
  }, [map, markers]);
  useEffect(() => {
    map?.setZones(zones);
  }, [map, zones]);
  useEffect(() => {
    map?.setLandmarks(landmarks);
  }, [map, landmarks]);
  useEffect(() => {
    map?.setSelected(selectedId);
  }, [map, selectedId]);
  const pickedLat = picked?.lat;
  const pickedLon = picked?.lon;
  useEffect(() => {
    map?.setPicked(
      pickedLat !== undefined && pickedLon !== undefined ? { lat: pickedLat, lon: pickedLon } : null,
    );
  }, [map, pickedLat, pickedLon]);
  // Framing follows the key, not every new position: a live update must not move the view.
  // A picker with no markers frames its picked place (or Denmark).
  const markersRef = useRef(markers);
  const pickedRef = useRef(picked);
  useEffect(() => {
    markersRef.current = markers;
    pickedRef.current = picked;
  }, [markers, picked]);
  useEffect(() => {
    const place = pickedRef.current;
    map?.fit(markersRef.current.length === 0 && place ? [place] : markersRef.current);
  }, [map, fitKey]);

  return (
    <Frame
      className={className}
      $height={height}
      aria-busy={!drawn && !failed ? true : undefined}
      data-testid="map"
      data-markers={markers.length}
      // What the canvas drew at its last rest: markers in view (a cluster's all), the selected one's place.
      data-drawn={drawn?.points}
      data-selected-at={drawn?.selectedAt ?? undefined}
      // Each cluster in view with its mix of tones ("danger 1, success 9"; clusters by size, "; " between).
      data-clusters={drawn ? drawn.clusters.join('; ') : undefined}
      // offline, tiles (an operator's, drawn over it) or style (an operator's, instead of it).
      data-basemap={drawn?.basemap}
      // An operator's vector tiles drawn in view, by kind ("fill 1, line 1").
      data-tile-features={drawn?.tileFeatures ?? undefined}
    >
      <Canvas ref={containerRef} />
      {pickable && (
        <>
          <Crosshair aria-hidden="true" />
          <Hidden id={hintId}>{t('ui.map.pickHint')}</Hidden>
          <Hidden role="status">{announced}</Hidden>
        </>
      )}
      {failed ? (
        <Notice role="status">{t('ui.map.unavailable')}</Notice>
      ) : (
        !map && <Notice role="status">{t('ui.map.loading')}</Notice>
      )}
    </Frame>
  );
}
