import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { forwardRef, type AnchorHTMLAttributes } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { adminMenu, hiddenManagerEntries, managerMenu } from '../menus/menus';
import { renderWithProviders } from '../test-utils/renderWithProviders';
import { SIDEBAR_STORAGE_KEY } from '../useSidebarExpanded/sidebarExpandedRules';
import { FakeWindow, MemoryStorage } from '../useSidebarExpanded/testDoubles';
import { Sidebar, type SidebarProps } from './Sidebar';

const user = {
  email: 'mette.hansen@vognpark.dk',
  contact: { name: 'Mette', surname: 'Hansen' },
  imageUrl: null,
};

function renderSidebar(props: Partial<SidebarProps> = {}, locale: 'en' | 'da' = 'en') {
  const callbacks = { onLocaleChange: vi.fn(), onSignOut: vi.fn(), onMyAccount: vi.fn(), onToggle: vi.fn() };
  const view = renderWithProviders(
    <Sidebar
      entries={managerMenu}
      currentPath="/manager/dashboard"
      user={user}
      locale={locale}
      expanded
      {...callbacks}
      {...props}
    />,
    { locale },
  );
  return { ...view, ...callbacks };
}

const nav = () => screen.getByRole('navigation', { name: 'Main navigation' });

describe('Sidebar', { timeout: 20_000 }, () => {
  it('is a navigation landmark with a link per admin entry', () => {
    renderSidebar({ entries: adminMenu, currentPath: '/admin/clients' });
    const links = within(nav()).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Vehicles', '/admin/vehicles'],
      ['Inspections', '/admin/inspections'],
      ['Annotations', '/admin/annotations'],
      ['Customers', '/admin/clients'],
      ['Users', '/admin/users'],
    ]);
  });

  it('translates the entries', () => {
    renderSidebar({ entries: adminMenu }, 'da');
    const navigation = screen.getByRole('navigation', { name: 'Hovednavigation' });
    expect(within(navigation).getByRole('link', { name: 'Kunder' })).toHaveAttribute(
      'href',
      '/admin/clients',
    );
  });

  it('never shows hidden entries', () => {
    renderSidebar({ entries: [...managerMenu, ...hiddenManagerEntries] });
    expect(within(nav()).getAllByRole('link')).toHaveLength(managerMenu.length);
    expect(screen.queryByRole('link', { name: /Documents/ })).toBeNull();
  });

  it.each([
    ['/manager/vehicles', 'Vehicles'],
    ['/manager/vehicles/42', 'Vehicles'],
    ['/manager/users', 'Users'],
    ['/manager/tasks?filter=open', 'Tasks'],
  ])('on %s marks %s as the current page, and only it', (currentPath, name) => {
    renderSidebar({ currentPath });
    const current = within(nav())
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current).toHaveLength(1);
    expect(current[0]).toHaveAccessibleName(name);
  });

  it('marks nothing current on a page without an entry (segment-aware)', () => {
    renderSidebar({ currentPath: '/manager/usersettings' });
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
    [undefined, ['Tasks', 'Inspections', 'Compliance']],
  ])('badges %j name the entries %j', (badges, names) => {
    renderSidebar({ badges });
    for (const name of names) expect(screen.getByRole('link', { name })).toBeInTheDocument();
  });

  it('has a Minimize button that controls the entry list', async () => {
    const { onToggle } = renderSidebar();
    const toggle = screen.getByRole('button', { name: 'Minimize' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const list = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(list?.tagName).toBe('UL');
    expect(within(list!).getAllByRole('link')).toHaveLength(managerMenu.length);
    await userEvent.click(toggle);
    expect(onToggle).toHaveBeenCalledWith(false);
  });

  it('collapsed: offers Expand, keeps every entry named by its label and shows a tooltip on hover', async () => {
    renderSidebar({ expanded: false, badges: { tasks: 4 } });
    expect(screen.getByRole('button', { name: 'Expand' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByTestId('sidebar')).toHaveAttribute('data-state', 'collapsed');
    const tasks = screen.getByRole('link', { name: 'Tasks 4 warnings' });
    await userEvent.hover(tasks);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Tasks, 4 warnings');
  });

  it('expanded: shows no tooltips', async () => {
    renderSidebar({ expanded: true });
    await userEvent.hover(screen.getByRole('link', { name: 'Tasks' }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('manages its own state with useSidebarExpanded when `expanded` is left out', async () => {
    const storage = new MemoryStorage();
    const onToggle = vi.fn();
    renderSidebar({
      expanded: undefined,
      onToggle,
      expandedOptions: { window: new FakeWindow(1024), storage },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Expand' }));
    expect(screen.getByRole('button', { name: 'Minimize' })).toHaveAttribute('aria-expanded', 'true');
    expect(storage.getItem(SIDEBAR_STORAGE_KEY)).toBe('true');
    expect(onToggle).toHaveBeenCalledWith(true);
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
    const onNavigate = vi.fn((_path: string, event: { preventDefault(): void }) => event.preventDefault());
    renderSidebar({ linkComponent: RouterLink, onNavigate });
    const vehicles = screen.getByRole('link', { name: 'Vehicles' });
    expect(vehicles).toHaveAttribute('data-router-link');
    expect(vehicles).toHaveAttribute('href', '/manager/vehicles');
    await userEvent.click(vehicles);
    expect(onNavigate).toHaveBeenCalledWith('/manager/vehicles', expect.anything());
  });

  it('starts with a skip link to the main content', () => {
    renderSidebar();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveAttribute('href', '#main-content');
  });

  it('lets Tab reach the skip link, the toggle, then every entry in order', async () => {
    renderSidebar({ entries: adminMenu });
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Minimize' })).toHaveFocus();
    for (const name of ['Vehicles', 'Inspections', 'Annotations', 'Customers', 'Users']) {
      await userEvent.tab();
      expect(screen.getByRole('link', { name })).toHaveFocus();
    }
  });

  it('shows the product name and the account block with the name', () => {
    renderSidebar();
    expect(within(nav()).getByText('Vognpark')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Account menu for Mette Hansen' })).toHaveTextContent(
      'Mette Hansen',
    );
  });

  it('names the account block by e-mail when there is no contact name', () => {
    renderSidebar({ user: { email: 'fleet.ops@example.com', contact: null } });
    expect(screen.getByRole('button', { name: 'Account menu for fleet.ops@example.com' })).toHaveTextContent(
      'fleet.ops@example.com',
    );
  });

  it('keeps the version and the notification panel present but hidden', () => {
    renderSidebar({ version: '1.4.2' });
    expect(screen.getByTestId('sidebar-version')).not.toBeVisible();
    expect(screen.getByTestId('sidebar-notifications')).not.toBeVisible();
  });

  it('shows them when asked (Storybook)', () => {
    renderSidebar({ version: '1.4.2', showVersion: true, showNotifications: true });
    expect(screen.getByText('Version 1.4.2')).toBeVisible();
    expect(screen.getByTestId('sidebar-notifications')).toBeVisible();
  });
});
