import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { appTextOf, withAppProviders } from '../../test-utils/appStories';
import {
  fixtureBookings,
  fixtureLinks,
  fixturePools,
  fixtureRequests,
  fixtureToday,
  fixtureUtilisation,
} from './fixtures';
import { SharingView } from './SharingView';

const ready = <T,>(data: T) => ({ status: 'ready' as const, data, onRetry: fn() });

const meta = {
  title: 'App/Areas/Sharing',
  component: SharingView,
  decorators: [withAppProviders],
  parameters: { layout: 'padded', route: '/manager/sharing' },
  args: {
    title: 'Sharing',
    tab: 'timeline',
    onTabChange: fn(),
    today: fixtureToday,
    weekStart: '2026-11-24',
    onWeekChange: fn(),
    pools: ready(fixturePools),
    bookings: ready(fixtureBookings),
    requests: ready(fixtureRequests),
    onDecide: fn(),
    month: '2026-11',
    utilisation: ready(fixtureUtilisation),
    links: ready(fixtureLinks),
    onRevoke: fn(),
    onBook: fn(async () => null),
    onCreateLink: fn(async () => 'https://vognpark.example/share/abc'),
  },
} satisfies Meta<typeof SharingView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A week of the pool: each car a row, its bookings by day; the car in the workshop says so. */
export const Full: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const row = await canvas.findByRole('row', { name: /CD 44 556/ }, { timeout: 10_000 });
    await expect(row).toHaveTextContent(appTextOf(globals, 'app.sharing.status.checked_out'));
    await expect(row).toHaveTextContent('Mette Øster');
    await expect(canvas.getByRole('row', { name: /EF 77 889/ })).toHaveTextContent(
      appTextOf(globals, 'app.sharing.error.in_workshop'),
    );
  },
};

/** A request waiting: Approve sends it on. */
export const Requests: Story = {
  args: { tab: 'requests' },
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    const row = await canvas.findByRole('row', { name: /Jonas/ }, { timeout: 10_000 });
    await userEvent.click(
      within(row).getByRole('button', { name: appTextOf(globals, 'app.sharing.requests.approve') }),
    );
    await expect(args.onDecide).toHaveBeenCalledWith(fixtureRequests[0]!.id, true);
  },
};

/** The client's active share links with how often each was opened; Revoke. */
export const Links: Story = {
  args: { tab: 'links' },
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    const row = await canvas.findByRole('row', { name: /Forsikringsselskabet/ }, { timeout: 10_000 });
    await userEvent.click(
      within(row).getByRole('button', { name: appTextOf(globals, 'app.sharing.links.revoke') }),
    );
    await expect(args.onRevoke).toHaveBeenCalledWith(fixtureLinks[0]!.id);
  },
};

/** The pool on its way. */
export const Loading: Story = {
  args: { pools: { status: 'loading', onRetry: fn() }, bookings: { status: 'loading', onRetry: fn() } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getAllByRole('status').length).toBeGreaterThan(0), {
      timeout: 10_000,
    });
  },
};

/** No pool cars yet: says how they get here. */
export const Empty: Story = {
  args: { pools: ready([]), bookings: ready([]) },
  play: async ({ canvasElement, globals }) => {
    await expect(
      await within(canvasElement).findByText(
        appTextOf(globals, 'app.sharing.timeline.empty.title'),
        {},
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
  },
};

/** Loading failed: why, and Try Again. */
export const LoadError: Story = {
  args: { bookings: { status: 'error', onRetry: fn() } },
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(appTextOf(globals, 'app.sharing.loadError'), {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: appTextOf(globals, 'app.sharing.retry') }));
    await expect(args.bookings.onRetry).toHaveBeenCalled();
  },
};
