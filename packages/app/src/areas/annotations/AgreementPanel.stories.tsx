import type { Meta, StoryObj } from '@storybook/react-vite';
import type { BatchAgreement, OverallAgreement } from '@vognpark/server/areas/annotations';
import { expect, fn, userEvent, within } from 'storybook/test';
import { appTextOf, withAppProviders } from '../../test-utils/appStories';
import { AgreementPanel } from './AgreementPanel';

const rita = { id: 'a1a2b3c4-0000-4000-8000-000000000002', name: 'Rita Reviewer' };

/** Six photos compared: 9 of 11 + 11 shapes matched overall (82 %). */
const batch: BatchAgreement = {
  batchId: '0b6a3f5e-3c2d-4e1f-8a9b-1c2d3e4f5a6b',
  secondLabeller: rita,
  photos: 6,
  pending: 1,
  overall: { matched: 9, first: 11, second: 11, agreement: 18 / 22 },
  perClass: [
    { annotationClass: 'scratch', matched: 6, first: 7, second: 7, agreement: 12 / 14 },
    { annotationClass: 'dent', matched: 3, first: 4, second: 4, agreement: 6 / 8 },
  ],
};

const meta = {
  title: 'App/Pages/Annotations/Agreement',
  component: AgreementPanel,
  decorators: [withAppProviders],
  parameters: { layout: 'padded', route: '/admin/annotations' },
  args: { scope: 'batch', agreement: batch, loading: false, onRetry: fn() },
} satisfies Meta<typeof AgreementPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A batch's labeller agreement in a sentence, the photos still waiting, and a table per class. */
export const BatchWithAgreement: Story = {
  tags: ['text-length'],
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('region', { name: appTextOf(globals, 'app.annotations.agreement.title') }),
    ).toBeInTheDocument();
    await expect(
      canvas.getByText(appTextOf(globals, 'app.annotations.agreement.summary', { percent: 82, photos: 6 })),
    ).toBeInTheDocument();
    await expect(
      canvas.getByText(appTextOf(globals, 'app.annotations.agreement.pending', { count: 1 })),
    ).toBeInTheDocument();
    const table = canvas.getByRole('table', {
      name: appTextOf(globals, 'app.annotations.agreement.perClass'),
    });
    const scratch = within(table).getByRole('row', {
      name: new RegExp(appTextOf(globals, 'app.annotations.class.scratch')),
    });
    await expect(
      within(scratch).getByText(appTextOf(globals, 'app.annotations.agreement.percent', { percent: 86 })),
    ).toBeInTheDocument();
    await expect(
      within(scratch).getByText(
        appTextOf(globals, 'app.annotations.agreement.shapes', { first: 7, second: 7 }),
      ),
    ).toBeInTheDocument();
    await expect(within(table).getAllByRole('row')).toHaveLength(3);
  },
};

/** Labelled twice, but no photo has both labellings submitted yet: said, no figures. */
export const NoneYet: Story = {
  tags: ['text-length'],
  args: { agreement: { ...batch, photos: 0, pending: 2, overall: null, perClass: [] } },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(appTextOf(globals, 'app.annotations.agreement.none'))).toBeInTheDocument();
    await expect(
      canvas.getByText(appTextOf(globals, 'app.annotations.agreement.pending', { count: 2 })),
    ).toBeInTheDocument();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

/** A batch made without a second labeller: none of its photos is labelled twice. */
export const NoSecondLabeller: Story = {
  args: { agreement: { ...batch, secondLabeller: null, photos: 0, pending: 0, overall: null, perClass: [] } },
  play: async ({ canvasElement, globals }) => {
    await expect(
      within(canvasElement).getByText(appTextOf(globals, 'app.annotations.agreement.noSecond')),
    ).toBeInTheDocument();
  },
};

const all: OverallAgreement = { ...batch, batches: 3 };

/** Across all batches (the workbench's own section): the batches counted too. */
export const AllBatches: Story = {
  tags: ['text-length'],
  args: { scope: 'all', agreement: all },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('region', { name: appTextOf(globals, 'app.annotations.agreement.allTitle') }),
    ).toBeInTheDocument();
    await expect(
      canvas.getByText(
        appTextOf(globals, 'app.annotations.agreement.allSummary', { percent: 82, photos: 6, batches: 3 }),
      ),
    ).toBeInTheDocument();
  },
};

/** While the figures load: a busy status. */
export const Loading: Story = {
  args: { agreement: undefined, loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveAttribute('aria-busy', 'true');
  },
};

/** The figures could not be loaded: the reason and Try Again. */
export const Error: Story = {
  args: { agreement: undefined, error: 'The labeller agreement could not be loaded.' },
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: appTextOf(globals, 'app.annotations.retry') }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
