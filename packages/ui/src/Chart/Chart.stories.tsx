import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import styled from 'styled-components';
import type { Locale } from '../i18n/locales';
import { localeOf, messagesOf, sampleOf } from '../test-utils/storyMessages';
import { Chart } from './Chart';

const samples = {
  dueTitle: {
    en: 'Falls due per week',
    da: 'Forfalder pr. uge',
    uk: 'Строки за тижнями',
    de: 'Fällig pro Woche',
    fr: 'Échéances par semaine',
  },
  week: { en: 'Week', da: 'Uge', uk: 'Тиждень', de: 'Woche', fr: 'Semaine' },
  tasks: { en: 'Tasks', da: 'Opgaver', uk: 'Завдання', de: 'Aufgaben', fr: 'Tâches' },
  inspections: {
    en: 'Inspections',
    da: 'Eftersyn',
    uk: 'Огляди',
    de: 'Fahrzeugprüfungen',
    fr: 'Inspections',
  },
  odometerTitle: {
    en: 'Odometer over time',
    da: 'Kilometertæller over tid',
    uk: 'Одометр у часі',
    de: 'Kilometerstand im Zeitverlauf',
    fr: 'Compteur kilométrique dans le temps',
  },
  month: { en: 'Month', da: 'Måned', uk: 'Місяць', de: 'Monat', fr: 'Mois' },
  odometer: { en: 'Odometer', da: 'Kilometertæller', uk: 'Одометр', de: 'Kilometerstand', fr: 'Compteur' },
} satisfies Record<string, Record<Locale, string>>;

const weeks = ['48', '49', '50', '51', '52', '1'];
const tasks = [3, 0, 5, 2, 1, 4];
const inspections = [1, 2, 0, 1, 1, 0];
const odometer = [41200, 43950, 46010, 48720, 51150, 53980];

const Frame = styled.div`
  width: 520px;
  max-width: 100%;
`;

const meta = {
  title: 'Data/Chart',
  component: Chart,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A small bar or line chart whose numbers are also a table ("Show the numbers"). Chart.js loads when a chart is first shown; colours come from the theme, numbers are formatted for the language.',
      },
    },
  },
  decorators: [(Story) => <Frame>{Story()}</Frame>],
  args: { title: '', kind: 'bar', categories: [], categoryHeader: '', series: [] },
} satisfies Meta<typeof Chart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Waits for the drawing: Chart.js arrives on first use. */
async function drawn(canvasElement: HTMLElement, name: string) {
  const canvas = within(canvasElement);
  const picture = await canvas.findByRole('img', { name }, { timeout: 15_000 });
  await waitFor(() => expect(picture.getBoundingClientRect().height).toBeGreaterThan(100), {
    timeout: 15_000,
  });
  return picture as HTMLCanvasElement;
}

/** Two series stacked per week, with the numbers as a table behind "Show the numbers". */
export const StackedBars: Story = {
  render: (args, { globals }) => (
    <Chart
      {...args}
      title={sampleOf(globals, samples.dueTitle)}
      kind="bar"
      stacked
      categoryHeader={sampleOf(globals, samples.week)}
      categories={weeks}
      series={[
        { id: 'tasks', label: sampleOf(globals, samples.tasks), values: tasks },
        { id: 'inspections', label: sampleOf(globals, samples.inspections), values: inspections },
      ]}
    />
  ),
  play: async ({ canvasElement, globals }) => {
    const title = sampleOf(globals, samples.dueTitle);
    const canvas = within(canvasElement);
    const picture = await drawn(canvasElement, title);
    await expect(canvas.getByRole('figure', { name: title })).toBeVisible();
    // Something is painted: not every pixel of the canvas is the same.
    const context = picture.getContext('2d')!;
    const pixels = context.getImageData(0, 0, picture.width, picture.height).data;
    await expect(new Set(Array.from(pixels.filter((_, index) => index % 4 === 3))).size).toBeGreaterThan(1);
    // The numbers: hidden until asked for, then a table named by the title.
    const table = canvas.getByRole('table', { hidden: true });
    await expect(table).not.toBeVisible();
    await userEvent.click(canvas.getByText(messagesOf(globals)['ui.chart.showNumbers']));
    await expect(canvas.getByRole('table', { name: title })).toBeVisible();
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(weeks.length + 1);
    await expect(
      within(rows[0]!).getByRole('columnheader', { name: sampleOf(globals, samples.tasks) }),
    ).toBeVisible();
    await expect(within(rows[3]!).getByRole('rowheader', { name: '50' })).toBeVisible();
    await expect(
      within(rows[3]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['5', '0']);
  },
};

/** One series as a line, in kilometres formatted for the language. */
export const LineInKilometres: Story = {
  render: (args, { globals }) => (
    <Chart
      {...args}
      title={sampleOf(globals, samples.odometerTitle)}
      kind="line"
      categoryHeader={sampleOf(globals, samples.month)}
      categories={['06', '07', '08', '09', '10', '11']}
      series={[{ id: 'odometer', label: sampleOf(globals, samples.odometer), values: odometer }]}
      formatOptions={{ style: 'unit', unit: 'kilometer' }}
    />
  ),
  play: async ({ canvasElement, globals }) => {
    const title = sampleOf(globals, samples.odometerTitle);
    const canvas = within(canvasElement);
    await drawn(canvasElement, title);
    await userEvent.click(canvas.getByText(messagesOf(globals)['ui.chart.showNumbers']));
    const expected = new Intl.NumberFormat(localeOf(globals), { style: 'unit', unit: 'kilometer' }).format(
      53980,
    );
    // Compared as written: French and Ukrainian group digits with no-break spaces.
    const cells = canvas.getAllByRole('cell').map((cell) => cell.textContent);
    await expect(cells.at(-1)).toBe(expected);
  },
};

/** While the numbers load: a placeholder of the chart's size that says so, no table. */
export const Loading: Story = {
  render: (args, { globals }) => (
    <Chart
      {...args}
      loading
      title={sampleOf(globals, samples.dueTitle)}
      categoryHeader={sampleOf(globals, samples.week)}
    />
  ),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(messagesOf(globals)['ui.spinner.loading']);
    await expect(canvas.queryByRole('table', { hidden: true })).toBeNull();
    await expect(canvas.getByRole('figure')).toHaveAttribute('aria-busy', 'true');
  },
};
