import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CreatedTrackerDevice, TrackerDevice } from '@vognpark/server/areas/map';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { appTextOf, kitTextOf, withAppProviders } from '../../test-utils/appStories';
import { fixtureVehicle, fixtureVehicleChoices } from '../vehicles/fixtures';
import { formatPlate } from '../vehicles/format';
import { TrackersDrawer } from './TrackersDrawer';

type Globals = Record<string, unknown>;

const van = fixtureVehicle(2);
const device = (n: number, changes: Partial<TrackerDevice> = {}): TrackerDevice => ({
  id: `30000000-0000-4000-8000-00000000000${n}`,
  name: `Telefon ${n}`,
  identifier: `nordlys-${n}`,
  vehicleId: fixtureVehicle(n).id,
  registration: fixtureVehicle(n).registration,
  createdAt: new Date('2026-10-01T08:00:00Z'),
  revokedAt: null,
  lastSeenAt: new Date('2026-11-27T07:42:00Z'),
  accepted: 12_480,
  refusedBad: 0,
  refusedReplayed: 0,
  refusedRate: 0,
  refusedPrivate: 0,
  ...changes,
});
const devices = [
  device(1),
  device(2, { name: 'Jonas’ telefon', lastSeenAt: null, accepted: 0 }),
  device(3, { revokedAt: new Date('2026-11-20T12:00:00Z') }),
];
const created: CreatedTrackerDevice = {
  ...device(4, { name: 'Varevogn 3', vehicleId: van.id, registration: van.registration }),
  identifier: 'k3v9q2x8',
  lastSeenAt: null,
  accepted: 0,
  secret: 'Jx4mQ9sVb2LrT7wZ0aKcYh3uEn5pGd8f',
};

const meta = {
  title: 'App/Map/Trackers drawer',
  component: TrackersDrawer,
  decorators: [withAppProviders],
  args: {
    open: true,
    onOpenChange: fn(),
    devices: { status: 'ready', data: devices, onRetry: fn() },
    vehicles: { ...fixtureVehicleChoices(), onSearchChange: fn() },
    onCreate: fn(async () => created),
    onRevoke: fn(async () => undefined),
    trackerUrl: (secret: string) => `https://vognpark.example/api/tracker/${secret}`,
    copy: fn(async () => undefined),
  },
} satisfies Meta<typeof TrackersDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const dialogOf = (globals: Globals) =>
  body().findByRole('dialog', { name: appTextOf(globals, 'app.map.trackers.title') }, { timeout: 10_000 });

/**
 * The client's trackers: the active ones with Revoke, a revoked one without, when each last sent a
 * position (or never) and how many. Revoke asks first, and Keep changes nothing.
 */
export const Full: Story = {
  play: async ({ globals, args }) => {
    const dialog = await dialogOf(globals);
    const table = within(dialog).getByRole('table', { name: appTextOf(globals, 'app.map.trackers.label') });
    await expect(within(table).getAllByRole('row')).toHaveLength(3);
    await expect(within(table).getByText(appTextOf(globals, 'app.map.trackers.never'))).toBeInTheDocument();
    await expect(within(table).getByText(appTextOf(globals, 'app.map.trackers.revoked'))).toBeInTheDocument();
    await expect(within(table).getByText(formatPlate(devices[0]!.registration))).toBeInTheDocument();
    await expect(
      within(table).queryByRole('button', {
        name: appTextOf(globals, 'app.map.trackers.revokeNamed', { name: devices[2]!.name }),
      }),
    ).toBeNull();
    const revoke = () =>
      userEvent.click(
        within(table).getByRole('button', {
          name: appTextOf(globals, 'app.map.trackers.revokeNamed', { name: devices[0]!.name }),
        }),
      );
    await revoke();
    const confirm = await body().findByRole('alertdialog', {}, { timeout: 10_000 });
    await userEvent.click(
      within(confirm).getByRole('button', { name: appTextOf(globals, 'app.map.trackers.keep') }),
    );
    await expect(args.onRevoke).not.toHaveBeenCalled();
    await revoke();
    await userEvent.click(
      within(await body().findByRole('alertdialog', {}, { timeout: 10_000 })).getByRole('button', {
        name: appTextOf(globals, 'app.map.trackers.revokeConfirm'),
      }),
    );
    await waitFor(() => expect(args.onRevoke).toHaveBeenCalledWith(devices[0]));
  },
};

/**
 * Add Tracker: a vehicle and a name are needed, and an identifier of the phone's own must be one
 * it can send; the new tracker's secret address is shown once, with its identifier and Copy Address.
 */
