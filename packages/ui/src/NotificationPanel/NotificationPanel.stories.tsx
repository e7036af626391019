import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { Locale } from '../i18n/locales';
import { localeOf, messagesOf } from '../test-utils/storyMessages';
import { NotificationPanel } from './NotificationPanel';
import {
  minutesAgo,
  sampleItems,
  sampleNow as now,
  sampleText,
  sampleTimes,
} from './NotificationPanel.fixtures';

/** What the panel should say for each sample item's time, computed with Intl independently. */
function expectedTimes(locale: Locale): string[] {
  const relative = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  return [
    relative.format(-5, 'minute'),
    relative.format(-3, 'hour'),
    relative.format(-1, 'day'),
    new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(minutesAgo(sampleTimes[3]!)),
  ];
}

const meta = {
  title: 'Shell/NotificationPanel',
  component: NotificationPanel,
  tags: ['autodocs'],
  args: { now, onFilterChange: fn(), onItemClick: fn() },
  render: (args, { globals }) => (
    <NotificationPanel {...args} items={args.items ?? sampleItems(localeOf(globals))} />
  ),
  parameters: {
    docs: {
      description: {
        component:
          'The notification panel: 300 px wide, titled Notifications, with an Unread/All filter (a labelled ' +
          'group of two toggle buttons with `aria-pressed`). Lists the notifications from props newest first, ' +
          'with relative times, and has loading and empty states. Hidden in the app (`hidden`), reviewable here.',
      },
    },
  },
} satisfies Meta<typeof NotificationPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The default view: only unread notifications, newest first. */
export const NotificationsUnread: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const locale = localeOf(globals);
    const t = messagesOf(globals);
    const canvas = within(canvasElement);
    const panel = canvas.getByRole('region', { name: t['ui.notifications.title'] });
    await expect(panel.getBoundingClientRect().width).toBe(300);
    const group = within(panel).getByRole('group', { name: t['ui.notifications.filter'] });
    await expect(within(group).getByRole('button', { name: t['ui.notifications.unread'] })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(within(group).getByRole('button', { name: t['ui.notifications.all'] })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    const items = within(panel).getAllByRole('listitem');
    const [first, second] = sampleText[locale];
    await expect(items).toHaveLength(2);
    // The matcher collapses the element's white space (French text has narrow no-break spaces).
    await expect(items[0]).toHaveTextContent(first![0].replace(/\s+/g, ' '));
    await expect(items[1]).toHaveTextContent(second![0].replace(/\s+/g, ' '));
    await expect(items.map((item) => item.querySelector('time')?.textContent)).toEqual(
      expectedTimes(locale).slice(0, 2),
    );
    // Opening one reports it to the host.
    await userEvent.click(
      within(items[0]!).getByRole('button', { name: new RegExp(`${t['ui.notifications.unreadItem']}`) }),
    );
    await expect(args.onItemClick).toHaveBeenCalledWith(expect.objectContaining({ id: 'n0' }));
  },
};

/** Everything, read and unread; the person switches back to Unread. */
export const NotificationsAll: Story = {
  args: { defaultFilter: 'all' },
  play: async ({ canvasElement, globals, args }) => {
    const locale = localeOf(globals);
    const t = messagesOf(globals);
    const panel = within(canvasElement).getByRole('region', { name: t['ui.notifications.title'] });
    const all = within(panel).getByRole('button', { name: t['ui.notifications.all'] });
    await expect(all).toHaveAttribute('aria-pressed', 'true');
    const items = within(panel).getAllByRole('listitem');
    await expect(items.map((item) => item.querySelector('time')?.textContent)).toEqual(expectedTimes(locale));
    await expect(items.map((item) => item.getAttribute('data-read'))).toEqual([
      'false',
      'false',
      'true',
      'true',
    ]);

    await userEvent.click(within(panel).getByRole('button', { name: t['ui.notifications.unread'] }));
    await expect(args.onFilterChange).toHaveBeenCalledWith('unread');
    await expect(all).toHaveAttribute('aria-pressed', 'false');
    await expect(within(panel).getAllByRole('listitem')).toHaveLength(2);
    await userEvent.click(all);
    await expect(within(panel).getAllByRole('listitem')).toHaveLength(4);
  },
};

/** Nothing unread: the empty text says so, and All says there are none at all. */
export const NotificationsEmpty: Story = {
  args: { items: [] },
  play: async ({ canvasElement, globals }) => {
    const t = messagesOf(globals);
    const panel = within(canvasElement).getByRole('region', { name: t['ui.notifications.title'] });
    await expect(within(panel).getByRole('status')).toHaveTextContent(t['ui.notifications.emptyUnread']);
    await expect(within(panel).queryByRole('list')).toBeNull();
    await userEvent.click(within(panel).getByRole('button', { name: t['ui.notifications.all'] }));
    await expect(within(panel).getByRole('status')).toHaveTextContent(t['ui.notifications.empty']);
  },
};

/** Still fetching: a loading status in place of the list. */
export const NotificationsLoading: Story = {
  args: { loading: true },
  play: async ({ canvasElement, globals }) => {
    const t = messagesOf(globals);
    const panel = within(canvasElement).getByRole('region', { name: t['ui.notifications.title'] });
    await expect(within(panel).getByRole('status')).toHaveTextContent(t['ui.notifications.loading']);
    await expect(within(panel).queryByRole('list')).toBeNull();
  },
};

/** As in the app's sidebar: present but hidden. */
export const NotificationsHidden: Story = {
  args: { hidden: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region')).toBeNull();
    const panel = canvasElement.querySelector('section');
    await expect(panel).toHaveAttribute('hidden');
    await expect(panel).not.toBeVisible();
  },
};
