import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { fixtureVehicleChoices, fixtureVehicles } from '../../features/vehicles/fixtures';
import { formatPlate } from '../../features/vehicles/format';
import { appTextOf, openedDialog, withAppProviders } from '../../test-utils/appStories';
import { fixtureToday } from './fixtures';
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
