import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { appLocaleOf, appTextOf, openedDialog, withAppProviders } from '../../test-utils/appStories';
import { formatOdometer } from '../vehicles/format';
import { WALK_AROUND_ITEMS } from './domain';
import { itemLabel, WalkAroundDrawer } from './WalkAroundDrawer';
import { odometerReadOf } from './odometerFixtures';

const meta = {
  title: 'App/Areas/Photos/WalkAroundDrawer',
  component: WalkAroundDrawer,
  decorators: [withAppProviders],
  parameters: { viewport: { defaultViewport: 'mobile2' } },
  args: {
    open: true,
    onOpenChange: fn(),
    plate: 'AB 12 345',
    onComplete: fn(async () => {}),
  },
} satisfies Meta<typeof WalkAroundDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

type Globals = Record<string, unknown>;

const complete = (dialog: HTMLElement, globals: Globals) =>
  userEvent.click(
    within(dialog.ownerDocument.body)
      .getAllByRole('button', { name: appTextOf(globals, 'app.walkAround.complete') })
      .at(-1)!,
  );

async function passEverything(dialog: HTMLElement, globals: Globals) {
  for (const item of WALK_AROUND_ITEMS) {
    const group = within(dialog).getByRole('radiogroup', { name: appTextOf(globals, itemLabel(item)) });
    await userEvent.click(
      within(group).getByRole('radio', { name: appTextOf(globals, 'app.walkAround.pass') }),
    );
  }
}

/** Completing with nothing answered: every item asks for its answer, and nothing is sent. */
export const Unanswered: Story = {
  play: async ({ globals, args }) => {
    const dialog = await openedDialog(appTextOf(globals, 'app.walkAround.title'));
    await complete(dialog, globals);
    await waitFor(() =>
      expect(within(dialog).getAllByText(appTextOf(globals, 'app.walkAround.answer')).length).toBeGreaterThan(
        WALK_AROUND_ITEMS.length - 1,
      ),
    );
    await expect(args.onComplete).not.toHaveBeenCalled();
  },
};

/**
 * The server refuses a reading below the vehicle's last one: the error lands on the odometer, the
 * answers stay, and the drawer stays open.
 */
export const ReadingRefused: Story = {
  args: {
    onComplete: fn(async () => {
      throw Object.assign(new Error('Odometer below the last reading'), {
        data: { code: 'BAD_REQUEST', fieldErrors: { odometerKm: 'decreased' } },
      });
    }),
  },
  play: async ({ globals, args }) => {
    const dialog = await openedDialog(appTextOf(globals, 'app.walkAround.title'));
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: appTextOf(globals, 'app.photos.odometer') }),
      '1200',
    );
    await passEverything(dialog, globals);
    await complete(dialog, globals);
    await waitFor(() => expect(args.onComplete).toHaveBeenCalled());
    await expect(
      await within(dialog).findByRole('textbox', {
        name: appTextOf(globals, 'app.photos.odometer'),
        description: new RegExp(appTextOf(globals, 'app.photos.odometerDecreased')),
      }),
    ).toHaveValue('1200');
    const first = within(dialog).getByRole('radiogroup', {
      name: appTextOf(globals, itemLabel(WALK_AROUND_ITEMS[0])),
    });
    await expect(
      within(first).getByRole('radio', { name: appTextOf(globals, 'app.walkAround.pass') }),
    ).toBeChecked();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

/**
 * Read from Photo beside the odometer: the km read from a dashboard photo fill the field, which
 * says where they came from (in the language's numbers); the check is completed with them.
 */
export const OdometerReadFromPhoto: Story = {
  tags: ['text-length'],
  args: {
    readOdometer: fn(async () => odometerReadOf(48_213, { km: 47_900, readOn: '2026-11-20' })),
  },
  play: async ({ globals, args }) => {
    const dialog = await openedDialog(appTextOf(globals, 'app.walkAround.title'));
    await userEvent.upload(
      within(dialog).getByLabelText(appTextOf(globals, 'app.photos.odometer.photo')),
      new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'dashboard.jpg', { type: 'image/jpeg' }),
    );
    const odometer = within(dialog).getByRole('textbox', { name: appTextOf(globals, 'app.photos.odometer') });
    await waitFor(() => expect(odometer).toHaveValue('48213'));
    await expect(odometer).toHaveAccessibleDescription(
      appTextOf(globals, 'app.photos.odometer.readNote', {
        km: formatOdometer(48_213, appLocaleOf(globals)),
      }),
    );
    await passEverything(dialog, globals);
    await complete(dialog, globals);
    await waitFor(() =>
      expect(args.onComplete).toHaveBeenCalledWith(expect.objectContaining({ odometer: '48213' })),
    );
  },
};
