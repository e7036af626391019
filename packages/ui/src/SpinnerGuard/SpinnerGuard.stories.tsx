import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { isLocale } from '../i18n/locales';
import { useKitMessages } from '../i18n/useKitMessages';
import da from '../messages/da';
import de from '../messages/de';
import en from '../messages/en';
import fr from '../messages/fr';
import uk from '../messages/uk';
import { SpinnerGuard } from './SpinnerGuard';

const catalogs = { en, da, uk, de, fr };
const catalogIn = (globals: Record<string, unknown>) =>
  catalogs[isLocale(globals.locale) ? globals.locale : 'en'];

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
          'Carries out an access decision: the centred full-height spinner while the user is not known, ' +
          'nothing on a redirect (the host navigates), the page itself when it may be shown. The protected ' +
          'children never render for a wrong or unknown session.',
      },
    },
  },
  args: { children: <ProtectedPage /> },
} satisfies Meta<typeof SpinnerGuard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The current user is not known yet: a spinner and no page. */
export const Loading: Story = {
  args: { decision: { type: 'loading' } },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(catalogIn(globals)['ui.spinner.loading']);
    await expect(canvas.queryByRole('heading')).toBeNull();
    await expect(canvas.queryByRole('main')).toBeNull();
  },
};

/** The person may not see the page: nothing is rendered while the host redirects. */
export const Redirect: Story = {
  args: { decision: { type: 'redirect', to: '/auth/login' } },
  play: async ({ canvasElement }) => {
    // The story's own wrapper is all there is: the guard rendered nothing inside it.
    const rendered = canvasElement.querySelector('[lang]') ?? canvasElement;
    await expect(rendered).toBeEmptyDOMElement();
    await expect(within(canvasElement).queryByRole('status')).toBeNull();
  },
};

/** The person may see the page: it is rendered as is. */
export const Render: Story = {
  args: { decision: { type: 'render' } },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: catalogIn(globals)['ui.nav.dashboard'] })).toBeVisible();
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};
