import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Locale } from '../i18n/locales';
import { renderWithProviders } from '../test-utils/renderWithProviders';
import { NotificationPanel, visibleNotifications, type NotificationItem } from './NotificationPanel';

const now = new Date('2026-11-20T12:00:00Z');
const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);

const items: NotificationItem[] = [
  { id: 'old', title: 'Document expires soon', time: minutesAgo(60 * 24 * 10), read: true },
  {
    id: 'task',
    title: 'Task assigned to you',
    body: 'Replace wiper blades',
    time: minutesAgo(180),
    read: false,
  },
  { id: 'service', title: 'Service completed', time: minutesAgo(60 * 24), read: true },
  { id: 'inspection', title: 'Inspection due', time: minutesAgo(5), read: false },
];

/** The text of each listed notification, in order. */
const listed = () =>
  within(screen.getByRole('list'))
    .getAllByRole('listitem')
    .map((li) => li.textContent);
/** Matches `listed()` against titles, in order. */
const inOrder = (...titles: string[]) =>
  titles.map((title) => expect.stringMatching(new RegExp(`^${title}`)));

describe('visibleNotifications', () => {
  it.each([
    ['unread', ['inspection', 'task']],
    ['all', ['inspection', 'task', 'service', 'old']],
  ] as const)('%s lists %j newest first', (filter, ids) => {
    expect(visibleNotifications(items, filter).map((item) => item.id)).toEqual(ids);
  });

  it('does not reorder the host’s array', () => {
    const copy = [...items];
    visibleNotifications(items, 'all');
    expect(items).toEqual(copy);
  });
});

describe('NotificationPanel', () => {
  it('is a region titled Notifications with an Unread/All toggle group, Unread pressed by default', () => {
    renderWithProviders(<NotificationPanel items={items} now={now} />);
    const panel = screen.getByRole('region', { name: 'Notifications' });
    expect(within(panel).getByRole('heading', { level: 2, name: 'Notifications' })).toBeInTheDocument();
    const group = within(panel).getByRole('group', { name: 'Filter notifications' });
    expect(within(group).getByRole('button', { name: 'Unread' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(group).getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'false');
    expect(listed()).toEqual(inOrder('Inspection due', 'Task assigned to you'));
  });

  it('switches to All and back when uncontrolled, reporting each change', async () => {
    const onFilterChange = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<NotificationPanel items={items} now={now} onFilterChange={onFilterChange} />);
    await user.click(screen.getByRole('button', { name: 'All' }));
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Unread' })).toHaveAttribute('aria-pressed', 'false');
    expect(listed()).toEqual(
      inOrder('Inspection due', 'Task assigned to you', 'Service completed', 'Document expires soon'),
    );
    await user.click(screen.getByRole('button', { name: 'All' }));
    await user.click(screen.getByRole('button', { name: 'Unread' }));
    expect(onFilterChange.mock.calls).toEqual([['all'], ['unread']]);
    expect(listed()).toHaveLength(2);
  });

  it('follows the filter prop when controlled', async () => {
    const onFilterChange = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(
      <NotificationPanel items={items} now={now} filter="all" onFilterChange={onFilterChange} />,
    );
    await user.click(screen.getByRole('button', { name: 'Unread' }));
    expect(onFilterChange).toHaveBeenCalledWith('unread');
    // The host did not change the prop, so nothing changes.
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    expect(listed()).toHaveLength(4);
  });

  it.each<[Locale, string[]]>([
    ['en', ['5 minutes ago', '3 hours ago', 'yesterday']],
    ['da', ['for 5 minutter siden', 'for 3 timer siden', 'i går']],
    ['de', ['vor 5 Minuten', 'vor 3 Stunden', 'gestern']],
  ])('says when each happened in %s', (locale, words) => {
    renderWithProviders(<NotificationPanel items={items} now={now} defaultFilter="all" />, { locale });
    const times = within(screen.getByRole('list'))
      .getAllByRole('listitem')
      .map((li) => li.querySelector('time')!);
    expect(times.slice(0, 3).map((time) => time.textContent)).toEqual(words);
    expect(times[0]).toHaveAttribute('datetime', minutesAgo(5).toISOString());
    // Older than a week: the date itself.
    expect(times[3]!.textContent).toBe(
      new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(minutesAgo(60 * 24 * 10)),
    );
  });

  it('marks unread items for screen readers', () => {
    renderWithProviders(<NotificationPanel items={items} now={now} onItemClick={() => {}} />, {
      locale: 'da',
    });
    expect(screen.getByRole('button', { name: /^Inspection due, Ulæst/ })).toBeInTheDocument();
  });

  it('makes items buttons only when they can be opened', async () => {
    const onItemClick = vi.fn();
    const user = userEvent.setup();
    const { rerender } = renderWithProviders(<NotificationPanel items={items} now={now} />);
    expect(within(screen.getByRole('list')).queryByRole('button')).toBeNull();
    rerender(<NotificationPanel items={items} now={now} onItemClick={onItemClick} />);
    await user.click(screen.getByRole('button', { name: /Task assigned to you/ }));
    expect(onItemClick).toHaveBeenCalledWith(items[1]);
  });

  it.each<[Locale, 'unread' | 'all', string]>([
    ['en', 'unread', 'No unread notifications'],
    ['en', 'all', 'No notifications'],
    ['da', 'unread', 'Ingen ulæste notifikationer'],
    ['uk', 'all', 'Немає сповіщень'],
    ['fr', 'unread', 'Aucune notification non lue'],
  ])('in %s says the %s list is empty', (locale, filter, text) => {
    const onlyRead = items.filter((item) => item.read);
    renderWithProviders(
      <NotificationPanel items={filter === 'unread' ? onlyRead : []} defaultFilter={filter} />,
      {
        locale,
      },
    );
    expect(screen.getByRole('status')).toHaveTextContent(text);
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('shows a loading status instead of the list while loading', () => {
    renderWithProviders(<NotificationPanel items={items} loading />, { locale: 'de' });
    expect(screen.getByRole('status')).toHaveTextContent('Benachrichtigungen werden geladen…');
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('is present but hidden when hidden', () => {
    const { container } = renderWithProviders(<NotificationPanel items={items} hidden />);
    expect(screen.queryByRole('region')).toBeNull();
    expect(container.querySelector('section')).toHaveAttribute('hidden');
  });

  it('is 300 px wide', () => {
    renderWithProviders(<NotificationPanel />);
    expect(screen.getByRole('region')).toHaveStyle({ width: '300px' });
  });
});
