import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { appTextOf, collapsed, withAppProviders } from '../../../test-utils/appStories';
import { fixtureInspection } from '../../compliance/fixtures';
import { inspectionKindLabel } from '../../compliance/labels';
import { formatPlate } from '../../vehicles/format';
import { ScheduleDrawer } from './ScheduleDrawer';

const meta = {
  title: 'App/Inspections/Schedule drawer',
  component: ScheduleDrawer,
  decorators: [withAppProviders],
  args: { open: true, onOpenChange: fn(), defaultDueDate: '2026-10-15', onSave: fn(async () => {}) },
} satisfies Meta<typeof ScheduleDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

type Globals = Record<string, unknown>;
type Id = Parameters<typeof appTextOf>[1];
const body = () => within(document.body);

/** The open drawer, once it has put the focus inside itself (typing before that would go astray). */
async function openDialog(): Promise<HTMLElement> {
  const dialog = await body().findByRole('dialog');
  await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
  return dialog;
}
const inspection = fixtureInspection(1);
const plate = formatPlate(inspection.vehicle.registration);
const refused = (fieldErrors: Record<string, string>) =>
  Object.assign(new Error('Invalid'), { data: { code: 'BAD_REQUEST', fieldErrors } });
const textbox = (dialog: HTMLElement, globals: Globals, id: Id) =>
  within(dialog).getByRole('textbox', { name: appTextOf(globals, id) });
const save = (dialog: HTMLElement, globals: Globals) =>
  userEvent.click(within(dialog).getByRole('button', { name: appTextOf(globals, 'app.form.save') }));

/** From the inspections page: the plate is asked (upper case, letters and digits), then kind and notes. */
export const New: Story = {
  play: async ({ globals, args }) => {
    const dialog = await body().findByRole('dialog', {
      name: appTextOf(globals, 'app.inspections.form.scheduleTitle'),
    });
    const plateField = textbox(dialog, globals, 'app.compliance.form.plate');
    await userEvent.type(plateField, 'ab 12-345');
    await expect(plateField).toHaveValue('AB12345');
    await userEvent.selectOptions(
      within(dialog).getByRole('combobox', { name: appTextOf(globals, 'app.inspections.form.kind') }),
      appTextOf(globals, inspectionKindLabel('safety')),
    );
    await userEvent.type(textbox(dialog, globals, 'app.inspections.form.notes'), 'Før vintersæsonen');
    await save(dialog, globals);
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith({
        plate: 'AB12345',
        kind: 'safety',
        dueDate: '2026-10-15',
        notes: 'Før vintersæsonen',
      }),
    );
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false));
  },
};

/** From a vehicle's page: the vehicle is known, so its plate is the description and not asked. */
export const ForVehicle: Story = {
  args: { vehiclePlate: 'AB12345' },
  play: async ({ globals }) => {
    const dialog = await body().findByRole('dialog', {
      name: appTextOf(globals, 'app.inspections.form.scheduleTitle'),
    });
    await expect(dialog).toHaveAccessibleDescription(
      appTextOf(globals, 'app.compliance.form.forVehicle', { plate: 'AB 12 345' }),
    );
    await expect(
      within(dialog).queryByRole('textbox', { name: appTextOf(globals, 'app.compliance.form.plate') }),
    ).toBeNull();
  },
};

/** Moving an inspection not yet done: its values are filled in; changed notes are saved. */
export const Editing: Story = {
  args: { inspection },
  play: async ({ globals, args }) => {
    const dialog = await body().findByRole('dialog', {
      name: appTextOf(globals, 'app.inspections.form.editTitle'),
    });
    await expect(dialog).toHaveAccessibleDescription(
      appTextOf(globals, 'app.compliance.form.forVehicle', { plate }),
    );
    await expect(
      within(dialog).getByRole('combobox', { name: appTextOf(globals, 'app.inspections.form.kind') }),
    ).toHaveValue(inspection.kind);
    await userEvent.type(textbox(dialog, globals, 'app.inspections.form.notes'), 'Flyttet en uge');
    await save(dialog, globals);
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith(
        expect.objectContaining({
          kind: inspection.kind,
          dueDate: inspection.dueDate,
          notes: 'Flyttet en uge',
        }),
      ),
    );
  },
};

/** No vehicle of the register has the plate: the summary and the field say so, focus goes there. */
export const UnknownVehicle: Story = {
  args: {
    onSave: fn(async () => {
      throw refused({ plate: 'not_found' });
    }),
  },
  play: async ({ globals, args }) => {
    const dialog = await openDialog();
    const plateField = textbox(dialog, globals, 'app.compliance.form.plate');
    await userEvent.type(plateField, 'ZZ99999');
    await save(dialog, globals);
    const message = appTextOf(globals, 'app.compliance.error.vehicleUnknown');
    const summary = await within(dialog).findByRole('alert', {
      name: appTextOf(globals, 'app.inspections.form.errorsTitle'),
    });
    await expect(within(summary).getByRole('link', { name: message })).toBeVisible();
    await expect(plateField).toHaveAccessibleDescription(expect.stringContaining(message));
    await waitFor(() => expect(plateField).toHaveFocus());
    await expect(plateField).toHaveValue('ZZ99999');
    await expect(args.onOpenChange).not.toHaveBeenCalledWith(false);
  },
};

/** While the save is on its way, Save is busy and the drawer stays open. */
export const Saving: Story = {
  args: { inspection, onSave: fn(() => new Promise<never>(() => {})) },
  play: async ({ globals, args }) => {
    const dialog = await openDialog();
    await save(dialog, globals);
    await waitFor(() =>
      expect(
        within(dialog).getByRole('button', { name: appTextOf(globals, 'app.form.save') }),
      ).toHaveAttribute('aria-busy', 'true'),
    );
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

/** A save that failed for no field's reason: says so, and what was typed stays. */
export const SaveFailed: Story = {
  args: {
    inspection,
    onSave: fn(async () => {
      throw new Error('The connection was lost');
    }),
  },
  play: async ({ globals }) => {
    const dialog = await openDialog();
    const notes = textbox(dialog, globals, 'app.inspections.form.notes');
    await userEvent.type(notes, 'Ring til værkstedet');
    await save(dialog, globals);
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      collapsed(appTextOf(globals, 'app.inspections.saved.error')),
    );
    await expect(notes).toHaveValue('Ring til værkstedet');
  },
};
