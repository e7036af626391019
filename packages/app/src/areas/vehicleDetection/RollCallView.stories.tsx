import type { Meta, StoryObj } from '@storybook/react-vite';
import type { RollCall } from '@vognpark/server/areas/vehicleDetection';
import { expect, fn, userEvent, within } from 'storybook/test';
import { appLocaleOf, appTextOf, collapsed, withAppProviders } from '../../test-utils/appStories';
import { RollCallView } from './RollCallView';

const van = (n: number, registration: string) => ({
  vehicleId: `5b0f4a39-1c4e-4f64-9d1e-00000000000${n}`,
  registration,
  make: 'Ford',
  model: 'Transit Custom',
});

const result: RollCall = {
  present: [
    {
      ...van(1, 'AB12345'),
      photoId: 'p1',
      status: 'exact',
      score: 0.97,
      takenAt: '2026-11-27T07:42:00.000Z',
      location: { latitude: 55.6512, longitude: 12.5401 },
      placement: 'placed',
      placedAt: '2026-11-27T07:42:00.000Z',
    },
    {
      ...van(2, 'CD23456'),
      photoId: 'p2',
      status: 'fuzzy',
      score: 0.88,
      takenAt: '2026-11-27T07:43:00.000Z',
      location: null,
      placement: 'no_place',
      placedAt: null,
    },
  ],
  missing: [van(3, 'EF34567')],
  unknown: [
    { text: 'ZX98765', photoId: 'p3', score: 0.93, candidates: [{ ...van(4, 'ZX98766'), similarity: 0.6 }] },
  ],
  withoutPlate: [],
};

const meta = {
  title: 'App/Pages/VehicleDetection/RollCall',
  component: RollCallView,
  decorators: [withAppProviders],
  parameters: { layout: 'padded', route: '/manager/vehicle-detection' },
  args: { state: { kind: 'done', result }, onChoose: fn() },
} satisfies Meta<typeof RollCallView>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Present, expected but missing, and unknown plates, each a list named with its count. A present
 * vehicle whose photo has a place is placed on the map at the photo's time, with a link to the
 * map showing it; one whose photo has none says so and is not placed.
 */
export const Full: Story = {
  tags: ['text-length'],
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const present = canvas.getByRole('list', {
      name: collapsed(appTextOf(globals, 'app.vehicleDetection.rollCall.present', { count: 2 })),
    });
    const [placed, notPlaced] = within(present).getAllByRole('listitem');
    await expect(within(placed!).getByRole('link', { name: 'AB 12 345, Ford Transit Custom' })).toBeVisible();
    const date = new Intl.DateTimeFormat(appLocaleOf(globals), {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: 'Europe/Copenhagen',
    }).format(new Date('2026-11-27T07:42:00.000Z'));
    await expect(placed).toHaveTextContent(
      collapsed(appTextOf(globals, 'app.vehicleDetection.rollCall.placed', { date })),
    );
    await expect(
      within(placed!).getByRole('link', {
        name: appTextOf(globals, 'app.vehicleDetection.rollCall.showOnMap', { plate: 'AB 12 345' }),
      }),
    ).toHaveAttribute('href', `/manager/map?vehicle=${van(1, 'AB12345').vehicleId}`);
    await expect(notPlaced).toHaveTextContent(appTextOf(globals, 'app.vehicleDetection.rollCall.noPlace'));
    await expect(within(notPlaced!).getAllByRole('link')).toHaveLength(1);
    await expect(notPlaced).not.toHaveTextContent(
      appTextOf(globals, 'app.vehicleDetection.rollCall.placed', { date }),
    );
    const missing = canvas.getByRole('list', {
      name: collapsed(appTextOf(globals, 'app.vehicleDetection.rollCall.missing', { count: 1 })),
    });
    await expect(within(missing).getByRole('link', { name: 'EF 34 567, Ford Transit Custom' })).toBeVisible();
    const unknown = canvas.getByRole('list', {
      name: collapsed(appTextOf(globals, 'app.vehicleDetection.rollCall.unknown', { count: 1 })),
    });
    await expect(within(unknown).getByText('ZX 98 765')).toBeVisible();
  },
};

/** A large fleet: the first 12 missing vehicles, then Show All 40 lists the rest. */
export const ManyMissing: Story = {
  args: {
    state: {
      kind: 'done',
      result: {
        ...result,
        missing: Array.from({ length: 40 }, (_, i) => ({
          ...van(0, `AA${10_000 + i}`),
          vehicleId: `5b0f4a39-1c4e-4f64-9d1e-${String(100 + i).padStart(12, '0')}`,
        })),
      },
    },
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const missing = canvas.getByRole('list', {
      name: collapsed(appTextOf(globals, 'app.vehicleDetection.rollCall.missing', { count: 40 })),
    });
    await expect(within(missing).getAllByRole('link')).toHaveLength(12);
    await expect(within(missing).queryByRole('link', { name: /^AA 10 039,/ })).toBeNull();
    await userEvent.click(
      canvas.getByRole('button', {
        name: appTextOf(globals, 'app.vehicleDetection.rollCall.showAll', { count: 40 }),
      }),
    );
    await expect(within(missing).getAllByRole('link')).toHaveLength(40);
    await expect(within(missing).getByRole('link', { name: 'AA 10 039, Ford Transit Custom' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /40/ })).toBeNull();
  },
};

/** Before any photo: what the roll-call does, and Choose Photos. */
export const Empty: Story = {
  args: { state: { kind: 'idle' } },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('button', { name: appTextOf(globals, 'app.vehicleDetection.rollCall.choose') }),
    ).toBeEnabled();
    await expect(
      canvas.getByLabelText(appTextOf(globals, 'app.vehicleDetection.rollCall.chooseLabel')),
    ).toHaveAttribute('multiple');
  },
};

/** Photos on their way: how many are sent. */
export const Loading: Story = {
  args: { state: { kind: 'uploading', done: 3, total: 12 } },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      collapsed(appTextOf(globals, 'app.vehicleDetection.rollCall.uploading', { done: 3, total: 12 })),
    );
  },
};

/** The roll-call failed: said in words. */
export const LoadError: Story = {
  args: { state: { kind: 'error' } },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      appTextOf(globals, 'app.vehicleDetection.rollCall.error'),
    );
  },
};
