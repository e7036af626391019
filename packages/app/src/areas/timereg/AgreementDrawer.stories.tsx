import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { withAppProviders } from '../../test-utils/appStories';
import { changedMeanwhileStory } from '../../test-utils/changedMeanwhileStory';
import { fixtureAgreements } from './fixtures';
import { AgreementDrawer } from './TimeregDrawers';

// Someone else (Lars) made the driver's day start an hour earlier while it was open here: version 3 -> 4.
const openedAgreement = { ...fixtureAgreements[0]!, version: 3 };
const changedAgreement = { ...openedAgreement, dayStart: '06:00', version: 4 };

const meta = {
  title: 'App/Timereg/AgreementDrawer',
  component: AgreementDrawer,
  decorators: [withAppProviders],
  args: {
    agreement: openedAgreement,
    onOpenChange: fn(),
    onSave: fn(async () => {}),
  },
} satisfies Meta<typeof AgreementDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Someone else changed the driver's agreement while it was being edited: the save is refused, the
 * drawer says who and when, keeps what was typed, names what they changed, and saves over it only
 * when the person keeps their own changes.
 */
export const ChangedMeanwhile: Story = changedMeanwhileStory({
  Drawer: AgreementDrawer,
  recordProp: 'agreement',
  opened: openedAgreement,
  changed: changedAgreement,
  field: 'app.timereg.rules.weekly',
  clear: true,
  typed: '36',
  changedField: 'app.timereg.agreement.dayStart',
  saved: { userId: openedAgreement.userId, weeklyMinutes: 2160 },
});
