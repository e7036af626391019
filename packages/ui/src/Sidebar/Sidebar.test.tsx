import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { forwardRef, type AnchorHTMLAttributes } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { NotificationPanel } from '../NotificationPanel';
import { renderWithProviders } from '../test-utils/renderWithProviders';
import { SIDEBAR_STORAGE_KEY } from '../useSidebarExpanded/sidebarExpandedRules';
import { FakeWindow, MemoryStorage } from '../useSidebarExpanded/testDoubles';
import { adminEntries, managerEntries } from './Sidebar.fixtures';
import { Sidebar, type SidebarProps } from './Sidebar';
import { SidebarAccount, SidebarVersion, type SidebarUser } from './SidebarAccount';

const mette: SidebarUser = {
  email: 'mette.hansen@vognpark.dk',
  contact: { name: 'Mette', surname: 'Hansen' },
  imageUrl: null,
};

function renderSidebar(
  props: Partial<SidebarProps> = {},
  { locale = 'en', user = mette }: { locale?: 'en' | 'da'; user?: SidebarUser } = {},
) {
  const callbacks = {
    onLocaleChange: vi.fn(),
    onSignOut: vi.fn(),
    onMyAccount: vi.fn(),
    onExpandedChange: vi.fn(),
  };
  const view = renderWithProviders(
    <Sidebar
      entries={managerEntries()}
      activeId="dashboard"
      expanded
      onExpandedChange={callbacks.onExpandedChange}
      account={
        <SidebarAccount
          user={user}
          locale={locale}
          onLocaleChange={callbacks.onLocaleChange}
          onMyAccount={callbacks.onMyAccount}
          onSignOut={callbacks.onSignOut}
        />
      }
      {...props}
    />,
    { locale },
  );
  return { ...view, ...callbacks };
}

const nav = () => screen.getByRole('navigation', { name: 'Main navigation' });

