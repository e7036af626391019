import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Locale } from '../i18n/locales';
import { renderWithProviders } from '../test-utils/renderWithProviders';
import { AccountMenu, type AccountMenuProps } from './AccountMenu';

function renderMenu(props: Partial<AccountMenuProps> = {}, locale: Locale = 'en') {
  const callbacks = { onLocaleChange: vi.fn(), onMyAccount: vi.fn(), onSignOut: vi.fn() };
  renderWithProviders(
    <AccountMenu
      name="Åse Ærø"
      triggerContent={<span>Åse Ærø</span>}
      locale="en"
      {...callbacks}
      {...props}
    />,
    { locale },
  );
  return callbacks;
}

const trigger = () => screen.getByRole('button', { name: 'Account menu for Åse Ærø' });

async function open(user: ReturnType<typeof userEvent.setup>) {
  trigger().focus();
  await user.keyboard('{Enter}');
  const menu = await screen.findByRole('menu', { name: 'Account menu for Åse Ærø' });
  await waitFor(() => expect(menu).toContainElement(document.activeElement as HTMLElement));
  return menu;
}

describe('AccountMenu', () => {
  it('is a menu button named after the person, showing the given content', () => {
    renderMenu();
    expect(trigger()).toHaveTextContent('Åse Ærø');
    expect(trigger()).toHaveAttribute('aria-haspopup', 'menu');
  });

  it.each([
    ['en', 'Account menu for Åse Ærø'],
    ['da', 'Kontomenu for Åse Ærø'],
  ] as const)('names its button in %s', (locale, name) => {
    renderMenu({}, locale);
    expect(screen.getByRole('button', { name })).toBeInTheDocument();
  });

  it('lists My Account, Language and Sign Out', async () => {
    const user = userEvent.setup();
    renderMenu();
    const menu = await open(user);
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((el) => el.textContent),
    ).toEqual(['My Account', 'Language', 'Sign Out']);
  });

  it('hides My Account when there is no account page', async () => {
    const user = userEvent.setup();
    renderMenu({ onMyAccount: undefined });
    const menu = await open(user);
    expect(within(menu).queryByRole('menuitem', { name: 'My Account' })).not.toBeInTheDocument();
    expect(within(menu).getAllByRole('menuitem')).toHaveLength(2);
  });

  it('calls onMyAccount', async () => {
    const user = userEvent.setup();
    const { onMyAccount } = renderMenu();
    await open(user);
    await user.keyboard('{Enter}');
    expect(onMyAccount).toHaveBeenCalledTimes(1);
  });

  it('lists the languages in their own names with the current one checked, and reports a choice', async () => {
    const user = userEvent.setup();
    const { onLocaleChange } = renderMenu({ locale: 'uk' });
    await open(user);
    await user.keyboard('{ArrowDown}{ArrowRight}');
    const submenu = await screen.findByRole('menu', { name: 'Language' });
    const radios = within(submenu).getAllByRole('menuitemradio');
    expect(
      radios.map((el) => [el.textContent, el.getAttribute('lang'), el.getAttribute('aria-checked')]),
    ).toEqual([
      ['English', 'en', 'false'],
      ['Dansk', 'da', 'false'],
      ['Українська', 'uk', 'true'],
      ['Deutsch', 'de', 'false'],
      ['Français', 'fr', 'false'],
    ]);
    await waitFor(() => expect(radios[0]).toHaveFocus());
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onLocaleChange).toHaveBeenCalledExactlyOnceWith('da');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  });

  it('has a Theme submenu with System, Light and Dark, the current one checked, and reports a choice', async () => {
    const user = userEvent.setup();
    const onColorSchemeChange = vi.fn();
    renderMenu({ colorScheme: 'dark', onColorSchemeChange });
    const menu = await open(user);
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((el) => el.textContent),
    ).toEqual(['My Account', 'Language', 'Theme', 'Sign Out']);
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowRight}');
    const submenu = await screen.findByRole('menu', { name: 'Theme' });
    const radios = within(submenu).getAllByRole('menuitemradio');
    expect(radios.map((el) => [el.textContent, el.getAttribute('aria-checked')])).toEqual([
      ['System', 'false'],
      ['Light', 'false'],
      ['Dark', 'true'],
    ]);
    await waitFor(() => expect(radios[0]).toHaveFocus());
    await user.keyboard('{Enter}');
    expect(onColorSchemeChange).toHaveBeenCalledExactlyOnceWith('system');
  });

  it('signs out only after Yes', async () => {
    const user = userEvent.setup();
    const { onSignOut } = renderMenu();
    await open(user);
    await user.keyboard('{End}{Enter}');
    const dialog = await screen.findByRole('alertdialog', { name: 'Signing out?' });
    expect(dialog).toHaveAccessibleDescription('Are you sure you want to sign out?');
    expect(onSignOut).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(onSignOut).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('does nothing on No, and focus returns to the account button', async () => {
    const user = userEvent.setup();
    const { onSignOut } = renderMenu();
    await open(user);
    await user.keyboard('{End}{Enter}');
    const no = await screen.findByRole('button', { name: 'No' });
    await waitFor(() => expect(no).toHaveFocus());
    await user.click(no);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(onSignOut).not.toHaveBeenCalled();
    await waitFor(() => expect(trigger()).toHaveFocus());
  });
});
