import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { formatPlate } from '../vehicles/format';
import { appTextOf, collapsed, kitTextOf, withAppProviders } from '../../test-utils/appStories';
import { fixtureNow, fixtureOverview, fixtureVehicles, fixtureWorkshops } from './fixtures';
import type { MapUrlState } from './mapList';
import { MapView, type MapViewProps } from './MapView';

type Globals = Record<string, unknown>;

/** The view with its address state kept in the story, as the page keeps it in the URL. */
function MapScreen(props: MapViewProps) {
  const [state, setState] = useState<MapUrlState>(props.state);
  return (
    <MapView
      {...props}
      state={state}
      onStateChange={(next) => {
        props.onStateChange(next);
        setState(next);
      }}
    />
  );
}

const meta = {
  title: 'App/Pages/Map',
  component: MapView,
  decorators: [withAppProviders],
  parameters: { layout: 'padded', route: '/manager/map' },
  render: (args) => <MapScreen {...args} />,
  args: {
    title: 'Map',
    state: { search: '', state: null, vehicle: null },
    onStateChange: fn(),
    overview: fixtureOverview,
    onRetry: fn(),
    vehicleHref: (id) => `/manager/vehicles/${id}`,
    onSharePosition: fn(),
    now: fixtureNow,
  },
} satisfies Meta<typeof MapView>;

export default meta;
type Story = StoryObj<typeof meta>;

const list = (canvasElement: HTMLElement, globals: Globals) =>
  within(canvasElement).getByRole('list', { name: appTextOf(globals, 'app.map.list') });
const plate = (index: number) => formatPlate(fixtureVehicles[index]!.registration);

/**
 * The fleet on the map and in the list: each vehicle's state, where its position came from and
 * how old it is; a vehicle opens its card with its actions; the map gets every placed vehicle.
 */
export const Full: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    const items = within(list(canvasElement, globals)).getAllByRole('listitem');
    await expect(items).toHaveLength(fixtureVehicles.length);
    // The tracked one: minutes ago, from its live tracker.
    await expect(
      within(items[0]!).getByText(
        (_, element) =>
          element?.tagName === 'SPAN' &&
          collapsed(element.textContent ?? '').includes(appTextOf(globals, 'app.map.source.tracker')),
      ),
    ).toBeInTheDocument();
    await expect(within(items[6]!).getByText(appTextOf(globals, 'app.map.unknown'))).toBeInTheDocument();

    await userEvent.click(within(items[0]!).getByRole('button', { name: new RegExp(plate(0)) }));
    await expect(args.onStateChange).toHaveBeenLastCalledWith({
      search: '',
      state: null,
      vehicle: 'vehicle-1',
    });
    const card = canvas.getByRole('region', { name: plate(0) });
    await expect(
      within(card).getByRole('link', { name: appTextOf(globals, 'app.map.open') }),
    ).toHaveAttribute('href', '/manager/vehicles/vehicle-1');
    await expect(
      within(card).getByRole('link', { name: appTextOf(globals, 'app.map.card.tasks') }),
    ).toHaveAttribute('href', '/manager/vehicles/vehicle-1?tab=tasks');
    await expect(
      within(card).getByText(appTextOf(globals, 'app.map.card.driver', { name: 'Jonas Holm' })),
    ).toBeInTheDocument();
    await userEvent.click(
      within(card).getByRole('button', { name: appTextOf(globals, 'app.map.card.share') }),
    );
    await expect(args.onSharePosition).toHaveBeenCalledWith('vehicle-1');
    await userEvent.click(
      within(card).getByRole('button', { name: appTextOf(globals, 'app.map.card.close') }),
    );
    await expect(canvas.queryByRole('region', { name: plate(0) })).toBeNull();

    // Six placed vehicles handed to the map (the seventh has no position); the kit's Map story
    // checks that the canvas draws them.
    await expect(canvas.getByTestId('map')).toHaveAttribute('data-markers', '6');
  },
};

