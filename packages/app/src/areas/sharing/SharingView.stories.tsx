import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { appTextOf, kitTextOf, openedDialog, withAppProviders } from '../../test-utils/appStories';
import {
  fixtureLargePool,
  fixtureLargePoolBookings,
  fixtureLinks,
  fixturePools,
  fixtureRequests,
  fixtureTimeline,
  fixtureToday,
  fixtureUtilisation,
} from './fixtures';
import { SharingView } from './SharingView';
import { copenhagenInstant } from './time';

const ready = <T,>(data: T) => ({ status: 'ready' as const, data, onRetry: fn() });

/** A pool for managers only, every booking approved, no-shows never cancelled, no cars yet. */
const managersPool = {
  ...fixturePools[0]!,
  id: '00000000-0000-4000-a000-000000000002',
  name: 'Ledelsens biler',
  whoMayBook: 'managers' as const,
  maxHours: 8,
  approvalOverHours: 0,
  noShowMinutes: null,
  vehicles: [],
};

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
    span: 7,
    onSpanChange: fn(),
    pools: ready(fixturePools),
    bookings: ready(fixtureTimeline),
    requests: ready(fixtureRequests),
    onDecide: fn(),
    month: '2026-11',
    utilisation: ready(fixtureUtilisation),
    links: ready(fixtureLinks),
    onRevoke: fn(),
    onEditPool: fn(),
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

/**
 * 31 days: a column a day from the first, each booking its start time (its time, driver and status
 * are its accessible name); Previous and Next move by 31 days, and A week goes back to the week.
 */
export const Month: Story = {
  args: { span: 31 },
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    const row = await canvas.findByRole('row', { name: /CD 44 556/ }, { timeout: 10_000 });
    // The booking shows its start; its time, driver and status are its name.
    const booking = within(row).getByRole('listitem', { name: /Mette Øster/ });
    await expect(booking).toHaveTextContent(/^\d\d:\d\d$/);
    await expect(within(row).getAllByRole('cell')).toHaveLength(31);
    await userEvent.click(
      canvas.getByRole('button', { name: appTextOf(globals, 'app.sharing.timeline.nextMonth') }),
    );
    await expect(args.onWeekChange).toHaveBeenCalledWith(31);
    await userEvent.click(
      canvas.getByRole('radio', { name: appTextOf(globals, 'app.sharing.timeline.week') }),
    );
    await expect(args.onSpanChange).toHaveBeenCalledWith(7);
  },
};

/**
 * The pools with who may book, their rules and cars: Edit opens the pool's form, New Pool an empty
 * one.
 */
export const Pools: Story = {
  args: { tab: 'pools', pools: ready([...fixturePools, managersPool]) },
  tags: ['text-length'],
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    const pool = fixturePools[0]!;
    const row = await canvas.findByRole('row', { name: new RegExp(pool.name) }, { timeout: 10_000 });
    await expect(row).toHaveTextContent(appTextOf(globals, 'app.sharing.pools.bookers.everyone'));
    await expect(row).toHaveTextContent(
      appTextOf(globals, 'app.sharing.pools.vehicleCount', { count: pool.vehicles.length }),
    );
    await expect(row).toHaveTextContent('AB 11 223');
    // Never cancelled and always approved say so, not "after 0 minutes" or "longer than 0 hours".
    const managers = canvas.getByRole('row', { name: new RegExp(managersPool.name) });
    await expect(managers).toHaveTextContent(appTextOf(globals, 'app.sharing.pools.bookers.managers'));
    await expect(managers).toHaveTextContent(
      appTextOf(globals, 'app.sharing.pool.rules', { hours: 8, buffer: 30, noShow: 0 }),
    );
    await expect(managers).toHaveTextContent(appTextOf(globals, 'app.sharing.pool.approvalAlways'));
    await userEvent.click(
      within(row).getByRole('button', {
        name: appTextOf(globals, 'app.sharing.pools.editNamed', { name: pool.name }),
      }),
    );
    await expect(args.onEditPool).toHaveBeenCalledWith(pool);
    await userEvent.click(canvas.getByRole('button', { name: appTextOf(globals, 'app.sharing.pools.new') }));
    await expect(args.onEditPool).toHaveBeenLastCalledWith(null);
  },
};

