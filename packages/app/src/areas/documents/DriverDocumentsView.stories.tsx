import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { appTextOf, withAppProviders } from '../../test-utils/appStories';
import { fixtureDocument, storyFileHref } from './fixtures';
import { DriverDocumentsView } from './DriverDocumentsView';

const vehicles = [
  { id: '00000000-0000-4000-7000-000000000000', registration: 'AB12345' },
  { id: '00000000-0000-4000-7000-000000000001', registration: 'CD23456' },
];
// Documents 0 and 4 are of the first vehicle, 1 and 5 of the second (fixtures.ts).
const rows = [0, 1, 4, 5].map(fixtureDocument);

const meta = {
  title: 'App/Documents/Driver documents',
  component: DriverDocumentsView,
  decorators: [withAppProviders],
  parameters: { layout: 'padded' },
  args: { vehicles, rows, loading: false, onRetry: fn(), fileHref: storyFileHref },
} satisfies Meta<typeof DriverDocumentsView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each vehicle with the documents marked visible for its driver, each opening its file. */
export const Full: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByRole('group', { name: 'AB 12 345' });
    await expect(within(first).getAllByRole('link')).toHaveLength(2);
    await expect(within(canvas.getByRole('group', { name: 'CD 23 456' })).getAllByRole('link')).toHaveLength(
      2,
    );
  },
};

/** Nothing shared yet. */
export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement, globals }) => {
    await expect(
      within(canvasElement).getByText(appTextOf(globals, 'app.documents.driver.empty')),
    ).toBeVisible();
  },
};

/** On their way. */
export const Loading: Story = {
  args: { rows: [], loading: true },
  play: async ({ canvasElement, globals }) => {
    await waitFor(() =>
      expect(within(canvasElement).getByRole('status')).toHaveTextContent(
        appTextOf(globals, 'app.documents.driver.title'),
      ),
    );
  },
};

/** The list failed: the reason and Try Again. */
export const LoadError: Story = {
  args: { rows: [] },
  render: (args, { globals }) => (
    <DriverDocumentsView {...args} error={appTextOf(globals, 'app.documents.loadError')} />
  ),
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: appTextOf(globals, 'app.documents.retry') }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
