import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { appTextOf, changedMeanwhile, openedDialog, withAppProviders } from '../../../test-utils/appStories';
import { fixtureInspection } from '../../compliance/fixtures';
import { fixtureDrivers } from '../../vehicles/fixtures';
import { CompleteDrawer } from './CompleteDrawer';

const meta = {
  title: 'App/Inspections/Complete drawer',
  component: CompleteDrawer,
  decorators: [withAppProviders],
  args: {
    open: true,
    onOpenChange: fn(),
    inspection: fixtureInspection(0),
    people: fixtureDrivers,
    onSave: fn(async (_values: unknown, _version?: number) => {}),
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
        // Made from the version the drawer was opened on.
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
 * The inspection was rescheduled by someone else (Lars) while this completion was being filled in:
 * the save is refused, the drawer says who and when and keeps what was typed, and completes from
 * their version once the person keeps their own.
 */
export const ChangedMeanwhile: Story = {
  args: {
    inspection: { ...fixtureInspection(0), version: 3 },
    onSave: fn(async (_values: unknown, version?: number) => {
      if (version !== 4) throw changedMeanwhile;
    }),
  },
  render: function Rereading(args) {
    const [inspection, setInspection] = useState(args.inspection);
    return (
      <CompleteDrawer
        {...args}
        inspection={inspection}
        onSave={async (values, version) => {
          try {
            await args.onSave(values, version);
          } catch (error) {
            setTimeout(() => setInspection({ ...args.inspection!, version: 4 }), 50);
            throw error;
          }
        }}
      />
    );
  },
  play: async ({ globals, args }) => {
    const dialog = await openedDialog();
    const t = (id: Parameters<typeof appTextOf>[1], values?: Parameters<typeof appTextOf>[2]) =>
      appTextOf(globals, id, values);
    await userEvent.click(within(dialog).getByRole('radio', { name: t('app.inspections.result.pass') }));
    const inspector = within(dialog).getByRole('textbox', { name: t('app.inspections.complete.inspector') });
    await userEvent.type(inspector, 'Syncenter Vejle');
    const save = () =>
      userEvent.click(within(dialog).getByRole('button', { name: t('app.inspections.complete.save') }));
    await save();
    const alert = await within(dialog).findByRole('alert', {}, { timeout: 10_000 });
    await expect(alert).toHaveTextContent('Lars Poulsen');
    await expect(inspector).toHaveValue('Syncenter Vejle');
    await expect(args.onOpenChange).not.toHaveBeenCalledWith(false);
    const keepMine = await within(alert).findByRole(
      'button',
      { name: t('app.form.conflict.keepMine') },
      { timeout: 10_000 },
    );
    await waitFor(() => expect(keepMine).toBeEnabled(), { timeout: 10_000 });
    await userEvent.click(keepMine);
    await waitFor(() => expect(within(dialog).queryByRole('alert')).toBeNull());
    await save();
    await waitFor(() =>
      expect(args.onSave).toHaveBeenLastCalledWith(
        expect.objectContaining({ result: 'pass', inspector: 'Syncenter Vejle' }),
        4,
      ),
    );
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false), { timeout: 10_000 });
  },
};
