import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { Locale } from '../i18n/locales';
import { sampleOf } from '../test-utils/storyMessages';
import { DescriptionItem, DescriptionList } from './DescriptionList';

const facts = {
  en: [
    ['Vehicle', 'AB 12 345'],
    ['Due date', '1 Dec 2026'],
    ['Assigned to', 'Jonas Holm'],
    ['Notes', 'Winter tyres at the tyre centre.\nCall before noon.'],
  ],
  da: [
    ['Køretøj', 'AB 12 345'],
    ['Forfaldsdato', '1. dec. 2026'],
    ['Ansvarlig', 'Jonas Holm'],
    ['Noter', 'Vinterdæk på lager hos Dækcenter Øst.\nRing før middag.'],
  ],
  uk: [
    ['Транспортний засіб', 'AB 12 345'],
    ['Термін', '1 груд. 2026 р.'],
    ['Відповідальний', 'Олександра Шевченко-Коваленко'],
    ['Нотатки', 'Зимові шини на складі.\nТелефонуйте до обіду.'],
  ],
  de: [
    ['Fahrzeug', 'AB 12 345'],
    ['Fälligkeitsdatum', '01.12.2026'],
    ['Zuständig', 'Jonas Holm'],
    ['Notizen', 'Winterreifen beim Reifencenter.\nVor Mittag anrufen.'],
  ],
  fr: [
    ['Véhicule', 'AB 12 345'],
    ['Échéance', '1 déc. 2026'],
    ['Responsable', 'Jonas Holm'],
    ['Notes', 'Pneus hiver au centre de pneus.\nAppeler avant midi.'],
  ],
} satisfies Record<Locale, [string, string][]>;

const meta = {
  title: 'Building blocks/Description list',
  component: DescriptionList,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: { children: null },
  render: (args, { globals }) => (
    <DescriptionList {...args}>
      {sampleOf(globals, facts).map(([term, details]) => (
        <DescriptionItem key={term} term={term}>
          {details}
        </DescriptionItem>
      ))}
    </DescriptionList>
  ),
} satisfies Meta<typeof DescriptionList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A drawer's facts: each term with its details, a typed line break kept. */
export const Compact: Story = {
  play: async ({ canvasElement, globals }) => {
    const list = canvasElement.querySelector('dl')!;
    const pairs = sampleOf(globals, facts);
    await expect(within(list).getAllByRole('term')).toHaveLength(pairs.length);
    await expect(
      within(list)
        .getAllByRole('definition')
        .map((details) => details.textContent),
    ).toEqual(pairs.map(([, details]) => details));
    const notes = within(list).getAllByRole('definition').at(-1)!;
    await expect(getComputedStyle(notes).whiteSpace).toBe('pre-line');
  },
};

/** A page's overview: wider columns, more space between them. */
export const Roomy: Story = {
  args: { density: 'roomy' },
  play: async ({ canvasElement }) => {
    const list = canvasElement.querySelector('dl')!;
    await expect(getComputedStyle(list).rowGap).toBe('16px');
  },
};

/** On a phone every pair takes the whole width: one column, nothing overflows. */
export const Phone: Story = {
  render: (args, context) => <div style={{ width: 320 }}>{meta.render(args, context)}</div>,
  play: async ({ canvasElement }) => {
    const list = canvasElement.querySelector('dl')!;
    const items = [...list.children] as HTMLElement[];
    await expect(new Set(items.map((item) => item.getBoundingClientRect().left)).size).toBe(1);
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
  },
};
