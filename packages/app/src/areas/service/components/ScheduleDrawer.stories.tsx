import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { appTextOf, changedMeanwhile, openedDialog, withAppProviders } from '../../../test-utils/appStories';
import { fixtureSchedule, fixtureToday } from '../fixtures';
import { ScheduleDrawer } from './ScheduleDrawer';

// Someone else (Lars) changed the schedule's "due soon" days while it was open here: version 3 -> 4.
const openedSchedule = { ...fixtureSchedule(3), version: 3 };
const changedSchedule = { ...openedSchedule, version: 4, soonDays: 45 };

const meta = {
  title: 'App/Service/ScheduleDrawer',
  component: ScheduleDrawer,
  decorators: [withAppProviders],
  args: {
    open: true,
    onOpenChange: fn(),
    schedule: openedSchedule,
    today: fixtureToday,
    onSave: fn(async () => {}),
  },
} satisfies Meta<typeof ScheduleDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The page's part: after a refusal it reads the schedule again and hands the newer one to the drawer. */
function RereadingDrawer(props: ComponentProps<typeof ScheduleDrawer>) {
  const [schedule, setSchedule] = useState(openedSchedule);
  return (
    <ScheduleDrawer
      {...props}
      schedule={schedule}
      onSave={async (values, version) => {
        try {
          await props.onSave(values, version);
        } catch (error) {
          setTimeout(() => setSchedule(changedSchedule), 50);
          throw error;
        }
      }}
    />
  );
}

/**
 * Someone else changed the schedule while it was being edited: the save is refused, the drawer
 * says who and when, keeps what was typed, names what they changed, and saves over it only when
 * the person keeps their own changes.
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
    const soonKm = within(dialog).getByRole('textbox', {
      name: appTextOf(globals, 'app.service.scheduleForm.soonKm'),
    });
    await userEvent.clear(soonKm);
    await userEvent.type(soonKm, '1500');
    await userEvent.click(
      within(dialog).getByRole('button', { name: appTextOf(globals, 'app.service.scheduleForm.save') }),
    );
    const alert = await within(dialog).findByRole('alert', {}, { timeout: 10_000 });
    await expect(alert).toHaveTextContent('Lars Poulsen');
    const fields = appTextOf(globals, 'app.form.conflict.fields', {
      fields: appTextOf(globals, 'app.service.scheduleForm.soonDays'),
    });
    await waitFor(() => expect(alert).toHaveTextContent(fields), { timeout: 10_000 });
    await expect(soonKm).toHaveValue('1500');
    await expect(args.onOpenChange).not.toHaveBeenCalledWith(false);
    await expect(
      within(alert).getByRole('button', { name: appTextOf(globals, 'app.form.conflict.takeTheirs') }),
    ).toBeEnabled();
    await userEvent.click(
      within(alert).getByRole('button', { name: appTextOf(globals, 'app.form.conflict.keepMine') }),
    );
    await waitFor(() => expect(within(dialog).queryByRole('alert')).toBeNull());
    await userEvent.click(
      within(dialog).getByRole('button', { name: appTextOf(globals, 'app.service.scheduleForm.save') }),
    );
    await waitFor(() =>
      expect(args.onSave).toHaveBeenLastCalledWith(expect.objectContaining({ soonKm: '1500' }), 4),
    );
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false), { timeout: 10_000 });
  },
};
