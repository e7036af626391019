import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import styled from 'styled-components';
import type { Locale } from '../i18n/locales';
import { sampleOf } from '../test-utils/storyMessages';
import { StatusPill } from './StatusPill';
import { statusPillTones, type StatusPillTone } from './statusPillTones';

/** One state of the host: its tone and its words in the five languages. */
type Sample = { tone: StatusPillTone; label: Record<Locale, string> };

/** How the fleet app maps its states to tones (the kit itself knows none of these states). */
const vehicleStatus: Sample[] = [
  { tone: 'success', label: { en: 'Active', da: 'Aktiv', uk: 'Активний', de: 'Aktiv', fr: 'Actif' } },
  {
    tone: 'warning',
    label: {
      en: 'In workshop',
      da: 'På værksted',
      uk: 'У майстерні',
      de: 'In der Werkstatt',
      fr: 'À l’atelier',
    },
  },
  {
    tone: 'danger',
    label: {
      en: 'Out of service',
      da: 'Ude af drift',
      uk: 'Не експлуатується',
      de: 'Außer Betrieb',
      fr: 'Hors service',
    },
  },
  { tone: 'neutral', label: { en: 'Sold', da: 'Solgt', uk: 'Продано', de: 'Verkauft', fr: 'Vendu' } },
];

const dueState: Sample[] = [
  {
    tone: 'danger',
    label: { en: 'Overdue', da: 'Overskredet', uk: 'Прострочено', de: 'Überfällig', fr: 'En retard' },
  },
  {
    tone: 'warning',
    label: { en: 'Due soon', da: 'Forfalder snart', uk: 'Скоро термін', de: 'Bald fällig', fr: 'Bientôt dû' },
  },
  {
    tone: 'success',
    label: { en: 'In order', da: 'I orden', uk: 'У порядку', de: 'In Ordnung', fr: 'En règle' },
  },
  { tone: 'neutral', label: { en: 'Missing', da: 'Mangler', uk: 'Відсутній', de: 'Fehlt', fr: 'Manquant' } },
];

const taskStatus: Sample[] = [
  { tone: 'info', label: { en: 'Open', da: 'Åben', uk: 'Відкрите', de: 'Offen', fr: 'Ouverte' } },
  {
    tone: 'warning',
    label: { en: 'In progress', da: 'I gang', uk: 'У роботі', de: 'In Arbeit', fr: 'En cours' },
  },
  { tone: 'success', label: { en: 'Done', da: 'Udført', uk: 'Виконано', de: 'Erledigt', fr: 'Terminée' } },
];

