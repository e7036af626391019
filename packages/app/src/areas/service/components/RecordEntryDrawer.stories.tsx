import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { fixtureVehicles, fixtureVehicleChoices } from '../../vehicles/fixtures';
import { formatOdometer, formatPlate } from '../../vehicles/format';
import { appLocaleOf, appTextOf, withAppProviders } from '../../../test-utils/appStories';
import { fixtureTasks, fixtureToday } from '../fixtures';
import { RecordEntryDrawer } from './RecordEntryDrawer';
import { odometerReadOf } from '../../photos/odometerFixtures';

const meta = {
  title: 'App/Service/RecordEntryDrawer',
  component: RecordEntryDrawer,
  decorators: [withAppProviders],
  args: {
    open: true,
    onOpenChange: fn(),
    vehicle: { id: 'v-1', registration: 'AB12345', odometerKm: 52_000 },
    serviceTaskIds: [fixtureTasks[0]!.id],
    tasks: fixtureTasks,
    workshops: [{ id: 'w-1', name: 'Nordlys Autoværksted' }],
    today: fixtureToday,
    onSave: fn(async () => {}),
  },
} satisfies Meta<typeof RecordEntryDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/**
 * A reading below the last one is refused on the field, and taken once ticked as a correction;
 * two lines give the running total in kroner.
 */
export const OdometerAndLines: Story = {
  play: async ({ globals, args }) => {
    const odometer = await body().findByRole('textbox', {
      name: new RegExp(appTextOf(globals, 'app.service.recordForm.odometer').replace(/[()]/g, '\\$&')),
    });
    await userEvent.clear(odometer);
    await userEvent.type(odometer, '51000');
    await userEvent.click(
      body()
        .getAllByRole('button', { name: appTextOf(globals, 'app.service.recordForm.save') })
        .at(-1)!,
    );
    await expect(
      await body().findAllByText(appTextOf(globals, 'app.service.error.decreased')),
    ).not.toHaveLength(0);
    await expect(args.onSave).not.toHaveBeenCalled();
    await userEvent.click(
      body().getByRole('checkbox', { name: appTextOf(globals, 'app.service.recordForm.correction') }),
    );

    await userEvent.click(
      body().getByRole('button', { name: appTextOf(globals, 'app.service.recordForm.addLine') }),
    );
    await userEvent.type(
      body().getByRole('textbox', {
        name: appTextOf(globals, 'app.service.recordForm.lineUnitPrice', { number: 1 }),
      }),
      '1000',
    );
    await waitFor(() => expect(body().getByText(/1[.,\s\u00a0\u202f]?250/)).toBeInTheDocument());
    await userEvent.click(
      body()
        .getAllByRole('button', { name: appTextOf(globals, 'app.service.recordForm.save') })
        .at(-1)!,
    );
    await waitFor(() => expect(args.onSave).toHaveBeenCalled());
    const values = (args.onSave as ReturnType<typeof fn>).mock.calls[0]![0];
    await expect(values).toMatchObject({
      odometerKm: '51000',
      odometerCorrection: true,
      serviceTaskIds: [fixtureTasks[0]!.id],
    });
  },
};

const van = fixtureVehicles(6)[2]!;

/**
 * Opened from the Service page, not from a vehicle: the vehicle is chosen with a search of the
 * register (plate, make, model, driver), not typed; its last reading fills the odometer.
 */
export const ChooseTheVehicle: Story = {
  args: {
    vehicle: null,
    serviceTaskIds: [],
    vehicles: { ...fixtureVehicleChoices(), onSearchChange: fn() },
  },
  play: async ({ globals, args }) => {
    const save = () =>
      body()
        .getAllByRole('button', { name: appTextOf(globals, 'app.service.recordForm.save') })
        .at(-1)!;
    const name = appTextOf(globals, 'app.service.recordForm.plate');
    const picker = await body().findByRole('combobox', { name: new RegExp(name) });
    await userEvent.click(save());
    await expect(
      await body().findAllByText(appTextOf(globals, 'app.service.error.required')),
    ).not.toHaveLength(0);
    await expect(args.onSave).not.toHaveBeenCalled();

    await userEvent.type(picker, van.make);
    await waitFor(() => expect(args.vehicles!.onSearchChange).toHaveBeenCalledWith(van.make));
    const list = await body().findByRole('listbox', { name: new RegExp(name) });
    await userEvent.click(
      within(list).getByRole('option', { name: new RegExp(formatPlate(van.registration)) }),
    );
    await expect(picker).toHaveValue(formatPlate(van.registration));
    await userEvent.click(save());
    await waitFor(() => expect(args.onSave).toHaveBeenCalled());
    const values = (args.onSave as ReturnType<typeof fn>).mock.calls[0]![0];
    await expect(values).toMatchObject({ vehicleId: van.id, odometerKm: String(van.odometerKm) });
  },
};

/** What the server reads from a photo of the vehicle's dashboard at the workshop. */
const atTheWorkshop = odometerReadOf(52_340, { km: 52_000, readOn: fixtureToday });

/**
 * Read from Photo beside the odometer: the km read fill the field, which says they were read from
 * the photo; nothing is saved until Record Service.
 */
export const OdometerFromPhoto: Story = {
  tags: ['text-length'],
  args: { readOdometer: fn(async () => atTheWorkshop) },
  play: async ({ globals, args }) => {
    const dialog = within(
      await body().findByRole('dialog', { name: appTextOf(globals, 'app.service.recordForm.title') }),
    );
    await userEvent.upload(
      dialog.getByLabelText(appTextOf(globals, 'app.photos.odometer.photo')),
      new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'dashboard.jpg', { type: 'image/jpeg' }),
    );
    const odometer = dialog.getByRole('textbox', {
      name: new RegExp(appTextOf(globals, 'app.service.recordForm.odometer').replace(/[()]/g, '\\$&')),
    });
    await waitFor(() => expect(odometer).toHaveValue('52340'));
    await expect(odometer).toHaveAccessibleDescription(
      expect.stringContaining(
        appTextOf(globals, 'app.photos.odometer.readNote', {
          km: formatOdometer(52_340, appLocaleOf(globals)),
        }),
      ),
    );
    await expect(args.readOdometer).toHaveBeenCalledWith('v-1', expect.any(File));
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};
