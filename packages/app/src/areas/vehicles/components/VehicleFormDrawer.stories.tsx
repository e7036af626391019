import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { appTextOf, openedDialog, withAppProviders } from '../../../test-utils/appStories';
import { changedMeanwhileStory } from '../../../test-utils/changedMeanwhileStory';
import { fixtureDrivers, fixtureVehicle } from '../fixtures';
import { VinReadFailed } from '../readVin';
import { VehicleFormDrawer } from './VehicleFormDrawer';

const meta = {
  title: 'App/Vehicles/Vehicle form drawer',
  component: VehicleFormDrawer,
  decorators: [withAppProviders],
  args: { open: true, onOpenChange: fn(), drivers: fixtureDrivers, onSave: fn(async () => {}) },
} satisfies Meta<typeof VehicleFormDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** Adding: the plate keeps only letters and digits; a complete form is saved and the drawer closes. */
export const Add: Story = {
  play: async ({ globals, args }) => {
    const dialog = await body().findByRole('dialog', {
      name: appTextOf(globals, 'app.vehicles.form.addTitle'),
    });
    const field = (id: Parameters<typeof appTextOf>[1]) =>
      within(dialog).getByRole('textbox', { name: appTextOf(globals, id) });
    await userEvent.type(field('app.vehicles.form.registration'), 'ab 12-345');
    await expect(field('app.vehicles.form.registration')).toHaveValue('AB12345');
    await userEvent.type(field('app.vehicles.form.make'), 'Ford');
    await userEvent.type(field('app.vehicles.form.model'), 'Transit');
    await userEvent.type(field('app.vehicles.form.year'), '2021');
    await userEvent.click(within(dialog).getByRole('button', { name: appTextOf(globals, 'app.form.save') }));
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith(
        expect.objectContaining({ registration: 'AB12345', make: 'Ford', model: 'Transit', year: '2021' }),
      ),
    );
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false));
  },
};

/**
 * Yellow plates on a new vehicle: the box follows the type (checked for a van, unchecked for a
 * bus) until the person sets it; then a change of type leaves it as they set it.
 */
export const YellowPlatesFollowType: Story = {
  play: async ({ globals, args }) => {
    const dialog = await body().findByRole('dialog', {
      name: appTextOf(globals, 'app.vehicles.form.addTitle'),
    });
    const type = within(dialog).getByRole('combobox', { name: appTextOf(globals, 'app.vehicles.form.type') });
    const yellow = within(dialog).getByRole('checkbox', {
      name: appTextOf(globals, 'app.vehicles.form.yellowPlates'),
    });
    await expect(yellow).toHaveAccessibleDescription(
      appTextOf(globals, 'app.vehicles.form.yellowPlatesHint'),
    );
    await expect(yellow).not.toBeChecked();
    await userEvent.selectOptions(type, 'van');
    await expect(yellow).toBeChecked();
    await userEvent.selectOptions(type, 'bus');
    await expect(yellow).not.toBeChecked();
    // Set by the person: the type no longer moves it.
    await userEvent.click(yellow);
    await expect(yellow).toBeChecked();
    await userEvent.selectOptions(type, 'car');
    await expect(yellow).toBeChecked();
    const field = (id: Parameters<typeof appTextOf>[1]) =>
      within(dialog).getByRole('textbox', { name: appTextOf(globals, id) });
    await userEvent.type(field('app.vehicles.form.registration'), 'CX12345');
    await userEvent.type(field('app.vehicles.form.make'), 'Toyota');
    await userEvent.type(field('app.vehicles.form.model'), 'Proace');
    await userEvent.click(within(dialog).getByRole('button', { name: appTextOf(globals, 'app.form.save') }));
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith(expect.objectContaining({ type: 'car', yellowPlates: true })),
    );
  },
};

/** Editing: the box shows the vehicle's yellow plates, and a change of type leaves it alone. */
export const YellowPlatesWhenEditing: Story = {
  args: { vehicle: { ...fixtureVehicle(7), type: 'van', yellowPlates: true } },
  play: async ({ globals }) => {
    const dialog = await openedDialog();
    const yellow = within(dialog).getByRole('checkbox', {
      name: appTextOf(globals, 'app.vehicles.form.yellowPlates'),
    });
    await expect(yellow).toBeChecked();
    await userEvent.selectOptions(
      within(dialog).getByRole('combobox', { name: appTextOf(globals, 'app.vehicles.form.type') }),
      'truck',
    );
    await expect(yellow).toBeChecked();
  },
};

