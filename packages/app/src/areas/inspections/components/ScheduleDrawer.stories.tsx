import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  appTextOf,
  collapsed,
  openedDialog,
  summaryLinkName,
  withAppProviders,
} from '../../../test-utils/appStories';
import { changedMeanwhileStory } from '../../../test-utils/changedMeanwhileStory';
import { fixtureInspection } from '../../compliance/fixtures';
import { inspectionKindLabel } from '../../compliance/labels';
import { fixtureVehicle, fixtureVehicleChoices } from '../../vehicles/fixtures';
import { formatPlate } from '../../vehicles/format';
import { ScheduleDrawer } from './ScheduleDrawer';

const meta = {
  title: 'App/Inspections/Schedule drawer',
  component: ScheduleDrawer,
  decorators: [withAppProviders],
  args: {
    open: true,
    onOpenChange: fn(),
    vehicles: { ...fixtureVehicleChoices(), onSearchChange: fn() },
    defaultDueDate: '2026-10-15',
    onSave: fn(async () => {}),
  },
} satisfies Meta<typeof ScheduleDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

type Globals = Record<string, unknown>;
type Id = Parameters<typeof appTextOf>[1];
const body = () => within(document.body);

const inspection = fixtureInspection(1);
const plate = formatPlate(inspection.vehicle.registration);
const refused = (fieldErrors: Record<string, string>) =>
  Object.assign(new Error('Invalid'), { data: { code: 'BAD_REQUEST', fieldErrors } });
const textbox = (dialog: HTMLElement, globals: Globals, id: Id) =>
  within(dialog).getByRole('textbox', { name: appTextOf(globals, id) });
const van = fixtureVehicle(2);
/** Searches the vehicle field for the van and chooses it by its plate. */
async function chooseVan(
  dialog: HTMLElement,
  globals: Globals,
  searched?: (text: string) => void,
): Promise<HTMLElement> {
  const name = appTextOf(globals, 'app.compliance.form.plate');
  const field = within(dialog).getByRole('combobox', { name });
  await userEvent.type(field, van.make);
  if (searched) await waitFor(() => expect(searched).toHaveBeenCalledWith(van.make));
  const list = await body().findByRole('listbox', { name });
  await userEvent.click(
    within(list).getByRole('option', { name: new RegExp(formatPlate(van.registration)) }),
  );
  await expect(field).toHaveValue(formatPlate(van.registration));
  return field;
}
const save = (dialog: HTMLElement, globals: Globals) =>
  userEvent.click(within(dialog).getByRole('button', { name: appTextOf(globals, 'app.form.save') }));

/** From a vehicle's page: the vehicle is known, so its plate is the description and not asked. */
export const ForVehicle: Story = {
  args: { vehicle: { id: 'v-1', registration: 'AB12345' } },
  play: async ({ globals }) => {
    const dialog = await body().findByRole('dialog', {
      name: appTextOf(globals, 'app.inspections.form.scheduleTitle'),
    });
    await expect(dialog).toHaveAccessibleDescription(
      appTextOf(globals, 'app.compliance.form.forVehicle', { plate: 'AB 12 345' }),
    );
    await expect(
      within(dialog).queryByRole('combobox', { name: appTextOf(globals, 'app.compliance.form.plate') }),
    ).toBeNull();
  },
};

/** From the inspections page: the vehicle is searched in the register and chosen, then kind and notes. */
export const New: Story = {
  play: async ({ globals, args }) => {
    const dialog = await openedDialog();
    await expect(dialog).toHaveAccessibleName(appTextOf(globals, 'app.inspections.form.scheduleTitle'));
    await chooseVan(dialog, globals, args.vehicles.onSearchChange);
    await userEvent.selectOptions(
      within(dialog).getByRole('combobox', { name: appTextOf(globals, 'app.inspections.form.kind') }),
      appTextOf(globals, inspectionKindLabel('safety')),
    );
    await userEvent.type(textbox(dialog, globals, 'app.inspections.form.notes'), 'Før vintersæsonen');
    await save(dialog, globals);
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith({
        vehicleId: van.id,
        kind: 'safety',
        dueDate: '2026-10-15',
        notes: 'Før vintersæsonen',
      }),
    );
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false));
  },
};

