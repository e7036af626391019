import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Locale } from '../i18n/locales';
import { Menu } from '../Menu/Menu';
import { renderWithProviders } from '../test-utils/renderWithProviders';
import { LanguageItems } from './LanguageItems';
import { LocaleSwitcher } from './LocaleSwitcher';

describe('LocaleSwitcher', () => {
  it.each([
    ['en', 'en', 'Language: English', 'English'],
    ['en', 'uk', 'Language: Українська', 'Українська'],
    ['da', 'da', 'Sprog: Dansk', 'Dansk'],
    ['de', 'fr', 'Sprache: Français', 'Français'],
    ['fr', 'de', 'Langue\u202F: Deutsch', 'Deutsch'],
  ] as const)(
    'in %s with %s current, is the menu button "%s" showing %s',
    (uiLocale, locale, name, shown) => {
      renderWithProviders(<LocaleSwitcher locale={locale} onLocaleChange={() => {}} />, { locale: uiLocale });
      const button = screen.getByRole('button', { name });
      expect(button).toHaveTextContent(shown);
      expect(button).toHaveAttribute('aria-haspopup', 'menu');
      expect(within(button).getByText(shown)).toHaveAttribute('lang', locale);
    },
  );

  it('lists the five languages, checks the current one and reports the chosen one', async () => {
    const user = userEvent.setup();
    const onLocaleChange = vi.fn();
    renderWithProviders(<LocaleSwitcher locale="de" onLocaleChange={onLocaleChange} />);
    const button = screen.getByRole('button', { name: 'Language: Deutsch' });
    await user.click(button);
    const menu = await screen.findByRole('menu', { name: 'Language: Deutsch' });
    const radios = within(menu).getAllByRole('menuitemradio');
    expect(radios.map((el) => el.textContent)).toEqual([
      'English',
      'Dansk',
      'Українська',
      'Deutsch',
      'Français',
    ]);
    expect(radios.map((el) => el.getAttribute('aria-checked'))).toEqual([
      'false',
      'false',
      'false',
      'true',
      'false',
    ]);
    await user.click(within(menu).getByRole('menuitemradio', { name: 'Français' }));
    expect(onLocaleChange).toHaveBeenCalledExactlyOnceWith('fr');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  });
});

describe('LanguageItems', () => {
  it.each(['en', 'da', 'uk', 'de', 'fr'] as const)('checks exactly %s', async (locale: Locale) => {
    const user = userEvent.setup();
    renderWithProviders(
      <Menu label="Languages">
        <LanguageItems locale={locale} onLocaleChange={() => {}} />
      </Menu>,
    );
    await user.click(screen.getByRole('button', { name: 'Languages' }));
    const checked = (await screen.findAllByRole('menuitemradio')).filter(
      (el) => el.getAttribute('aria-checked') === 'true',
    );
    expect(checked).toHaveLength(1);
    expect(checked[0]).toHaveAttribute('lang', locale);
  });
});
