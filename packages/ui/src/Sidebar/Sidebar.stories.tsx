import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { AppLayout } from '../AppLayout';
import { supportedLocales, type Locale } from '../i18n/locales';
import type { MessageId } from '../messages/en';
import { NotificationPanel } from '../NotificationPanel';
import { sampleItems, sampleNow } from '../NotificationPanel/NotificationPanel.fixtures';
import { localeOf, messagesOf, sampleOf, textOf } from '../test-utils/storyMessages';
import { SIDEBAR_STORAGE_KEY } from '../useSidebarExpanded/sidebarExpandedRules';
import { FakeWindow, MemoryStorage } from '../useSidebarExpanded/testDoubles';
import {
  admin,
  adminEntries,
  brokenImageUrl,
  emailOnlyUser,
  longNamedUser,
  manager,
  managerEntries,
  shownName,
  SidebarHarness,
  type SidebarStoryArgs,
} from './Sidebar.fixtures';
import { Sidebar } from './Sidebar';
import { SidebarVersion } from './SidebarAccount';
import { shellModes } from '../chromaticModes.fixtures';

const meta = {
  title: 'Shell/Sidebar',
  component: Sidebar,
  tags: ['autodocs'],
  parameters: {
    // Chromatic: every language at 1200 and 1400 px wide (packages/ui/src/chromaticModes.fixtures.ts).
    chromatic: { modes: shellModes },
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'The application sidebar: a skip link, the Minimize/Expand toggle (`aria-expanded`, `aria-controls` ' +
          'the entry list), one link per entry with icon, label and badge (the one named by `activeId` is ' +
          '`aria-current="page"`; tooltips when collapsed), and a footer with the logo, the product name and ' +
          'three slots: `account` (`SidebarAccount`: avatar, name or e-mail, account menu), `version` ' +
          '(`SidebarVersion`) and `notifications` (a `NotificationPanel` beside the column). 250 px expanded, ' +
          '60 px collapsed, sticky and full height at layer 1000. Entries are generic data (`href`, `label`, ' +
          '`icon`, `badge`); `expanded` left out lets it manage itself with `useSidebarExpanded`.',
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
  // The sidebar beside an empty main region, as AppLayout places it; the language and the sample
  // person follow the toolbar.
  render: (args, { globals }) => (
    <AppLayout
      sidebar={<SidebarHarness {...args} user={sampleOf(globals, args.user)} locale={localeOf(globals)} />}
      header={null}
    />
  ),
} satisfies Meta<SidebarStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;
type Globals = Record<string, unknown>;

const nav = (canvasElement: HTMLElement, globals: Globals) =>
  within(canvasElement).getByRole('navigation', { name: label(globals, 'ui.sidebar.navigation') });
const sidebarBox = (canvasElement: HTMLElement) => within(canvasElement).getByTestId('sidebar');
const label = (globals: Globals, id: MessageId) => messagesOf(globals)[id];
const warnings = (globals: Globals, count: number) => textOf(globals, 'ui.badge.warnings', { count });
const accountTrigger = (canvasElement: HTMLElement, globals: Globals, name: string) =>
  within(canvasElement).getByRole('button', {
    name: textOf(globals, 'ui.sidebar.openAccountMenu', { name }),
  });
/** The account block: the menu button and the avatar laid over it. */
const accountBlock = (canvasElement: HTMLElement, globals: Globals, name: string) =>
  accountTrigger(canvasElement, globals, name).parentElement!;
/** The name of the story's sample person in the toolbar's language. */
const nameOf = (globals: Globals, args: SidebarStoryArgs) => shownName(sampleOf(globals, args.user));
/** The language the story is not in, to choose in the Language submenu. */
const otherLocale = (globals: Globals): Locale => (localeOf(globals) === 'da' ? 'de' : 'da');

/** Opens the account menu from the keyboard: Tab onto the trigger, then Enter. */
async function openAccountMenuWithKeyboard(trigger: HTMLElement) {
  trigger.focus();
  await userEvent.keyboard('{Enter}');
  const menu = await screen.findByRole('menu');
  // The menu moves focus to its first item in an effect: wait for that before pressing more keys.
  await waitFor(() => expect(menu.contains(document.activeElement)).toBe(true));
  return menu;
}

/** The admin menu: vehicles, inspections, annotations, customers and users; Customers is the current page. */
export const AdminMenu: Story = {
  tags: ['text-length'],
  args: { entries: adminEntries, activeId: 'clients', user: admin },
  play: async ({ canvasElement, globals }) => {
    const links = within(nav(canvasElement, globals)).getAllByRole('link');
    await expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
      adminEntries.map((entry) => [label(globals, entry.labelId), entry.href]),
    );
    const customers = within(nav(canvasElement, globals)).getByRole('link', {
      name: label(globals, 'ui.nav.clients'),
    });
    await expect(customers).toHaveAttribute('aria-current', 'page');
    await expect(sidebarBox(canvasElement).getBoundingClientRect().width).toBe(250);
    await expect(within(canvasElement).getByRole('main')).toBeInTheDocument();
  },
};

