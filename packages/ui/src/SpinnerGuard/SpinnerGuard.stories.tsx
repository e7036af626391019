import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { useKitMessages } from '../i18n/useKitMessages';
import { messagesOf } from '../test-utils/storyMessages';
import { SpinnerGuard } from './SpinnerGuard';

/** Stands in for a page only the right person may see. */
function ProtectedPage() {
  const t = useKitMessages();
  return (
    <main>
      <h1>{t('ui.nav.dashboard')}</h1>
    </main>
  );
}

const meta = {
  title: 'Building blocks/SpinnerGuard',
  component: SpinnerGuard,
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          "Shows a guard's state: the centred full-height spinner while `loading`, nothing when `blocked` " +
          '(the host sends the person elsewhere), the content itself when `allowed`. The protected children ' +
          'never render unless the state is `allowed`.',
      },
    },
  },
  args: { children: <ProtectedPage /> },
} satisfies Meta<typeof SpinnerGuard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The current user is not known yet: a spinner and no page. */
export const Loading: Story = {
  args: { state: 'loading' },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(messagesOf(globals)['ui.spinner.loading']);
    await expect(canvas.queryByRole('heading')).toBeNull();
    await expect(canvas.queryByRole('main')).toBeNull();
  },
};

/** The person may not see the page: nothing is rendered while the host sends them elsewhere. */
export const Blocked: Story = {
  args: { state: 'blocked' },
  play: async ({ canvasElement }) => {
    // The story's own wrapper is all there is: the guard rendered nothing inside it.
    const rendered = canvasElement.querySelector('[lang]') ?? canvasElement;
    await expect(rendered).toBeEmptyDOMElement();
    await expect(within(canvasElement).queryByRole('status')).toBeNull();
  },
};

/** The person may see the page: it is rendered as is. */
export const Allowed: Story = {
  args: { state: 'allowed' },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { name: messagesOf(globals)['ui.nav.dashboard'] }),
    ).toBeVisible();
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};
