import type { Meta, StoryObj } from '@storybook/react-vite';
import type { OdometerRead } from '@vognpark/server/areas/vehicleDetection';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { appLocaleOf, appTextOf, withAppProviders } from '../../test-utils/appStories';
import { OdometerReadFailed } from '../photos/readOdometer';
import { formatOdometer } from '../vehicles/format';
import type { SharingErrorId } from './queries';
import { copenhagenInstant } from './time';
import { DriverSharingView } from './DriverSharingView';
import { fixtureFeed, fixtureMyBookings, fixturePools, fixtureToday } from './fixtures';
import { odometerReadOf } from '../photos/odometerFixtures';

const FEED_ADDRESS = 'https://vognpark.example/feed/Zm9vYmFyYmF6cXV4Zm9vYmFyYmF6cXV4Zm9vYmFyYmF6cQ.ics';

const meta = {
  title: 'App/Areas/Sharing/Driver',
  component: DriverSharingView,
  decorators: [withAppProviders],
  parameters: { layout: 'padded', route: '/manager/client', viewport: { defaultViewport: 'mobile1' } },
  args: {
    status: 'ready',
    onRetry: fn(),
    bookings: fixtureMyBookings,
    pools: fixturePools,
    today: fixtureToday,
    now: copenhagenInstant(fixtureToday, '08:30'),
    onBook: fn(async (): Promise<Record<string, SharingErrorId> | null> => null),
    onCheckOut: fn(async () => null),
    onCheckIn: fn(async () => null),
    onCancel: fn(),
    onLocate: fn(async () => ({ lat: 55.4904, lon: 9.4722, accuracyM: 12 })),
    feed: {
      status: 'ready',
      feed: null,
      onRetry: fn(),
      onRenew: fn(async () => FEED_ADDRESS),
      onRevoke: fn(async () => undefined),
    },
  },
} satisfies Meta<typeof DriverSharingView>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Half an hour before the booking: Check Out asks for the odometer, the level and the known
 * damages, and takes a guided photo of each side (here the left one).
 */
export const CheckOut: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    const checkOut = appTextOf(globals, 'app.sharing.driver.checkOut');
    await userEvent.click(await canvas.findByRole('button', { name: checkOut }, { timeout: 10_000 }));
    await userEvent.type(
      canvas.getByRole('textbox', { name: appTextOf(globals, 'app.sharing.driver.odometer') }),
      '18420',
    );
    await userEvent.type(
      canvas.getByRole('textbox', { name: appTextOf(globals, 'app.sharing.driver.level') }),
      '80',
    );
    await userEvent.click(
      canvas.getByRole('checkbox', { name: appTextOf(globals, 'app.sharing.driver.damages') }),
    );
    const photos = canvas.getByRole('group', { name: appTextOf(globals, 'app.sharing.driver.photos') });
    const left = appTextOf(globals, 'app.sharing.driver.angle.left');
    await expect(
      within(photos).getByRole('button', {
        name: appTextOf(globals, 'app.sharing.driver.takeAngle', { angle: left }),
      }),
    ).toBeInTheDocument();
    const photo = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'left.jpg', { type: 'image/jpeg' });
    await userEvent.upload(
      within(photos).getByLabelText(appTextOf(globals, 'app.sharing.driver.photoInput', { angle: left })),
      photo,
    );
    await userEvent.click(
      within(canvas.getByRole('form', { name: checkOut })).getByRole('button', { name: checkOut }),
    );
    await expect(args.onCheckOut).toHaveBeenCalledWith(fixtureMyBookings[0]!.id, {
      odometerKm: 18420,
      level: 80,
      damagesAcknowledged: true,
      note: '',
      photos: { left: [photo] },
    });
    // The phone's position is never asked unless the driver presses Use My Location.
    await expect(args.onLocate).not.toHaveBeenCalled();
  },
};

/** What a read of a dashboard photo answers, for the stories below. */
const odometerRead = (km: number): OdometerRead => ({
  ...odometerReadOf(km, { km: 18_020, readOn: fixtureToday }),
  lines: ['12:34 -3°C', 'TRIP A 123.4 km', `ODO ${km} km`],
});

