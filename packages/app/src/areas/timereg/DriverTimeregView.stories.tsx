import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { appLocaleOf, appTextOf, withAppProviders } from '../../test-utils/appStories';
import { formatOdometer } from '../vehicles/format';
import { odometerReadOf } from '../photos/odometerFixtures';
import {
  DriverTimeregView,
  emptyDraft,
  type DriverDraft,
  type DriverTimeregViewProps,
} from './DriverTimeregView';

const vehicles = [
  { id: '20000000-0000-4000-8000-000000000001', registration: 'AB12345' },
  { id: '20000000-0000-4000-8000-000000000002', registration: 'CD23456' },
];

const meta = {
  title: 'App/Areas/Time registration/Driver',
  component: DriverTimeregView,
  decorators: [withAppProviders],
  parameters: { layout: 'padded', route: '/manager/client', viewport: { defaultViewport: 'mobile2' } },
  args: {
    status: 'ready',
    onRetry: fn(),
    locked: false,
    draft: {
      ...emptyDraft(vehicles[0]!.id),
      periods: [
        { kind: 'driving', start: '07:00', end: '09:30' },
        { kind: 'break', start: '09:30', end: '10:00' },
        { kind: 'work', start: '10:00', end: '15:00' },
      ],
    },
    onDraftChange: fn(),
    now: () => '15:30',
    vehicles,
    offline: false,
    errors: {},
    onSaveDay: fn(),
    onSaveTrip: fn(),
  },
} satisfies Meta<typeof DriverTimeregView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A day of three periods: today's working time is driving and work (7 h 30 min); Save Working Day sends them. */
export const Full: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    const total = appTextOf(globals, 'app.timereg.driver.total', {
      time: appTextOf(globals, 'app.timereg.hours', { hours: 7, minutes: 30 }),
    });
    await expect(await canvas.findByText(total, {}, { timeout: 10_000 })).toBeInTheDocument();
    await userEvent.click(
      canvas.getByRole('button', { name: appTextOf(globals, 'app.timereg.driver.saveDay') }),
    );
    await expect(args.onSaveDay).toHaveBeenCalledWith(args.draft.periods);
  },
};

/** The day on its way. */
export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvasElement, globals }) => {
    const loading = appTextOf(globals, 'app.timereg.loading');
    const shown = await within(canvasElement).findAllByText(loading, {}, { timeout: 10_000 });
    await expect(shown.length).toBeGreaterThan(0);
  },
};

/** Nothing typed yet: Save Working Day waits for a period, Start begins one now; the trip form is empty. */
export const Empty: Story = {
  args: { draft: emptyDraft(vehicles[0]!.id) },
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    const save = await canvas.findByRole(
      'button',
      { name: appTextOf(globals, 'app.timereg.driver.saveDay') },
      { timeout: 10_000 },
    );
    await expect(save).toBeDisabled();
    const from = canvas.getByRole('textbox', { name: appTextOf(globals, 'app.timereg.driver.tripFrom') });
    await expect(from).toHaveValue('');
    await userEvent.click(
      canvas.getByRole('button', { name: appTextOf(globals, 'app.timereg.driver.start') }),
    );
    await expect(args.onDraftChange).toHaveBeenCalledWith(
      expect.objectContaining({ running: { kind: 'work', since: '15:30' } }),
    );
  },
};

