import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Depot } from '@vognpark/server/areas/map';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { appTextOf, kitTextOf, withAppProviders } from '../../test-utils/appStories';
import { DepotsDrawer } from './DepotsDrawer';

type Globals = Record<string, unknown>;

const depots: Depot[] = [
  {
    id: '40000000-0000-4000-8000-000000000001',
    name: 'København',
    lat: 55.6761,
    lon: 12.5683,
    radiusM: 400,
    version: 1,
  },
  {
    id: '40000000-0000-4000-8000-000000000002',
    name: 'Aarhus',
    lat: 56.1629,
    lon: 10.2039,
    radiusM: 1500,
    version: 3,
  },
];

const meta = {
  title: 'App/Map/Depots drawer',
  component: DepotsDrawer,
  decorators: [withAppProviders],
  args: {
    open: true,
    onOpenChange: fn(),
    depots: { status: 'ready', data: depots, onRetry: fn() },
    onSave: fn(async () => undefined),
    onDelete: fn(async () => undefined),
  },
} satisfies Meta<typeof DepotsDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const dialogOf = (globals: Globals) =>
  body().findByRole('dialog', { name: appTextOf(globals, 'app.map.depots.title') }, { timeout: 10_000 });

/**
 * The client's depots with their place in the language's numbers and their radius; Edit opens the
 * depot's form with its values and saves it as made from its version; Delete asks first.
 */
export const Full: Story = {
  play: async ({ globals, args }) => {
    const dialog = await dialogOf(globals);
    const table = within(dialog).getByRole('table', { name: appTextOf(globals, 'app.map.depots.label') });
    await expect(within(table).getAllByRole('row')).toHaveLength(2);
    const metres = new Intl.NumberFormat(String(globals.locale ?? 'en'), { style: 'unit', unit: 'meter' });
    await expect(within(table).getByText(metres.format(1500))).toBeInTheDocument();

    await userEvent.click(
      within(table).getByRole('button', {
        name: appTextOf(globals, 'app.map.depots.editNamed', { name: 'Aarhus' }),
      }),
    );
    const form = await body().findByRole(
      'dialog',
      { name: appTextOf(globals, 'app.map.depots.editTitle', { name: 'Aarhus' }) },
      { timeout: 10_000 },
    );
    const radius = within(form).getByRole('textbox', { name: appTextOf(globals, 'app.map.depots.radius') });
    await expect(radius).toHaveValue('1500');
    await userEvent.clear(radius);
    await userEvent.type(radius, '2000');
    await userEvent.click(within(form).getByRole('button', { name: appTextOf(globals, 'app.form.save') }));
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith(
        { name: 'Aarhus', lat: 56.1629, lon: 10.2039, radiusM: 2000 },
        depots[1],
        3,
      ),
    );

    await userEvent.click(
      within(table).getByRole('button', {
        name: appTextOf(globals, 'app.map.depots.deleteNamed', { name: 'København' }),
      }),
    );
    await userEvent.click(
      within(await body().findByRole('alertdialog', {}, { timeout: 10_000 })).getByRole('button', {
        name: appTextOf(globals, 'app.map.depots.deleteConfirm'),
      }),
    );
    await waitFor(() => expect(args.onDelete).toHaveBeenCalledWith(depots[0]));
  },
};

/**
 * Add Depot: a name and a place are needed, degrees off the globe and a radius outside 20–20,000 m
 * are refused on their fields; Danish decimals are understood.
 */
export const Add: Story = {
  play: async ({ globals, args }) => {
    const dialog = await dialogOf(globals);
    await userEvent.click(
      within(dialog).getByRole('button', { name: appTextOf(globals, 'app.map.depots.add') }),
    );
    const form = await body().findByRole(
      'dialog',
      { name: appTextOf(globals, 'app.map.depots.addTitle') },
      { timeout: 10_000 },
    );
    const field = (id: Parameters<typeof appTextOf>[1]) =>
      within(form).getByRole('textbox', { name: appTextOf(globals, id) });
    const save = () =>
      userEvent.click(within(form).getByRole('button', { name: appTextOf(globals, 'app.form.save') }));
    await userEvent.type(field('app.map.depots.lat'), '95');
    await userEvent.clear(field('app.map.depots.radius'));
    await userEvent.type(field('app.map.depots.radius'), '5');
    await save();
    await waitFor(() =>
      expect(field('app.map.depots.lat')).toHaveAccessibleDescription(
        expect.stringContaining(appTextOf(globals, 'app.map.depots.error.lat')),
      ),
    );
    await expect(field('app.map.depots.name')).toHaveAccessibleDescription(
      expect.stringContaining(appTextOf(globals, 'app.map.depots.error.required')),
    );
    await expect(field('app.map.depots.radius')).toHaveAccessibleDescription(
      expect.stringContaining(appTextOf(globals, 'app.map.depots.error.radius')),
    );
    await expect(args.onSave).not.toHaveBeenCalled();

    await userEvent.type(field('app.map.depots.name'), 'Odense');
    await userEvent.clear(field('app.map.depots.lat'));
    await userEvent.type(field('app.map.depots.lat'), '55,4038');
    await userEvent.type(field('app.map.depots.lon'), '10,4024');
    await userEvent.clear(field('app.map.depots.radius'));
    await userEvent.type(field('app.map.depots.radius'), '400');
    await save();
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith(
        { name: 'Odense', lat: 55.4038, lon: 10.4024, radiusM: 400 },
        undefined,
        undefined,
      ),
    );
  },
};

