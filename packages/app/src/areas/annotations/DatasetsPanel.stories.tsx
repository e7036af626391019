import type { Meta, StoryObj } from '@storybook/react-vite';
import type { DatasetVersion } from '@vognpark/server/areas/annotations';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { appTextOf, withAppProviders } from '../../test-utils/appStories';
import { DatasetsPanel } from './DatasetsPanel';

const id = '5d1f8a3c-7b2e-4c9d-9e0f-1a2b3c4d5e6f';
const version: DatasetVersion = {
  id,
  number: 3,
  name: 'Uge 48',
  createdBy: { id: 'a1a2b3c4-0000-4000-8000-000000000001', name: 'Ada Admin' },
  createdAt: '2026-11-27T09:00:00.000Z',
  photoCount: 140,
  shapeCount: 212,
  classCounts: { scratch: 120, dent: 64, crack: 8, broken_glass: 0, missing_part: 0, plate: 20 },
  splitCounts: { train: 112, validation: 13, test: 15 },
  exports: {
    coco: `/api/annotations/datasets/${id}/export?format=coco`,
    yolo: `/api/annotations/datasets/${id}/export?format=yolo`,
    'yolo-seg': `/api/annotations/datasets/${id}/export?format=yolo-seg`,
  },
};

const body = () => within(document.body);

const meta = {
  title: 'App/Pages/Annotations/Datasets',
  component: DatasetsPanel,
  decorators: [withAppProviders],
  parameters: { layout: 'padded', route: '/admin/annotations' },
  args: { versions: [version], loading: false, onRetry: fn(), onFreeze: fn() },
} satisfies Meta<typeof DatasetsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** While the versions load: a busy status. */
export const Loading: Story = {
  args: { loading: true, versions: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveAttribute('aria-busy', 'true');
  },
};

/** No version frozen yet; freezing with nothing approved says so at the form. */
export const Empty: Story = {
  args: { versions: [], freezeError: 'none_approved' },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(appTextOf(globals, 'app.annotations.datasets.empty.title')),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      appTextOf(globals, 'app.annotations.datasets.error.none_approved'),
    );
    await expect(
      canvas.getByRole('textbox', { name: appTextOf(globals, 'app.annotations.datasets.name') }),
    ).toHaveAttribute('aria-invalid', 'true');
  },
};

/** The versions could not be loaded: the reason and Try Again. */
export const Error: Story = {
  args: { versions: [], error: 'The dataset versions could not be loaded.' },
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: appTextOf(globals, 'app.annotations.retry') }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/**
 * A version with its counts, split sizes and both exports; freezing the next one asks first
 * and names its number.
 */
export const Full: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: appTextOf(globals, 'app.annotations.datasets.title') });
    await expect(
      within(table).getByText(appTextOf(globals, 'app.annotations.datasets.split', version.splitCounts)),
    ).toBeInTheDocument();
    await expect(
      within(table).getByText(
        appTextOf(globals, 'app.annotations.datasets.photos', { photos: 140, shapes: 212 }),
      ),
    ).toBeInTheDocument();
    await expect(
      within(table).getByRole('link', {
        name: appTextOf(globals, 'app.annotations.datasets.export', { number: 3, format: 'COCO' }),
      }),
    ).toHaveAttribute('href', version.exports.coco);
    await expect(
      within(table).getByRole('link', {
        name: appTextOf(globals, 'app.annotations.datasets.export', { number: 3, format: 'YOLO' }),
      }),
    ).toHaveAttribute('href', version.exports.yolo);
    await expect(
      within(table).getByRole('link', {
        name: appTextOf(globals, 'app.annotations.datasets.export', { number: 3, format: 'YOLO-seg' }),
      }),
    ).toHaveAttribute('href', version.exports['yolo-seg']);

    await userEvent.type(
      canvas.getByRole('textbox', { name: appTextOf(globals, 'app.annotations.datasets.name') }),
      'Uge 49',
    );
    await userEvent.click(
      canvas.getByRole('button', { name: appTextOf(globals, 'app.annotations.datasets.freeze') }),
    );
    const dialog = await body().findByRole('alertdialog', {}, { timeout: 10_000 });
    await expect(dialog).toHaveTextContent(
      appTextOf(globals, 'app.annotations.datasets.confirm.body', { number: 4 }),
    );
    await expect(args.onFreeze).not.toHaveBeenCalled();
    await userEvent.click(
      within(dialog).getByRole('button', {
        name: appTextOf(globals, 'app.annotations.datasets.confirm.accept'),
      }),
    );
    await waitFor(() => expect(args.onFreeze).toHaveBeenCalledWith('Uge 49'));
  },
};
