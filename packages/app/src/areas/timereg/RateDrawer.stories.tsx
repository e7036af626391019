import type { Meta, StoryObj } from '@storybook/react-vite';
import type { MileageRate } from '@vognpark/server/areas/timereg';
import { fn } from 'storybook/test';
import { withAppProviders } from '../../test-utils/appStories';
import { changedMeanwhileStory } from '../../test-utils/changedMeanwhileStory';
import { fixtureRates } from './fixtures';
import { RateDrawer } from './TimeregDrawers';

// Someone else (Lars) changed the company's 2026 rate above the threshold while it was open here: 3 -> 4.
const openedRate: MileageRate = {
  year: 2026,
  rateLow: 3.94,
  rateHigh: 2.28,
  thresholdKm: 20_000,
  own: true,
  version: 3,
};
const changedRate: MileageRate = { ...openedRate, rateHigh: 2.35, version: 4 };

const meta = {
  title: 'App/Timereg/RateDrawer',
  component: RateDrawer,
  decorators: [withAppProviders],
  args: {
    rate: openedRate,
    rates: fixtureRates,
    onOpenChange: fn(),
    onSave: fn(async () => {}),
  },
} satisfies Meta<typeof RateDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Someone else changed the year's rates while they were being edited: the save is refused, the
 * drawer says who and when, keeps what was typed, names what they changed, and saves over it only
 * when the person keeps their own changes.
 */
export const ChangedMeanwhile: Story = changedMeanwhileStory({
  Drawer: RateDrawer,
  recordProp: 'rate',
  opened: openedRate,
  changed: changedRate,
  field: 'app.timereg.rate.low',
  clear: true,
  typed: '4,01',
  changedField: 'app.timereg.rate.high',
  saved: { year: 2026, rateLow: 4.01 },
});