/**
 * Partner workshops as a layer: each with a place is a diamond on the map (the preferred one
 * filled, named so in its tooltip), hidden and shown again with the layer's checkbox; the selected
 * vehicle's card names its nearest preferred workshop and how far it is, in the language's units.
 */
export const Workshops: Story = {
  args: {
    state: { search: '', state: null, vehicle: 'vehicle-3' },
    nearestWorkshop: {
      status: 'ready',
      data: { id: 'workshop-aar', name: 'Aarhus Autoværksted', lat: 56.187, lon: 10.165, distanceM: 4_180 },
    },
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('region', { name: plate(2) });
    const km = new Intl.NumberFormat(String(globals.locale ?? 'en'), {
      style: 'unit',
      unit: 'kilometer',
      maximumFractionDigits: 1,
    }).format(4.18);
    await expect(
      within(card).getByText(
        appTextOf(globals, 'app.map.card.workshop', { name: 'Aarhus Autoværksted', distance: km }),
      ),
    ).toBeInTheDocument();

    const preferred = appTextOf(globals, 'app.map.workshops.preferredNamed', { name: 'Aarhus Autoværksted' });
    const diamonds = () =>
      [...canvasElement.querySelectorAll<HTMLElement>('[data-landmark]')].map((d) => d.title);
    await waitFor(() => expect(diamonds()).toEqual([preferred, 'Kolding Lastbilcenter']), {
      timeout: 20_000,
    });
    const layer = canvas.getByRole('checkbox', {
      name: appTextOf(globals, 'app.map.workshops.show', { count: fixtureWorkshops.length }),
    });
    await expect(layer).toBeChecked();
    await userEvent.click(layer);
    await waitFor(() => expect(diamonds()).toEqual([]));
    await userEvent.click(layer);
    await waitFor(() => expect(diamonds()).toHaveLength(2));
  },
};

/** The selected vehicle's client has no preferred workshop with a place: the card says so. */
export const NoWorkshop: Story = {
  args: {
    overview: { ...fixtureOverview, workshops: [] },
    state: { search: '', state: null, vehicle: 'vehicle-1' },
    nearestWorkshop: { status: 'ready', data: null },
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('region', { name: plate(0) });
    await expect(within(card).getByText(appTextOf(globals, 'app.map.card.noWorkshop'))).toBeInTheDocument();
    // No layer to show: no checkbox for it.
    await expect(canvas.queryByRole('checkbox')).toBeNull();
  },
};

/** The overview on its way: the list is busy and no count is said yet. */
export const Loading: Story = {
  args: { overview: null, loading: true },
  play: async ({ canvasElement, globals }) => {
    await expect(list(canvasElement, globals)).toHaveAttribute('aria-busy', 'true');
    await expect(within(list(canvasElement, globals)).queryAllByRole('listitem')).toHaveLength(0);
  },
};

/** A fleet with no vehicles yet: the list says so, the map is Denmark with the depots. */
export const Empty: Story = {
  args: { overview: { vehicles: [], depots: fixtureOverview.depots, workshops: [] } },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(
      within(list(canvasElement, globals)).getByText(appTextOf(globals, 'app.map.noVehicles')),
    ).toBeInTheDocument();
    await expect(canvas.getByText(appTextOf(globals, 'app.map.count', { count: 0 }))).toBeInTheDocument();
    await expect(canvas.getByTestId('map')).toHaveAttribute('data-markers', '0');
  },
};

/** The overview could not be loaded: the reason in words and Retry. */
export const LoadError: Story = {
  render: (args, { globals }) => (
    <MapScreen {...args} overview={null} error={appTextOf(globals, 'app.map.loadError')} />
  ),
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(appTextOf(globals, 'app.map.loadError'));
    await userEvent.click(canvas.getByRole('button', { name: kitTextOf(globals, 'app.error.retry') }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
