import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { withAppProviders } from '../../test-utils/appStories';
import { changedMeanwhileStory } from '../../test-utils/changedMeanwhileStory';
import type { DayTarget } from './forms';
import { DayDrawer } from './TimeregDrawers';

const totals = { work: 450, driving: 0, availability: 0, break: 0, working: 450 };
// Nobody had recorded Jonas's day when the manager opened it; Lars recorded it meanwhile, as agreed
// with a note (revision 4 after earlier changes and an approval undone by a correction).
const opened: DayTarget = {
  driver: { id: '00000000-0000-4000-8000-000000000002', name: 'Jonas Ørsted-Шевченко' },
  date: '2026-11-27',
  day: null,
};
const changed: DayTarget = {
  ...opened,
  day: {
    revision: 4,
    mode: 'as_agreed',
    deviationMinutes: 0,
    totalMinutes: null,
    note: 'Kørte for Lars',
    totals,
  },
};

const meta = {
  title: 'App/Timereg/DayDrawer',
  component: DayDrawer,
  decorators: [withAppProviders],
  args: {
    target: opened,
    onOpenChange: fn(),
    onSave: fn(async () => {}),
  },
} satisfies Meta<typeof DayDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The driver's day was recorded by someone else while the manager's form for it was open: the save
 * is refused, the drawer says who and when, keeps what was typed, names what they recorded (the
 * note), and replaces their day only when the manager keeps their own.
 */
export const ChangedMeanwhile: Story = changedMeanwhileStory({
  Drawer: DayDrawer,
  recordProp: 'target',
  opened,
  changed,
  field: 'app.timereg.day.deviation',
  clear: true,
  typed: '-30',
  changedField: 'app.timereg.day.note',
  saved: { driverId: opened.driver.id, date: '2026-11-27', mode: 'as_agreed', deviationMinutes: -30 },
});
