import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { appTextOf, withAppProviders } from '../../test-utils/appStories';
import { RecentPhotos } from './RecentPhotos';

const photo = (n: number, plate: string | null, read: boolean) => ({
  photoId: `9e8d7c6b-5a49-4382-8170-6f5e4d3c2b1${n}`,
  ownerKind: 'vehicle_scan',
  vehicleId: null,
  hasThumb: false,
  createdAt: `2026-11-2${n}T09:30:00.000Z`,
  plate,
  read,
});

const meta = {
  title: 'App/Pages/VehicleDetection/RecentPhotos',
  component: RecentPhotos,
  decorators: [withAppProviders],
  parameters: { layout: 'padded', route: '/manager/vehicle-detection' },
  args: {
    photos: [photo(1, 'AB12345', true), photo(2, null, true), photo(3, null, false)],
    current: '9e8d7c6b-5a49-4382-8170-6f5e4d3c2b11',
  },
} satisfies Meta<typeof RecentPhotos>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each photo is a link that reads it, named with its date and what was read; the shown one is current. */
export const Full: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const section = canvas.getByRole('region', {
      name: appTextOf(globals, 'app.vehicleDetection.recent.title'),
    });
    const links = within(section).getAllByRole('link');
    await expect(links).toHaveLength(3);
    await expect(links[0]).toHaveAttribute(
      'href',
      '/manager/vehicle-detection?photo=9e8d7c6b-5a49-4382-8170-6f5e4d3c2b11',
    );
    await expect(links[0]).toHaveAttribute('aria-current', 'true');
    await expect(links[0]).toHaveTextContent('AB 12 345');
  },
};

/** No photos in the client yet. */
export const Empty: Story = {
  args: { photos: [] },
  play: async ({ canvasElement, globals }) => {
    await expect(
      within(canvasElement).getByText(appTextOf(globals, 'app.vehicleDetection.recent.empty')),
    ).toBeInTheDocument();
  },
};
