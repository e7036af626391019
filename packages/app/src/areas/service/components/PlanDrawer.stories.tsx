import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ServicePlan } from '@vognpark/server';
import { useState, type ComponentProps } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { appTextOf, changedMeanwhile, openedDialog, withAppProviders } from '../../../test-utils/appStories';
import { fixturePlans, fixtureTasks } from '../fixtures';
import { PlanDrawer } from './PlanDrawer';

// Someone else (Lars) renamed the plan while it was open here: version 3 -> 4.
const openedPlan: ServicePlan = { ...fixturePlans[0]!, version: 3 };
const changedPlan: ServicePlan = { ...openedPlan, version: 4, name: 'Varebiler, personbiler og trailere' };

const meta = {
  title: 'App/Service/PlanDrawer',
  component: PlanDrawer,
  decorators: [withAppProviders],
  args: {
    open: true,
    onOpenChange: fn(),
    plan: openedPlan,
    tasks: fixtureTasks,
    onSave: fn(async () => {}),
  },
} satisfies Meta<typeof PlanDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The page's part: after a refusal it reads the plan again and hands the newer one to the drawer. */
function RereadingDrawer(props: ComponentProps<typeof PlanDrawer>) {
  const [plan, setPlan] = useState(openedPlan);
  return (
    <PlanDrawer
      {...props}
      plan={plan}
      onSave={async (values, version) => {
        try {
          await props.onSave(values, version);
        } catch (error) {
          setTimeout(() => setPlan(changedPlan), 50);
          throw error;
        }
      }}
    />
  );
}

/**
 * Someone else changed the plan while it was being edited: the save is refused, the drawer says
 * who and when, keeps what was typed, names what they changed, and saves over it only when the
 * person keeps their own changes.
 */
export const ChangedMeanwhile: Story = {
  args: {
    onSave: fn(async (_values: unknown, version?: number) => {
      if (version !== 4) throw changedMeanwhile;
    }),
  },
  render: (args) => <RereadingDrawer {...args} />,
  play: async ({ globals, args }) => {
    const dialog = await openedDialog();
    const intervalKm = within(dialog).getByRole('textbox', {
      name: appTextOf(globals, 'app.service.planForm.intervalKm', { number: 1 }),
    });
    await userEvent.clear(intervalKm);
    await userEvent.type(intervalKm, '25000');
    const save = () =>
      userEvent.click(
        within(dialog).getByRole('button', { name: appTextOf(globals, 'app.service.planForm.save') }),
      );
    await save();
    const alert = await within(dialog).findByRole('alert', {}, { timeout: 10_000 });
    await expect(alert).toHaveTextContent('Lars Poulsen');
    const fields = appTextOf(globals, 'app.form.conflict.fields', {
      fields: appTextOf(globals, 'app.service.planForm.name'),
    });
    await waitFor(() => expect(alert).toHaveTextContent(fields), { timeout: 10_000 });
    await expect(intervalKm).toHaveValue('25000');
    await expect(args.onOpenChange).not.toHaveBeenCalledWith(false);
    await expect(
      within(alert).getByRole('button', { name: appTextOf(globals, 'app.form.conflict.takeTheirs') }),
    ).toBeEnabled();
    await userEvent.click(
      within(alert).getByRole('button', { name: appTextOf(globals, 'app.form.conflict.keepMine') }),
    );
    await waitFor(() => expect(within(dialog).queryByRole('alert')).toBeNull());
    await save();
    await waitFor(() =>
      expect(args.onSave).toHaveBeenLastCalledWith(
        expect.objectContaining({
          items: expect.arrayContaining([expect.objectContaining({ intervalKm: '25000' })]),
        }),
        4,
      ),
    );
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false), { timeout: 10_000 });
  },
};
