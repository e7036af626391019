import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { appTextOf, withAppProviders } from '../../../test-utils/appStories';
import { fixtureInspections, fixtureObligations } from '../fixtures';
import { complianceUrl } from '../urlState';
import { VehicleInspectionsPanel } from '../../inspections/components/VehicleInspectionsPanel';
import { VehicleCompliancePanel } from './VehicleCompliancePanel';
import { listFixture } from '../../../test-utils/listState';

const vehicleId = '00000000-0000-4000-8000-000000000003';

const meta = {
  title: 'App/Compliance/Vehicle tabs',
  component: VehicleCompliancePanel,
  decorators: [withAppProviders],
  parameters: { layout: 'padded' },
  args: {
    listHref: complianceUrl.href({ vehicle: vehicleId }),
    list: listFixture(fixtureObligations(4), { total: 4 }),
    onAdd: fn(),
    onRenew: fn(),
    onEdit: fn(),
  },
} satisfies Meta<typeof VehicleCompliancePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A vehicle's obligations: no vehicle column, Add Obligation, and a link to the filtered list. */
export const Compliance: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: appTextOf(globals, 'app.compliance.table.label') });
    await expect(
      within(table).queryByRole('columnheader', {
        name: appTextOf(globals, 'app.compliance.column.vehicle'),
      }),
    ).toBeNull();
    await expect(
      canvas.getByRole('link', { name: appTextOf(globals, 'app.compliance.vehicleTab.showAll') }),
    ).toHaveAttribute('href', `/manager/compliance?vehicle=${vehicleId}`);
    await userEvent.click(canvas.getByRole('button', { name: appTextOf(globals, 'app.compliance.add') }));
    await expect(args.onAdd).toHaveBeenCalled();
  },
};

/** A vehicle without obligations yet. */
export const ComplianceEmpty: Story = {
  args: { list: listFixture([]) },
  play: async ({ canvasElement, globals }) => {
    await expect(
      within(canvasElement).getByText(appTextOf(globals, 'app.compliance.vehicleTab.empty')),
    ).toBeInTheDocument();
  },
};

/** A vehicle's inspections: Schedule Inspection and a link to the filtered list. */
export const Inspections: Story = {
  render: (args) => (
    <VehicleInspectionsPanel
      listHref={`/manager/inspections?vehicle=${vehicleId}`}
      list={listFixture(fixtureInspections(4), {
        onRetry: args.list.onRetry,
        onLoadMore: args.list.onLoadMore,
      })}
      onSchedule={args.onAdd}
      onComplete={fn()}
      onEdit={fn()}
    />
  ),
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('table', { name: appTextOf(globals, 'app.inspections.table.label') }),
    ).toBeInTheDocument();
    await expect(
      canvas.getByRole('link', { name: appTextOf(globals, 'app.inspections.vehicleTab.showAll') }),
    ).toHaveAttribute('href', `/manager/inspections?vehicle=${vehicleId}`);
    await userEvent.click(
      canvas.getByRole('button', { name: appTextOf(globals, 'app.inspections.schedule') }),
    );
    await expect(args.onAdd).toHaveBeenCalled();
  },
};
