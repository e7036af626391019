import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { localeNameIds } from '../i18n/locales';
import type { Messages } from '../messages/en';
import { localeOf, messagesOf } from '../test-utils/storyMessages';
import { AccountMenu } from './AccountMenu';
import { overlayModes } from '../chromaticModes.fixtures';

const personName = 'Åse Ærø';

/** A stand-in for the sidebar's footer: dark, 250 px wide, at the bottom, so the menu opens upward. */
const SidebarFooter = styled.div`
  display: flex;
  flex-direction: column;
  justify-content: flex-end;
  width: ${({ theme }) => theme.layout.sidebarExpanded}px;
  min-height: 420px;
  padding: ${({ theme }) => theme.space[3]}px;
  background: ${({ theme }) => theme.colors.sidebarBackground};
  color: ${({ theme }) => theme.colors.sidebarText};
`;

const AccountBlock = styled.span`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
  padding: ${({ theme }) => theme.space[2]}px;
`;

const Initials = styled.span`
  display: inline-grid;
  place-items: center;
  width: 32px;
  height: 32px;
  border-radius: ${({ theme }) => theme.radii.round};
  background: #8a3b12;
  color: #ffffff;
  font-weight: ${({ theme }) => theme.font.weights.bold};
  font-size: ${({ theme }) => theme.font.sizes.sm};
`;

const meta = {
  title: 'Shell/AccountMenu',
  component: AccountMenu,
  tags: ['autodocs'],
  parameters: {
    // Chromatic: every language, and English in a wide window (packages/ui/src/chromaticModes.fixtures.ts).
    chromatic: { modes: overlayModes },
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'The menu of the sidebar\'s account block: My Account (only when `onMyAccount` is given), a Language submenu (each language in its own name, a check mark on the current one) and Sign Out, which first asks "Signing out?" in a ConfirmDialog. It performs no I/O: it calls `onMyAccount`, `onLocaleChange(locale)` and, after Yes, `onSignOut`.',
      },
      story: { inline: false, iframeHeight: 460 },
    },
  },
  decorators: [
    (Story) => (
      <SidebarFooter>
        <Story />
      </SidebarFooter>
    ),
  ],
  args: {
    name: personName,
    triggerContent: (
      <AccountBlock>
        <Initials aria-hidden="true">ÅÆ</Initials>
        <span>{personName}</span>
      </AccountBlock>
    ),
    locale: 'en',
    onLocaleChange: fn(),
    onMyAccount: fn(),
    onSignOut: fn(),
  },
  // The current language follows the story's language, as it would in the app.
  render: (args, { globals }) => <AccountMenu {...args} locale={localeOf(globals)} />,
} satisfies Meta<typeof AccountMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

const triggerName = (m: Messages) => m['ui.sidebar.openAccountMenu'].replace('{name}', personName);

async function openMenu(canvasElement: HTMLElement, m: Messages) {
  const trigger = within(canvasElement).getByRole('button', { name: triggerName(m) });
  await userEvent.click(trigger);
  const menu = await screen.findByRole('menu', { name: triggerName(m) });
  return { trigger, menu };
}

/** Closed: the account block is a menu button named "Account menu for Åse Ærø". */
export const AccountMenuClosed: Story = {
  play: async ({ canvasElement, globals }) => {
    const m = messagesOf(globals);
    const trigger = within(canvasElement).getByRole('button', { name: triggerName(m) });
    await expect(trigger).toHaveTextContent(personName);
    await expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  },
};

/** Open: My Account, Language and Sign Out, opening upward from the footer. */
export const AccountMenuOpen: Story = {
  play: async ({ canvasElement, globals }) => {
    const m = messagesOf(globals);
    const { trigger, menu } = await openMenu(canvasElement, m);
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((el) => el.textContent),
    ).toEqual([m['ui.account.myAccount'], m['ui.account.language'], m['ui.account.signOut']]);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() =>
      expect(menu.getBoundingClientRect().bottom).toBeLessThanOrEqual(
        trigger.getBoundingClientRect().top + 1,
      ),
    );
  },
};

