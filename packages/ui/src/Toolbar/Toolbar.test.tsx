import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test-utils/renderWithProviders';
import { Toolbar, type ToolbarProps } from './Toolbar';
import type { ToolbarFilter } from './toolbarFilters';

const filters: ToolbarFilter[] = [
  {
    id: 'status',
    label: 'Status',
    options: [
      { value: 'active', label: 'Active', count: 1840 },
      { value: 'workshop', label: 'In workshop', count: 42 },
      { value: 'sold', label: 'Sold', count: 7 },
    ],
  },
  { id: 'fuel', label: 'Fuel', options: [{ value: 'diesel', label: 'Diesel', count: 900 }] },
];

function renderToolbar(props: Partial<ToolbarProps> = {}, locale?: 'en' | 'da' | 'fr') {
  const onValueChange = vi.fn();
  const result = renderWithProviders(
    <Toolbar
      filters={filters}
      onValueChange={onValueChange}
      search={<input aria-label="Search vehicles" />}
      actions={<button type="button">Add vehicle</button>}
      {...props}
    />,
    { locale },
  );
  return { ...result, onValueChange };
}

// Each test renders the whole table (or menus) and clicks through it with user-event: slower
// than the default 5 s allows on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

describe('Toolbar', () => {
  it('is a search landmark with the search slot, a menu button per filter and the actions', () => {
    renderToolbar();
    const toolbar = screen.getByRole('search', { name: 'Search and filters' });
    expect(within(toolbar).getByRole('textbox', { name: 'Search vehicles' })).toBeVisible();
    expect(within(toolbar).getByRole('button', { name: 'Status' })).toHaveAttribute('aria-haspopup', 'menu');
    expect(within(toolbar).getByRole('button', { name: 'Fuel' })).toBeVisible();
    expect(within(toolbar).getByRole('button', { name: 'Add vehicle' })).toBeVisible();
    expect(within(toolbar).queryByRole('list', { name: 'Active filters' })).toBeNull();
  });

  it('a filter menu lists its choices with counts; toggling several keeps it open', async () => {
    const user = userEvent.setup();
    const { onValueChange } = renderToolbar();
    await user.click(screen.getByRole('button', { name: 'Status' }));
    const menu = await screen.findByRole('menu');
    const items = within(menu).getAllByRole('menuitemcheckbox');
    expect(items.map((item) => item.textContent)).toEqual(['Active (1,840)', 'In workshop (42)', 'Sold (7)']);
    expect(items[0]).toHaveAttribute('aria-checked', 'false');

    await user.click(within(menu).getByRole('menuitemcheckbox', { name: 'In workshop (42)' }));
    expect(onValueChange).toHaveBeenLastCalledWith({ status: ['workshop'] });
    expect(screen.getByRole('menu')).toBeVisible();
    await user.click(within(menu).getByRole('menuitemcheckbox', { name: 'Active (1,840)' }));
    expect(onValueChange).toHaveBeenLastCalledWith({ status: ['active', 'workshop'] });
    expect(within(menu).getByRole('menuitemcheckbox', { name: 'Active (1,840)' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(screen.getByRole('button', { name: 'Status, 2 selected' })).toHaveFocus();
  });

  it('shows the active choices as chips; each removes one, and focus moves to the next chip', async () => {
    const user = userEvent.setup();
    const { onValueChange } = renderToolbar({
      defaultValue: { status: ['active', 'sold'], fuel: ['diesel'] },
    });
    const chips = screen.getByRole('list', { name: 'Active filters' });
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Status: ActiveRemove filter: Status: Active',
      'Status: SoldRemove filter: Status: Sold',
      'Fuel: DieselRemove filter: Fuel: Diesel',
    ]);
    await user.click(within(chips).getByRole('button', { name: 'Remove filter: Status: Active' }));
    expect(onValueChange).toHaveBeenLastCalledWith({ status: ['sold'], fuel: ['diesel'] });
    expect(screen.getByRole('button', { name: 'Remove filter: Status: Sold' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Status, 1 selected' })).toBeVisible();
  });

  it('"Clear All" removes every filter and keeps focus in the toolbar', async () => {
    const user = userEvent.setup();
    const { onValueChange } = renderToolbar({ defaultValue: { status: ['sold'], fuel: ['diesel'] } });
    await user.click(screen.getByRole('button', { name: 'Clear All' }));
    expect(onValueChange).toHaveBeenLastCalledWith({});
    expect(screen.queryByRole('list', { name: 'Active filters' })).toBeNull();
    expect(screen.getByRole('search')).toHaveFocus();
  });

  it('follows the controlled value', () => {
    const { rerender } = renderToolbar({ value: { fuel: ['diesel'] } });
    expect(screen.getByRole('button', { name: 'Remove filter: Fuel: Diesel' })).toBeVisible();
    rerender(<Toolbar filters={filters} value={{}} />);
    expect(screen.queryByRole('button', { name: 'Remove filter: Fuel: Diesel' })).toBeNull();
  });

  it.each([
    ['da', 'Søgning og filtre', 'Fjern filter: Status: Solgt', 'Ryd alle'],
    ['fr', 'Recherche et filtres', 'Retirer le filtre\u202f: Status\u202f: Solgt', 'Tout effacer'],
  ] as const)('speaks %s', (locale, landmark, remove, clearAll) => {
    const danish = [
      { id: 'status', label: 'Status', options: [{ value: 'sold', label: 'Solgt', count: 3 }] },
    ];
    renderToolbar({ filters: danish, defaultValue: { status: ['sold'] } }, locale);
    expect(screen.getByRole('search', { name: landmark })).toBeVisible();
    expect(screen.getByRole('button', { name: remove })).toBeVisible();
    expect(screen.getByRole('button', { name: clearAll })).toBeVisible();
  });
});