/**
 * The driving licence category of a new vehicle follows its type (B, a truck C, a bus D) until the
 * person chooses one (a small lorry: C1); then a change of type leaves it, and it is saved as chosen.
 */
export const LicenceCategoryFollowsType: Story = {
  play: async ({ globals, args }) => {
    const dialog = await body().findByRole('dialog', {
      name: appTextOf(globals, 'app.vehicles.form.addTitle'),
    });
    const combobox = (id: Parameters<typeof appTextOf>[1]) =>
      within(dialog).getByRole('combobox', { name: appTextOf(globals, id) });
    const type = combobox('app.vehicles.form.type');
    const category = combobox('app.vehicles.form.licenceCategory');
    await expect(category).toHaveAccessibleDescription(
      appTextOf(globals, 'app.vehicles.form.licenceCategoryHint'),
    );
    await expect(category).toHaveValue('B');
    await expect(within(category).getAllByRole('option')).toHaveLength(14);
    await userEvent.selectOptions(type, 'truck');
    await expect(category).toHaveValue('C');
    await userEvent.selectOptions(type, 'bus');
    await expect(category).toHaveValue('D');
    // Chosen by the person: the type no longer moves it.
    await userEvent.selectOptions(category, 'C1');
    await userEvent.selectOptions(type, 'truck');
    await expect(category).toHaveValue('C1');
    const field = (id: Parameters<typeof appTextOf>[1]) =>
      within(dialog).getByRole('textbox', { name: appTextOf(globals, id) });
    await userEvent.type(field('app.vehicles.form.registration'), 'CX54321');
    await userEvent.type(field('app.vehicles.form.make'), 'MAN');
    await userEvent.type(field('app.vehicles.form.model'), 'TGL');
    await userEvent.click(within(dialog).getByRole('button', { name: appTextOf(globals, 'app.form.save') }));
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith(
        expect.objectContaining({ type: 'truck', licenceCategory: 'C1' }),
      ),
    );
  },
};

/** Editing: the vehicle's own category is shown and kept whatever the type becomes. */
export const LicenceCategoryWhenEditing: Story = {
  args: { vehicle: { ...fixtureVehicle(7), type: 'truck', licenceCategory: 'CE' } },
  play: async ({ globals, args }) => {
    const dialog = await openedDialog();
    const category = within(dialog).getByRole('combobox', {
      name: appTextOf(globals, 'app.vehicles.form.licenceCategory'),
    });
    await expect(category).toHaveValue('CE');
    await userEvent.selectOptions(
      within(dialog).getByRole('combobox', { name: appTextOf(globals, 'app.vehicles.form.type') }),
      'bus',
    );
    await expect(category).toHaveValue('CE');
    await userEvent.selectOptions(category, 'C');
    await userEvent.click(within(dialog).getByRole('button', { name: appTextOf(globals, 'app.form.save') }));
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith(
        expect.objectContaining({ type: 'bus', licenceCategory: 'C' }),
        expect.any(Number),
      ),
    );
  },
};

/**
 * The tank size and the battery (an expense above them is a check): shown when editing, a
 * battery of 0 kWh is refused on its field, a whole number is saved.
 */