/** Language submenu: reached with Tab and arrows, left with ArrowLeft, entered again; the current language is checked. */
export const LanguageSubmenuOpen: Story = {
  play: async ({ canvasElement, globals }) => {
    const m = messagesOf(globals);
    const locale = localeOf(globals);
    const trigger = within(canvasElement).getByRole('button', { name: triggerName(m) });
    await userEvent.tab();
    if (document.activeElement !== trigger) trigger.focus();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() =>
      expect(screen.getByRole('menuitem', { name: m['ui.account.myAccount'] })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowDown}');
    const language = screen.getByRole('menuitem', { name: m['ui.account.language'] });
    await expect(language).toHaveFocus();

    await userEvent.keyboard('{ArrowRight}');
    let submenu = await screen.findByRole('menu', { name: m['ui.account.language'] });
    await waitFor(() => expect(within(submenu).getAllByRole('menuitemradio')[0]).toHaveFocus());
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() =>
      expect(screen.queryByRole('menu', { name: m['ui.account.language'] })).not.toBeInTheDocument(),
    );
    await expect(language).toHaveFocus();

    await userEvent.keyboard('{ArrowRight}');
    submenu = await screen.findByRole('menu', { name: m['ui.account.language'] });
    const radios = within(submenu).getAllByRole('menuitemradio');
    await expect(radios.map((el) => el.textContent)).toEqual([
      'English',
      'Dansk',
      'Українська',
      'Deutsch',
      'Français',
    ]);
    await expect(radios.map((el) => el.getAttribute('lang'))).toEqual(['en', 'da', 'uk', 'de', 'fr']);
    const current = within(submenu).getByRole('menuitemradio', { name: m[localeNameIds[locale]] });
    await expect(current).toHaveAttribute('aria-checked', 'true');
    await expect(current.querySelector('svg[data-icon="check"]')).toBeVisible();
    await expect(within(submenu).getAllByRole('menuitemradio', { checked: true })).toHaveLength(1);
  },
};

/** Choosing Dansk calls onLocaleChange('da') and closes the menu, focus back on the account button. */
export const ChooseLanguage: Story = {
  play: async ({ args, canvasElement, globals }) => {
    const m = messagesOf(globals);
    const { trigger } = await openMenu(canvasElement, m);
    await userEvent.click(screen.getByRole('menuitem', { name: m['ui.account.language'] }));
    await userEvent.click(await screen.findByRole('menuitemradio', { name: 'Dansk' }));
    await expect(args.onLocaleChange).toHaveBeenCalledTimes(1);
    await expect(args.onLocaleChange).toHaveBeenCalledWith('da');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Sign Out asks "Signing out?"; Yes calls onSignOut once. */
export const SignOutConfirm: Story = {
  play: async ({ args, canvasElement, globals }) => {
    const m = messagesOf(globals);
    await openMenu(canvasElement, m);
    await userEvent.click(screen.getByRole('menuitem', { name: m['ui.account.signOut'] }));
    const dialog = await screen.findByRole('alertdialog', { name: m['ui.signOut.header'] });
    await expect(dialog).toHaveAccessibleDescription(m['ui.signOut.message']);
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: m['ui.dialog.no'] })).toHaveFocus(),
    );
    await expect(args.onSignOut).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: m['ui.dialog.yes'] }));
    await expect(args.onSignOut).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

/** No (here by keyboard) closes the dialog, signs nobody out and returns focus to the account button. */
export const SignOutCancelled: Story = {
  play: async ({ args, canvasElement, globals }) => {
    const m = messagesOf(globals);
    const trigger = within(canvasElement).getByRole('button', { name: triggerName(m) });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('menu', { name: triggerName(m) });
    await waitFor(() =>
      expect(screen.getByRole('menuitem', { name: m['ui.account.myAccount'] })).toHaveFocus(),
    );
    await userEvent.keyboard('{End}');
    await expect(screen.getByRole('menuitem', { name: m['ui.account.signOut'] })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('alertdialog', { name: m['ui.signOut.header'] });
    const no = within(dialog).getByRole('button', { name: m['ui.dialog.no'] });
    await waitFor(() => expect(no).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onSignOut).not.toHaveBeenCalled();
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** A plain user: no account page, so only Language and Sign Out. */
export const WithoutMyAccount: Story = {
  args: { onMyAccount: undefined },
  play: async ({ canvasElement, globals }) => {
    const m = messagesOf(globals);
    const { menu } = await openMenu(canvasElement, m);
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((el) => el.textContent),
    ).toEqual([m['ui.account.language'], m['ui.account.signOut']]);
    await expect(
      within(menu).queryByRole('menuitem', { name: m['ui.account.myAccount'] }),
    ).not.toBeInTheDocument();
  },
};