export const Add: Story = {
  play: async ({ globals, args }) => {
    const dialog = await dialogOf(globals);
    await userEvent.click(
      within(dialog).getByRole('button', { name: appTextOf(globals, 'app.map.trackers.add') }),
    );
    const submit = () =>
      userEvent.click(
        within(dialog)
          .getAllByRole('button', { name: appTextOf(globals, 'app.map.trackers.add') })
          .at(-1)!,
      );
    const identifier = within(dialog).getByRole('textbox', {
      name: appTextOf(globals, 'app.map.trackers.identifier'),
    });
    await userEvent.type(identifier, 'a b');
    await submit();
    const vehicleName = appTextOf(globals, 'app.map.trackers.vehicle');
    const vehicle = within(dialog).getByRole('combobox', { name: vehicleName });
    await waitFor(() =>
      expect(vehicle).toHaveAccessibleDescription(
        expect.stringContaining(appTextOf(globals, 'app.map.trackers.required')),
      ),
    );
    await expect(identifier).toHaveAccessibleDescription(
      expect.stringContaining(appTextOf(globals, 'app.map.trackers.identifierInvalid')),
    );
    await expect(args.onCreate).not.toHaveBeenCalled();

    await userEvent.type(vehicle, van.make);
    const list = await body().findByRole('listbox', { name: vehicleName });
    await userEvent.click(
      within(list).getByRole('option', { name: new RegExp(formatPlate(van.registration)) }),
    );
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: appTextOf(globals, 'app.map.trackers.name') }),
      'Varevogn 3',
    );
    await userEvent.clear(identifier);
    await submit();
    await waitFor(() =>
      expect(args.onCreate).toHaveBeenCalledWith({ vehicleId: van.id, name: 'Varevogn 3' }),
    );
    const ready = await within(dialog).findByRole('heading', {
      name: appTextOf(globals, 'app.map.trackers.created.title', { name: 'Varevogn 3' }),
    });
    await expect(ready).toBeInTheDocument();
    const address = `https://vognpark.example/api/tracker/${created.secret}`;
    await expect(within(dialog).getByText(address)).toBeInTheDocument();
    await expect(within(dialog).getByText(created.identifier)).toBeInTheDocument();
    await userEvent.click(
      within(dialog).getByRole('button', { name: appTextOf(globals, 'app.map.trackers.created.copy') }),
    );
    await expect(args.copy).toHaveBeenCalledWith(address);
    await expect(
      await within(dialog).findByText(appTextOf(globals, 'app.map.trackers.created.copied')),
    ).toBeInTheDocument();
  },
};

/** The server refuses an identifier another tracker uses: the error is on that field, what was typed stays. */
export const IdentifierTaken: Story = {
  args: {
    onCreate: fn(async () => {
      throw Object.assign(new Error('taken'), {
        data: { code: 'BAD_REQUEST', fieldErrors: { identifier: 'taken' } },
      });
    }),
    vehicles: { ...fixtureVehicleChoices(), onSearchChange: fn() },
  },
  play: async ({ globals }) => {
    const dialog = await dialogOf(globals);
    await userEvent.click(
      within(dialog).getByRole('button', { name: appTextOf(globals, 'app.map.trackers.add') }),
    );
    const vehicleName = appTextOf(globals, 'app.map.trackers.vehicle');
    await userEvent.type(within(dialog).getByRole('combobox', { name: vehicleName }), van.make);
    const list = await body().findByRole('listbox', { name: vehicleName });
    await userEvent.click(
      within(list).getByRole('option', { name: new RegExp(formatPlate(van.registration)) }),
    );
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: appTextOf(globals, 'app.map.trackers.name') }),
      'Varevogn 3',
    );
    const identifier = within(dialog).getByRole('textbox', {
      name: appTextOf(globals, 'app.map.trackers.identifier'),
    });
    await userEvent.type(identifier, 'nordlys-1');
    await userEvent.click(
      within(dialog)
        .getAllByRole('button', { name: appTextOf(globals, 'app.map.trackers.add') })
        .at(-1)!,
    );
    await waitFor(() =>
      expect(identifier).toHaveAccessibleDescription(
        expect.stringContaining(appTextOf(globals, 'app.map.trackers.identifierTaken')),
      ),
    );
    await expect(identifier).toHaveValue('nordlys-1');
  },
};

/** No tracker yet: says so, and Add Tracker is the way in. */
export const Empty: Story = {
  args: { devices: { status: 'ready', data: [], onRetry: fn() } },
  play: async ({ globals }) => {
    const dialog = await dialogOf(globals);
    await expect(
      await within(dialog).findByText(appTextOf(globals, 'app.map.trackers.empty.title')),
    ).toBeInTheDocument();
    await expect(
      within(dialog).getByRole('button', { name: appTextOf(globals, 'app.map.trackers.add') }),
    ).toBeEnabled();
  },
};

/** The trackers on their way. */
export const Loading: Story = {
  args: { devices: { status: 'loading', onRetry: fn() } },
  play: async ({ globals }) => {
    const dialog = await dialogOf(globals);
    await expect(
      within(dialog).getByRole('table', { name: appTextOf(globals, 'app.map.trackers.label') }),
    ).toHaveAttribute('aria-busy', 'true');
  },
};

/** The trackers could not be loaded: says so, and Try Again asks again. */
export const LoadError: Story = {
  args: { devices: { status: 'error', onRetry: fn() } },
  play: async ({ globals, args }) => {
    const dialog = await dialogOf(globals);
    await expect(
      await within(dialog).findByText(appTextOf(globals, 'app.map.trackers.loadError')),
    ).toBeInTheDocument();
    await userEvent.click(
      within(dialog).getByRole('button', { name: kitTextOf(globals, 'ui.dataTable.retry') }),
    );
    await expect(args.devices.onRetry).toHaveBeenCalled();
  },
};
