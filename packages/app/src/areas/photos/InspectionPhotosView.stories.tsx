import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Photo } from '@vognpark/server/areas/photos';
import { expect, fn, userEvent, within } from 'storybook/test';
import { appTextOf, collapsed, withAppProviders } from '../../test-utils/appStories';
import { WALK_AROUND_ITEMS } from './domain';
import { InspectionPhotosView } from './InspectionPhotosView';

/** A small picture drawn in place of a stored one. */
const picture = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="120"><rect width="160" height="120" fill="#8a9"/><rect x="40" y="40" width="80" height="40" fill="#c33"/></svg>',
)}`;

const photo = (id: number, extra: Partial<Photo> = {}): Photo => ({
  id: `30000000-0000-4000-8000-00000000000${id}`,
  ownerKind: 'inspection',
  ownerId: '10000000-0000-4000-8000-000000000001',
  vehicleId: '20000000-0000-4000-8000-000000000001',
  checkItem: 'lights',
  angle: null,
  defectId: '40000000-0000-4000-8000-000000000001',
  contentType: 'image/jpeg',
  size: 120_000,
  width: 1600,
  height: 1200,
  hasWeb: true,
  hasThumb: true,
  takenAt: '2026-11-27T13:05:09.000Z',
  location: { latitude: 55.675, longitude: 12.57 },
  duplicateOf: null,
  uploadedBy: { id: 'u', name: 'Jonas Berg' },
  createdAt: '2026-11-27T13:06:00.000Z',
  showsVehicle: null,
  ...extra,
});

const meta = {
  title: 'App/Areas/Photos/Inspection photos',
  component: InspectionPhotosView,
  decorators: [withAppProviders],
  parameters: { layout: 'padded', route: '/manager/inspections' },
  args: {
    status: 'ready',
    onRetry: fn(),
    src: () => picture,
    record: {
      inspectionId: '10000000-0000-4000-8000-000000000001',
      odometerKm: 48210,
      checks: WALK_AROUND_ITEMS.map((item) => ({
        item,
        passed: item !== 'lights',
        defectId: item === 'lights' ? '40000000-0000-4000-8000-000000000001' : null,
      })),
    },
    photos: [
      photo(1),
      photo(2, {
        duplicateOf: { id: 'x', ownerKind: 'driver_report', ownerId: 'y' },
        takenAt: null,
        location: null,
      }),
    ],
  },
} satisfies Meta<typeof InspectionPhotosView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A walk-around with one failed item, the odometer, and two photos (the second sent before). */
export const Full: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const checklist = canvas.getByRole('region', { name: appTextOf(globals, 'app.walkAround.checklist') });
    await expect(
      within(checklist).getAllByText(appTextOf(globals, 'app.walkAround.failedItem')),
    ).toHaveLength(1);
    const images = canvas.getAllByRole('img');
    await expect(images).toHaveLength(2);
    await expect(canvas.getByText(appTextOf(globals, 'app.photos.duplicate'))).toBeInTheDocument();
  },
};

/**
 * A photo of this inspection's vehicle whose plate read is another vehicle of the client: it says
 * so under the photo, the other vehicle's registration number a link to it; the other photo says
 * nothing of the kind.
 */
export const ShowsAnotherVehicle: Story = {
  tags: ['text-length'],
  args: {
    photos: [
      photo(1, {
        checkItem: null,
        showsVehicle: {
          id: '20000000-0000-4000-8000-000000000002',
          registration: 'AB12345',
          readAt: '2026-11-27T13:10:00.000Z',
        },
      }),
      photo(2, { checkItem: null }),
    ],
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const photos = canvas.getByRole('region', { name: appTextOf(globals, 'app.photos.title') });
    const [flagged, plain] = within(photos).getAllByRole('listitem');
    await expect(flagged).toHaveTextContent(
      collapsed(`${appTextOf(globals, 'app.photos.showsAnother')} AB 12 345`),
    );
    await expect(within(flagged!).getByRole('link', { name: 'AB 12 345' })).toHaveAttribute(
      'href',
      '/manager/vehicles/20000000-0000-4000-8000-000000000002',
    );
    await expect(plain).not.toHaveTextContent(collapsed(appTextOf(globals, 'app.photos.showsAnother')));
  },
};

/** No photos and no checklist (an inspection completed by a manager). */
export const Empty: Story = {
  args: { photos: [], record: { inspectionId: 'i', checks: [], odometerKm: null } },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByText(appTextOf(globals, 'app.photos.none'))).toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { status: 'loading', photos: undefined, record: undefined },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      appTextOf(globals, 'app.photos.loading'),
    );
  },
};

/** Loading failed: why, and Try Again. */
export const LoadError: Story = {
  args: { status: 'error', photos: undefined, record: undefined },
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(appTextOf(globals, 'app.photos.loadError'));
    await userEvent.click(canvas.getByRole('button', { name: appTextOf(globals, 'app.photos.retry') }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
