import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { fixtureHistory, fixtureVehicle, longVehicle } from '../../fixtures';
import { formatPlate } from '../../format';
import { appTextOf, withAppProviders } from '../../../../test-utils/appStories';
import { VehiclePageView, type VehiclePageViewProps, type VehicleTab } from './VehiclePageView';

const vehicle = { ...fixtureVehicle(2), status: 'in_workshop' as const };
const plate = formatPlate(vehicle.registration);

/** The view with its tab kept in the story, as the page keeps it in the address. */
function VehicleScreen(props: VehiclePageViewProps) {
  const [tab, setTab] = useState<VehicleTab>(props.tab);
  return (
    <VehiclePageView
      {...props}
      tab={tab}
      onTabChange={(next) => {
        props.onTabChange(next);
        setTab(next);
      }}
    />
  );
}

const meta = {
  title: 'App/Pages/Vehicle',
  component: VehiclePageView,
  decorators: [withAppProviders],
  parameters: { layout: 'padded', route: `/manager/vehicles/${vehicle.id}` },
  render: (args) => <VehicleScreen {...args} />,
  args: {
    status: 'ready',
    vehicle,
    onRetry: fn(),
    registerHref: '/manager/vehicles',
    tab: 'overview',
    onTabChange: fn(),
    onEdit: fn(),
    onArchive: fn(),
    archivePending: false,
    history: {
      entries: fixtureHistory,
      loading: false,
      error: false,
      onRetry: fn(),
      hasMore: false,
      loadingMore: false,
      onLoadMore: fn(),
    },
  },
} satisfies Meta<typeof VehiclePageView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The overview: the plate as the heading, the breadcrumb back to Vehicles, every field. */
export const Overview: Story = {
  tags: ['text-length'],
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: plate })).toBeInTheDocument();
    await expect(
      canvas.getByRole('link', { name: appTextOf(globals, 'app.vehicles.detail.breadcrumb') }),
    ).toHaveAttribute('href', '/manager/vehicles');
    await expect(
      canvas.getByRole('tab', { name: appTextOf(globals, 'app.vehicles.tab.overview') }),
    ).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByText(`${vehicle.make} ${vehicle.model}`)).toBeInTheDocument();
    // Yellow plates beside type and fuel: this one (a truck) is not on them.
    const yellowPlates = canvas.getByText(appTextOf(globals, 'app.vehicles.column.yellowPlates'));
    await expect(yellowPlates.nextElementSibling).toHaveTextContent(
      appTextOf(globals, 'app.vehicles.yellowPlates.no'),
    );
    // The driving licence category it needs: a truck's, C.
    const licence = canvas.getByText(appTextOf(globals, 'app.vehicles.column.licenceCategory'));
    await expect(licence.nextElementSibling).toHaveTextContent(vehicle.licenceCategory);
    await expect(vehicle.licenceCategory).toBe('C');
    await userEvent.click(
      canvas.getByRole('button', { name: appTextOf(globals, 'app.vehicles.detail.edit') }),
    );
    await expect(args.onEdit).toHaveBeenCalled();
  },
};

/** Archive as sold asks first; Yes archives. */
export const ArchiveAsks: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      canvas.getByRole('button', { name: appTextOf(globals, 'app.vehicles.detail.archive') }),
    );
    const dialog = await within(document.body).findByRole('alertdialog', {
      name: appTextOf(globals, 'app.vehicles.detail.archiveTitle', { plate }),
    });
    await userEvent.click(
      within(dialog).getByRole('button', { name: appTextOf(globals, 'app.vehicles.detail.archiveConfirm') }),
    );
    await expect(args.onArchive).toHaveBeenCalled();
  },
};

/** The history: who changed what and when, in words. */
export const History: Story = {
  tags: ['text-length'],
  args: { tab: 'history' },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const panel = canvas.getByRole('tabpanel', { name: appTextOf(globals, 'app.vehicles.tab.history') });
    await expect(within(panel).getAllByRole('listitem').length).toBeGreaterThan(3);
    await expect(
      within(panel).getByText(appTextOf(globals, 'app.vehicles.history.status_changed')),
    ).toBeInTheDocument();
  },
};

/** Compliance has no data until its issue: the empty state names the statutory inspection. */
export const ComplianceEmpty: Story = {
  args: { tab: 'compliance' },
  play: async ({ canvasElement, globals }) => {
    await expect(
      within(canvasElement).getByText(appTextOf(globals, 'app.vehicles.detail.complianceEmpty')),
    ).toBeInTheDocument();
  },
};

/** The vehicle on its way. */
export const Loading: Story = {
  args: { status: 'loading', vehicle: undefined },
  play: async ({ canvasElement, globals }) => {
    const loading = appTextOf(globals, 'app.vehicles.loading');
    await expect(
      within(canvasElement)
        .getAllByRole('status')
        .some((status) => status.textContent === loading),
    ).toBe(true);
  },
};

/** Another client's vehicle, or no such id: the same answer, and the way back. */
export const NotFound: Story = {
  args: { status: 'notFound', vehicle: undefined },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(appTextOf(globals, 'app.vehicles.detail.notFound'))).toBeInTheDocument();
    await expect(
      canvas.getByRole('link', { name: appTextOf(globals, 'app.vehicles.detail.breadcrumb') }),
    ).toHaveAttribute('href', '/manager/vehicles');
  },
};

/** Loading failed: why, and Retry. */
export const LoadError: Story = {
  args: { status: 'error', vehicle: undefined },
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      appTextOf(globals, 'app.vehicles.detail.loadError'),
    );
    await userEvent.click(canvas.getByRole('button', { name: appTextOf(globals, 'app.error.retry') }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** Long names wrap; a sold vehicle cannot be archived again. */
export const LongNamesSold: Story = {
  tags: ['text-length'],
  args: { vehicle: { ...longVehicle, status: 'sold' } },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(longVehicle.notes)).toBeVisible();
    await expect(
      canvas.queryByRole('button', { name: appTextOf(globals, 'app.vehicles.detail.archive') }),
    ).toBeNull();
  },
};
