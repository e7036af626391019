import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { formatPlate } from '../vehicles/format';
import { appTextOf, collapsed, kitTextOf, withAppProviders } from '../../test-utils/appStories';
import { DamageView } from './DamageView';
import { fixtureDamages } from './fixtures';

const damages = fixtureDamages(15);

const meta = {
  title: 'App/Pages/Damage',
  component: DamageView,
  decorators: [withAppProviders],
  parameters: { layout: 'padded', route: '/manager/damage-detection' },
  args: {
    title: 'Damage Detection',
    statuses: [],
    onStatusesChange: fn(),
    rows: damages,
    total: 42,
    loading: false,
    onRetry: fn(),
    onOpen: fn(),
    onRecord: fn(),
    model: { state: 'not_configured', file: null, inputSize: null, classes: [] },
  },
} satisfies Meta<typeof DamageView>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvasElement: HTMLElement, globals: Record<string, unknown>) =>
  within(canvasElement).getByRole('table', { name: appTextOf(globals, 'app.damage.table') });

/** The register: how many match, each damage's plate, place and status in words; Record Damage. */
export const Full: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(collapsed(appTextOf(globals, 'app.damage.count', { count: 42 }))),
    ).toBeInTheDocument();
    const grid = table(canvasElement, globals);
    await expect(
      within(grid).getAllByRole('link', { name: formatPlate(damages[0]!.vehicle.registration) }).length,
    ).toBeGreaterThan(0);
    await expect(
      within(grid).getAllByText(appTextOf(globals, 'app.damage.status.no_correction')).length,
    ).toBeGreaterThan(0);
    await userEvent.click(canvas.getByRole('button', { name: appTextOf(globals, 'app.damage.record') }));
    await expect(args.onRecord).toHaveBeenCalled();
    // No model is configured: said plainly, nothing pretends to detect.
    const model = canvas.getByRole('region', { name: appTextOf(globals, 'app.damage.model.title') });
    await expect(model).toHaveTextContent(collapsed(appTextOf(globals, 'app.damage.model.not_configured')));
  },
};

/** An operator's detector is configured and loads: its file, input size and classes. */
export const ModelReady: Story = {
  args: { model: { state: 'ready', file: 'scratches.onnx', inputSize: 640, classes: ['scratch', 'dent'] } },
  play: async ({ canvasElement, globals }) => {
    const model = within(canvasElement).getByRole('region', {
      name: appTextOf(globals, 'app.damage.model.title'),
    });
    await expect(model).toHaveTextContent(
      collapsed(
        appTextOf(globals, 'app.damage.model.ready', { file: 'scratches.onnx', size: 640, count: 2 }),
      ),
    );
  },
};

/** The configured file is not a detector the product reads: said, and no model runs. */
export const ModelUnsupported: Story = {
  args: { model: { state: 'unsupported', file: 'text.onnx', inputSize: null, classes: [] } },
  play: async ({ canvasElement, globals }) => {
    await expect(
      within(canvasElement).getByRole('region', { name: appTextOf(globals, 'app.damage.model.title') }),
    ).toHaveTextContent(collapsed(appTextOf(globals, 'app.damage.model.unsupported', { file: 'text.onnx' })));
  },
};

/** The damages on their way: the table is busy and no count is shown yet. */
export const Loading: Story = {
  args: { rows: [], total: null, loading: true },
  play: async ({ canvasElement, globals }) => {
    await expect(table(canvasElement, globals)).toHaveAttribute('aria-busy', 'true');
  },
};

/** No damages recorded: the empty state says where they come from. */
export const Empty: Story = {
  args: { rows: [], total: 0 },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(appTextOf(globals, 'app.damage.empty.title'))).toBeInTheDocument();
    await expect(canvas.getByText(appTextOf(globals, 'app.damage.empty.body'))).toBeInTheDocument();
  },
};

/** The damages could not be loaded: the reason in words and Retry. */
export const LoadError: Story = {
  args: { rows: [], total: null },
  render: (args, { globals }) => <DamageView {...args} error={appTextOf(globals, 'app.damage.loadError')} />,
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(appTextOf(globals, 'app.damage.loadError'))).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: kitTextOf(globals, 'ui.dataTable.retry') }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
