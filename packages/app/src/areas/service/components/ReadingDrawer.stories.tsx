import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { appLocaleOf, appTextOf, withAppProviders } from '../../../test-utils/appStories';
import { OdometerReadFailed } from '../../photos/readOdometer';
import { formatOdometer } from '../../vehicles/format';
import { fixtureToday } from '../fixtures';
import { ReadingDrawer } from './ReadingDrawer';
import { odometerReadOf } from '../../photos/odometerFixtures';

const meta = {
  title: 'App/Service/ReadingDrawer',
  component: ReadingDrawer,
  decorators: [withAppProviders],
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  args: {
    open: true,
    onOpenChange: fn(),
    vehicle: { id: 'v-1', registration: 'AB12345', odometerKm: 52_000 },
    today: fixtureToday,
    onSave: fn(async () => {}),
  },
} satisfies Meta<typeof ReadingDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** Add Reading opened and a photo of the dashboard chosen (or taken) with Read from Photo. */
async function chooseDashboard(globals: Record<string, unknown>) {
  const dialog = within(
    await body().findByRole('dialog', { name: appTextOf(globals, 'app.service.readingForm.title') }),
  );
  await userEvent.upload(
    dialog.getByLabelText(appTextOf(globals, 'app.photos.odometer.photo')),
    new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'dashboard.jpg', { type: 'image/jpeg' }),
  );
  const odometer = dialog.getByRole('textbox', {
    name: new RegExp(appTextOf(globals, 'app.service.recordForm.odometer').replace(/[()]/g, '\\$&')),
  });
  return { dialog, odometer };
}

/** A read whose likeliest km is below the vehicle's last reading (the OCR took a trip meter's). */
const belowLast = odometerReadOf(51_200, { km: 52_000, readOn: fixtureToday }, 'below_last');

/**
 * The km read fill the field even when lower than the last reading, and the field says so beside
 * the last reading (both in the language's numbers); saving then meets the chain's own refusal.
 */
export const ReadBelowLastReading: Story = {
  tags: ['text-length'],
  args: { readOdometer: fn(async () => belowLast) },
  play: async ({ globals, args }) => {
    const { odometer } = await chooseDashboard(globals);
    await waitFor(() => expect(odometer).toHaveValue('51200'));
    const locale = appLocaleOf(globals);
    await expect(odometer).toHaveAccessibleDescription(
      expect.stringContaining(
        appTextOf(globals, 'app.photos.odometer.readNoteOff', {
          km: formatOdometer(51_200, locale),
          last: formatOdometer(52_000, locale),
        }),
      ),
    );
    await expect(args.readOdometer).toHaveBeenCalledWith(expect.any(File));
    // Nothing is saved until the person saves; then the lower reading is refused on the field.
    await expect(args.onSave).not.toHaveBeenCalled();
    await userEvent.click(
      body()
        .getAllByRole('button', { name: appTextOf(globals, 'app.service.readingForm.save') })
        .at(-1)!,
    );
    await waitFor(() => expect(odometer).toHaveAttribute('aria-invalid', 'true'));
    await expect(odometer).toHaveAccessibleDescription(
      expect.stringContaining(
        appTextOf(globals, 'app.service.recordForm.odometerHint', { km: formatOdometer(52_000, locale) }),
      ),
    );
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** Another photo of the person's is still being read: said on the field; nothing is filled. */
export const ReadBusy: Story = {
  tags: ['text-length'],
  args: { readOdometer: fn(async () => Promise.reject(new OdometerReadFailed('BUSY'))) },
  play: async ({ globals }) => {
    const { odometer } = await chooseDashboard(globals);
    await waitFor(() =>
      expect(odometer).toHaveAccessibleDescription(
        expect.stringContaining(appTextOf(globals, 'app.photos.odometer.error.BUSY')),
      ),
    );
    await expect(odometer).toHaveValue('');
  },
};
