import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { appTextOf, openedDialog, withAppProviders } from '../../../test-utils/appStories';
import { changedMeanwhileStory } from '../../../test-utils/changedMeanwhileStory';
import { fixtureInspection } from '../../compliance/fixtures';
import { fixtureDrivers } from '../../vehicles/fixtures';
import { CompleteDrawer } from './CompleteDrawer';

// Someone else (Lars) wrote a note on the inspection while it was being completed here: version 3 -> 4.
const openedInspection = { ...fixtureInspection(0), notes: '', version: 3 };
const changedInspection = { ...openedInspection, notes: 'Tjek også dækkene', version: 4 };

const meta = {
  title: 'App/Inspections/Complete drawer',
  component: CompleteDrawer,
  decorators: [withAppProviders],
  args: {
    open: true,
    onOpenChange: fn(),
    inspection: fixtureInspection(0),
    people: fixtureDrivers,
    onSave: fn(async () => {}),
  },
} satisfies Meta<typeof CompleteDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Failed with two defects, given to a driver: each defect row is added, filled and sent. */
export const TwoDefects: Story = {
  play: async ({ globals, args }) => {
    const dialog = await openedDialog();
    const t = (id: Parameters<typeof appTextOf>[1], values?: Parameters<typeof appTextOf>[2]) =>
      appTextOf(globals, id, values);
    await userEvent.click(within(dialog).getByRole('radio', { name: t('app.inspections.result.fail') }));
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: t('app.inspections.complete.inspector') }),
      'Jonas Kristensen',
    );
    await expect(within(dialog).getByText(t('app.inspections.complete.noDefects'))).toBeInTheDocument();
    const add = within(dialog).getByRole('button', { name: t('app.inspections.complete.addDefect') });
    await userEvent.click(add);
    // Focus moves into the new row: typing goes there.
    const first = within(dialog).getByRole('textbox', {
      name: t('app.inspections.complete.defectText', { number: 1 }),
    });
    await waitFor(() => expect(first).toHaveFocus());
    await userEvent.keyboard('Bremselys defekt');
    await userEvent.click(add);
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: t('app.inspections.complete.defectText', { number: 2 }) }),
      'Revne i forruden',
    );
    await userEvent.selectOptions(
      within(dialog).getByRole('combobox', {
        name: t('app.inspections.complete.defectSeverity', { number: 2 }),
      }),
      'critical',
    );
    // The person is searched, not picked from one long list.
    const assignee = within(dialog).getByRole('combobox', { name: t('app.inspections.complete.assignee') });
    await userEvent.type(assignee, fixtureDrivers[0]!.surname);
    const people = await within(document.body).findByRole('listbox', {
      name: t('app.inspections.complete.assignee'),
    });
    await userEvent.click(
      within(people).getByRole('option', { name: new RegExp(fixtureDrivers[0]!.surname) }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: t('app.inspections.complete.save') }));
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith(
        expect.objectContaining({
          result: 'fail',
          inspector: 'Jonas Kristensen',
          assigneeUserId: fixtureDrivers[0]!.id,
          defects: [
            { key: 1, text: 'Bremselys defekt', severity: 'major' },
            { key: 2, text: 'Revne i forruden', severity: 'critical' },
          ],
        }),
        // Completed as made from the version it was opened with.
        fixtureInspection(0).version,
      ),
    );
  },
};

/** Saving without an inspector and with an empty defect: both errors, nothing sent; a row is removed. */
export const MissingFields: Story = {
  play: async ({ globals, args }) => {
    const dialog = await openedDialog();
    const t = (id: Parameters<typeof appTextOf>[1], values?: Parameters<typeof appTextOf>[2]) =>
      appTextOf(globals, id, values);
    await userEvent.click(
      within(dialog).getByRole('button', { name: t('app.inspections.complete.addDefect') }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: t('app.inspections.complete.save') }));
    const required = t('app.compliance.error.required');
    await waitFor(() =>
      expect(
        within(dialog).getByRole('textbox', { name: t('app.inspections.complete.inspector') }),
      ).toHaveAccessibleDescription(expect.stringContaining(required)),
    );
    await expect(
      within(dialog).getByRole('textbox', { name: t('app.inspections.complete.defectText', { number: 1 }) }),
    ).toHaveAccessibleDescription(expect.stringContaining(required));
    await expect(args.onSave).not.toHaveBeenCalled();
    await userEvent.click(
      within(dialog).getByRole('button', { name: t('app.inspections.complete.removeDefect', { number: 1 }) }),
    );
    await expect(
      within(dialog).queryByRole('textbox', {
        name: t('app.inspections.complete.defectText', { number: 1 }),
      }),
    ).toBeNull();
  },
};

/**
 * Someone else changed the inspection while it was being completed: the completion is refused, the
 * drawer says who and when, keeps what was typed, names what they changed (its notes), and
 * completes it only when the person keeps their own.
 */
export const ChangedMeanwhile: Story = changedMeanwhileStory({
  Drawer: CompleteDrawer,
  recordProp: 'inspection',
  opened: openedInspection,
  changed: changedInspection,
  field: 'app.inspections.complete.inspector',
  typed: 'Jonas Kristensen',
  changedField: 'app.inspections.form.notes',
  saveButton: 'app.inspections.complete.save',
  saved: { inspector: 'Jonas Kristensen' },
});
