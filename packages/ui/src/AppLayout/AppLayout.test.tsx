import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test-utils/renderWithProviders';
import { AppLayout } from './AppLayout';
import { EmptyState, PageTitle } from './PageContent';

describe('AppLayout', () => {
  it('renders the page in a focusable main region with the skip-link target id', () => {
    renderWithProviders(
      <AppLayout>
        <p>Page</p>
      </AppLayout>,
    );
    const main = screen.getByRole('main');
    expect(main).toHaveAttribute('id', 'main-content');
    expect(main).toHaveAttribute('tabindex', '-1');
    expect(main).toHaveTextContent('Page');
  });

  it('puts the sidebar beside the main region', () => {
    renderWithProviders(<AppLayout sidebar={<nav aria-label="Main navigation" />}>x</AppLayout>);
    const root = screen.getByTestId('app-layout');
    expect(root.firstElementChild).toBe(screen.getByRole('navigation'));
    expect(root).toHaveAttribute('data-with-sidebar');
  });

  it('keeps the search header present but hidden by default, once the browser has been idle', async () => {
    renderWithProviders(<AppLayout>x</AppLayout>);
    // Not in the first render (nor in the server's HTML): it loads when the browser is idle.
    expect(screen.queryByRole('search', { hidden: true })).toBeNull();
    expect(await screen.findByRole('search', { hidden: true })).not.toBeVisible();
    expect(screen.queryByRole('search')).toBeNull();
  });

  it('shows the search header when asked, and none with header={null}', async () => {
    const { unmount } = renderWithProviders(<AppLayout showSearchHeader>x</AppLayout>);
    expect(await screen.findByRole('search')).toBeVisible();
    unmount();
    renderWithProviders(<AppLayout header={null}>x</AppLayout>);
    expect(screen.queryByRole('search', { hidden: true })).toBeNull();
  });

  it('takes another main id', () => {
    renderWithProviders(<AppLayout mainId="content">x</AppLayout>);
    expect(screen.getByRole('main')).toHaveAttribute('id', 'content');
  });
});

describe('PageTitle and EmptyState', () => {
  it.each([
    ['en', 'Nothing here yet', 'There is nothing to show on this page yet.'],
    ['da', 'Intet her endnu', 'Der er intet at vise på denne side endnu.'],
  ] as const)('render a title and a translated empty state in %s', (locale, title, message) => {
    renderWithProviders(
      <>
        <PageTitle>Vehicles</PageTitle>
        <EmptyState />
      </>,
      { locale },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Vehicles' })).toBeInTheDocument();
    const empty = screen.getByTestId('empty-state');
    expect(within(empty).getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
    expect(empty).toHaveTextContent(message);
  });
});
