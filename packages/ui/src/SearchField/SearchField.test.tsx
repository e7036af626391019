import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test-utils/renderWithProviders';
import { SearchField } from './SearchField';

const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

describe('SearchField', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function setup(props: Partial<Parameters<typeof SearchField>[0]> = {}) {
    const onValueChange = vi.fn();
    renderWithProviders(<SearchField label="Search" onValueChange={onValueChange} {...props} />);
    return { input: screen.getByRole('searchbox', { name: 'Search' }), onValueChange };
  }

  it('reports the text once typing has paused for the delay', () => {
    const { input, onValueChange } = setup({ delay: 200 });
    type(input, 't');
    act(() => vi.advanceTimersByTime(150));
    type(input, 'tr');
    act(() => vi.advanceTimersByTime(199));
    expect(onValueChange).not.toHaveBeenCalled();
    expect(input).toHaveValue('tr');
    act(() => vi.advanceTimersByTime(1));
    expect(onValueChange.mock.calls).toEqual([['tr']]);
  });

  it('reports at once on Enter, and not again after the delay', () => {
    const { input, onValueChange } = setup();
    type(input, 'van');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onValueChange.mock.calls).toEqual([['van']]);
    act(() => vi.advanceTimersByTime(1000));
    expect(onValueChange).toHaveBeenCalledTimes(1);
  });

  it('clears at once from its button, in the active language, and on Escape', () => {
    const onValueChange = vi.fn();
    renderWithProviders(<SearchField label="Søg" defaultValue="van" onValueChange={onValueChange} />, {
      locale: 'da',
    });
    const input = screen.getByRole('searchbox', { name: 'Søg' });
    fireEvent.click(screen.getByRole('button', { name: 'Ryd søgning' }));
    expect(input).toHaveValue('');
    expect(input).toHaveFocus();
    expect(onValueChange.mock.calls).toEqual([['']]);
    type(input, 'bus');
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input).toHaveValue('');
    // "bus" was never reported, so the search is still empty: nothing new to report, now or later.
    act(() => vi.advanceTimersByTime(1000));
    expect(onValueChange.mock.calls).toEqual([['']]);
  });

  it('reports an emptied field at once', () => {
    const { input, onValueChange } = setup({ defaultValue: 'van' });
    type(input, '');
    expect(onValueChange.mock.calls).toEqual([['']]);
  });

  it('shows a new value the owner sets', () => {
    const { rerender } = renderWithProviders(<SearchField label="Search" value="van" />);
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('van');
    rerender(<SearchField label="Search" value="bus" />);
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('bus');
  });
});
