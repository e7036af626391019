import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { appTextOf, openedDialog, withAppProviders } from '../../../test-utils/appStories';
import { formatPlate } from '../../vehicles/format';
import { fixtureDrivers, fixtureVehicle, fixtureVehicleChoices } from '../../vehicles/fixtures';
import { TaskFormDrawer } from './TaskFormDrawer';

const meta = {
  title: 'App/Tasks/Task form drawer',
  component: TaskFormDrawer,
  decorators: [withAppProviders],
  args: {
    open: true,
    onOpenChange: fn(),
    people: fixtureDrivers,
    vehicles: { ...fixtureVehicleChoices(), onSearchChange: fn() },
    onSave: fn(async () => {}),
  },
} satisfies Meta<typeof TaskFormDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const van = fixtureVehicle(2);

/**
 * A task with a title, a vehicle searched in the register and chosen by its plate (shown as
 * Danish plates are written) and an assignee is saved; the drawer closes.
 */
export const Add: Story = {
  play: async ({ globals, args }) => {
    const dialog = await openedDialog(appTextOf(globals, 'app.tasks.form.addTitle'));
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: appTextOf(globals, 'app.tasks.form.title') }),
      'Olieskift',
    );
    const vehicle = within(dialog).getByRole('combobox', {
      name: appTextOf(globals, 'app.tasks.form.vehicle'),
    });
    await userEvent.type(vehicle, van.make);
    await waitFor(() => expect(args.vehicles.onSearchChange).toHaveBeenCalledWith(van.make));
    const vehicles = await body().findByRole('listbox', {
      name: appTextOf(globals, 'app.tasks.form.vehicle'),
    });
    await userEvent.click(
      within(vehicles).getByRole('option', { name: new RegExp(formatPlate(van.registration)) }),
    );
    await expect(vehicle).toHaveValue(formatPlate(van.registration));
    const person = fixtureDrivers[1]!;
    await userEvent.type(
      within(dialog).getByRole('combobox', { name: appTextOf(globals, 'app.tasks.form.assignee') }),
      person.surname.slice(0, 4),
    );
    const list = await body().findByRole('listbox', { name: appTextOf(globals, 'app.tasks.form.assignee') });
    await waitFor(() => expect(within(list).getAllByRole('option')).toHaveLength(1));
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await userEvent.click(within(dialog).getByRole('button', { name: appTextOf(globals, 'app.form.save') }));
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith(
        expect.objectContaining({
          title: 'Olieskift',
          vehicleId: van.id,
          assigneeUserId: fixtureDrivers[1]!.id,
        }),
      ),
    );
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false));
  },
};

/** Saving without a title: the error sits on the field, nothing is sent. */
export const TitleMissing: Story = {
  play: async ({ globals, args }) => {
    const dialog = await openedDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: appTextOf(globals, 'app.form.save') }));
    await waitFor(() =>
      expect(
        within(dialog).getByRole('textbox', { name: appTextOf(globals, 'app.tasks.form.title') }),
      ).toHaveAccessibleDescription(expect.stringContaining(appTextOf(globals, 'app.tasks.error.required'))),
    );
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/**
 * Adding from a vehicle's page: that vehicle is chosen. It went out of reach meanwhile (sold):
 * the server's error sits on the vehicle field, and what was typed stays.
 */
export const UnknownVehicle: Story = {
  args: {
    vehicle: van,
    onSave: fn(async () => {
      throw Object.assign(new Error('No such vehicle'), {
        data: { fieldErrors: { vehicleId: 'not_found' } },
      });
    }),
  },
  play: async ({ globals, args }) => {
    const dialog = await openedDialog();
    const title = within(dialog).getByRole('textbox', { name: appTextOf(globals, 'app.tasks.form.title') });
    const vehicle = within(dialog).getByRole('combobox', {
      name: appTextOf(globals, 'app.tasks.form.vehicle'),
    });
    await expect(vehicle).toHaveValue(formatPlate(van.registration));
    await userEvent.type(title, 'Rens ladrummet');
    await userEvent.click(within(dialog).getByRole('button', { name: appTextOf(globals, 'app.form.save') }));
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith(expect.objectContaining({ vehicleId: van.id })),
    );
    await waitFor(() =>
      expect(vehicle).toHaveAccessibleDescription(
        expect.stringContaining(appTextOf(globals, 'app.tasks.error.vehicleUnknown')),
      ),
    );
    await expect(title).toHaveValue('Rens ladrummet');
    await expect(args.onOpenChange).not.toHaveBeenCalledWith(false);
  },
};

/** Editing a task: its values are in the fields (the vehicle by its plate) and the drawer says "Edit task". */
export const Edit: Story = {
  args: {
    editing: {
      id: 't-1',
      values: {
        title: 'Bremserne hviner',
        description: 'Højre for.',
        vehicleId: van.id,
        priority: 'high',
        assigneeUserId: fixtureDrivers[1]!.id,
        dueDate: '2026-12-01',
      },
      vehicle: van,
    },
  },
  play: async ({ globals, args }) => {
    const dialog = await body().findByRole(
      'dialog',
      { name: appTextOf(globals, 'app.tasks.form.editTitle') },
      { timeout: 10_000 },
    );
    const title = within(dialog).getByRole('textbox', { name: appTextOf(globals, 'app.tasks.form.title') });
    await expect(title).toHaveValue('Bremserne hviner');
    await expect(
      within(dialog).getByRole('combobox', { name: appTextOf(globals, 'app.tasks.form.vehicle') }),
    ).toHaveValue(formatPlate(van.registration));
    await userEvent.type(title, ' i kulde');
    await userEvent.click(within(dialog).getByRole('button', { name: appTextOf(globals, 'app.form.save') }));
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith(
        expect.objectContaining({ title: 'Bremserne hviner i kulde', vehicleId: van.id, priority: 'high' }),
      ),
    );
  },
};
