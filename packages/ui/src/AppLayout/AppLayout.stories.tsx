import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import type { Locale } from '../i18n/locales';
import { darkVariant } from '../test-utils/darkStory';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { useKitMessages } from '../i18n/useKitMessages';
import { ClientsIcon, TasksIcon, VehicleIcon } from '../icons';
import type { MessageId } from '../messages/en';
import {
  admin,
  adminEntries,
  manager,
  managerEntries,
  plainUser,
  shownName,
  SidebarHarness,
  type SidebarStoryArgs,
} from '../Sidebar/Sidebar.fixtures';
import { localeOf, messagesOf, sampleOf, textOf } from '../test-utils/storyMessages';
import { AppLayout } from './AppLayout';
import { EmptyState, PageTitle } from './PageContent';
import { shellModes } from '../chromaticModes.fixtures';

type ShellProps = SidebarStoryArgs & {
  /** Message id of the page title. */
  titleId?: MessageId;
  /** Show the (normally hidden) search header. */
  showSearchHeader?: boolean;
  /** Leave the sidebar out, as on a page without one. */
  withoutSidebar?: boolean;
  /** The page's empty-state icon. */
  icon?: ComponentProps<typeof EmptyState>['icon'];
  /** The story's language (from the toolbar). */
  locale?: Locale;
};

/** A whole screen as an app composes it: AppLayout, Sidebar with the account block, a titled empty page. */
function Shell({
  titleId,
  showSearchHeader,
  withoutSidebar,
  icon,
  locale = 'en',
  user,
  ...sidebar
}: ShellProps) {
  const t = useKitMessages();
  const person = user[locale];
  return (
    <AppLayout
      sidebar={withoutSidebar ? undefined : <SidebarHarness {...sidebar} user={person} locale={locale} />}
      showSearchHeader={showSearchHeader}
    >
      <PageTitle>{titleId ? t(titleId) : t('ui.layout.welcome', { name: shownName(person) })}</PageTitle>
      <EmptyState icon={icon} />
    </AppLayout>
  );
}

const meta = {
  title: 'Shell/AppLayout',
  component: Shell,
  tags: ['autodocs'],
  parameters: {
    // Chromatic: every language at 1200 and 1400 px wide (packages/ui/src/chromaticModes.fixtures.ts).
    chromatic: { modes: shellModes },
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'The default page layout: the optional sidebar beside a column with the (hidden) search header ' +
          'and `<main id="main-content">`, which the sidebar\'s skip link focuses. The sidebar is sticky in ' +
          'the same row, so the content is offset by its width (250 px or 60 px). These stories are full ' +
          'screens for an admin, a manager and a plain user, composed as the app composes them.',
      },
    },
  },
  args: {
    entries: managerEntries(),
    activeId: 'dashboard',
    user: manager,
    expanded: true,
    onExpandedChange: fn(),
    onNavigate: fn(),
    onLocaleChange: fn(),
    onMyAccount: fn(),
    onSignOut: fn(),
  },
  render: (args, { globals }) => <Shell {...args} locale={localeOf(globals)} />,
} satisfies Meta<typeof Shell>;

export default meta;
type Story = StoryObj<typeof meta>;
type Globals = Record<string, unknown>;