/** No pool yet: says what a pool is, and New Pool makes the first. */
export const PoolsEmpty: Story = {
  args: { tab: 'pools', pools: ready([]) },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(appTextOf(globals, 'app.sharing.pools.empty.body'), {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    await expect(
      canvas.getByRole('button', { name: appTextOf(globals, 'app.sharing.pools.new') }),
    ).toBeEnabled();
  },
};

/** The pools on their way: no New Pool until they are here. */
export const PoolsLoading: Story = {
  args: { tab: 'pools', pools: { status: 'loading', onRetry: fn() } },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByRole('status').length).toBeGreaterThan(0), { timeout: 10_000 });
    await expect(
      canvas.getByRole('button', { name: appTextOf(globals, 'app.sharing.pools.new') }),
    ).toBeDisabled();
  },
};

/** The pools failed to load: why, and Try Again; no New Pool until they are here. */
export const PoolsLoadError: Story = {
  args: { tab: 'pools', pools: { status: 'error', onRetry: fn() } },
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(appTextOf(globals, 'app.sharing.loadError'), {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    await expect(
      canvas.getByRole('button', { name: appTextOf(globals, 'app.sharing.pools.new') }),
    ).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: kitTextOf(globals, 'ui.dataTable.retry') }));
    await expect(args.pools.onRetry).toHaveBeenCalled();
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

/**
 * Drag to book: pressing on a free day of a car and dragging along its row to two days later opens
 * Book a Pool Car with the car, the first and last day and 08:00–16:00; nothing is booked until
 * Save.
 */
export const DragToBook: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    const row = await canvas.findByRole('row', { name: /AB 11 223/ }, { timeout: 10_000 });
    const days = within(row).getAllByRole('cell');
    // 27, 28 and 29 November are free for this car.
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: days[3]! },
      { target: days[4]! },
      { target: days[5]! },
      { keys: '[/MouseLeft]', target: days[5]! },
    ]);
    const drawer = within(
      await within(document.body).findByRole('dialog', { name: appTextOf(globals, 'app.sharing.book') }),
    );
    await expect(drawer.getByLabelText(appTextOf(globals, 'app.sharing.field.from'))).toHaveValue('08:00');
    await expect(drawer.getByLabelText(appTextOf(globals, 'app.sharing.field.to'))).toHaveValue('16:00');
    await expect(args.onBook).not.toHaveBeenCalled();
    await userEvent.click(drawer.getByRole('button', { name: appTextOf(globals, 'app.sharing.save') }));
    await expect(args.onBook).toHaveBeenCalledWith({
      vehicleId: fixturePools[0]!.vehicles[0]!.id,
      poolId: null,
      startsAt: copenhagenInstant('2026-11-27', '08:00'),
      endsAt: copenhagenInstant('2026-11-29', '16:00'),
      purpose: '',
    });
  },
};

/**
 * The same by keyboard: on the grid's first day the arrows move to 27 November, Shift+Right takes
 * the next day, Enter opens Book a Pool Car for the two days; a booked day cannot start a drag.
 */
export const KeyboardToBook: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    const region = await canvas.findByRole(
      'region',
      { name: appTextOf(globals, 'app.sharing.timeline.label') },
      { timeout: 10_000 },
    );
    const row = canvas.getByRole('row', { name: /AB 11 223/ });
    const days = within(row).getAllByRole('cell');
    // A day already booked (26 November) opens nothing when pressed.
    await userEvent.click(days[2]!);
    await expect(within(document.body).queryByRole('dialog')).not.toBeInTheDocument();
    region.focus();
    await userEvent.tab();
    await expect(days[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    await expect(days[3]).toHaveFocus();
    await userEvent.keyboard('{Shift>}{ArrowRight}{/Shift}');
    await expect(days[4]).toHaveAttribute('data-chosen', 'true');
    await userEvent.keyboard('{Enter}');
    const drawer = within(
      await within(document.body).findByRole('dialog', { name: appTextOf(globals, 'app.sharing.book') }),
    );
    await userEvent.click(drawer.getByRole('button', { name: appTextOf(globals, 'app.sharing.save') }));
    await expect(args.onBook).toHaveBeenCalledWith(
      expect.objectContaining({
        vehicleId: fixturePools[0]!.vehicles[0]!.id,
        startsAt: copenhagenInstant('2026-11-27', '08:00'),
        endsAt: copenhagenInstant('2026-11-28', '16:00'),
      }),
    );
  },
};

