import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test-utils/renderWithProviders';
import { PageHeader, type BreadcrumbLinkProps } from './PageHeader';

describe('PageHeader', () => {
  it('is the page heading with its trail, the last step being the current page', () => {
    renderWithProviders(
      <PageHeader
        title="AB 12 345"
        breadcrumbs={[
          { label: 'Vehicles', href: '/vehicles' },
          { label: 'AB 12 345', href: '/vehicles/7' },
        ]}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'AB 12 345' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Breadcrumbs' });
    expect(nav).toContainElement(screen.getByRole('link', { name: 'Vehicles' }));
    expect(screen.getByRole('link', { name: 'Vehicles' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'AB 12 345' })).toHaveAttribute('aria-current', 'page');
  });

  it('renders links through linkComponent and reports clicks', async () => {
    const user = userEvent.setup();
    const onNavigate = vi.fn((_href: string, event: { preventDefault: () => void }) =>
      event.preventDefault(),
    );
    const Link = ({ href, children, ...rest }: BreadcrumbLinkProps) => (
      <a href={`#${href}`} data-link="router" {...rest}>
        {children}
      </a>
    );
    renderWithProviders(
      <PageHeader
        title="Tasks"
        linkComponent={Link}
        onNavigate={onNavigate}
        breadcrumbs={[{ label: 'Dashboard', href: '/d' }, { label: 'Tasks' }]}
      />,
    );
    const link = screen.getByRole('link', { name: 'Dashboard' });
    expect(link).toHaveAttribute('data-link', 'router');
    expect(link).toHaveAttribute('href', '#/d');
    await user.click(link);
    expect(onNavigate).toHaveBeenCalledWith('/d', expect.anything());
  });

  it('names the trail in the active language and leaves it out when empty', () => {
    const { unmount } = renderWithProviders(
      <PageHeader title="Opgaver" breadcrumbs={[{ label: 'Overblik', href: '/' }, { label: 'Opgaver' }]} />,
      {
        locale: 'da',
      },
    );
    expect(screen.getByRole('navigation', { name: 'Brødkrummesti' })).toBeInTheDocument();
    unmount();
    renderWithProviders(
      <PageHeader title="Tasks" breadcrumbs={[]} actions={<button type="button">Add</button>} />,
    );
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add' })).toBeInTheDocument();
  });
});
