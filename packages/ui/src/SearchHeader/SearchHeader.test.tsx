import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { Locale } from '../i18n/locales';
import { renderWithProviders } from '../test-utils/renderWithProviders';
import { SearchHeader } from './SearchHeader';

describe('SearchHeader', () => {
  it.each<[Locale, string, string]>([
    ['en', 'Search', 'Search the whole register'],
    ['da', 'Søg', 'Søg i hele registret'],
    ['uk', 'Пошук', 'Пошук у всьому реєстрі'],
    ['de', 'Suche', 'Im gesamten Register suchen'],
    ['fr', 'Rechercher', 'Rechercher dans tout le registre'],
  ])('is a search landmark with a labelled field in %s', (locale, label, placeholder) => {
    renderWithProviders(<SearchHeader />, { locale });
    const landmark = screen.getByRole('search', { name: label });
    const field = screen.getByRole('searchbox', { name: label });
    expect(landmark).toContainElement(field);
    expect(field).toHaveAttribute('placeholder', placeholder);
  });

  it('submits the trimmed query on Enter', async () => {
    const onSearch = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<SearchHeader onSearch={onSearch} />);
    await user.type(screen.getByRole('searchbox'), '  AB 12 345 {Enter}');
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('AB 12 345');
  });

  it('reports every keystroke and can be controlled', async () => {
    const onValueChange = vi.fn();
    function Controlled() {
      const [value, setValue] = useState('bil');
      return (
        <SearchHeader
          value={value}
          onValueChange={(next) => {
            onValueChange(next);
            setValue(next.toUpperCase());
          }}
        />
      );
    }
    const user = userEvent.setup();
    renderWithProviders(<Controlled />);
    const field = screen.getByRole('searchbox');
    expect(field).toHaveValue('bil');
    await user.type(field, 'er');
    expect(onValueChange).toHaveBeenLastCalledWith('BILEr');
    expect(field).toHaveValue('BILER');
  });

  it('starts from defaultValue when uncontrolled', () => {
    renderWithProviders(<SearchHeader defaultValue="Tesla" />);
    expect(screen.getByRole('searchbox')).toHaveValue('Tesla');
  });

  it('is present but hidden when hidden', () => {
    const { container } = renderWithProviders(<SearchHeader hidden />);
    expect(screen.queryByRole('search')).toBeNull();
    expect(screen.queryByRole('searchbox')).toBeNull();
    expect(container.querySelector('form[role="search"]')).toHaveAttribute('hidden');
  });
});
