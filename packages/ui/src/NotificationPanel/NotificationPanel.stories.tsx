import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { isLocale, type Locale } from '../i18n/locales';
import da from '../messages/da';
import de from '../messages/de';
import en from '../messages/en';
import fr from '../messages/fr';
import uk from '../messages/uk';
import { NotificationPanel, type NotificationItem } from './NotificationPanel';

const catalogs = { en, da, uk, de, fr };
const localeOf = (globals: Record<string, unknown>): Locale =>
  isLocale(globals.locale) ? globals.locale : 'en';

/** A fixed "now", so relative times are the same on every run. */
const now = new Date('2026-11-20T12:00:00Z');
const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);

/** Sample notifications in each language (host data, not kit strings). */
const sampleText: Record<Locale, [string, string?][]> = {
  en: [
    ['Inspection due: AB 12 345', 'The periodic inspection is due within 14 days.'],
    ['Task assigned to you', 'Replace the wiper blades on CD 98 765.'],
    ['Service completed'],
    ['A document expires soon'],
  ],
  da: [
    ['Syn forfalder: AB 12 345', 'Det periodiske syn skal foretages inden for 14 dage.'],
    ['Opgave tildelt dig', 'Udskift viskerbladene på CD 98 765.'],
    ['Service udført'],
    ['Et dokument udløber snart'],
  ],
  uk: [
    ['Термін техогляду: AB 12 345', 'Періодичний техогляд потрібно пройти протягом 14 днів.'],
    ['Вам призначено завдання', 'Замініть щітки склоочисника на CD 98 765.'],
    ['Обслуговування завершено'],
    ['Термін дії документа скоро спливає'],
  ],
  de: [
    ['Hauptuntersuchung fällig: AB 12 345', 'Die regelmäßige Prüfung ist innerhalb von 14 Tagen fällig.'],
    ['Ihnen wurde eine Aufgabe zugewiesen', 'Die Wischerblätter an CD 98 765 ersetzen.'],
    ['Service abgeschlossen'],
    ['Ein Dokument läuft bald ab'],
  ],
  fr: [
    ['Contrôle technique à prévoir : AB 12 345', 'Le contrôle périodique doit être effectué sous 14 jours.'],
    ['Une tâche vous a été attribuée', 'Remplacer les balais d’essuie-glace de CD 98 765.'],
    ['Entretien terminé'],
    ['Un document expire bientôt'],
  ],
};
const sampleTimes = [5, 180, 60 * 24, 60 * 24 * 10];
const sampleRead = [false, false, true, true];

function sampleItems(locale: Locale): NotificationItem[] {
  return sampleText[locale].map(([title, body], index) => ({
    id: `n${index}`,
    title,
    body,
    time: minutesAgo(sampleTimes[index]!),
    read: sampleRead[index]!,
  }));
}

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
    const t = catalogs[locale];
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
    await expect(items[0]).toHaveTextContent(first![0]);
    await expect(items[1]).toHaveTextContent(second![0]);
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
    const t = catalogs[locale];
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
    const t = catalogs[localeOf(globals)];
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
    const t = catalogs[localeOf(globals)];
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