/** Check Out opened and a photo of the dashboard chosen (or taken) with Read from Photo. */
async function chooseDashboard(canvasElement: HTMLElement, globals: Record<string, unknown>) {
  const canvas = within(canvasElement);
  const checkOut = appTextOf(globals, 'app.sharing.driver.checkOut');
  await userEvent.click(await canvas.findByRole('button', { name: checkOut }, { timeout: 10_000 }));
  const form = within(canvas.getByRole('form', { name: checkOut }));
  const photo = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'dashboard.jpg', { type: 'image/jpeg' });
  await userEvent.upload(form.getByLabelText(appTextOf(globals, 'app.photos.odometer.photo')), photo);
  const odometer = form.getByRole('textbox', { name: appTextOf(globals, 'app.sharing.driver.odometer') });
  return { canvas, form, checkOut, odometer, photo };
}

/** While the server reads the dashboard photo: Read from Photo is busy and says so; the field is left alone. */
export const ReadingOdometer: Story = {
  args: { readOdometer: fn(() => new Promise<never>(() => {})) },
  play: async ({ canvasElement, globals, args }) => {
    const { form, odometer } = await chooseDashboard(canvasElement, globals);
    const button = form.getByRole('button', { name: appTextOf(globals, 'app.photos.odometer.read') });
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    await expect(form.getAllByRole('status').map((status) => status.textContent)).toContain(
      appTextOf(globals, 'app.photos.odometer.reading'),
    );
    await expect(args.readOdometer).toHaveBeenCalledWith(fixtureMyBookings[0]!.vehicle.id, expect.any(File));
    await expect(odometer).toHaveValue('');
  },
};

/**
 * The odometer read: the km are in the field, which says where they came from (in the language's
 * numbers) and to check them against the odometer; the photo is the check-out's Odometer photo.
 * The driver may still change the km, and the form is saved as it then is.
 */
export const OdometerReadFromPhoto: Story = {
  tags: ['text-length'],
  args: { readOdometer: fn(async () => odometerRead(18_420)) },
  play: async ({ canvasElement, globals, args }) => {
    const { canvas, form, checkOut, odometer, photo } = await chooseDashboard(canvasElement, globals);
    await waitFor(() => expect(odometer).toHaveValue('18420'));
    await expect(odometer).toHaveAccessibleDescription(
      appTextOf(globals, 'app.photos.odometer.readNote', {
        km: formatOdometer(18_420, appLocaleOf(globals)),
      }),
    );
    // Nothing is saved before the driver presses Check Out.
    await expect(args.onCheckOut).not.toHaveBeenCalled();
    await userEvent.clear(odometer);
    await userEvent.type(odometer, '18421');
    await userEvent.type(
      form.getByRole('textbox', { name: appTextOf(globals, 'app.sharing.driver.level') }),
      '80',
    );
    await userEvent.click(
      form.getByRole('checkbox', { name: appTextOf(globals, 'app.sharing.driver.damages') }),
    );
    await userEvent.click(
      within(canvas.getByRole('form', { name: checkOut })).getByRole('button', { name: checkOut }),
    );
    await expect(args.onCheckOut).toHaveBeenCalledWith(fixtureMyBookings[0]!.id, {
      odometerKm: 18421,
      level: 80,
      damagesAcknowledged: true,
      note: '',
      photos: { odometer: [photo] },
    });
  },
};

/** No odometer in the photo: said on the field, which stays empty for the driver to type; typing clears it. */
export const NoOdometerFound: Story = {
  tags: ['text-length'],
  args: { readOdometer: fn(async () => Promise.reject(new OdometerReadFailed('NO_ODOMETER'))) },
  play: async ({ canvasElement, globals }) => {
    const { odometer } = await chooseDashboard(canvasElement, globals);
    const message = appTextOf(globals, 'app.photos.odometer.error.NO_ODOMETER');
    await waitFor(() => expect(odometer).toHaveAccessibleDescription(expect.stringContaining(message)));
    await expect(odometer).toHaveAttribute('aria-invalid', 'true');
    await expect(odometer).toHaveValue('');
    await userEvent.type(odometer, '18420');
    await expect(odometer).not.toHaveAccessibleDescription(expect.stringContaining(message));
  },
};

/**
 * Check Out with Use My Location pressed: the phone's position is asked then (not before), said
 * to be added, and sent with the check-out for the map.
 */