export const TankAndBattery: Story = {
  args: { vehicle: { ...fixtureVehicle(0), fuel: 'hybrid', tankLitres: 45, batteryKwh: null } },
  play: async ({ globals, args }) => {
    const dialog = await openedDialog();
    const field = (id: Parameters<typeof appTextOf>[1]) =>
      within(dialog).getByRole('textbox', { name: appTextOf(globals, id) });
    await expect(field('app.vehicles.form.tankLitres')).toHaveValue('45');
    await expect(field('app.vehicles.form.batteryKwh')).toHaveValue('');
    await userEvent.type(field('app.vehicles.form.batteryKwh'), '0');
    await userEvent.click(within(dialog).getByRole('button', { name: appTextOf(globals, 'app.form.save') }));
    const refusal = appTextOf(globals, 'app.vehicles.error.capacity', { max: 2000 });
    await waitFor(() => expect(within(dialog).getAllByText(refusal).length).toBeGreaterThan(0));
    await expect(args.onSave).not.toHaveBeenCalled();
    await userEvent.clear(field('app.vehicles.form.batteryKwh'));
    await userEvent.type(field('app.vehicles.form.batteryKwh'), '14');
    await userEvent.click(within(dialog).getByRole('button', { name: appTextOf(globals, 'app.form.save') }));
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith(
        expect.objectContaining({ tankLitres: '45', batteryKwh: '14' }),
        expect.anything(),
      ),
    );
  },
};

/** The server refuses the plate: the error sits on the field, and what was typed stays. */
export const DuplicatePlate: Story = {
  args: {
    vehicle: fixtureVehicle(1),
    onSave: fn(async () => {
      throw Object.assign(new Error('Invalid registration'), {
        data: { fieldErrors: { registration: 'duplicate' } },
      });
    }),
  },
  play: async ({ globals, args }) => {
    const dialog = await openedDialog();
    const make = within(dialog).getByRole('textbox', {
      name: appTextOf(globals, 'app.vehicles.form.make'),
    });
    await userEvent.clear(make);
    await userEvent.type(make, 'Škoda');
    await userEvent.click(within(dialog).getByRole('button', { name: appTextOf(globals, 'app.form.save') }));
    const duplicate = appTextOf(globals, 'app.vehicles.error.registration.duplicate');
    await waitFor(() =>
      expect(
        within(dialog).getByRole('textbox', {
          name: appTextOf(globals, 'app.vehicles.form.registration'),
        }),
      ).toHaveAccessibleDescription(expect.stringContaining(duplicate)),
    );
    await expect(make).toHaveValue('Škoda');
    await expect(args.onOpenChange).not.toHaveBeenCalledWith(false);
  },
};

// Someone else (Lars) changed the vehicle's notes while it was open here: version 3 -> 4.
const openedVehicle = { ...fixtureVehicle(2), version: 3, notes: '' };
const changedVehicle = { ...openedVehicle, version: 4, notes: 'Ny forrude bestilt' };

/**
 * Someone else changed the vehicle while it was being edited: the save is refused, the drawer
 * says who and when, keeps what was typed, names what they changed, and saves over it only when
 * the person keeps their own changes.
 */
export const ChangedMeanwhile: Story = changedMeanwhileStory({
  Drawer: VehicleFormDrawer,
  recordProp: 'vehicle',
  opened: openedVehicle,
  changed: changedVehicle,
  field: 'app.vehicles.form.make',
  clear: true,
  typed: 'Škoda',
  changedField: 'app.vehicles.form.notes',
  saved: { make: 'Škoda' },
});

/** What a read of a certificate answers, for the stories below. */
const vinRead = (...vins: string[]) => ({
  candidates: vins.map((vin, index) => ({ vin, fixes: 0, labelled: index === 0, checkDigit: null })),
  lines: ['E Stelnummer', ...vins],
  readMs: 640,
});

/** A photo of the certificate chosen (or taken) in the new-vehicle form. */
async function chooseCertificate(globals: Record<string, unknown>) {
  const dialog = await body().findByRole('dialog', {
    name: appTextOf(globals, 'app.vehicles.form.addTitle'),
  });
  const vin = within(dialog).getByRole('textbox', { name: appTextOf(globals, 'app.vehicles.form.vin') });
  await userEvent.upload(
    within(dialog).getByLabelText(appTextOf(globals, 'app.vehicles.form.readVinPhoto')),
    new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'attest.jpg', { type: 'image/jpeg' }),
  );
  return { dialog, vin };
}

