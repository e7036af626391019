import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { Locale } from '../i18n/locales';
import { localeOf, messagesOf, sampleOf, textOf } from '../test-utils/storyMessages';
import { Map } from './Map';
import type { MapMarker, MapZone } from './mapData';
import type { MapPlace } from './mapEngine';

const samples = {
  label: {
    en: 'Vehicles on the map',
    da: 'Køretøjer på kortet',
    uk: 'Транспортні засоби на карті',
    de: 'Fahrzeuge auf der Karte',
    fr: 'Véhicules sur la carte',
  },
} satisfies Record<string, Record<Locale, string>>;

const zones: MapZone[] = [
  { id: 'cph', name: 'København Sydhavn', lat: 55.6495, lon: 12.5406, radiusM: 400 },
  { id: 'aar', name: 'Aarhus Havn', lat: 56.1545, lon: 10.2211, radiusM: 400 },
  { id: 'ode', name: 'Odense Dalum', lat: 55.3796, lon: 10.3738, radiusM: 400 },
];

const meta = {
  title: 'Data/Map',
  component: Map,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "An offline map of Denmark (land and towns ship with the kit; nothing is fetched from outside unless the host gives a `basemap`: an operator's tiles over it, or their style instead of it) with markers coloured by tone and clustered, and circular zones. MapLibre GL JS loads in a chunk of its own when a map is first shown. The host lists the same things beside it for keyboards and screen readers.",
      },
    },
  },
  args: { label: '', markers: [], height: '420px' },
} satisfies Meta<typeof Map>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Waits for MapLibre and the basemap: the status goes and a town is labelled. */
async function drawn(canvasElement: HTMLElement, globals: Record<string, unknown>) {
  const canvas = within(canvasElement);
  const loading = messagesOf(globals)['ui.map.loading'];
  await waitFor(() => expect(canvas.queryByText(loading)).toBeNull(), { timeout: 12_000 });
  await expect(canvas.queryByText(messagesOf(globals)['ui.map.unavailable'])).toBeNull();
  // The largest town, from the shipped GeoNames data, drawn as text of the page.
  await waitFor(() => expect(canvas.getByText('København')).toBeInTheDocument(), { timeout: 12_000 });
}

/** Denmark with three depots' zones and no markers yet, its sources credited. */
export const Empty: Story = {
  render: (args, { globals }) => (
    <Map {...args} label={sampleOf(globals, samples.label)} markers={[]} zones={zones} />
  ),
  play: async ({ canvasElement, globals }) => {
    await drawn(canvasElement, globals);
    await expect(
      within(canvasElement).getByRole('region', { name: sampleOf(globals, samples.label) }),
    ).toBeVisible();
    await expect(within(canvasElement).getByTestId('map')).toHaveAttribute('data-markers', '0');
    await expect(
      within(canvasElement).getByText(messagesOf(globals)['ui.map.attribution']),
    ).toBeInTheDocument();
  },
};

const markers: MapMarker[] = [
  {
    id: 'a',
    lat: 55.6761,
    lon: 12.5683,
    tone: 'danger',
    label: 'AB 12 345',
    detail: '2 minutes ago, tracker',
  },
  { id: 'b', lat: 55.6498, lon: 12.541, tone: 'warning', label: 'CD 23 456', detail: 'yesterday, check-in' },
  { id: 'c', lat: 56.1547, lon: 10.2214, tone: 'success', label: 'EF 34 567', detail: '3 days ago, depot' },
  { id: 'd', lat: 55.0598, lon: 10.6068, tone: 'success', label: 'GH 45 678', detail: '5 hours ago, photo' },
  { id: 'e', lat: 55.4975, lon: 9.7466, tone: 'danger', label: 'JK 56 789', detail: '2 days ago, check-out' },
  {
    id: 'f',
    lat: 55.3798,
    lon: 10.374,
    tone: 'neutral',
    label: 'LM 67 890',
    detail: '3 hours ago, roll-call',
  },
];

/**
 * Markers coloured by tone across Denmark (two in Copenhagen clustered), one selected: the canvas
 * draws all six (its frame says what it drew once it settles) and the selected one where it is.
 */
export const Markers: Story = {
  render: (args, { globals }) => (
    <Map {...args} label={sampleOf(globals, samples.label)} markers={markers} zones={zones} selectedId="c" />
  ),
  play: async ({ canvasElement, globals }) => {
    await drawn(canvasElement, globals);
    const map = within(canvasElement).getByTestId('map');
    await expect(map).toHaveAttribute('data-markers', '6');
    await waitFor(() => expect(map).toHaveAttribute('data-drawn', '6'), { timeout: 20_000 });
    // Where the canvas drew the selected marker, within its tiles' rounding (a few metres).
    await waitFor(() => expectDrawnAt(map, 56.1547, 10.2214), { timeout: 20_000 });
    // The Copenhagen cluster shows its mix, not only its worst marker: one overdue, one due soon.
    await expect(map.getAttribute('data-clusters')?.split('; ')).toContain('danger 1, warning 1');
  },
};

