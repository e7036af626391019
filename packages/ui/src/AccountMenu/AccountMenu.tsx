import type { Placement } from '@floating-ui/react';
import { useRef, useState, type ReactNode, type RefObject } from 'react';
import { ConfirmDialog } from '../ConfirmDialog/ConfirmDialog';
import type { Locale } from '../i18n/locales';
import { useKitMessages } from '../i18n/useKitMessages';
import { LanguageItems } from '../LocaleSwitcher/LanguageItems';
import { GlobeIcon, PersonIcon, SignOutIcon, ThemeIcon } from '../icons';
import {
  LabelledContent,
  Menu,
  MenuItem,
  MenuItemRadio,
  MenuSeparator,
  type MenuTriggerProps,
} from '../Menu/Menu';
import { colorSchemeChoices, type ColorSchemeChoice } from '../theme/colorScheme';
import { useMergedRefs } from '../useMergedRefs';
import { AccountTriggerButton } from './AccountMenu.styles';

export interface AccountMenuProps {
  /** What the menu button shows: the sidebar passes an avatar and the name. The name (or "Account") when left out. */
  triggerContent?: ReactNode;
  /** The person's name or e-mail, for the button's default accessible name "Account menu for {name}". */
  name?: string;
  /** The button's accessible name; overrides the one built from `name`. */
  label?: ReactNode;
  /** The current language: checked in the Language submenu. */
  locale: Locale;
  /** Called with the language chosen in the Language submenu. */
  onLocaleChange: (locale: Locale) => void;
  /** The colour theme chosen: checked in the Theme submenu. The submenu shows only with `onColorSchemeChange`. */
  colorScheme?: ColorSchemeChoice;
  /** Called with the theme chosen in the Theme submenu (System, Light, Dark). */
  onColorSchemeChange?: (choice: ColorSchemeChoice) => void;
  /** Called by "My Account"; the item is hidden when left out (plain users have no account page). */
  onMyAccount?: () => void;
  /** Called only after the person confirms "Signing out?" with Yes; No does nothing. */
  onSignOut: () => void;
  /** Where the menu opens beside the button. Default `top-start` (upward, from the sidebar's footer). */
  placement?: Placement;
  /** Class of the menu button, so a host can restyle it. */
  className?: string;
}

/**
 * The account block's menu: My Account, a Language submenu (each language in its own name,
 * a check mark on the current one), a Theme submenu (System, Light, Dark; with
 * `onColorSchemeChange`) and Sign Out, which asks for confirmation first. It only
 * calls back: no navigation, storage or sign-out of its own.
 */
export function AccountMenu({
  triggerContent,
  name,
  label,
  locale,
  onLocaleChange,
  colorScheme = 'system',
  onColorSchemeChange,
  onMyAccount,
  onSignOut,
  placement = 'top-start',
  className,
}: AccountMenuProps) {
  const t = useKitMessages();
  const [confirming, setConfirming] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const accessibleName = label ?? (name ? t('ui.sidebar.openAccountMenu', { name }) : t('ui.account.menu'));

  return (
    <>
      <Menu
        label={accessibleName}
        placement={placement}
        renderTrigger={(props) => (
          <AccountTrigger {...props} triggerRef={triggerRef} className={className}>
            <LabelledContent label={accessibleName}>
              {triggerContent ?? name ?? t('ui.account.menu')}
            </LabelledContent>
          </AccountTrigger>
        )}
      >
        {onMyAccount && (
          <MenuItem label={t('ui.account.myAccount')} icon={<PersonIcon />} onSelect={onMyAccount} />
        )}
        <Menu label={t('ui.account.language')} icon={<GlobeIcon />}>
          <LanguageItems locale={locale} onLocaleChange={onLocaleChange} />
        </Menu>
        {onColorSchemeChange && (
          <Menu label={t('ui.account.theme')} icon={<ThemeIcon />}>
            {colorSchemeChoices.map((choice) => (
              <MenuItemRadio
                key={choice}
                label={t(`ui.theme.${choice}`)}
                checked={choice === colorScheme}
                onSelect={() => onColorSchemeChange(choice)}
              />
            ))}
          </Menu>
        )}
        <MenuSeparator />
        <MenuItem
          label={t('ui.account.signOut')}
          icon={<SignOutIcon />}
          onSelect={() => setConfirming(true)}
        />
      </Menu>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        header={t('ui.signOut.header')}
        message={t('ui.signOut.message')}
        onAccept={onSignOut}
        returnFocusRef={triggerRef}
      />
    </>
  );
}

/** The menu button: the Menu's trigger props plus a ref kept for the dialog's focus return. */
function AccountTrigger({
  triggerRef,
  ref,
  children,
  ...props
}: MenuTriggerProps & { triggerRef: RefObject<HTMLButtonElement | null>; children: ReactNode }) {
  const mergedRef = useMergedRefs(ref, triggerRef);
  return (
    <AccountTriggerButton type="button" {...props} ref={mergedRef}>
      {children}
    </AccountTriggerButton>
  );
}
