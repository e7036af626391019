import type { PartnerFacts } from '@vognpark/server/areas/partners';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { appTextOf, collapsed, withAppProviders } from '../../test-utils/appStories';
import { WorkshopFacts } from './WorkshopFacts';

type Globals = Record<string, unknown>;

const names = (en: string, da: string) => ({ en, da, uk: en, de: en, fr: en });
const measured: PartnerFacts = {
  workshopDays: { average: 2.8, stays: 2 },
  taskCosts: [
    {
      task: { id: 't-1', kind: 'oil_service', names: names('Oil service', 'Olieskift') },
      entries: 2,
      averageNet: 2100,
    },
    { task: { id: 't-2', kind: 'brakes', names: names('Brakes', 'Bremser') }, entries: 1, averageNet: 3000 },
  ],
  onTime: { visits: 3, onTime: 2, rate: 2 / 3 },
};

/** The workshop facts section of a partner's page (OrganisationDetailDrawer shows it for a workshop). */
const meta = {
  title: 'App/Pages/Partner page/Measured facts',
  component: WorkshopFacts,
  decorators: [withAppProviders],
  parameters: { layout: 'padded' },
  args: { facts: measured, loading: false, failed: false },
} satisfies Meta<typeof WorkshopFacts>;

export default meta;
type Story = StoryObj<typeof meta>;

const factsOf = (canvasElement: HTMLElement, globals: Globals) =>
  within(canvasElement).getByRole('region', { name: appTextOf(globals, 'app.partners.facts.title') });

/** Measured: days in the workshop, visits finished by their planned day, the cost per standard task. */
export const Measured: Story = {
  play: async ({ canvasElement, globals }) => {
    const facts = factsOf(canvasElement, globals);
    await expect(facts).toHaveTextContent(
      collapsed(appTextOf(globals, 'app.partners.facts.daysValue', { days: 2.8, stays: 2 })),
    );
    await expect(facts).toHaveTextContent(
      collapsed(appTextOf(globals, 'app.partners.facts.onTimeValue', { rate: 2 / 3, onTime: 2, visits: 3 })),
    );
    const costs = within(facts).getByRole('list', {
      name: appTextOf(globals, 'app.partners.facts.taskCosts'),
    });
    await expect(within(costs).getAllByRole('listitem')).toHaveLength(2);
  },
};

/** A workshop with no service book yet: each fact says there is not enough data. */
export const NotEnoughData: Story = {
  args: { facts: { workshopDays: null, taskCosts: [], onTime: null } },
  play: async ({ canvasElement, globals }) => {
    const facts = factsOf(canvasElement, globals);
    await expect(within(facts).getAllByText(appTextOf(globals, 'app.partners.facts.notEnough'))).toHaveLength(
      3,
    );
  },
};

/** On its way. */
export const Loading: Story = {
  args: { facts: undefined, loading: true },
  play: async ({ canvasElement, globals }) => {
    await expect(factsOf(canvasElement, globals)).toHaveTextContent(
      appTextOf(globals, 'app.partners.detail.loading'),
    );
  },
};

/** The facts could not be read: said in place. */
export const Failed: Story = {
  args: { facts: undefined, failed: true },
  play: async ({ canvasElement, globals }) => {
    await expect(within(factsOf(canvasElement, globals)).getByRole('alert')).toHaveTextContent(
      appTextOf(globals, 'app.partners.detail.loadError'),
    );
  },
};