describe('Sidebar', { timeout: 20_000 }, () => {
  it('is a navigation landmark with a link per entry, in order', () => {
    renderSidebar({ entries: adminEntries, activeId: 'clients' });
    const links = within(nav()).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Vehicles', '/vehicles'],
      ['Inspections', '/inspections'],
      ['Annotations', '/annotations'],
      ['Customers', '/clients'],
      ['Users', '/users'],
    ]);
  });

  it('shows labels given as any React content, in the active language', () => {
    renderSidebar(
      {
        entries: [
          ...adminEntries,
          { id: 'rich', href: '/rich', label: <em>Særlig</em>, icon: adminEntries[0]!.icon },
        ],
      },
      { locale: 'da' },
    );
    const navigation = screen.getByRole('navigation', { name: 'Hovednavigation' });
    expect(within(navigation).getByRole('link', { name: 'Kunder' })).toHaveAttribute('href', '/clients');
    expect(within(navigation).getByRole('link', { name: 'Særlig' }).querySelector('em')).not.toBeNull();
  });

  it.each(['vehicles', 'users', 'tasks'])('marks the entry %s as the current page, and only it', (id) => {
    renderSidebar({ activeId: id });
    const current = within(nav())
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current).toHaveLength(1);
    expect(current[0]).toHaveAttribute('href', `/${id}`);
  });

  it('marks nothing current without an activeId', () => {
    renderSidebar({ activeId: undefined });
    expect(
      within(nav())
        .getAllByRole('link')
        .some((link) => link.hasAttribute('aria-current')),
    ).toBe(false);
  });

  it.each([
    [
      { tasks: 7, inspections: 3, compliance: 2 },
      ['Tasks 7 warnings', 'Inspections 3 warnings', 'Compliance 2 warnings'],
    ],
    [
      { tasks: 1, inspections: 0, compliance: 0 },
      ['Tasks 1 warning', 'Inspections', 'Compliance Up to date'],
    ],
    [{}, ['Tasks', 'Inspections', 'Compliance']],
  ])('badges %j name the entries %j', (counts, names) => {
    renderSidebar({ entries: managerEntries(counts) });
    for (const name of names) expect(screen.getByRole('link', { name })).toBeInTheDocument();
  });

  it('has a Minimize button that controls the entry list', async () => {
    const { onExpandedChange } = renderSidebar();
    const toggle = screen.getByRole('button', { name: 'Minimize' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const list = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(list?.tagName).toBe('UL');
    expect(within(list!).getAllByRole('link')).toHaveLength(12);
    await userEvent.click(toggle);
    expect(onExpandedChange).toHaveBeenCalledWith(false);
  });

  it('collapsed: offers Expand, keeps every entry named by its label and shows a tooltip on hover', async () => {
    renderSidebar({ expanded: false, entries: managerEntries({ tasks: 4 }) });
    expect(screen.getByRole('button', { name: 'Expand' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByTestId('sidebar')).toHaveAttribute('data-state', 'collapsed');
    const tasks = screen.getByRole('link', { name: 'Tasks 4 warnings' });
    await userEvent.hover(tasks);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Tasks, 4 warnings');
  });

  it('collapsed: only the avatar of the account block shows, the name stays in the button name', () => {
    renderSidebar({ expanded: false });
    const trigger = screen.getByRole('button', { name: 'Account menu for Mette Hansen' });
    expect(within(trigger).getAllByText('Mette Hansen').length).toBeGreaterThan(0);
  });

  it('expanded: shows no tooltips', async () => {
    renderSidebar({ expanded: true });
    await userEvent.hover(screen.getByRole('link', { name: 'Tasks' }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('manages its own state with useSidebarExpanded when `expanded` is left out', async () => {
    const storage = new MemoryStorage();
    const { onExpandedChange } = renderSidebar({
      expanded: undefined,
      expandedOptions: { window: new FakeWindow(1024), storage },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Expand' }));
    expect(screen.getByRole('button', { name: 'Minimize' })).toHaveAttribute('aria-expanded', 'true');
    expect(storage.getItem(SIDEBAR_STORAGE_KEY)).toBe('true');
    expect(onExpandedChange).toHaveBeenCalledWith(true);
  });

  it('renders entries through linkComponent and reports clicks through onNavigate', async () => {
    const RouterLink = forwardRef<HTMLAnchorElement, AnchorHTMLAttributes<HTMLAnchorElement>>(
      function RouterLink({ children, ...props }, ref) {
        return (
          <a ref={ref} data-router-link="" {...props}>
            {children}
          </a>
        );
      },
    );
    const onNavigate = vi.fn((_entry: unknown, event: { preventDefault(): void }) => event.preventDefault());
    renderSidebar({ linkComponent: RouterLink, onNavigate });
    const vehicles = screen.getByRole('link', { name: 'Vehicles' });
    expect(vehicles).toHaveAttribute('data-router-link');
    expect(vehicles).toHaveAttribute('href', '/vehicles');
    await userEvent.click(vehicles);
    expect(onNavigate).toHaveBeenCalledWith(expect.objectContaining({ id: 'vehicles' }), expect.anything());
  });

  it('starts with a skip link to the main content', () => {
    renderSidebar();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveAttribute('href', '#main-content');
  });

  it('lets Tab reach the skip link, the toggle, every entry in order, then the account block', async () => {
    renderSidebar({ entries: adminEntries });
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Minimize' })).toHaveFocus();
    for (const name of ['Vehicles', 'Inspections', 'Annotations', 'Customers', 'Users']) {
      await userEvent.tab();
      expect(screen.getByRole('link', { name })).toHaveFocus();
    }
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Account menu for Mette Hansen' })).toHaveFocus();
  });

  it('shows the product name and, in the account slot, the account block with the name', () => {
    renderSidebar();
    expect(within(nav()).getByText('Vognpark')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Account menu for Mette Hansen' })).toHaveTextContent(
      'Mette Hansen',
    );
  });

  it('names the account block by e-mail when there is no contact name', () => {
    renderSidebar({}, { user: { email: 'fleet.ops@example.com', contact: null } });
    expect(screen.getByRole('button', { name: 'Account menu for fleet.ops@example.com' })).toHaveTextContent(
      'fleet.ops@example.com',
    );
  });

  it('offers My Account only with onMyAccount, and reports it', async () => {
    const { onMyAccount } = renderSidebar();
    await userEvent.click(screen.getByRole('button', { name: 'Account menu for Mette Hansen' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'My Account' }));
    expect(onMyAccount).toHaveBeenCalledTimes(1);
  });

  it('keeps a hidden version line and a hidden notification panel present', () => {
    renderSidebar({
      version: <SidebarVersion version="1.4.2" hidden />,
      notifications: <NotificationPanel items={[]} hidden />,
    });
    expect(screen.getByTestId('sidebar-version')).not.toBeVisible();
    expect(screen.getByTestId('sidebar-version')).toHaveTextContent('Version 1.4.2');
    expect(screen.queryByRole('region', { name: 'Notifications' })).toBeNull();
  });

  it('shows the version line and the notification panel placed in its slots', () => {
    renderSidebar({
      version: <SidebarVersion version="1.4.2" />,
      notifications: <NotificationPanel items={[]} />,
    });
    expect(screen.getByText('Version 1.4.2')).toBeVisible();
    expect(screen.getByRole('region', { name: 'Notifications' })).toBeVisible();
  });
});

describe('Sidebar on a phone (below 768 px)', { timeout: 20_000 }, () => {
  /** A window whose overlay media query matches. */
  function phoneWindow() {
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      matches: query.includes('max-width: 767'),
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    })) as typeof window.matchMedia;
    return () => {
      window.matchMedia = original;
    };
  }

  it('is a rail whatever the stored choice, and Expand opens it over the page without touching the choice', async () => {
    const restore = phoneWindow();
    try {
      const user = userEvent.setup();
      const { onExpandedChange } = renderSidebar({ expanded: true });
      const sidebar = screen.getByTestId('sidebar');
      expect(sidebar).toHaveAttribute('data-state', 'collapsed');
      const expand = screen.getByRole('button', { name: 'Expand' });
      await user.click(expand);
      expect(sidebar).toHaveAttribute('data-overlay', 'open');
      expect(screen.getByRole('button', { name: 'Minimize' })).toHaveAttribute('aria-expanded', 'true');
      expect(screen.getByTestId('sidebar-scrim')).toBeInTheDocument();
      expect(onExpandedChange).not.toHaveBeenCalled();

      // Escape closes it and hands focus back to the toggle.
      await user.keyboard('{Escape}');
      expect(sidebar).not.toHaveAttribute('data-overlay');
      expect(screen.getByRole('button', { name: 'Expand' })).toHaveFocus();

      // A click on the scrim closes it.
      await user.click(screen.getByRole('button', { name: 'Expand' }));
      await user.click(screen.getByTestId('sidebar-scrim'));
      expect(sidebar).not.toHaveAttribute('data-overlay');

      // Choosing an entry closes it.
      await user.click(screen.getByRole('button', { name: 'Expand' }));
      const link = within(nav()).getAllByRole('link')[1]!;
      link.addEventListener('click', (event) => event.preventDefault());
      await user.click(link);
      expect(sidebar).not.toHaveAttribute('data-overlay');
      expect(onExpandedChange).not.toHaveBeenCalled();
    } finally {
      restore();
    }
  });

  it('closes when the page changes (activeId)', async () => {
    const restore = phoneWindow();
    try {
      const user = userEvent.setup();
      const { rerender } = renderSidebar({ expanded: false });
      await user.click(screen.getByRole('button', { name: 'Expand' }));
      expect(screen.getByTestId('sidebar')).toHaveAttribute('data-overlay', 'open');
      rerender(<Sidebar entries={managerEntries()} activeId="vehicles" expanded={false} account={null} />);
      expect(screen.getByTestId('sidebar')).not.toHaveAttribute('data-overlay');
    } finally {
      restore();
    }
  });
});