export const CheckOutWithLocation: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    const checkOut = appTextOf(globals, 'app.sharing.driver.checkOut');
    await userEvent.click(await canvas.findByRole('button', { name: checkOut }, { timeout: 10_000 }));
    const form = within(canvas.getByRole('form', { name: checkOut }));
    await expect(form.getByRole('status')).toHaveTextContent(
      appTextOf(globals, 'app.sharing.driver.locationHint'),
    );
    await expect(args.onLocate).not.toHaveBeenCalled();
    await userEvent.type(
      form.getByRole('textbox', { name: appTextOf(globals, 'app.sharing.driver.odometer') }),
      '18420',
    );
    await userEvent.type(
      form.getByRole('textbox', { name: appTextOf(globals, 'app.sharing.driver.level') }),
      '80',
    );
    await userEvent.click(
      form.getByRole('checkbox', { name: appTextOf(globals, 'app.sharing.driver.damages') }),
    );
    await userEvent.click(
      form.getByRole('button', { name: appTextOf(globals, 'app.sharing.driver.useLocation') }),
    );
    await expect(await form.findByText(appTextOf(globals, 'app.sharing.driver.located'))).toBeInTheDocument();
    await userEvent.click(form.getByRole('button', { name: checkOut }));
    await expect(args.onCheckOut).toHaveBeenCalledWith(fixtureMyBookings[0]!.id, {
      odometerKm: 18420,
      level: 80,
      damagesAcknowledged: true,
      note: '',
      photos: {},
      place: { lat: 55.4904, lon: 9.4722, accuracyM: 12 },
    });
  },
};

/** The phone could not give its position (refused or no fix): said so, and Check Out goes on without it. */
export const LocationUnavailable: Story = {
  args: { onLocate: fn(async () => Promise.reject(new Error('denied'))) },
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    const checkOut = appTextOf(globals, 'app.sharing.driver.checkOut');
    await userEvent.click(await canvas.findByRole('button', { name: checkOut }, { timeout: 10_000 }));
    const form = within(canvas.getByRole('form', { name: checkOut }));
    await userEvent.click(
      form.getByRole('button', { name: appTextOf(globals, 'app.sharing.driver.useLocation') }),
    );
    await expect(
      await form.findByText(appTextOf(globals, 'app.sharing.driver.locationFailed')),
    ).toBeInTheDocument();
    await expect(args.onLocate).toHaveBeenCalledTimes(1);
  },
};

/**
 * A driving licence that does not cover a car (docs/sharing.md "Driving licence"): the server marks
 * it for this driver, so Book a Pool Car leaves it out; a refusal the server gives anyway (the car
 * changed meanwhile) is said on the Vehicle field.
 */
export const LicenceCategory: Story = {
  args: {
    pools: fixturePools.map((pool) => ({
      ...pool,
      vehicles: pool.vehicles.map((vehicle, i) =>
        i === 1 ? { ...vehicle, refusals: ['licence_not_covered' as const] } : vehicle,
      ),
    })),
    onBook: fn(async () => ({ vehicleId: 'app.sharing.error.licence_not_covered' as const })),
  },
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole(
        'button',
        { name: appTextOf(globals, 'app.sharing.book') },
        { timeout: 10_000 },
      ),
    );
    const drawer = await within(document.body).findByRole('dialog', {
      name: appTextOf(globals, 'app.sharing.book'),
    });
    const vehicle = within(drawer).getByRole('combobox', {
      name: appTextOf(globals, 'app.sharing.field.vehicle'),
    });
    const offered = within(vehicle)
      .getAllByRole('option')
      .map((option) => (option as HTMLOptionElement).value);
    const [first, notCovered] = fixturePools[0]!.vehicles;
    await expect(offered).toContain(first!.id);
    await expect(offered).not.toContain(notCovered!.id);
    await userEvent.selectOptions(vehicle, first!.id);
    await userEvent.type(
      within(drawer).getByRole('textbox', { name: appTextOf(globals, 'app.sharing.field.from') }),
      '10:00',
    );
    await userEvent.type(
      within(drawer).getByRole('textbox', { name: appTextOf(globals, 'app.sharing.field.to') }),
      '12:00',
    );
    await userEvent.click(
      within(drawer).getByRole('button', { name: appTextOf(globals, 'app.sharing.save') }),
    );
    await expect(args.onBook).toHaveBeenCalledWith(expect.objectContaining({ vehicleId: first!.id }));
    await expect(vehicle).toHaveAccessibleDescription(
      expect.stringContaining(appTextOf(globals, 'app.sharing.error.licence_not_covered')),
    );
  },
};