/** While the server reads the certificate: the button is busy and says so; the field is left alone. */
export const ReadingVin: Story = {
  args: { readVin: fn(() => new Promise<never>(() => {})) },
  play: async ({ globals, args }) => {
    const { dialog, vin } = await chooseCertificate(globals);
    const button = within(dialog).getByRole('button', {
      name: appTextOf(globals, 'app.vehicles.form.readVin'),
    });
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    // Said politely beside the button (the Save button has a live region of its own).
    await expect(
      within(dialog)
        .getAllByRole('status')
        .map((status) => status.textContent),
    ).toContain(appTextOf(globals, 'app.vehicles.form.readingVin'));
    await expect(args.readVin).toHaveBeenCalledWith(expect.any(File));
    await expect(vin).toHaveValue('');
  },
};

/**
 * One VIN read: it is in the field, the field says where it came from and to check it against the
 * document; the person can still change it, and it is saved as it then is.
 */
export const ReadVinOne: Story = {
  tags: ['text-length'],
  args: { readVin: fn(async () => vinRead('WVWZZZ7HZLH012345')) },
  play: async ({ globals, args }) => {
    const { dialog, vin } = await chooseCertificate(globals);
    await waitFor(() => expect(vin).toHaveValue('WVWZZZ7HZLH012345'));
    await expect(vin).toHaveAccessibleDescription(appTextOf(globals, 'app.vehicles.form.vinRead'));
    await expect(
      within(dialog).queryByRole('group', { name: appTextOf(globals, 'app.vehicles.form.vinOthers') }),
    ).toBeNull();
    await userEvent.clear(vin);
    await userEvent.type(vin, 'WVWZZZ7HZLH012346');
    const field = (id: Parameters<typeof appTextOf>[1]) =>
      within(dialog).getByRole('textbox', { name: appTextOf(globals, id) });
    await userEvent.type(field('app.vehicles.form.registration'), 'CX12345');
    await userEvent.type(field('app.vehicles.form.make'), 'Volkswagen');
    await userEvent.type(field('app.vehicles.form.model'), 'Transporter');
    await userEvent.click(within(dialog).getByRole('button', { name: appTextOf(globals, 'app.form.save') }));
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith(expect.objectContaining({ vin: 'WVWZZZ7HZLH012346' })),
    );
  },
};

/** Several VINs read: the likeliest is in the field, the others are offered; choosing one swaps them. */
export const ReadVinSeveral: Story = {
  tags: ['text-length'],
  args: { readVin: fn(async () => vinRead('WVWZZZ7HZLH012345', 'VF3LCBHZ6JS123456')) },
  play: async ({ globals }) => {
    const { dialog, vin } = await chooseCertificate(globals);
    await waitFor(() => expect(vin).toHaveValue('WVWZZZ7HZLH012345'));
    const others = within(dialog).getByRole('group', {
      name: appTextOf(globals, 'app.vehicles.form.vinOthers'),
    });
    const use = (value: string) =>
      within(others).getByRole('button', {
        name: appTextOf(globals, 'app.vehicles.form.useVin', { vin: value }),
      });
    await expect(within(others).getAllByRole('button')).toHaveLength(1);
    await userEvent.click(use('VF3LCBHZ6JS123456'));
    await expect(vin).toHaveValue('VF3LCBHZ6JS123456');
    await expect(use('WVWZZZ7HZLH012345')).toBeVisible();
    await expect(vin).toHaveAccessibleDescription(appTextOf(globals, 'app.vehicles.form.vinRead'));
  },
};

/** Nothing read: the VIN field says why and how to go on, and stays empty for typing; typing clears the message. */
export const ReadVinFailed: Story = {
  tags: ['text-length'],
  args: { readVin: fn(async () => Promise.reject(new VinReadFailed('NO_VIN'))) },
  play: async ({ globals }) => {
    const { vin } = await chooseCertificate(globals);
    await waitFor(() => expect(vin).toBeInvalid());
    await expect(vin).toHaveAccessibleDescription(
      expect.stringContaining(appTextOf(globals, 'app.vehicles.form.vinReadError.NO_VIN')),
    );
    await expect(vin).toHaveValue('');
    // Typed by the person instead: the message goes.
    await userEvent.type(vin, 'WVWZZZ7HZLH012345');
    await expect(vin).toBeValid();
    await expect(vin).toHaveAccessibleDescription(appTextOf(globals, 'app.vehicles.form.vinHint'));
  },
};
