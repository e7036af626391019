import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { appTextOf, withAppProviders } from '../../test-utils/appStories';
import { fixtureDocument } from './fixtures';
import { UploadDrawer, type UploadFn } from './UploadDrawer';
import { UploadFailed } from './upload';

const pdf = (name: string) => new File([`%PDF-1.4 ${name}`], name, { type: 'application/pdf' });
const many = Array.from({ length: 100 }, (_, i) => pdf(`bilag-${String(i + 1).padStart(3, '0')}.pdf`));

/** Stores every file after reporting half of it sent, except one named `refused`'s, which it refuses. */
const upload: UploadFn = async (file, _fields, options) => {
  options.onProgress?.(0.5);
  await new Promise((resolve) => setTimeout(resolve, 5));
  if (file.name.startsWith('refused')) throw new UploadFailed('UNSUPPORTED_TYPE');
  return fixtureDocument(Number(/\d+/.exec(file.name)?.[0] ?? 0));
};

const meta = {
  title: 'App/Documents/Upload drawer',
  component: UploadDrawer,
  decorators: [withAppProviders],
  parameters: { layout: 'fullscreen', route: '/manager/vehicles/v1?tab=documents' },
  args: {
    open: true,
    onOpenChange: fn(),
    vehicle: { id: 'v1', label: 'AB 12 345' },
    maxFileBytes: 25 * 1024 * 1024,
    upload,
    onUploaded: fn(),
  },
} satisfies Meta<typeof UploadDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A hundred files dropped at once: each uploads with its own row, and all end uploaded. */
export const HundredFiles: Story = {
  args: { initialFiles: many },
  play: async ({ canvasElement, globals, args }) => {
    const page = within(canvasElement.ownerDocument.body);
    const drawer = await page.findByRole('dialog');
    const files = within(drawer).getByRole('list', {
      name: appTextOf(globals, 'app.documents.drawer.files'),
    });
    await expect(within(files).getAllByText(appTextOf(globals, 'app.documents.file.waiting'))).toHaveLength(
      100,
    );
    await userEvent.click(
      within(drawer).getByRole('button', { name: appTextOf(globals, 'app.documents.drawer.submit') }),
    );
    await waitFor(
      () =>
        expect(within(files).getAllByText(appTextOf(globals, 'app.documents.file.done'))).toHaveLength(100),
      { timeout: 15_000 },
    );
    await expect(args.onUploaded).toHaveBeenCalledTimes(100);
  },
};

/** A refused file says why on its own row and offers a retry; the others are uploaded. */
export const OneRefused: Story = {
  args: { initialFiles: [pdf('police-1.pdf'), pdf('refused.pdf')] },
  play: async ({ canvasElement, globals, args }) => {
    const page = within(canvasElement.ownerDocument.body);
    const drawer = await page.findByRole('dialog');
    await userEvent.click(
      within(drawer).getByRole('button', { name: appTextOf(globals, 'app.documents.drawer.submit') }),
    );
    const files = within(drawer).getByRole('list', {
      name: appTextOf(globals, 'app.documents.drawer.files'),
    });
    await waitFor(() => expect(within(files).getByRole('alert')).toBeVisible());
    await expect(within(files).getByText(appTextOf(globals, 'app.documents.file.done'))).toBeVisible();
    await expect(
      within(files).getByRole('button', {
        name: appTextOf(globals, 'app.documents.file.retry', { name: 'refused.pdf' }),
      }),
    ).toBeVisible();
    await expect(args.onUploaded).toHaveBeenCalledTimes(1);
  },
};
