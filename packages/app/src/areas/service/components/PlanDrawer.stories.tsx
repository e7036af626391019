import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ServicePlan } from '@vognpark/server/areas/service';
import { expect, fn } from 'storybook/test';
import { withAppProviders } from '../../../test-utils/appStories';
import { changedMeanwhileStory } from '../../../test-utils/changedMeanwhileStory';
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

/**
 * Someone else changed the plan while it was being edited: the save is refused, the drawer says
 * who and when, keeps what was typed, names what they changed, and saves over it only when the
 * person keeps their own changes.
 */
export const ChangedMeanwhile: Story = changedMeanwhileStory({
  Drawer: PlanDrawer,
  recordProp: 'plan',
  opened: openedPlan,
  changed: changedPlan,
  field: ['app.service.planForm.intervalKm', { number: 1 }],
  clear: true,
  typed: '25000',
  changedField: 'app.service.planForm.name',
  saveButton: 'app.service.planForm.save',
  saved: { items: expect.arrayContaining([expect.objectContaining({ intervalKm: '25000' })]) },
});