/** The manager menu with warning counts on tasks and inspections and compliance warnings. */
export const ManagerWithBadges: Story = {
  tags: ['text-length'],
  args: { entries: managerEntries({ tasks: 7, inspections: 3, compliance: 2 }) },
  play: async ({ canvasElement, globals }) => {
    const navigation = within(nav(canvasElement, globals));
    await expect(navigation.getAllByRole('link')).toHaveLength(12);
    await expect(
      navigation.getByRole('link', { name: `${label(globals, 'ui.nav.tasks')} ${warnings(globals, 7)}` }),
    ).toBeVisible();
    await expect(
      navigation.getByRole('link', {
        name: `${label(globals, 'ui.nav.inspections')} ${warnings(globals, 3)}`,
      }),
    ).toBeVisible();
    await expect(
      navigation.getByRole('link', {
        name: `${label(globals, 'ui.nav.compliance')} ${warnings(globals, 2)}`,
      }),
    ).toBeVisible();
    await expect(navigation.getByRole('link', { name: label(globals, 'ui.nav.dashboard') })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** No warnings anywhere: tasks and inspections show nothing, compliance a check mark ("Up to date"). */
export const ComplianceUpToDate: Story = {
  args: { entries: managerEntries({ tasks: 0, inspections: 0, compliance: 0 }), activeId: 'compliance' },
  play: async ({ canvasElement, globals }) => {
    const navigation = within(nav(canvasElement, globals));
    const compliance = navigation.getByRole('link', {
      name: `${label(globals, 'ui.nav.compliance')} ${label(globals, 'ui.badge.upToDate')}`,
    });
    await expect(compliance).toHaveAttribute('aria-current', 'page');
    await expect(compliance.querySelector('[data-status="upToDate"]')).toBeVisible();
    await expect(navigation.getByRole('link', { name: label(globals, 'ui.nav.tasks') })).toBeVisible();
    await expect(navigation.getByRole('link', { name: label(globals, 'ui.nav.inspections') })).toBeVisible();
  },
};

/** Collapsed to 60 px: icons only, each entry still named by its label; hovering shows a tooltip with label and badge. */
export const Collapsed: Story = {
  tags: ['text-length'],
  args: { expanded: false, entries: managerEntries({ tasks: 7, inspections: 0, compliance: 0 }) },
  play: async ({ canvasElement, globals }) => {
    await expect(sidebarBox(canvasElement).getBoundingClientRect().width).toBe(60);
    const toggle = within(canvasElement).getByRole('button', { name: label(globals, 'ui.sidebar.expand') });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    const tasksLabel = label(globals, 'ui.nav.tasks');
    const tasks = within(nav(canvasElement, globals)).getByRole('link', {
      name: `${tasksLabel} ${warnings(globals, 7)}`,
    });
    // The label is visually hidden (clipped to 1 px), not removed.
    await expect(within(tasks).getByText(tasksLabel).getBoundingClientRect().width).toBeLessThanOrEqual(1);
    await userEvent.hover(tasks);
    const tooltip = await screen.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent(
      textOf(globals, 'ui.sidebar.entryWithStatus', { label: tasksLabel, status: warnings(globals, 7) }),
    );
    await userEvent.unhover(tasks);
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());

    // Keyboard focus shows the tooltip too.
    const map = within(nav(canvasElement, globals)).getByRole('link', { name: label(globals, 'ui.nav.map') });
    map.focus();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent(label(globals, 'ui.nav.map'));
    map.blur();
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  },
};

// A 1024 px window with nothing stored: the built-in useSidebarExpanded starts collapsed.
const narrowWindow = new FakeWindow(1024);
const narrowStorage = new MemoryStorage();

/**
 * No stored choice and a window narrower than 1300 px: the sidebar manages itself
 * (`expanded` left out) and starts collapsed. Expanding stores the choice.
 */
export const NarrowWindow: Story = {
  tags: ['text-length'],
  args: { expandedOptions: { window: narrowWindow, storage: narrowStorage } },
  // `expanded` is left out, so the sidebar runs useSidebarExpanded with the narrow window.
  render: ({ expanded: _expanded, ...args }, { globals }) => (
    <AppLayout
      sidebar={<SidebarHarness {...args} user={sampleOf(globals, args.user)} locale={localeOf(globals)} />}
      header={null}
    />
  ),
  play: async ({ canvasElement, globals, args }) => {
    narrowStorage.values.clear();
    await expect(sidebarBox(canvasElement)).toHaveAttribute('data-state', 'collapsed');
    await expect(sidebarBox(canvasElement).getBoundingClientRect().width).toBe(60);
    // Widening the window past 1300 px expands it (no stored choice); narrowing collapses it again.
    narrowWindow.resizeTo(1400);
    await waitFor(() => expect(sidebarBox(canvasElement)).toHaveAttribute('data-state', 'expanded'));
    narrowWindow.resizeTo(1024);
    await waitFor(() => expect(sidebarBox(canvasElement)).toHaveAttribute('data-state', 'collapsed'));
    await expect(narrowStorage.getItem(SIDEBAR_STORAGE_KEY)).toBeNull();
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: label(globals, 'ui.sidebar.expand') }),
    );
    await expect(
      within(canvasElement).getByRole('button', { name: label(globals, 'ui.sidebar.minimize') }),
    ).toHaveAttribute('aria-expanded', 'true');
    await expect(narrowStorage.getItem(SIDEBAR_STORAGE_KEY)).toBe('true');
    await expect(args.onExpandedChange).toHaveBeenCalledWith(true);
    // Leave the story as it opened.
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: label(globals, 'ui.sidebar.minimize') }),
    );
    narrowStorage.values.clear();
  },
};

