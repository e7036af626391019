import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { appTextOf, withAppProviders } from '../../../test-utils/appStories';
import { fixtureDrivers } from '../../vehicles/fixtures';
import { TaskFormDrawer } from './TaskFormDrawer';

const meta = {
  title: 'App/Tasks/Task form drawer',
  component: TaskFormDrawer,
  decorators: [withAppProviders],
  args: { open: true, onOpenChange: fn(), people: fixtureDrivers, onSave: fn(async () => {}) },
} satisfies Meta<typeof TaskFormDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** A task with a title, a vehicle by its plate and an assignee is saved; the drawer closes. */
export const Add: Story = {
  play: async ({ globals, args }) => {
    const dialog = await body().findByRole('dialog', { name: appTextOf(globals, 'app.tasks.form.addTitle') });
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: appTextOf(globals, 'app.tasks.form.title') }),
      'Olieskift',
    );
    const plate = within(dialog).getByRole('textbox', { name: appTextOf(globals, 'app.tasks.form.vehicle') });
    await userEvent.type(plate, 'ab 12-345');
    await expect(plate).toHaveValue('AB12345');
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
          vehicle: 'AB12345',
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
    const dialog = await body().findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: appTextOf(globals, 'app.form.save') }));
    await waitFor(() =>
      expect(
        within(dialog).getByRole('textbox', { name: appTextOf(globals, 'app.tasks.form.title') }),
      ).toHaveAccessibleDescription(expect.stringContaining(appTextOf(globals, 'app.tasks.error.required'))),
    );
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** No vehicle has the plate: the error sits on the vehicle field, and what was typed stays. */
export const UnknownVehicle: Story = {
  args: {
    vehiclePlate: 'ZZ99999',
    onSave: fn(async () => {
      throw Object.assign(new Error('No such vehicle'), { data: { fieldErrors: { vehicle: 'not_found' } } });
    }),
  },
  play: async ({ globals, args }) => {
    const dialog = await body().findByRole('dialog');
    const title = within(dialog).getByRole('textbox', { name: appTextOf(globals, 'app.tasks.form.title') });
    await userEvent.type(title, 'Rens ladrummet');
    await userEvent.click(within(dialog).getByRole('button', { name: appTextOf(globals, 'app.form.save') }));
    await waitFor(() =>
      expect(
        within(dialog).getByRole('textbox', { name: appTextOf(globals, 'app.tasks.form.vehicle') }),
      ).toHaveAccessibleDescription(
        expect.stringContaining(appTextOf(globals, 'app.tasks.error.vehicleUnknown')),
      ),
    );
    await expect(title).toHaveValue('Rens ladrummet');
    await expect(args.onOpenChange).not.toHaveBeenCalledWith(false);
  },
};

/** Editing a task: its values are in the fields and the drawer says "Edit task". */
export const Edit: Story = {
  args: {
    editing: {
      id: 't-1',
      values: {
        title: 'Bremserne hviner',
        description: 'Højre for.',
        vehicle: 'AB12345',
        priority: 'high',
        assigneeUserId: fixtureDrivers[1]!.id,
        dueDate: '2026-12-01',
      },
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
    await userEvent.type(title, ' i kulde');
    await userEvent.click(within(dialog).getByRole('button', { name: appTextOf(globals, 'app.form.save') }));
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith(
        expect.objectContaining({ title: 'Bremserne hviner i kulde', vehicle: 'AB12345', priority: 'high' }),
      ),
    );
  },
};