/**
 * The depot's place picked on the form's small map instead of typed: with the keyboard (the map
 * moved under its crosshair with the arrow keys, Enter) the fields take the place in the language's
 * decimals, and Save sends the picked place (a click picks too: the kit's Map story "PickAPlace").
 */
export const PickOnMap: Story = {
  play: async ({ globals, args }) => {
    const dialog = await dialogOf(globals);
    await userEvent.click(
      within(dialog).getByRole('button', { name: appTextOf(globals, 'app.map.depots.add') }),
    );
    const form = await body().findByRole(
      'dialog',
      { name: appTextOf(globals, 'app.map.depots.addTitle') },
      { timeout: 10_000 },
    );
    const field = (id: Parameters<typeof appTextOf>[1]) =>
      within(form).getByRole('textbox', { name: appTextOf(globals, id) });
    await userEvent.type(field('app.map.depots.name'), 'Vejle');
    const map = await within(form).findByRole(
      'region',
      { name: appTextOf(globals, 'app.map.depots.pickLabel') },
      { timeout: 15_000 },
    );
    await expect(map).toHaveAccessibleDescription(kitTextOf(globals, 'ui.map.pickHint'));
    map.focus();
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(
      async () => {
        await userEvent.keyboard('{Enter}');
        await expect(field('app.map.depots.lat')).not.toHaveValue('');
      },
      { timeout: 10_000 },
    );
    // In the language's decimals: a comma in Danish.
    const decimal = String(globals.locale ?? 'en') === 'en' ? /^\d{2}\.\d+$/ : /^\d{2},\d+$/;
    await expect((field('app.map.depots.lat') as HTMLInputElement).value).toMatch(decimal);
    await expect((field('app.map.depots.lon') as HTMLInputElement).value).toMatch(/^\d{1,2}[.,]\d+$/);

    await userEvent.click(within(form).getByRole('button', { name: appTextOf(globals, 'app.form.save') }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalled());
    const [input] = (
      args.onSave as unknown as { mock: { calls: [{ name: string; lat: number; lon: number }][] } }
    ).mock.calls[0]!;
    await expect(input.name).toBe('Vejle');
    // Denmark, west of where the map was first framed.
    await expect(input.lat).toBeGreaterThan(54.5);
    await expect(input.lat).toBeLessThan(57.8);
    await expect(input.lon).toBeGreaterThan(7);
    await expect(input.lon).toBeLessThan(12.8);
  },
};

/** The server refuses a name another depot has: the error is on the name, what was typed stays. */
export const NameTaken: Story = {
  args: {
    onSave: fn(async () => {
      throw Object.assign(new Error('duplicate'), {
        data: { code: 'BAD_REQUEST', fieldErrors: { name: 'duplicate' } },
      });
    }),
  },
  play: async ({ globals }) => {
    const dialog = await dialogOf(globals);
    await userEvent.click(
      within(dialog).getByRole('button', { name: appTextOf(globals, 'app.map.depots.add') }),
    );
    const form = await body().findByRole(
      'dialog',
      { name: appTextOf(globals, 'app.map.depots.addTitle') },
      { timeout: 10_000 },
    );
    const name = within(form).getByRole('textbox', { name: appTextOf(globals, 'app.map.depots.name') });
    await userEvent.type(name, 'aarhus');
    await userEvent.type(
      within(form).getByRole('textbox', { name: appTextOf(globals, 'app.map.depots.lat') }),
      '56.16',
    );
    await userEvent.type(
      within(form).getByRole('textbox', { name: appTextOf(globals, 'app.map.depots.lon') }),
      '10.2',
    );
    await userEvent.click(within(form).getByRole('button', { name: appTextOf(globals, 'app.form.save') }));
    await waitFor(() =>
      expect(name).toHaveAccessibleDescription(
        expect.stringContaining(appTextOf(globals, 'app.map.depots.error.duplicate')),
      ),
    );
    await expect(name).toHaveValue('aarhus');
  },
};

/** No depot yet: says so, and Add Depot is the way in. */
export const Empty: Story = {
  args: { depots: { status: 'ready', data: [], onRetry: fn() } },
  play: async ({ globals }) => {
    const dialog = await dialogOf(globals);
    await expect(
      await within(dialog).findByText(appTextOf(globals, 'app.map.depots.empty.title')),
    ).toBeInTheDocument();
  },
};

/** The depots could not be loaded: says so, and Try Again asks again. */
export const LoadError: Story = {
  args: { depots: { status: 'error', onRetry: fn() } },
  play: async ({ globals, args }) => {
    const dialog = await dialogOf(globals);
    await expect(
      await within(dialog).findByText(appTextOf(globals, 'app.map.depots.loadError')),
    ).toBeInTheDocument();
    await userEvent.click(
      within(dialog).getByRole('button', { name: kitTextOf(globals, 'ui.dataTable.retry') }),
    );
    await expect(args.depots.onRetry).toHaveBeenCalled();
  },
};