/** The entry named by `activeId` (Vehicles) is the current page; a click moves the highlight. */
export const ActiveEntry: Story = {
  args: { activeId: 'vehicles' },
  play: async ({ canvasElement, globals, args }) => {
    const navigation = within(nav(canvasElement, globals));
    const current = navigation
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page');
    await expect(current).toHaveLength(1);
    await expect(current[0]).toHaveAccessibleName(label(globals, 'ui.nav.vehicles'));
    // Clicking another entry reports it and moves the highlight.
    await userEvent.click(navigation.getByRole('link', { name: label(globals, 'ui.nav.map') }));
    await expect(args.onNavigate).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'map', href: '/map' }),
      expect.anything(),
    );
    await expect(navigation.getByRole('link', { name: label(globals, 'ui.nav.map') })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** A very long name: it is cut with an ellipsis inside the 250 px column and still named in full. */
export const LongNames: Story = {
  tags: ['text-length'],
  args: { user: longNamedUser, entries: managerEntries({ tasks: 1234, inspections: 56, compliance: 0 }) },
  play: async ({ canvasElement, globals, args }) => {
    const fullName = nameOf(globals, args);
    const trigger = accountTrigger(canvasElement, globals, fullName);
    await expect(trigger.getBoundingClientRect().right).toBeLessThanOrEqual(250);
    const name = within(trigger).getByText(fullName);
    await expect(name.scrollWidth).toBeGreaterThan(name.clientWidth);
    await expect(sidebarBox(canvasElement).getBoundingClientRect().width).toBe(250);
    // 1234 shows as "99+" but is read in full.
    const tasks = within(nav(canvasElement, globals)).getByRole('link', {
      name: `${label(globals, 'ui.nav.tasks')} ${warnings(globals, 1234)}`,
    });
    await expect(tasks).toHaveTextContent('99+');
  },
};

/** No picture: the account block shows the initials of contact name and surname. */
export const InitialsOnly: Story = {
  args: { entries: adminEntries, activeId: 'users', user: admin },
  play: async ({ canvasElement, globals, args }) => {
    const block = accountBlock(canvasElement, globals, nameOf(globals, args));
    await expect(block.querySelector('[data-status="initials"]')).toHaveTextContent(
      sampleOf(globals, { en: 'JW', da: 'LN', uk: 'АШ', de: 'LM', fr: 'JM' }),
    );
    await expect(block.querySelector('img')).toBeNull();
  },
};

/** The picture fails to load: the initials take its place. */
export const ImageFailed: Story = {
  args: {
    user: Object.fromEntries(
      supportedLocales.map((locale) => [locale, { ...manager[locale], imageUrl: brokenImageUrl }]),
    ) as SidebarStoryArgs['user'],
  },
  play: async ({ canvasElement, globals, args }) => {
    const block = accountBlock(canvasElement, globals, nameOf(globals, args));
    await waitFor(() => expect(block.querySelector('[data-status="initials"]')).not.toBeNull());
    await expect(block.querySelector('[data-status="initials"]')).toHaveTextContent(
      sampleOf(globals, { en: 'EC', da: 'MH', uk: 'ОК', de: 'AS', fr: 'CD' }),
    );
  },
};

/** No contact name: the e-mail names the account block and gives the initials. */
export const EmailOnly: Story = {
  args: { user: emailOnlyUser },
  play: async ({ canvasElement, globals, args }) => {
    const email = nameOf(globals, args);
    const trigger = accountTrigger(canvasElement, globals, email);
    await expect(trigger).toHaveTextContent(email);
    await expect(accountBlock(canvasElement, globals, email)).toHaveTextContent(
      sampleOf(globals, { en: 'FL', da: 'FL', uk: 'AV', de: 'FU', fr: 'GE' }),
    );
  },
};

/** The account menu opened from the keyboard: My Account, Language, Sign Out; Escape closes it. */
export const AccountMenuOpen: Story = {
  tags: ['text-length'],
  play: async ({ canvasElement, globals, args }) => {
    const trigger = accountTrigger(canvasElement, globals, nameOf(globals, args));
    // From the last entry, Tab reaches the account block; Enter opens its menu on the first item.
    within(nav(canvasElement, globals))
      .getByRole('link', { name: label(globals, 'ui.nav.users') })
      .focus();
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      label(globals, 'ui.account.myAccount'),
      label(globals, 'ui.account.language'),
      label(globals, 'ui.account.signOut'),
    ]);
    await waitFor(() => expect(items[0]).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(items[1]).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await expect(trigger).toHaveFocus();

    // Reopen and choose My Account.
    const again = await openAccountMenuWithKeyboard(trigger);
    await userEvent.click(
      within(again).getByRole('menuitem', { name: label(globals, 'ui.account.myAccount') }),
    );
    await expect(args.onMyAccount).toHaveBeenCalledTimes(1);
    // Leave it open for the reviewer.
    await openAccountMenuWithKeyboard(trigger);
  },
};