function expectDrawnAt(map: HTMLElement, lat: number, lon: number) {
  const [drawnLat, drawnLon] = (map.getAttribute('data-selected-at') ?? 'NaN,NaN').split(',').map(Number);
  expect(Math.abs(drawnLat! - lat)).toBeLessThan(0.0002);
  expect(Math.abs(drawnLon! - lon)).toBeLessThan(0.0002);
}

/** A host with a list beside the map, as the map page has: choosing in the list selects on the map. */
function WithList({ label }: { label: string }) {
  const [selected, setSelected] = useState<string | null>(null);
  return (
    <div>
      <Map
        label={label}
        markers={markers}
        zones={zones}
        selectedId={selected}
        onSelect={setSelected}
        height="420px"
      />
      <ul>
        {markers.map((marker) => (
          <li key={marker.id}>
            <button type="button" onClick={() => setSelected(marker.id)}>
              {marker.label}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * Choosing a vehicle in the host's list brings it into view on its own: one hidden in the
 * Copenhagen cluster, then one across the country.
 */
export const SelectFromList: Story = {
  render: (_args, { globals }) => <WithList label={sampleOf(globals, samples.label)} />,
  play: async ({ canvasElement, globals }) => {
    await drawn(canvasElement, globals);
    const canvas = within(canvasElement);
    const map = canvas.getByTestId('map');
    await waitFor(() => expect(map).toHaveAttribute('data-drawn', '6'), { timeout: 20_000 });
    await userEvent.click(canvas.getByRole('button', { name: 'AB 12 345' }));
    await waitFor(() => expectDrawnAt(map, 55.6761, 12.5683), { timeout: 20_000 });
    await userEvent.click(canvas.getByRole('button', { name: 'JK 56 789' }));
    await waitFor(() => expectDrawnAt(map, 55.4975, 9.7466), { timeout: 20_000 });
  },
};

/** A host that takes a place from the map, as a form does: it shows what it was given. */
function Picker({ label }: { label: string }) {
  const [place, setPlace] = useState<MapPlace | null>(null);
  return (
    <div style={{ maxWidth: 420 }}>
      <Map label={label} markers={[]} zones={zones} picked={place} onPick={setPlace} height="360px" />
      <output data-testid="host-place">{place ? `${place.lat},${place.lon}` : ''}</output>
    </div>
  );
}

const hostPlace = (canvasElement: HTMLElement) => {
  const text = within(canvasElement).getByTestId('host-place').textContent ?? '';
  const [lat, lon] = text.split(',').map(Number);
  return { lat: lat!, lon: lon! };
};

/**
 * Picking a place: the canvas says how; a keyboard picks the place under the crosshair with Enter
 * and moves the map under it with the arrow keys; a click picks the place clicked. Each pick is
 * announced and handed to the host.
 */
export const PickAPlace: Story = {
  render: (_args, { globals }) => <Picker label={sampleOf(globals, samples.label)} />,
  play: async ({ canvasElement, globals }) => {
    await drawn(canvasElement, globals);
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: sampleOf(globals, samples.label) });
    await expect(region).toHaveAccessibleDescription(messagesOf(globals)['ui.map.pickHint']);

    // The keyboard: Enter picks the middle of Denmark, as framed.
    region.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByTestId('host-place')).not.toHaveTextContent(/^$/));
    const first = hostPlace(canvasElement);
    expect(first.lat).toBeGreaterThan(54.5);
    expect(first.lat).toBeLessThan(57.8);
    expect(first.lon).toBeGreaterThan(8);
    expect(first.lon).toBeLessThan(12.8);
    // Announced to a screen reader in the language's numbers.
    const degrees = new Intl.NumberFormat(localeOf(globals), {
      minimumFractionDigits: 5,
      maximumFractionDigits: 5,
    });
    const announcement = textOf(globals, 'ui.map.picked', {
      lat: degrees.format(first.lat),
      lon: degrees.format(first.lon),
    });
    await expect(canvas.getAllByRole('status').map((element) => element.textContent)).toContain(announcement);

    // The arrow keys move the map under the crosshair: east, then north.
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(
      async () => {
        await userEvent.keyboard('{Enter}');
        expect(hostPlace(canvasElement).lon).toBeGreaterThan(first.lon);
      },
      { timeout: 5_000 },
    );
    const east = hostPlace(canvasElement);
    expect(east.lat).toBeCloseTo(first.lat, 3);
    await userEvent.keyboard('{ArrowUp}');
    await waitFor(
      async () => {
        await userEvent.keyboard('{Enter}');
        expect(hostPlace(canvasElement).lat).toBeGreaterThan(east.lat);
      },
      { timeout: 5_000 },
    );

    // A click picks the place under the pointer: left of the middle is west of it.
    // (Once the last step's easing has ended: Enter picks the middle where the map came to rest.)
    await new Promise((resolve) => setTimeout(resolve, 600));
    await userEvent.keyboard('{Enter}');
    const box = region.getBoundingClientRect();
    const before = hostPlace(canvasElement);
    await userEvent.pointer({
      keys: '[MouseLeft]',
      target: region,
      coords: { clientX: box.left + box.width / 4, clientY: box.top + box.height / 2 },
    });
    await waitFor(() => expect(hostPlace(canvasElement).lon).toBeLessThan(before.lon - 0.1));
    await expect(hostPlace(canvasElement).lat).toBeCloseTo(before.lat, 1);
  },
};

/**
 * A tile made in the page (a canvas as a PNG data URL): a tinted square with a grid, so a test and
 * a screenshot see tiles drawn without fetching from anywhere.
 */
function tileDataUrl(fill: string): string {
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = 256;
  const context = canvas.getContext('2d')!;
  context.fillStyle = fill;
  context.fillRect(0, 0, 256, 256);
  context.strokeStyle = 'rgba(0, 0, 0, 0.35)';
  context.lineWidth = 2;
  for (let at = 0; at <= 256; at += 64) {
    context.beginPath();
    context.moveTo(at, 0);
    context.lineTo(at, 256);
    context.moveTo(0, at);
    context.lineTo(256, at);
    context.stroke();
  }
  return canvas.toDataURL('image/png');
}

const jsonUrl = (value: unknown) => `data:application/json,${encodeURIComponent(JSON.stringify(value))}`;

/** What the frame says the basemap is, once the canvas settled with the markers drawn. */
async function drawnWith(canvasElement: HTMLElement, basemap: string) {
  const map = within(canvasElement).getByTestId('map');
  await waitFor(() => expect(map).toHaveAttribute('data-basemap', basemap), { timeout: 20_000 });
  await waitFor(() => expect(map).toHaveAttribute('data-drawn', '6'), { timeout: 20_000 });
}

/**
 * An operator's raster tiles (as the map page gets them from the server's TileJSON when
 * MAP_PMTILES is set; here a TileJSON and a tile made in the page) drawn over the offline basemap,
 * under the markers, with the tiles' attribution beside the basemap's.
 */
export const OperatorTiles: Story = {
  render: (args, { globals }) => (
    <Map
      {...args}
      label={sampleOf(globals, samples.label)}
      markers={markers}
      zones={zones}
      basemap={{
        kind: 'tilejson',
        url: jsonUrl({
          tilejson: '3.0.0',
          type: 'raster',
          tiles: [tileDataUrl('#c9dcf0')],
          minzoom: 0,
          maxzoom: 6,
          bounds: [8, 54.5, 15.2, 57.8],
          attribution: '© Eksempelkort',
        }),
      }}
    />
  ),
  play: async ({ canvasElement, globals }) => {
    await drawn(canvasElement, globals);
    await drawnWith(canvasElement, 'tiles');
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/© Eksempelkort/)).toBeInTheDocument();
    await expect(
      canvas.getByText(messagesOf(globals)['ui.map.attribution'], { exact: false }),
    ).toBeInTheDocument();
  },
};