/** Loading failed and the server refused a trip: why, on the field; no connection: what is kept. */
export const LoadError: Story = {
  args: { status: 'error', offline: true, errors: { odometerStart: 'app.timereg.error.decreased' } },
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(appTextOf(globals, 'app.timereg.loadError'), {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    await expect(canvas.getByText(appTextOf(globals, 'app.timereg.driver.offline'))).toBeInTheDocument();
    await expect(
      canvas.getByRole('textbox', {
        name: new RegExp(appTextOf(globals, 'app.timereg.driver.odometerStart')),
      }),
    ).toHaveAccessibleDescription(appTextOf(globals, 'app.timereg.error.decreased'));
    await userEvent.click(canvas.getByRole('button', { name: appTextOf(globals, 'app.timereg.retry') }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/**
 * Save Working Day was refused: a manager recorded the day meanwhile. The day says who and when,
 * the periods stay as typed, and the driver takes the manager's day or keeps their own.
 */
export const ChangedMeanwhile: Story = {
  args: {
    conflict: {
      conflict: {
        version: 4,
        changedBy: { name: 'Lars', surname: 'Poulsen' },
        changedAt: new Date('2026-11-28T09:05:00.000Z'),
      },
      changedFields: [],
      theirsLoaded: true,
      takeTheirs: fn(),
      keepMine: fn(),
    },
  },
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert', {}, { timeout: 10_000 });
    await expect(alert).toHaveTextContent('Lars Poulsen');
    await expect(
      canvas.getAllByRole('textbox', { name: appTextOf(globals, 'app.timereg.driver.from') })[0],
    ).toHaveValue('07:00');
    await userEvent.click(
      within(alert).getByRole('button', { name: appTextOf(globals, 'app.form.conflict.keepMine') }),
    );
    await expect(args.conflict!.keepMine).toHaveBeenCalled();
    await userEvent.click(
      within(alert).getByRole('button', { name: appTextOf(globals, 'app.form.conflict.takeTheirs') }),
    );
    await expect(args.conflict!.takeTheirs).toHaveBeenCalled();
  },
};

/** The view with its draft kept, as the page keeps it (typing and reads change what shows). */
function WithDraft(args: DriverTimeregViewProps) {
  const [draft, setDraft] = useState<DriverDraft>(args.draft);
  return (
    <DriverTimeregView
      {...args}
      draft={draft}
      onDraftChange={(change) => {
        args.onDraftChange(change);
        setDraft((current) => (typeof change === 'function' ? change(current) : change));
      }}
    />
  );
}

/** What the server reads from a photo of the dashboard at arrival. */
const arrival = odometerReadOf(48_213, { km: 48_170, readOn: '2026-11-27' });

/**
 * At arrival the driver photographs the dashboard with Read Arrival from Photo: the km read fill the
 * odometer at arrival, which says it was read from the photo; the departure's own button reads for
 * its field. Nothing is saved until Save Trip.
 */
export const TripOdometerFromPhoto: Story = {
  tags: ['text-length'],
  args: {
    draft: {
      ...emptyDraft(vehicles[0]!.id),
      trip: { ...emptyDraft(vehicles[0]!.id).trip, odometerStart: '48170' },
    },
    readOdometer: fn(async () => arrival),
  },
  render: (args) => <WithDraft {...args} />,
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('button', { name: appTextOf(globals, 'app.timereg.driver.readStart') }),
    ).toBeVisible();
    await userEvent.upload(
      canvas.getByLabelText(appTextOf(globals, 'app.timereg.driver.endPhoto')),
      new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'dashboard.jpg', { type: 'image/jpeg' }),
    );
    const end = canvas.getByRole('textbox', {
      name: new RegExp(appTextOf(globals, 'app.timereg.driver.odometerEnd')),
    });
    await waitFor(() => expect(end).toHaveValue('48213'));
    await expect(end).toHaveAccessibleDescription(
      expect.stringContaining(
        appTextOf(globals, 'app.photos.odometer.readNote', {
          km: formatOdometer(48_213, appLocaleOf(globals)),
        }),
      ),
    );
    await expect(args.readOdometer).toHaveBeenCalledWith(vehicles[0]!.id, expect.any(File));
    // The departure is as it was, and nothing is saved yet.
    await expect(
      canvas.getByRole('textbox', {
        name: new RegExp(appTextOf(globals, 'app.timereg.driver.odometerStart')),
      }),
    ).toHaveValue('48170');
    await expect(args.onSaveTrip).not.toHaveBeenCalled();
  },
};
