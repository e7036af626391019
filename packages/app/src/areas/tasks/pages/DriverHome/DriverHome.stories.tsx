import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { fixtureDriverVehicles } from '../../fixtures';
import { formatPlate } from '../../../vehicles/format';
import { appTextOf, withAppProviders } from '../../../../test-utils/appStories';
import { DriverHomeView } from './DriverHomeView';

const meta = {
  title: 'App/Pages/Driver home',
  component: DriverHomeView,
  decorators: [withAppProviders],
  parameters: { layout: 'padded', route: '/manager/client' },
  args: {
    title: 'Overview',
    status: 'ready',
    vehicles: fixtureDriverVehicles,
    onRetry: fn(),
    onReport: fn(),
  },
} satisfies Meta<typeof DriverHomeView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three vehicles: each with its status and what is due; Report a Problem opens the form for it. */
export const Full: Story = {
  tags: ['text-length'],
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    const [first, second, third] = fixtureDriverVehicles;
    const card = (entry: typeof first) =>
      canvas.getByRole('region', { name: formatPlate(entry!.vehicle.registration) });
    await expect(
      within(card(first)).getByText(appTextOf(globals, 'app.compliance.kind.insurance')),
    ).toBeInTheDocument();
    await expect(
      within(card(first)).getByText(appTextOf(globals, 'app.inspections.kind.walk_around')),
    ).toBeInTheDocument();
    await expect(
      within(card(first)).getByText(first!.due.find((item) => item.area === 'tasks')!.title),
    ).toBeInTheDocument();
    await expect(
      within(card(second)).getByText(appTextOf(globals, 'app.vehicles.status.in_workshop')),
    ).toBeInTheDocument();
    await expect(
      within(card(third)).getByText(appTextOf(globals, 'app.driver.nothingDue')),
    ).toBeInTheDocument();
    await userEvent.click(
      within(card(second)).getByRole('button', { name: appTextOf(globals, 'app.driver.report') }),
    );
    await expect(args.onReport).toHaveBeenCalledWith(second!.vehicle.id);
  },
};

/** The vehicles on their way. */
export const Loading: Story = {
  args: { status: 'loading', vehicles: undefined },
  play: async ({ canvasElement, globals }) => {
    const loading = appTextOf(globals, 'app.driver.loading');
    await expect(
      within(canvasElement)
        .getAllByRole('status')
        .some((status) => status.textContent === loading),
    ).toBe(true);
  },
};

/** A driver without vehicles: says so and who to ask. */
export const Empty: Story = {
  tags: ['text-length'],
  args: { vehicles: [] },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(appTextOf(globals, 'app.driver.empty.title'))).toBeInTheDocument();
    await expect(canvas.getByText(appTextOf(globals, 'app.driver.empty.body'))).toBeInTheDocument();
  },
};

/** Loading failed: why, and Retry. */
export const LoadError: Story = {
  args: { status: 'error', vehicles: undefined },
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(appTextOf(globals, 'app.driver.loadError'));
    await userEvent.click(canvas.getByRole('button', { name: appTextOf(globals, 'app.error.retry') }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
