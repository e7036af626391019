import { AccountMenu } from '../AccountMenu';
import { Avatar, getDisplayName, type AvatarUser } from '../Avatar';
import type { Locale } from '../i18n/locales';
import type { ColorSchemeChoice } from '../theme/colorScheme';
import { useKitMessages } from '../i18n/useKitMessages';
import { ChevronUpDownIcon } from '../icons';
import { AccountName, AccountSlot, AccountTrigger, AvatarOverlay, Version } from './Sidebar.styles';
import { useSidebarContext } from './SidebarContext';

/** The signed-in person as the sidebar's account block shows them. */
export interface SidebarUser extends AvatarUser {
  /** Their e-mail address, shown when the contact card has no name. */
  email?: string | null;
  /** URL of their picture; initials when missing or broken. */
  imageUrl?: string | null;
}

export interface SidebarAccountProps {
  /** The signed-in person: contact name and surname, e-mail, picture URL. */
  user: SidebarUser;
  /** The active language, checked in the account menu's Language submenu. */
  locale: Locale;
  /** Called with the language chosen in the account menu. */
  onLocaleChange: (locale: Locale) => void;
  /** The colour theme chosen, checked in the account menu's Theme submenu. */
  colorScheme?: ColorSchemeChoice;
  /** Called with the theme chosen in the account menu; the Theme submenu shows only with it. */
  onColorSchemeChange?: (choice: ColorSchemeChoice) => void;
  /** Called when My Account is chosen; leave out to hide My Account. */
  onMyAccount?: () => void;
  /** Called when the person confirms Sign Out ("Yes" in the confirmation dialog). */
  onSignOut: () => void;
}

/**
 * The sidebar's account block (its `account` slot): the avatar and the name or e-mail, opening the
 * account menu (My Account, Language, Theme, Sign Out). It follows the sidebar's width: collapsed, only
 * the avatar shows.
 */
export function SidebarAccount({
  user,
  locale,
  onLocaleChange,
  colorScheme,
  onColorSchemeChange,
  onMyAccount,
  onSignOut,
}: SidebarAccountProps) {
  const t = useKitMessages();
  const { expanded } = useSidebarContext();
  const displayName = getDisplayName(user) ?? t('ui.avatar.fallbackName');
  return (
    <AccountSlot $expanded={expanded}>
      <AccountMenu
        label={t('ui.sidebar.openAccountMenu', { name: displayName })}
        triggerContent={
          <AccountTrigger $expanded={expanded}>
            <AccountName $expanded={expanded}>{displayName}</AccountName>
            <ChevronUpDownIcon size={16} />
          </AccountTrigger>
        }
        locale={locale}
        onLocaleChange={onLocaleChange}
        colorScheme={colorScheme}
        onColorSchemeChange={onColorSchemeChange}
        onMyAccount={onMyAccount}
        onSignOut={onSignOut}
      />
      {/*
        The avatar lies over the button's start, not inside it: its initials are visible text, and
        inside the button they would not be part of the button's name ("Account menu for Mette
        Hansen"), which axe reports (label-content-name-mismatch, WCAG 2.5.3). It lets clicks
        through to the button beneath.
      */}
      <AvatarOverlay>
        <Avatar user={user} imageUrl={user.imageUrl} size="md" decorative />
      </AvatarOverlay>
    </AccountSlot>
  );
}

export interface SidebarVersionProps {
  /** The version string, e.g. `1.4.2`. */
  version: string;
  /** Keeps the line in the page but out of sight. */
  hidden?: boolean;
}

/** The footer's version line (the sidebar's `version` slot): "Version 1.4.2". */
export function SidebarVersion({ version, hidden = false }: SidebarVersionProps) {
  const t = useKitMessages();
  return (
    <Version hidden={hidden} data-testid="sidebar-version">
      {t('ui.sidebar.version', { version })}
    </Version>
  );
}