/** No bookings yet. */
export const Empty: Story = {
  args: { bookings: [] },
  play: async ({ canvasElement, globals }) => {
    await expect(
      await within(canvasElement).findByText(
        appTextOf(globals, 'app.sharing.driver.none'),
        {},
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
  },
};

/** No feed yet: Calendar Feed opens the drawer, Create Address shows the address once to copy. */
export const CalendarFeedNew: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    const title = appTextOf(globals, 'app.sharing.feed.open');
    await userEvent.click(await canvas.findByRole('button', { name: title }, { timeout: 10_000 }));
    const drawer = within(await within(document.body).findByRole('dialog', { name: title }));
    await expect(drawer.getByText(appTextOf(globals, 'app.sharing.feed.none'))).toBeInTheDocument();
    await userEvent.click(
      drawer.getByRole('button', { name: appTextOf(globals, 'app.sharing.feed.create') }),
    );
    await expect(args.feed.onRenew).toHaveBeenCalled();
    await expect(
      await drawer.findByRole('textbox', { name: appTextOf(globals, 'app.sharing.feed.address') }),
    ).toHaveValue(FEED_ADDRESS);
    await expect(drawer.getByRole('status')).toHaveTextContent(
      appTextOf(globals, 'app.sharing.feed.created'),
    );
  },
};

/** A feed made before: when it was made and fetched, no address (it is not kept), Renew and Revoke. */
export const CalendarFeedActive: Story = {
  args: {
    feed: {
      status: 'ready',
      feed: fixtureFeed,
      onRetry: fn(),
      onRenew: fn(async () => FEED_ADDRESS),
      onRevoke: fn(async () => undefined),
    },
  },
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    const title = appTextOf(globals, 'app.sharing.feed.open');
    await userEvent.click(await canvas.findByRole('button', { name: title }, { timeout: 10_000 }));
    const drawer = within(await within(document.body).findByRole('dialog', { name: title }));
    await expect(drawer.getByText(appTextOf(globals, 'app.sharing.feed.hidden'))).toBeInTheDocument();
    await expect(drawer.queryByRole('textbox')).toBeNull();
    await expect(
      drawer.getByRole('button', { name: appTextOf(globals, 'app.sharing.feed.renew') }),
    ).toBeInTheDocument();
    await userEvent.click(
      drawer.getByRole('button', { name: appTextOf(globals, 'app.sharing.feed.revoke') }),
    );
    await expect(args.feed.onRevoke).toHaveBeenCalled();
  },
};

/**
 * Checking in a running booking offers the trip for the kørebog: From and To are asked, the purpose
 * comes from the booking, Business or Private.
 */
export const CheckInTrip: Story = {
  args: {
    bookings: [
      {
        ...fixtureMyBookings[0]!,
        status: 'checked_out',
        checkedOutAt: copenhagenInstant(fixtureToday, '08:55'),
        checkoutOdometerKm: 18_400,
        checkoutLevel: 90,
        damagesAcknowledged: true,
      },
    ],
    now: copenhagenInstant(fixtureToday, '11:40'),
  },
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    const checkIn = appTextOf(globals, 'app.sharing.driver.checkIn');
    await userEvent.click(await canvas.findByRole('button', { name: checkIn }, { timeout: 10_000 }));
    const form = within(canvas.getByRole('form', { name: checkIn }));
    await userEvent.type(
      form.getByRole('textbox', { name: appTextOf(globals, 'app.sharing.driver.odometer') }),
      '18442',
    );
    await userEvent.type(
      form.getByRole('textbox', { name: appTextOf(globals, 'app.sharing.driver.level') }),
      '60',
    );
    await userEvent.click(
      form.getByRole('checkbox', { name: appTextOf(globals, 'app.sharing.driver.trip') }),
    );
    const purpose = form.getByRole('textbox', { name: appTextOf(globals, 'app.sharing.driver.tripPurpose') });
    await expect(purpose).toHaveValue(fixtureMyBookings[0]!.purpose);
    await userEvent.type(
      form.getByRole('textbox', { name: appTextOf(globals, 'app.sharing.driver.tripFrom') }),
      'Vejle',
    );
    const to = form.getByRole('textbox', { name: appTextOf(globals, 'app.sharing.driver.tripTo') });
    await expect(to).toBeRequired();
    await userEvent.type(to, 'Kolding');
    await userEvent.click(
      form.getByRole('radio', { name: appTextOf(globals, 'app.sharing.driver.tripKind.business') }),
    );
    await userEvent.click(form.getByRole('button', { name: checkIn }));
    await expect(args.onCheckIn).toHaveBeenCalledWith(
      fixtureMyBookings[0]!.id,
      expect.objectContaining({
        odometerKm: 18_442,
        level: 60,
        trip: { from: 'Vejle', to: 'Kolding', purpose: fixtureMyBookings[0]!.purpose, kind: 'business' },
      }),
    );
  },
};