/**
 * An operator's MapLibre style (MAP_STYLE_URL; here one in a data URL, its tiles made in the page)
 * instead of the offline basemap: its own attribution, no shipped towns, the markers on top.
 */
export const OperatorStyle: Story = {
  render: (args, { globals }) => (
    <Map
      {...args}
      label={sampleOf(globals, samples.label)}
      markers={markers}
      zones={zones}
      basemap={{
        kind: 'style',
        url: jsonUrl({
          version: 8,
          sources: {
            streets: {
              type: 'raster',
              tiles: [tileDataUrl('#e6dcc6')],
              tileSize: 256,
              attribution: '© Eksempelstil',
            },
          },
          layers: [
            { id: 'paper', type: 'background', paint: { 'background-color': '#f2eee4' } },
            { id: 'streets', type: 'raster', source: 'streets' },
          ],
        }),
      }}
    />
  ),
  play: async ({ canvasElement, globals }) => {
    await drawnWith(canvasElement, 'style');
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/© Eksempelstil/)).toBeInTheDocument();
    await expect(canvas.queryByText(messagesOf(globals)['ui.map.attribution'], { exact: false })).toBeNull();
    await expect(canvas.queryByText('København')).toBeNull();
    await expect(canvas.queryByText(messagesOf(globals)['ui.map.unavailable'])).toBeNull();
  },
};

/** A style that cannot be loaded (here not a style at all): the offline basemap instead, not an empty map. */
export const StyleUnavailable: Story = {
  render: (args, { globals }) => (
    <Map
      {...args}
      label={sampleOf(globals, samples.label)}
      markers={markers}
      zones={zones}
      basemap={{ kind: 'style', url: 'data:application/json,not%20a%20style' }}
    />
  ),
  play: async ({ canvasElement, globals }) => {
    await drawn(canvasElement, globals);
    await drawnWith(canvasElement, 'offline');
    await expect(
      within(canvasElement).getByText(messagesOf(globals)['ui.map.attribution'], { exact: false }),
    ).toBeInTheDocument();
  },
};
