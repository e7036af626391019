import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ModelEvaluation } from '@vognpark/server/areas/annotations';
import { expect, within } from 'storybook/test';
import { appLocaleOf, appTextOf, withAppProviders } from '../../test-utils/appStories';
import { annotationClasses } from './domain';
import { ModelEvaluationView } from './ModelEvaluationView';

const evaluation: ModelEvaluation = {
  versionNumber: 3,
  model: { file: 'skader-v2.onnx', classes: ['scratch', 'dent'] },
  minScore: 0.5,
  photos: 15,
  unreadable: 0,
  classes: annotationClasses.map((annotationClass) =>
    annotationClass === 'scratch'
      ? { annotationClass, reviewed: 20, detected: 16, matched: 12, precision: 0.75, recall: 0.6 }
      : annotationClass === 'dent'
        ? { annotationClass, reviewed: 8, detected: 0, matched: 0, precision: null, recall: 0 }
        : { annotationClass, reviewed: 0, detected: 0, matched: 0, precision: null, recall: null },
  ),
};

const meta = {
  title: 'App/Areas/Annotations/Model evaluation',
  component: ModelEvaluationView,
  decorators: [withAppProviders],
  parameters: { layout: 'padded', route: '/admin/annotations' },
  args: { versionNumber: 3 },
} satisfies Meta<typeof ModelEvaluationView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A share as the language writes it, without its spaces (the cells are compared without theirs). */
const percent = (globals: Record<string, unknown>, value: number) =>
  new Intl.NumberFormat(appLocaleOf(globals), { style: 'percent', maximumFractionDigits: 1 })
    .format(value)
    .replace(/\s/g, '');
const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent!.replace(/\s/g, ''));

/** Full: precision and recall per class; a class with no detection has no precision to tell. */
export const Full: Story = {
  args: { evaluation },
  play: async ({ canvasElement, globals }) => {
    const table = within(canvasElement).getByRole('table', {
      name: appTextOf(globals, 'app.annotations.evaluation.caption'),
    });
    const scratch = within(table).getByRole('row', {
      name: new RegExp(`^${appTextOf(globals, 'app.annotations.class.scratch')}`),
    });
    await expect(cellsOf(scratch)).toEqual(['20', '16', '12', percent(globals, 0.75), percent(globals, 0.6)]);
    const dent = within(table).getByRole('row', {
      name: new RegExp(`^${appTextOf(globals, 'app.annotations.class.dent')}`),
    });
    await expect(cellsOf(dent)).toEqual([
      '8',
      '0',
      '0',
      appTextOf(globals, 'app.annotations.evaluation.notApplicable').replace(/\s/g, ''),
      percent(globals, 0),
    ]);
  },
};

/** Loading: the model runs on the test photos. */
export const Running: Story = {
  args: { pending: true },
  play: async ({ canvasElement, globals }) => {
    await expect(
      within(canvasElement).getByText(appTextOf(globals, 'app.annotations.evaluation.running')),
    ).toBeInTheDocument();
  },
};

/** Error: no model in the slot; said, nothing counted. */
export const NoModel: Story = {
  args: { problem: 'not_configured' },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      appTextOf(globals, 'app.annotations.evaluation.problem.not_configured'),
    );
    await expect(within(canvasElement).queryByRole('table')).not.toBeInTheDocument();
  },
};