const priority: Sample[] = [
  { tone: 'neutral', label: { en: 'Low', da: 'Lav', uk: 'Низький', de: 'Niedrig', fr: 'Basse' } },
  { tone: 'info', label: { en: 'Normal', da: 'Normal', uk: 'Звичайний', de: 'Normal', fr: 'Normale' } },
  { tone: 'danger', label: { en: 'High', da: 'Høj', uk: 'Високий', de: 'Hoch', fr: 'Haute' } },
];

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: center;
`;

function PillSet({ samples, locale }: { samples: Sample[]; locale: Locale }) {
  return (
    <Row>
      {samples.map((sample) => (
        <StatusPill key={sample.label.en} tone={sample.tone} label={sample.label[locale]} />
      ))}
    </Row>
  );
}

const meta = {
  title: 'Data/StatusPill',
  component: StatusPill,
  tags: ['autodocs'],
  args: { tone: 'success', label: 'Active' },
  parameters: {
    docs: {
      description: {
        component:
          'A state in words and colour, never colour alone: the words are always shown and read, and each tone ' +
          'has its own mark shape. The kit offers generic tones; the app maps its states to a tone and a label.',
      },
    },
  },
} satisfies Meta<typeof StatusPill>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Checks that each sample shows its words and its tone, with the tone's mark. */
async function expectPills(canvasElement: HTMLElement, samples: Sample[], locale: Locale) {
  const canvas = within(canvasElement);
  for (const sample of samples) {
    const text = canvas.getByText(sample.label[locale]);
    await expect(text).toBeVisible();
    const pill = text.parentElement!;
    await expect(pill).toHaveAttribute('data-tone', sample.tone);
    await expect(pill.querySelector(`svg[data-mark="${sample.tone}"]`)).toHaveAttribute(
      'aria-hidden',
      'true',
    );
  }
}

const localeSamples = (globals: Record<string, unknown>): Locale =>
  sampleOf<Locale>(globals, { en: 'en', da: 'da', uk: 'uk', de: 'de', fr: 'fr' });

/** The five generic tones, each with its own mark. */
export const Tones: Story = {
  render: () => (
    <Row>
      {statusPillTones.map((tone) => (
        <StatusPill key={tone} tone={tone} label={tone} />
      ))}
    </Row>
  ),
  play: async ({ canvasElement }) => {
    const marks = statusPillTones.map((tone) => {
      const pill = within(canvasElement).getByText(tone).parentElement!;
      return pill.querySelector('svg')!.innerHTML;
    });
    await expect(new Set(marks).size).toBe(statusPillTones.length);
  },
};

/** A vehicle's status: active, in workshop, out of service, sold. */
export const VehicleStatus: Story = {
  tags: ['text-length'],
  render: (_args, { globals }) => <PillSet samples={vehicleStatus} locale={localeSamples(globals)} />,
  play: async ({ canvasElement, globals }) =>
    expectPills(canvasElement, vehicleStatus, localeSamples(globals)),
};

/** A compliance obligation's due state: overdue, due soon, in order, missing. */
export const DueState: Story = {
  tags: ['text-length'],
  render: (_args, { globals }) => <PillSet samples={dueState} locale={localeSamples(globals)} />,
  play: async ({ canvasElement, globals }) => expectPills(canvasElement, dueState, localeSamples(globals)),
};

/** A task's status: open, in progress, done. */
export const TaskStatus: Story = {
  tags: ['text-length'],
  render: (_args, { globals }) => <PillSet samples={taskStatus} locale={localeSamples(globals)} />,
  play: async ({ canvasElement, globals }) => expectPills(canvasElement, taskStatus, localeSamples(globals)),
};

/** A task's priority: low, normal, high. */
export const Priority: Story = {
  tags: ['text-length'],
  render: (_args, { globals }) => <PillSet samples={priority} locale={localeSamples(globals)} />,
  play: async ({ canvasElement, globals }) => expectPills(canvasElement, priority, localeSamples(globals)),
};

const waitingForParts: Record<Locale, string> = {
  en: 'Waiting for spare parts from the supplier in Germany',
  da: 'Afventer reservedele fra leverandøren i Tyskland',
  uk: 'Очікує запчастин від постачальника з Німеччини',
  de: 'Wartet auf Ersatzteile vom Lieferanten in Deutschland',
  fr: 'En attente de pièces détachées du fournisseur en Allemagne',
};

/** A long label in a narrow cell wraps onto more lines: every word stays visible. */
export const LongLabel: Story = {
  tags: ['text-length'],
  render: (_args, { globals }) => (
    <div style={{ width: 160 }}>
      <StatusPill tone="warning" label={sampleOf(globals, waitingForParts)} />
    </div>
  ),
  play: async ({ canvasElement, globals }) => {
    const text = within(canvasElement).getByText(sampleOf(globals, waitingForParts));
    const pill = text.parentElement!;
    await expect(pill.getBoundingClientRect().width).toBeLessThanOrEqual(160);
    await expect(pill.getBoundingClientRect().height).toBeGreaterThan(30);
    await expect(text.scrollWidth).toBeLessThanOrEqual(text.clientWidth);
  },
};

const oneWord: Record<Locale, string> = {
  en: 'Overdue',
  da: 'Forfalden',
  uk: 'Прострочено',
  de: 'Überfällig',
  fr: 'Normale',
};

/**
 * A one-word state in a table column squeezed by its neighbour stays one word (issue 27 item 8:
 * "Прострочен/о", "Звичайн/ий", "Norm/e" broke at 1440 px): the column keeps the word's width.
 */
export const OneWordInASqueezedCell: Story = {
  tags: ['text-length'],
  render: (_args, { globals }) => (
    <table style={{ width: 320, borderCollapse: 'collapse' }}>
      <tbody>
        <tr>
          <td>
            <div style={{ width: 300 }} />
          </td>
          <td>
            <StatusPill tone="danger" label={sampleOf(globals, oneWord)} />
          </td>
        </tr>
      </tbody>
    </table>
  ),
  play: async ({ canvasElement, globals }) => {
    const text = within(canvasElement).getByText(sampleOf(globals, oneWord));
    await expect(text.parentElement!.getBoundingClientRect().height).toBeLessThan(30);
  },
};
