import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { withAppProviders } from '../../../test-utils/appStories';
import { changedMeanwhileStory } from '../../../test-utils/changedMeanwhileStory';
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

/**
 * Someone else changed the schedule while it was being edited: the save is refused, the drawer
 * says who and when, keeps what was typed, names what they changed, and saves over it only when
 * the person keeps their own changes.
 */
export const ChangedMeanwhile: Story = changedMeanwhileStory({
  Drawer: ScheduleDrawer,
  recordProp: 'schedule',
  opened: openedSchedule,
  changed: changedSchedule,
  field: 'app.service.scheduleForm.soonKm',
  clear: true,
  typed: '1500',
  changedField: 'app.service.scheduleForm.soonDays',
  saveButton: 'app.service.scheduleForm.save',
  saved: { soonKm: '1500' },
});
