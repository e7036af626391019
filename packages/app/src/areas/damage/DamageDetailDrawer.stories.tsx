import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { formatPlate } from '../vehicles/format';
import { appTextOf, collapsed, kitTextOf, openedDialog, withAppProviders } from '../../test-utils/appStories';
import { DamageDetailDrawer } from './DamageDetailDrawer';
import { fixtureDamageDetail, fixtureDamagePhotos, fixtureDamages, fixturePicture } from './fixtures';

const [fresh, confirmed, , repaired] = fixtureDamages(4).map((damage) => fixtureDamageDetail(damage));

const meta = {
  title: 'App/Damage/DamageDetailDrawer',
  component: DamageDetailDrawer,
  decorators: [withAppProviders],
  parameters: { route: '/manager/damage-detection' },
  args: {
    open: true,
    onOpenChange: fn(),
    damage: confirmed,
    onRetry: fn(),
    canAct: true,
    onAct: fn(async () => {}),
    onEdit: fn(),
    onDownloadClaim: fn(),
    onShareClaim: fn(),
    photos: { status: 'ready', items: fixtureDamagePhotos(confirmed!, 3) },
    onRetryPhotos: fn(),
    photoSrc: () => fixturePicture,
    pending: null,
  },
} satisfies Meta<typeof DamageDetailDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/**
 * A confirmed damage: its photos, each a link to the large picture; the booking in whose window it
 * appeared; its history with who and when; Edit; Download Claim Report; Create Repair Task goes
 * out with the note.
 */
export const Full: Story = {
  play: async ({ globals, args }) => {
    await openedDialog();
    await body().findByRole('heading', {
      name: appTextOf(globals, 'app.damage.detail.title', {
        plate: formatPlate(confirmed!.vehicle.registration),
      }),
    });
    const gallery = body().getByRole('region', {
      name: appTextOf(globals, 'app.damage.detail.photos', { count: 3 }),
    });
    const second = within(gallery).getByRole('link', {
      name: appTextOf(globals, 'app.damage.detail.photoLink', { number: 2 }),
    });
    await expect(second).toHaveAttribute('href', fixturePicture);
    await expect(second).toHaveAttribute('target', '_blank');
    await expect(within(gallery).getByText(appTextOf(globals, 'app.photos.duplicate'))).toBeInTheDocument();
    await userEvent.click(body().getByRole('button', { name: appTextOf(globals, 'app.damage.edit') }));
    await expect(args.onEdit).toHaveBeenCalled();
    // The claim report downloads; the window says in whose booking it appeared, and how that is known.
    await userEvent.click(
      body().getByRole('button', { name: appTextOf(globals, 'app.damage.detail.claim') }),
    );
    await expect(args.onDownloadClaim).toHaveBeenCalled();
    await userEvent.click(
      body().getByRole('button', { name: appTextOf(globals, 'app.damage.detail.share') }),
    );
    await expect(args.onShareClaim).toHaveBeenCalled();
    await expect(
      body().getByText(appTextOf(globals, 'app.damage.window.basis.last_check_out')),
    ).toBeInTheDocument();
    const history = body().getByRole('region', { name: appTextOf(globals, 'app.damage.detail.history') });
    await expect(within(history).getByText(appTextOf(globals, 'app.damage.status.new'))).toBeInTheDocument();
    await expect(within(history).getAllByText(/Mette Nielsen/)).toHaveLength(1);
    await userEvent.type(
      body().getByRole('textbox', { name: appTextOf(globals, 'app.damage.detail.note') }),
      'Værksted på mandag',
    );
    await userEvent.click(
      body().getByRole('button', { name: appTextOf(globals, 'app.damage.action.create_repair_task') }),
    );
    await waitFor(() => expect(args.onAct).toHaveBeenCalledWith('create_repair_task', 'Værksted på mandag'));
  },
};

/** A new damage offers Confirm and No Correction Needed, nothing else. */
export const NewDamage: Story = {
  args: { damage: fresh },
  play: async ({ globals }) => {
    const next = await body().findByRole('region', { name: appTextOf(globals, 'app.damage.detail.next') });
    await expect(
      within(next)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([
      appTextOf(globals, 'app.damage.action.confirm'),
      appTextOf(globals, 'app.damage.action.dismiss'),
    ]);
  },
};

/** A repaired damage: nothing more to do. */
export const Repaired: Story = {
  args: { damage: repaired },
  play: async ({ globals }) => {
    await expect(await body().findByText(appTextOf(globals, 'app.damage.detail.done'))).toBeInTheDocument();
  },
};

/**
 * One of the damage's photos shows another vehicle's plate (read by vehicle detection): it says
 * so under that photo, the other vehicle's registration number a link to it.
 */
export const PhotoShowsAnotherVehicle: Story = {
  tags: ['text-length'],
  args: {
    photos: {
      status: 'ready',
      items: fixtureDamagePhotos(confirmed!, 2).map((photo, i) =>
        i === 0
          ? {
              ...photo,
              showsVehicle: {
                id: '20000000-0000-4000-8000-000000000009',
                registration: 'XY70818',
                readAt: '2026-11-27T09:00:00.000Z',
              },
            }
          : photo,
      ),
    },
  },
  play: async ({ globals }) => {
    await openedDialog();
    const gallery = await body().findByRole('region', {
      name: appTextOf(globals, 'app.damage.detail.photos', { count: 2 }),
    });
    const [flagged, plain] = within(gallery).getAllByRole('listitem');
    await expect(flagged).toHaveTextContent(
      collapsed(`${appTextOf(globals, 'app.photos.showsAnother')} XY 70 818`),
    );
    await expect(within(flagged!).getByRole('link', { name: 'XY 70 818' })).toHaveAttribute(
      'href',
      '/manager/vehicles/20000000-0000-4000-8000-000000000009',
    );
    await expect(plain).not.toHaveTextContent(collapsed(appTextOf(globals, 'app.photos.showsAnother')));
  },
};

/** The photos could not be loaded: said in words, with Try Again. */
export const PhotosError: Story = {
  args: { photos: { status: 'error' } },
  play: async ({ globals, args }) => {
    await expect(await body().findByText(appTextOf(globals, 'app.photos.loadError'))).toBeInTheDocument();
    await userEvent.click(body().getByRole('button', { name: appTextOf(globals, 'app.photos.retry') }));
    await expect(args.onRetryPhotos).toHaveBeenCalled();
  },
};

/** The damage on its way: a spinner. */
export const Loading: Story = {
  args: { damage: undefined },
  play: async () => {
    await expect(await body().findByRole('status')).toBeInTheDocument();
  },
};

/** The damage could not be loaded: the reason in words and Retry. */
export const LoadError: Story = {
  args: { damage: undefined, error: 'The damage could not be loaded.' },
  render: (args, { globals }) => (
    <DamageDetailDrawer {...args} error={appTextOf(globals, 'app.damage.detail.loadError')} />
  ),
  play: async ({ globals, args }) => {
    await expect(
      await body().findByText(appTextOf(globals, 'app.damage.detail.loadError')),
    ).toBeInTheDocument();
    await userEvent.click(body().getByRole('button', { name: kitTextOf(globals, 'ui.dataTable.retry') }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