/**
 * A pool of 120 cars over 31 days: only the rows near the screen are in the page, the table says
 * it has 121 rows and each row its place; the focused day's row stays when the page scrolls away
 * and the arrows go on from it; they reach a car far down (its row comes, the day takes the focus)
 * and Enter books it.
 */
export const LargePool: Story = {
  args: { span: 31, pools: ready([fixtureLargePool]), bookings: ready(fixtureLargePoolBookings) },
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole(
      'table',
      { name: appTextOf(globals, 'app.sharing.timeline.label') },
      { timeout: 10_000 },
    );
    await expect(table).toHaveAttribute('aria-rowcount', '121');
    await expect(within(table).getByRole('row', { name: /TL 00 001/ })).toHaveAttribute('aria-rowindex', '2');
    await expect(within(table).getAllByRole('row').length).toBeLessThan(80);
    await expect(within(table).queryByRole('row', { name: /TL 00 120/ })).not.toBeInTheDocument();
    canvas.getByRole('region', { name: appTextOf(globals, 'app.sharing.timeline.label') }).focus();
    await userEvent.tab();
    // The focused day's row stays when the page scrolls far away, and the arrows go on from it.
    window.scrollTo(0, document.documentElement.scrollHeight);
    await waitFor(() =>
      expect(within(table).queryByRole('row', { name: /TL 00 002/ })).not.toBeInTheDocument(),
    );
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() =>
      expect(
        within(within(table).getByRole('row', { name: /TL 00 002/ })).getAllByRole('cell')[0],
      ).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowDown>98/}');
    const row = await within(table).findByRole('row', { name: /TL 00 100/ });
    await expect(row).toHaveAttribute('aria-rowindex', '101');
    await waitFor(() => expect(within(row).getAllByRole('cell')[0]).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    const drawer = within(
      await within(document.body).findByRole('dialog', { name: appTextOf(globals, 'app.sharing.book') }),
    );
    await userEvent.click(drawer.getByRole('button', { name: appTextOf(globals, 'app.sharing.save') }));
    await expect(args.onBook).toHaveBeenCalledWith(
      expect.objectContaining({
        vehicleId: fixtureLargePool.vehicles[99]!.id,
        startsAt: copenhagenInstant('2026-11-24', '08:00'),
        endsAt: copenhagenInstant('2026-11-24', '16:00'),
      }),
    );
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
    await expect(canvas.getByRole('row', { name: /Falck Autohjælp/ })).toHaveTextContent(
      appTextOf(globals, 'app.sharing.links.kind.position', { plate: 'AB 11 223' }),
    );
  },
};

/** A link to a car's last position for a day: its address is shown once. */
export const SharePosition: Story = {
  args: { tab: 'links' },
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole(
        'button',
        { name: appTextOf(globals, 'app.sharing.links.create') },
        { timeout: 10_000 },
      ),
    );
    const dialog = await openedDialog(appTextOf(globals, 'app.sharing.links.create'));
    await userEvent.selectOptions(
      within(dialog).getByLabelText(appTextOf(globals, 'app.sharing.links.field.kind')),
      appTextOf(globals, 'app.sharing.links.show.position'),
    );
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: appTextOf(globals, 'app.sharing.links.field.label') }),
      'Falck Autohjælp',
    );
    await userEvent.selectOptions(
      within(dialog).getByLabelText(appTextOf(globals, 'app.sharing.links.field.days')),
      '1',
    );
    await userEvent.click(
      within(dialog).getByRole('button', { name: appTextOf(globals, 'app.sharing.links.submit') }),
    );
    await waitFor(() =>
      expect(args.onCreateLink).toHaveBeenCalledWith({
        kind: 'position',
        targetId: fixturePools[0]!.vehicles[0]!.id,
        label: 'Falck Autohjælp',
        days: 1,
      }),
    );
    await expect(
      await within(dialog).findByRole('textbox', { name: appTextOf(globals, 'app.sharing.links.address') }),
    ).toHaveValue('https://vognpark.example/share/abc');
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
