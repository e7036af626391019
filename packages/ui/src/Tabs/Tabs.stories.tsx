import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { Locale } from '../i18n/locales';
import { localeOf, messagesOf, sampleOf } from '../test-utils/storyMessages';
import { Tabs, type TabItem, type TabsProps } from './Tabs';

const samples = {
  list: {
    en: 'Vehicle AB 12 345',
    da: 'Køretøj AB 12 345',
    uk: 'Транспортний засіб AB 12 345',
    de: 'Fahrzeug AB 12 345',
    fr: 'Véhicule AB 12 345',
  },
  overview: { en: 'Overview', da: 'Overblik', uk: 'Загальні відомості', de: 'Übersicht', fr: 'Aperçu' },
  history: { en: 'History', da: 'Historik', uk: 'Історія', de: 'Verlauf', fr: 'Historique' },
  panel: {
    en: 'Toyota Proace, 2021, diesel',
    da: 'Toyota Proace, 2021, diesel',
    uk: 'Toyota Proace, 2021, дизель',
    de: 'Toyota Proace, 2021, Diesel',
    fr: 'Toyota Proace, 2021, diesel',
  },
} satisfies Record<string, Record<Locale, string>>;

/** The five tabs of a vehicle page, named in the story's language. */
function vehicleTabs(globals: Record<string, unknown>, counts: boolean): TabItem[] {
  const m = messagesOf(globals);
  const text = (label: string) => <p>{`${label}: ${sampleOf(globals, samples.panel)}`}</p>;
  const tab = (value: string, label: string, count?: number): TabItem => ({
    value,
    label,
    content: text(label),
    ...(counts && count !== undefined ? { count } : {}),
  });
  return [
    tab('overview', sampleOf(globals, samples.overview)),
    tab('compliance', m['ui.nav.compliance'], 2),
    tab('inspections', m['ui.nav.inspections'], 0),
    tab('tasks', m['ui.nav.tasks'], 1250),
    tab('history', sampleOf(globals, samples.history)),
  ];
}

function StoryTabs(
  props: Omit<TabsProps, 'items' | 'label'> & { globals: Record<string, unknown>; counts: boolean },
) {
  const { globals, counts, ...rest } = props;
  return <Tabs {...rest} label={sampleOf(globals, samples.list)} items={vehicleTabs(globals, counts)} />;
}

const meta = {
  title: 'Layout/Tabs',
  component: Tabs,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Tabs for a detail page (a vehicle: overview, compliance, inspections, tasks, history). One tab stop; Left/Right move between tabs and wrap, Home/End go to the ends. Activation is automatic by default (moving selects, the panel shows at once); `activation="manual"` only moves focus, and Enter or Space selects.',
      },
    },
  },
  args: { items: [], label: '', onValueChange: fn() },
  render: (args, { globals }) => <StoryTabs {...args} globals={globals} counts={false} />,
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first tab is selected and its panel shows; the other panels are hidden. */
export const Default: Story = {
  tags: ['text-length'],
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('tablist', { name: sampleOf(globals, samples.list) });
    const tabs = within(list).getAllByRole('tab');
    await expect(tabs).toHaveLength(5);
    const overview = sampleOf(globals, samples.overview);
    await expect(canvas.getByRole('tab', { name: overview })).toHaveAttribute('aria-selected', 'true');
    const panel = canvas.getByRole('tabpanel', { name: overview });
    await expect(panel).toHaveTextContent(sampleOf(globals, samples.panel));
    await expect(canvas.getAllByRole('tabpanel')).toHaveLength(1);
    // One tab stop: only the selected tab is in the Tab order.
    await expect(tabs.filter((tab) => tab.tabIndex === 0)).toHaveLength(1);
  },
};

/** Arrow keys move and select (wrapping at both ends); Home and End go to the first and last tab. */
export const KeyboardNavigation: Story = {
  play: async ({ args, canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const m = messagesOf(globals);
    const overview = sampleOf(globals, samples.overview);
    const history = sampleOf(globals, samples.history);
    const expectSelected = async (name: string) => {
      const tab = canvas.getByRole('tab', { name });
      await expect(tab).toHaveFocus();
      await expect(tab).toHaveAttribute('aria-selected', 'true');
      await expect(canvas.getByRole('tabpanel', { name })).toBeVisible();
    };

    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: overview })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expectSelected(m['ui.nav.compliance']);
    await expect(args.onValueChange).toHaveBeenLastCalledWith('compliance');
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expectSelected(history);
    await userEvent.keyboard('{ArrowRight}');
    await expectSelected(overview);
    await userEvent.keyboard('{End}');
    await expectSelected(history);
    await userEvent.keyboard('{Home}');
    await expectSelected(overview);
    await userEvent.keyboard('{End}{ArrowLeft}');
    await expectSelected(m['ui.nav.tasks']);
    // Tab leaves the tab list for the panel.
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel', { name: m['ui.nav.tasks'] })).toHaveFocus();
  },
};

/** Counts after the labels, formatted for the language (1,250 / 1.250 / 1 250) and part of each tab's name. */
export const WithCounts: Story = {
  tags: ['text-length'],
  render: (args, { globals }) => <StoryTabs {...args} globals={globals} counts />,
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const m = messagesOf(globals);
    const number = new Intl.NumberFormat(localeOf(globals)).format(1250);
    await expect(canvas.getByRole('tab', { name: `${m['ui.nav.tasks']} ${number}` })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: `${m['ui.nav.compliance']} 2` })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: `${m['ui.nav.inspections']} 0` })).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: `${m['ui.nav.tasks']} ${number}` }));
    await expect(canvas.getByRole('tabpanel', { name: `${m['ui.nav.tasks']} ${number}` })).toHaveTextContent(
      m['ui.nav.tasks'],
    );
  },
};

/** Manual activation: arrows only move focus; Enter selects the focused tab. */
export const ManualActivation: Story = {
  args: { activation: 'manual' },
  play: async ({ args, canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const m = messagesOf(globals);
    const overview = canvas.getByRole('tab', { name: sampleOf(globals, samples.overview) });
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    const compliance = canvas.getByRole('tab', { name: m['ui.nav.compliance'] });
    await expect(compliance).toHaveFocus();
    await expect(overview).toHaveAttribute('aria-selected', 'true');
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(compliance).toHaveAttribute('aria-selected', 'true'));
    await expect(canvas.getByRole('tabpanel', { name: m['ui.nav.compliance'] })).toBeVisible();
    await expect(args.onValueChange).toHaveBeenCalledWith('compliance');
  },
};