/** Moving an inspection not yet done: its values are filled in; changed notes are saved. */
export const Editing: Story = {
  args: { inspection },
  play: async ({ globals, args }) => {
    // Typing starts once the drawer holds the focus (it moved mid-word under load once).
    const dialog = await openedDialog();
    await expect(dialog).toHaveAccessibleName(appTextOf(globals, 'app.inspections.form.editTitle'));
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
        inspection.version,
      ),
    );
  },
};

/** Saving with no vehicle chosen: the summary and the field say so, focus goes there. */
export const VehicleMissing: Story = {
  play: async ({ globals, args }) => {
    const dialog = await openedDialog();
    await save(dialog, globals);
    const message = appTextOf(globals, 'app.compliance.error.required');
    const summary = await within(dialog).findByRole('alert', {
      name: appTextOf(globals, 'app.inspections.form.errorsTitle'),
    });
    const field = within(dialog).getByRole('combobox', {
      name: appTextOf(globals, 'app.compliance.form.plate'),
    });
    await expect(
      await within(summary).findByRole('link', {
        name: summaryLinkName(globals, 'app.compliance.form.plate', message),
      }),
    ).toBeVisible();
    await waitFor(() => expect(field).toHaveFocus());
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** The chosen vehicle went out of reach meanwhile (sold): the summary and the field say so. */
export const UnknownVehicle: Story = {
  args: {
    onSave: fn(async () => {
      throw refused({ vehicleId: 'not_found' });
    }),
  },
  play: async ({ globals, args }) => {
    const dialog = await openedDialog();
    const plateField = await chooseVan(dialog, globals);
    await save(dialog, globals);
    const message = appTextOf(globals, 'app.compliance.error.vehicleUnknown');
    const summary = await within(dialog).findByRole('alert', {
      name: appTextOf(globals, 'app.inspections.form.errorsTitle'),
    });
    await expect(
      await within(summary).findByRole('link', {
        name: summaryLinkName(globals, 'app.compliance.form.plate', message),
      }),
    ).toBeVisible();
    await expect(plateField).toHaveAccessibleDescription(expect.stringContaining(message));
    await waitFor(() => expect(plateField).toHaveFocus());
    await expect(plateField).toHaveValue(formatPlate(van.registration));
    await expect(args.onOpenChange).not.toHaveBeenCalledWith(false);
  },
};

/** While the save is on its way, Save is busy and the drawer stays open. */
export const Saving: Story = {
  args: { inspection, onSave: fn(() => new Promise<never>(() => {})) },
  play: async ({ globals, args }) => {
    const dialog = await openedDialog();
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
    const dialog = await openedDialog();
    const notes = textbox(dialog, globals, 'app.inspections.form.notes');
    await userEvent.type(notes, 'Ring til værkstedet');
    await save(dialog, globals);
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      collapsed(appTextOf(globals, 'app.inspections.saved.error')),
    );
    await expect(notes).toHaveValue('Ring til værkstedet');
  },
};

// Someone else (Lars) moved the inspection while it was open here: version 3 -> 4.
const openedInspection = { ...inspection, version: 3, notes: '' };
const changedInspection = { ...openedInspection, version: 4, dueDate: '2026-12-01' };

/**
 * Someone else moved the inspection while it was being edited: the save is refused, the drawer
 * says who and when, keeps what was typed, names what they changed, and saves over it only when
 * the person keeps their own changes.
 */
export const ChangedMeanwhile: Story = changedMeanwhileStory({
  Drawer: ScheduleDrawer,
  recordProp: 'inspection',
  opened: openedInspection,
  changed: changedInspection,
  field: 'app.inspections.form.notes',
  typed: 'Nøglen ligger i receptionen',
  changedField: 'app.inspections.form.dueDate',
  saved: { notes: 'Nøglen ligger i receptionen' },
});
