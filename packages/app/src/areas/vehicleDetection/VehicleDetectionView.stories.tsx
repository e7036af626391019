import type { Meta, StoryObj } from '@storybook/react-vite';
import type { PhotoPlates, PlateReading } from '@vognpark/server/areas/vehicleDetection';
import { expect, fn, userEvent, within } from 'storybook/test';
import { appTextOf, collapsed, withAppProviders } from '../../test-utils/appStories';
import { formatPlate } from '../vehicles/format';
import { VehicleDetectionView } from './VehicleDetectionView';

/** A stand-in photo: a van's rear with a white plate at the box the read names. */
const photo = `data:image/svg+xml;utf8,${encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="720"><rect width="1280" height="720" fill="#9fb4c8"/><rect x="256" y="173" width="768" height="396" rx="40" fill="#2d4f7a"/><rect x="448" y="420" width="384" height="80" rx="6" fill="#fff" stroke="#c8102e" stroke-width="4"/><rect x="454" y="426" width="34" height="68" fill="#0a3d91"/><text x="510" y="482" font-family="DejaVu Sans, sans-serif" font-weight="bold" font-size="52" fill="#111">AB 12 345</text></svg>`,
)}`;

const vehicle = {
  vehicleId: '5b0f4a39-1c4e-4f64-9d1e-1f2a3b4c5d6e',
  registration: 'AB12345',
  make: 'Volkswagen',
  model: 'Transporter',
  similarity: 1,
};

const exact: PlateReading = {
  text: 'AB12345',
  shape: 'standard',
  raw: 'AB 12 345',
  score: 0.97,
  fixes: 0,
  box: { x: 0.35, y: 0.583, width: 0.3, height: 0.111 },
  status: 'exact',
  vehicle,
  candidates: [vehicle],
};

const result = (plates: PlateReading[]): PhotoPlates => ({
  photoId: '9e8d7c6b-5a49-4382-8170-6f5e4d3c2b1a',
  width: 1280,
  height: 720,
  plates,
  readMs: 412,
  cached: false,
});

const meta = {
  title: 'App/Pages/VehicleDetection',
  component: VehicleDetectionView,
  decorators: [withAppProviders],
  parameters: { layout: 'padded', route: '/manager/vehicle-detection' },
  args: {
    title: 'Vehicle Detection',
    state: 'done',
    photoUrl: photo,
    result: result([exact]),
    onChoose: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof VehicleDetectionView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A demo vehicle's plate: the number read, its score, the crop, and the vehicle as a link. */
export const Full: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const read = canvas.getByRole('region', { name: appTextOf(globals, 'app.vehicleDetection.result') });
    await expect(within(read).getByText(formatPlate('AB12345'))).toBeInTheDocument();
    await expect(
      within(read).getByText(
        collapsed(appTextOf(globals, 'app.vehicleDetection.scoreValue', { score: 0.97 })),
      ),
    ).toBeInTheDocument();
    await expect(
      within(read).getByText(appTextOf(globals, 'app.vehicleDetection.status.exact')),
    ).toBeInTheDocument();
    await expect(
      within(read).getByRole('link', { name: 'AB 12 345, Volkswagen Transporter' }),
    ).toHaveAttribute('href', `/manager/vehicles/${vehicle.vehicleId}`);
    await expect(
      canvas.getByRole('img', { name: appTextOf(globals, 'app.vehicleDetection.crop') }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('img', { name: appTextOf(globals, 'app.vehicleDetection.photo') }),
    ).toBeVisible();
  },
};

/** A plate no vehicle of the register has: "unknown" and the nearest registration numbers. */
export const Unknown: Story = {
  args: {
    result: result([
      {
        ...exact,
        text: 'AB12845',
        raw: 'AB 12 B45',
        score: 0.55,
        fixes: 1,
        status: 'unknown',
        vehicle: null,
        candidates: [
          { ...vehicle, similarity: 0.455 },
          {
            ...vehicle,
            vehicleId: 'a1b2c3d4-0000-4000-8000-000000000002',
            registration: 'AB12349',
            similarity: 0.6,
          },
        ],
      },
    ]),
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(appTextOf(globals, 'app.vehicleDetection.status.unknown')),
    ).toBeInTheDocument();
    await expect(canvas.getByText(appTextOf(globals, 'app.vehicleDetection.lowScore'))).toBeInTheDocument();
    await expect(
      canvas.getByText(collapsed(appTextOf(globals, 'app.vehicleDetection.fixes', { count: 1 }))),
    ).toBeInTheDocument();
    const candidates = canvas.getByRole('table', {
      name: appTextOf(globals, 'app.vehicleDetection.candidates'),
    });
    await expect(within(candidates).getAllByRole('link')).toHaveLength(2);
  },
};

/** No photo yet: what the page is for, and Choose Photo opens the picker. */
export const Empty: Story = {
  args: { state: 'empty', photoUrl: null, result: null },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(appTextOf(globals, 'app.vehicleDetection.empty.title')),
    ).toBeInTheDocument();
    await expect(
      canvas.getByLabelText(appTextOf(globals, 'app.vehicleDetection.chooseLabel')),
    ).toHaveAttribute('type', 'file');
    await expect(
      canvas.getByRole('button', { name: appTextOf(globals, 'app.vehicleDetection.choose') }),
    ).toBeEnabled();
  },
};

/** The photo is being read: the page says so, and Choose Photo waits. */
export const Loading: Story = {
  args: { state: 'reading', result: null },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      appTextOf(globals, 'app.vehicleDetection.reading'),
    );
    await expect(
      canvas.getByRole('button', { name: appTextOf(globals, 'app.vehicleDetection.choose') }),
    ).toBeDisabled();
  },
};

/** The photo could not be read: the reason in words and Try Again. */
export const LoadError: Story = {
  args: { state: 'error', photoUrl: null, result: null },
  render: (args, { globals }) => (
    <VehicleDetectionView {...args} error={appTextOf(globals, 'app.vehicleDetection.error.unreadable')} />
  ),
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      appTextOf(globals, 'app.vehicleDetection.error.unreadable'),
    );
    await userEvent.click(
      canvas.getByRole('button', { name: appTextOf(globals, 'app.vehicleDetection.retry') }),
    );
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** No text on the photo is a plate. */
export const NoPlate: Story = {
  args: { result: result([]) },
  play: async ({ canvasElement, globals }) => {
    await expect(
      within(canvasElement).getByText(appTextOf(globals, 'app.vehicleDetection.noPlate.title')),
    ).toBeInTheDocument();
  },
};
