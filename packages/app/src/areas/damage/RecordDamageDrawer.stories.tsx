import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { fixtureVehicleChoices, fixtureVehicles } from '../vehicles/fixtures';
import { formatPlate } from '../vehicles/format';
import { appTextOf, openedDialog, withAppProviders } from '../../test-utils/appStories';
import { fixtureDamageDetail, fixtureDamages, fixtureToday } from './fixtures';
import { RecordDamageDrawer } from './RecordDamageDrawer';

const van = fixtureVehicles(6)[2]!;

const meta = {
  title: 'App/Damage/RecordDamageDrawer',
  component: RecordDamageDrawer,
  decorators: [withAppProviders],
  args: {
    open: true,
    onOpenChange: fn(),
    vehicle: null,
    vehicles: { ...fixtureVehicleChoices(), onSearchChange: fn() },
    today: fixtureToday,
    onSave: fn(async () => {}),
  },
} satisfies Meta<typeof RecordDamageDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/**
 * Saving without a vehicle or a place says both; the vehicle is chosen with the register's search,
 * the place on the diagram with the keyboard, the estimate in kroner goes out as typed.
 */
export const RecordOnTheDiagram: Story = {
  play: async ({ globals, args }) => {
    await openedDialog();
    const save = () =>
      body()
        .getAllByRole('button', { name: appTextOf(globals, 'app.form.save') })
        .at(-1)!;
    const name = appTextOf(globals, 'app.damage.form.vehicle');
    const picker = await body().findByRole('combobox', { name: new RegExp(name) });
    await userEvent.click(save());
    await expect(await body().findAllByText(appTextOf(globals, 'app.damage.error.place'))).not.toHaveLength(
      0,
    );
    await expect(body().getAllByText(appTextOf(globals, 'app.damage.error.vehicle'))).not.toHaveLength(0);
    await expect(args.onSave).not.toHaveBeenCalled();

    await userEvent.type(picker, van.make);
    const list = await body().findByRole('listbox', { name: new RegExp(name) });
    await userEvent.click(
      within(list).getByRole('option', { name: new RegExp(formatPlate(van.registration)) }),
    );

    const rear = body().getByRole('button', { name: appTextOf(globals, 'app.damage.zone.rear') });
    await expect(rear).toHaveAttribute('aria-pressed', 'false');
    rear.focus();
    await userEvent.keyboard('{Enter}');
    await expect(rear).toHaveAttribute('aria-pressed', 'true');
    await expect(
      body().getByText(
        appTextOf(globals, 'app.damage.form.chosen', { place: appTextOf(globals, 'app.damage.zone.rear') }),
      ),
    ).toBeInTheDocument();

    await userEvent.type(
      body().getByRole('textbox', { name: appTextOf(globals, 'app.damage.form.estimate') }),
      '2500',
    );
    await userEvent.click(save());
    await waitFor(() => expect(args.onSave).toHaveBeenCalled());
    const values = (args.onSave as ReturnType<typeof fn>).mock.calls[0]![0];
    await expect(values).toMatchObject({
      vehicleId: van.id,
      zone: 'rear',
      estimate: '2500',
      foundOn: fixtureToday,
    });
  },
};

/** A PNG's first bytes: the signature and a header of 4000 x 3000 (or what `width` says). */
const pngHead = (width = 4000, height = 3000) => {
  const bytes = new Uint8Array(33);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  const view = new DataView(bytes.buffer);
  view.setUint32(16, width);
  view.setUint32(20, height);
  return bytes;
};

/**
 * Photos: a PDF named like a photo and a PNG whose header claims 100000 x 100000 pixels are
 * refused on the field, each named with why; a real picture is added and goes out with the form.
 */
export const PhotosRefusedOnTheField: Story = {
  args: { vehicle: { id: van.id, registration: van.registration } },
  play: async ({ globals, args }) => {
    await openedDialog();
    const input = await body().findByLabelText(appTextOf(globals, 'app.damage.form.photos'));
    const pdf = new File(['%PDF-1.7\n'], 'skade.jpg', { type: 'image/jpeg' });
    const bomb = new File([pngHead(100_000, 100_000)], 'bombe.png', { type: 'image/png' });
    const photo = new File([pngHead()], 'forskærm.png', { type: 'image/png' });
    await userEvent.upload(input, [pdf, bomb, photo]);
    const refusal = (name: string, reason: string) =>
      appTextOf(globals, 'app.damage.form.photoRefused', {
        name,
        reason: appTextOf(globals, `app.photos.reason.${reason}` as 'app.photos.reason.other'),
      });
    await waitFor(() =>
      expect(input).toHaveAccessibleDescription(
        `${refusal('skade.jpg', 'UNSUPPORTED_TYPE')} ${refusal('bombe.png', 'IMAGE_TOO_LARGE')}`,
      ),
    );
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(
      body().getByRole('button', { name: appTextOf(globals, 'app.photos.remove', { number: 1 }) }),
    ).toBeInTheDocument();
    await expect(
      body().queryByRole('button', { name: appTextOf(globals, 'app.photos.remove', { number: 2 }) }),
    ).toBeNull();

    await userEvent.click(body().getByRole('button', { name: appTextOf(globals, 'app.damage.zone.front') }));
    await userEvent.click(
      body()
        .getAllByRole('button', { name: appTextOf(globals, 'app.form.save') })
        .at(-1)!,
    );
    await waitFor(() => expect(args.onSave).toHaveBeenCalled());
    const values = (args.onSave as ReturnType<typeof fn>).mock.calls[0]![0];
    await expect(values.photos.map((file: File) => file.name)).toEqual(['forskærm.png']);
  },
};

const repaired = fixtureDamageDetail(fixtureDamages(4)[3]);

/**
 * Editing a repaired damage: the form starts from what it says, asks what the repair cost, and
 * refuses an amount that is not kroner on its field.
 */
export const EditRepaired: Story = {
  args: { damage: { ...repaired, actualOre: null } },
  play: async ({ globals, args }) => {
    await openedDialog();
    await body().findByRole('heading', { name: appTextOf(globals, 'app.damage.form.editTitle') });
    await expect(
      body().getByRole('button', { name: appTextOf(globals, `app.damage.zone.${repaired.zone}`) }),
    ).toHaveAttribute('aria-pressed', 'true');
    const actual = body().getByRole('textbox', { name: appTextOf(globals, 'app.damage.form.actual') });
    await userEvent.type(actual, '1.400,5');
    await userEvent.click(
      body()
        .getAllByRole('button', { name: appTextOf(globals, 'app.form.save') })
        .at(-1)!,
    );
    await waitFor(() => expect(args.onSave).toHaveBeenCalled());
    const values = (args.onSave as ReturnType<typeof fn>).mock.calls[0]![0];
    await expect(values).toMatchObject({ zone: repaired.zone, actual: '1.400,5' });
  },
};
