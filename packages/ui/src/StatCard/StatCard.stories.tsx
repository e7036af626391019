import type { Meta, StoryObj } from '@storybook/react-vite';
import type { MouseEvent } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import styled from 'styled-components';
import type { Locale } from '../i18n/locales';
import { localeOf, messagesOf, sampleOf } from '../test-utils/storyMessages';
import { StatCard, type StatCardProps } from './StatCard';

const samples = {
  active: {
    en: 'active vehicles',
    da: 'aktive køretøjer',
    uk: 'активні транспортні засоби',
    de: 'aktive Fahrzeuge',
    fr: 'véhicules actifs',
  },
  soldHint: {
    en: 'Sold vehicles not counted',
    da: 'Solgte køretøjer tælles ikke med',
    uk: 'Продані транспортні засоби не враховано',
    de: 'Verkaufte Fahrzeuge nicht mitgezählt',
    fr: 'Véhicules vendus non comptés',
  },
  overdue: {
    en: 'overdue tasks',
    da: 'forfaldne opgaver',
    uk: 'прострочених завдань',
    de: 'überfällige Aufgaben',
    fr: 'tâches en retard',
  },
  dueSoon: {
    en: 'inspections due within 7 days',
    da: 'eftersyn forfalder inden for 7 dage',
    uk: 'оглядів на наступні 7 днів',
    de: 'Fahrzeugprüfungen in den nächsten 7 Tagen fällig',
    fr: 'inspections à faire dans les 7 jours',
  },
  trend: {
    en: '3 more than last week',
    da: '3 flere end sidste uge',
    uk: 'на 3 більше, ніж минулого тижня',
    de: '3 mehr als letzte Woche',
    fr: '3 de plus que la semaine dernière',
  },
} satisfies Record<string, Record<Locale, string>>;

const number = (globals: Record<string, unknown>, value: number) =>
  new Intl.NumberFormat(localeOf(globals)).format(value);

const Tile = styled.div`
  width: 260px;
`;

const meta = {
  title: 'Data/StatCard',
  component: StatCard,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A dashboard tile: a number formatted for the language, what it counts, and optionally a trend, a hint and an attention tone (a coloured edge, an icon and the words "Needs attention", never colour alone). With `href` the whole tile is one link named "12 overdue tasks", described by the rest.',
      },
    },
  },
  decorators: [(Story) => <Tile>{Story()}</Tile>],
  args: { label: '', value: null, onNavigate: fn() },
} satisfies Meta<typeof StatCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Prevents the story's link from leaving the page, then reports it. */
const navigate = (args: Partial<StatCardProps>) => (href: string, event: MouseEvent<HTMLAnchorElement>) => {
  event.preventDefault();
  args.onNavigate?.(href, event);
};

/** A number with its label and a hint; the tile is one link to the list. */
export const Default: Story = {
  tags: ['text-length'],
  render: (args, { globals }) => (
    <StatCard
      {...args}
      value={1842}
      label={sampleOf(globals, samples.active)}
      hint={sampleOf(globals, samples.soldHint)}
      href="/manager/vehicles?status=active"
      onNavigate={navigate(args)}
    />
  ),
  play: async ({ args, canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', {
      name: `${number(globals, 1842)} ${sampleOf(globals, samples.active)}`,
    });
    await expect(link).toHaveAttribute('href', '/manager/vehicles?status=active');
    await expect(link).toHaveAccessibleDescription(sampleOf(globals, samples.soldHint));
    // The whole tile is the target: what is under the pointer on the hint is the link.
    const hint = canvas.getByText(sampleOf(globals, samples.soldHint)).getBoundingClientRect();
    await expect(document.elementFromPoint(hint.left + 4, hint.top + hint.height / 2)).toBe(link);
    await userEvent.click(link);
    await expect(args.onNavigate).toHaveBeenCalledWith('/manager/vehicles?status=active', expect.anything());
  },
};

/** A number that needs action: coloured edge, warning icon and "Needs attention" in words. */
export const Attention: Story = {
  tags: ['text-length'],
  render: (args, { globals }) => (
    <StatCard
      {...args}
      value={12}
      tone="attention"
      label={sampleOf(globals, samples.overdue)}
      href="/manager/tasks?due=overdue"
      onNavigate={navigate(args)}
    />
  ),
  play: async ({ canvasElement, globals }) => {
    const m = messagesOf(globals);
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: `12 ${sampleOf(globals, samples.overdue)}` });
    await expect(link).toHaveAccessibleDescription(m['ui.statCard.attention']);
    await expect(canvas.getByText(m['ui.statCard.attention'])).toBeVisible();
    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
};

/** With a trend in words and an arrow. */
export const WithTrend: Story = {
  tags: ['text-length'],
  render: (args, { globals }) => (
    <StatCard
      {...args}
      value={9}
      label={sampleOf(globals, samples.dueSoon)}
      trend={{ direction: 'up', label: sampleOf(globals, samples.trend) }}
      href="/manager/inspections?due=soon"
      onNavigate={navigate(args)}
    />
  ),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: `9 ${sampleOf(globals, samples.dueSoon)}` });
    await expect(link).toHaveAccessibleDescription(sampleOf(globals, samples.trend));
    await expect(canvas.getByText(sampleOf(globals, samples.trend))).toHaveAttribute('data-direction', 'up');
  },
};

/** Loading: a placeholder where the number goes, which says "Loading…". */
export const Loading: Story = {
  render: (args, { globals }) => (
    <StatCard
      {...args}
      value={null}
      loading
      label={messagesOf(globals)['ui.nav.compliance']}
      href="/manager/compliance"
    />
  ),
  play: async ({ canvasElement, globals }) => {
    const m = messagesOf(globals);
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('link', { name: `${m['ui.spinner.loading']} ${m['ui.nav.compliance']}` }),
    ).toBeVisible();
    await expect(canvas.getByTestId('stat-card-skeleton')).toBeVisible();
    await expect(canvas.queryByText(/\d/)).not.toBeInTheDocument();
  },
};