/** The Language submenu: five languages in their own names, a check mark on the current one. */
export const LanguageSubmenuOpen: Story = {
  tags: ['text-length'],
  play: async ({ canvasElement, globals, args }) => {
    const trigger = accountTrigger(canvasElement, globals, nameOf(globals, args));
    await openAccountMenuWithKeyboard(trigger);
    const language = screen.getByRole('menuitem', { name: label(globals, 'ui.account.language') });
    await userEvent.keyboard('{ArrowDown}');
    await expect(language).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    const menus = await screen.findAllByRole('menu');
    await expect(menus).toHaveLength(2);
    const choices = within(menus[1]!).getAllByRole('menuitemradio');
    await expect(choices.map((choice) => choice.textContent)).toEqual([
      'English',
      'Dansk',
      'Українська',
      'Deutsch',
      'Français',
    ]);
    const current = localeOf(globals);
    const checked = choices.filter((choice) => choice.getAttribute('aria-checked') === 'true');
    await expect(checked).toHaveLength(1);
    await expect(checked[0]).toHaveTextContent(
      ['English', 'Dansk', 'Українська', 'Deutsch', 'Français'][supportedLocales.indexOf(current)]!,
    );
    await waitFor(() => expect(choices[0]).toHaveFocus());

    // ArrowLeft goes back to Language; Escape closes one level at a time.
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(screen.getAllByRole('menu')).toHaveLength(1));
    await expect(language).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(screen.getAllByRole('menu')).toHaveLength(2));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.getAllByRole('menu')).toHaveLength(1));
    await expect(language).toHaveFocus();

    // Choose another language.
    await userEvent.keyboard('{ArrowRight}');
    const other = otherLocale(globals);
    const target = await screen.findByRole('menuitemradio', {
      name: { da: 'Dansk', de: 'Deutsch' }[other as 'da' | 'de'],
    });
    await userEvent.click(target);
    await expect(args.onLocaleChange).toHaveBeenCalledWith(other);
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());

    // Leave the submenu open for the reviewer.
    await openAccountMenuWithKeyboard(trigger);
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(screen.getAllByRole('menu')).toHaveLength(2));
  },
};