async function expectShell(
  canvasElement: HTMLElement,
  globals: Globals,
  title: string,
  sidebarWidth: number,
) {
  const canvas = within(canvasElement);
  const navigation = canvas.getByRole('navigation', { name: textOf(globals, 'ui.sidebar.navigation') });
  const main = canvas.getByRole('main');
  await expect(main).toHaveAttribute('id', 'main-content');
  await expect(within(main).getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(
    within(main).getByRole('heading', { level: 2, name: textOf(globals, 'ui.emptyState.title') }),
  ).toBeVisible();
  // The content starts where the sidebar ends.
  await expect(navigation.getBoundingClientRect().width).toBe(sidebarWidth);
  await expect(main.getBoundingClientRect().left).toBe(sidebarWidth);
  // The search header joins once the browser is idle, hidden.
  await expect(await canvas.findByRole('search', { hidden: true })).not.toBeVisible();
  await expect(canvas.queryByRole('search')).toBeNull();
  return { canvas, navigation, main };
}

/** An admin on Customers: the admin menu, no badges. */
export const AdminShell: Story = {
  tags: ['text-length'],
  args: {
    entries: adminEntries,
    activeId: 'clients',
    user: admin,
    titleId: 'ui.nav.clients',
    icon: <ClientsIcon size={28} />,
  },
  play: async ({ canvasElement, globals }) => {
    const { navigation } = await expectShell(
      canvasElement,
      globals,
      messagesOf(globals)['ui.nav.clients'],
      250,
    );
    await expect(within(navigation).getAllByRole('link')).toHaveLength(adminEntries.length);
    await expect(
      within(navigation).getByRole('link', { name: messagesOf(globals)['ui.nav.clients'] }),
    ).toHaveAttribute('aria-current', 'page');
  },
};

/** A manager on Tasks, with badge counts; the skip link jumps into the page. */
export const ManagerShell: Story = {
  tags: ['text-length'],
  args: {
    entries: managerEntries({ tasks: 7, inspections: 3, compliance: 0 }),
    activeId: 'tasks',
    titleId: 'ui.nav.tasks',
    icon: <TasksIcon size={28} />,
  },
  play: async ({ canvasElement, globals }) => {
    const { canvas, navigation, main } = await expectShell(
      canvasElement,
      globals,
      messagesOf(globals)['ui.nav.tasks'],
      250,
    );
    const tasks = within(navigation).getByRole('link', {
      name: `${messagesOf(globals)['ui.nav.tasks']} ${textOf(globals, 'ui.badge.warnings', { count: 7 })}`,
    });
    await expect(tasks).toHaveAttribute('aria-current', 'page');
    (document.activeElement as HTMLElement | null)?.blur();
    await userEvent.tab();
    await expect(
      canvas.getByRole('link', { name: textOf(globals, 'ui.sidebar.skipToContent') }),
    ).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(main).toHaveFocus());
  },
};

/** A manager with the sidebar collapsed: the content moves up to the 60 px column. */
export const ManagerShellCollapsed: Story = {
  args: {
    ...ManagerShell.args,
    expanded: false,
    activeId: 'vehicles',
    titleId: 'ui.nav.vehicles',
    icon: <VehicleIcon size={28} />,
  },
  play: async ({ canvasElement, globals }) => {
    await expectShell(canvasElement, globals, messagesOf(globals)['ui.nav.vehicles'], 60);
  },
};

/** A plain user: no menu entries; the account menu offers Language and Sign Out, no My Account. */
export const PlainUserShell: Story = {
  tags: ['text-length'],
  args: { entries: [], activeId: undefined, user: plainUser, onMyAccount: undefined },
  play: async ({ canvasElement, globals }) => {
    const name = shownName(sampleOf(globals, plainUser));
    const { navigation } = await expectShell(
      canvasElement,
      globals,
      textOf(globals, 'ui.layout.welcome', { name }),
      250,
    );
    await expect(within(navigation).queryAllByRole('link')).toHaveLength(0);
    const trigger = within(navigation).getByRole('button', {
      name: textOf(globals, 'ui.sidebar.openAccountMenu', { name }),
    });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual([textOf(globals, 'ui.account.language'), textOf(globals, 'ui.account.signOut')]);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  },
};

/** The layout without a sidebar: the main region takes the whole width. */
export const WithoutSidebar: Story = {
  args: { withoutSidebar: true, titleId: 'ui.nav.dashboard' },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('navigation')).toBeNull();
    const main = canvas.getByRole('main');
    await expect(main.getBoundingClientRect().left).toBe(0);
    await expect(
      within(main).getByRole('heading', { level: 1, name: messagesOf(globals)['ui.nav.dashboard'] }),
    ).toBeVisible();
  },
};

/** The search header, hidden in the product, shown above the content for review. */
export const SearchHeaderVisible: Story = {
  tags: ['text-length'],
  args: { showSearchHeader: true, titleId: 'ui.nav.dashboard' },
  play: async ({ canvasElement, globals }) => {
    const search = await within(canvasElement).findByRole('search');
    await expect(search).toBeVisible();
    await expect(within(search).getByRole('searchbox')).toHaveAttribute(
      'placeholder',
      textOf(globals, 'ui.search.placeholder'),
    );
    const main = within(canvasElement).getByRole('main');
    await expect(main.getBoundingClientRect().top).toBeGreaterThanOrEqual(
      search.getBoundingClientRect().bottom,
    );
  },
};

/** The manager shell in the dark theme (axe checks its contrast). */
export const ManagerShellDark: Story = darkVariant(ManagerShell);
