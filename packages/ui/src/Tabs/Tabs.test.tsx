import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test-utils/renderWithProviders';
import { Tabs, type TabItem } from './Tabs';

const items: TabItem[] = [
  { value: 'overview', label: 'Overview', content: <p>Toyota Proace</p> },
  { value: 'tasks', label: 'Tasks', count: 1250, content: <input aria-label="Note" /> },
  { value: 'history', label: 'History', content: <p>Created</p>, disabled: true },
];

describe('Tabs', () => {
  it('ties each tab to its panel by id', () => {
    renderWithProviders(<Tabs label="Vehicle" items={items} />);
    const tab = screen.getByRole('tab', { name: 'Overview' });
    const panel = screen.getByRole('tabpanel', { name: 'Overview' });
    expect(tab).toHaveAttribute('aria-controls', panel.id);
    expect(panel).toHaveAttribute('aria-labelledby', tab.id);
    expect(screen.getByRole('tablist', { name: 'Vehicle' })).toBeInTheDocument();
  });

  it('formats counts for the active language', () => {
    renderWithProviders(<Tabs label="Køretøj" items={items} />, { locale: 'da' });
    expect(screen.getByRole('tab', { name: 'Tasks 1.250' })).toBeInTheDocument();
  });

  it('follows a controlled value and only asks for changes', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    renderWithProviders(<Tabs label="Vehicle" items={items} value="tasks" onValueChange={onValueChange} />);
    expect(screen.getByRole('tab', { name: /Tasks/ })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('tab', { name: 'Overview' }));
    expect(onValueChange).toHaveBeenCalledWith('overview');
    expect(screen.getByRole('tab', { name: /Tasks/ })).toHaveAttribute('aria-selected', 'true');
  });

  it('never selects a disabled tab, by click or by key', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    renderWithProviders(
      <Tabs label="Vehicle" items={items} defaultValue="tasks" onValueChange={onValueChange} />,
    );
    await user.click(screen.getByRole('tab', { name: 'History' }));
    expect(onValueChange).not.toHaveBeenCalled();
    await user.click(screen.getByRole('tab', { name: /Tasks/ }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveFocus();
    expect(onValueChange).toHaveBeenLastCalledWith('overview');
  });

  it('keeps what was typed in a hidden panel only with keepMounted', async () => {
    const user = userEvent.setup();
    function Host({ keepMounted }: { keepMounted: boolean }) {
      const [value, setValue] = useState('tasks');
      return (
        <Tabs
          label="Vehicle"
          items={items}
          value={value}
          onValueChange={setValue}
          keepMounted={keepMounted}
        />
      );
    }
    const { unmount } = renderWithProviders(<Host keepMounted />);
    await user.type(screen.getByRole('textbox', { name: 'Note' }), 'Brake light');
    await user.click(screen.getByRole('tab', { name: 'Overview' }));
    await user.click(screen.getByRole('tab', { name: /Tasks/ }));
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveValue('Brake light');
    unmount();

    renderWithProviders(<Host keepMounted={false} />);
    await user.type(screen.getByRole('textbox', { name: 'Note' }), 'Brake light');
    await user.click(screen.getByRole('tab', { name: 'Overview' }));
    await user.click(screen.getByRole('tab', { name: /Tasks/ }));
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveValue('');
  });
});