/** Sign Out asks first: No keeps the session, Yes signs out. */
export const SignOutConfirm: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const trigger = accountTrigger(canvasElement, globals, nameOf(globals, args));
    const signOut = async () => {
      const menu = await openAccountMenuWithKeyboard(trigger);
      await userEvent.click(
        within(menu).getByRole('menuitem', { name: label(globals, 'ui.account.signOut') }),
      );
      return screen.findByRole('alertdialog', { name: label(globals, 'ui.signOut.header') });
    };

    const first = await signOut();
    await expect(first).toHaveAccessibleDescription(label(globals, 'ui.signOut.message'));
    await userEvent.click(within(first).getByRole('button', { name: label(globals, 'ui.dialog.no') }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(args.onSignOut).not.toHaveBeenCalled();

    const second = await signOut();
    await userEvent.click(within(second).getByRole('button', { name: label(globals, 'ui.dialog.yes') }));
    await expect(args.onSignOut).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());

    // Leave the question open for the reviewer.
    await signOut();
  },
};

/** The `notifications` slot with a notification panel beside the column; the product keeps it hidden. */
export const NotificationsVisible: Story = {
  render: (args, { globals }) => (
    <AppLayout
      sidebar={
        <SidebarHarness
          {...args}
          user={sampleOf(globals, args.user)}
          locale={localeOf(globals)}
          notifications={
            <NotificationPanel
              items={sampleItems(localeOf(globals)).slice(0, 3)}
              defaultFilter="all"
              now={sampleNow}
            />
          }
        />
      }
      header={null}
    />
  ),
  play: async ({ canvasElement, globals }) => {
    const panel = within(canvasElement).getByRole('region', {
      name: label(globals, 'ui.notifications.title'),
    });
    await expect(panel).toBeVisible();
    await expect(panel.getBoundingClientRect().width).toBe(300);
    await expect(within(panel).getAllByRole('listitem')).toHaveLength(3);
  },
};

/** The version line in the footer (the `version` slot); the product keeps it hidden. */
export const VersionVisible: Story = {
  args: { version: <SidebarVersion version="1.4.2" /> },
  play: async ({ canvasElement, globals }) => {
    await expect(
      within(canvasElement).getByText(textOf(globals, 'ui.sidebar.version', { version: '1.4.2' })),
    ).toBeVisible();
  },
};

/** Minimize collapses to 60 px, Expand brings back 250 px; the button says which it will do. */
export const Toggle: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    const minimize = canvas.getByRole('button', { name: label(globals, 'ui.sidebar.minimize') });
    await expect(minimize).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(minimize);
    await expect(args.onExpandedChange).toHaveBeenLastCalledWith(false);
    const expand = canvas.getByRole('button', { name: label(globals, 'ui.sidebar.expand') });
    await expect(expand).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(sidebarBox(canvasElement).getBoundingClientRect().width).toBe(60));
    await userEvent.click(expand);
    await expect(args.onExpandedChange).toHaveBeenLastCalledWith(true);
    await expect(canvas.getByRole('button', { name: label(globals, 'ui.sidebar.minimize') })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await waitFor(() => expect(sidebarBox(canvasElement).getBoundingClientRect().width).toBe(250));
  },
};

/** Tab order: the skip link (visible on focus), the toggle, then every entry. */
export const KeyboardOrder: Story = {
  args: { entries: adminEntries, activeId: 'vehicles', user: admin },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    (document.activeElement as HTMLElement | null)?.blur();
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: label(globals, 'ui.sidebar.skipToContent') });
    await expect(skip).toHaveFocus();
    await expect(skip.getBoundingClientRect().width).toBeGreaterThan(1);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: label(globals, 'ui.sidebar.minimize') })).toHaveFocus();
    for (const entry of adminEntries) {
      await userEvent.tab();
      await expect(canvas.getByRole('link', { name: label(globals, entry.labelId) })).toHaveFocus();
    }
    // The skip link moves focus to the main region.
    skip.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('main')).toHaveFocus());
  },
};
