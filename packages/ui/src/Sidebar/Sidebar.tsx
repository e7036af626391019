import { useId, type AnchorHTMLAttributes, type ElementType, type MouseEvent, type Ref } from 'react';
import { AccountMenu } from '../AccountMenu';
import { Avatar, getDisplayName, type AvatarUser } from '../Avatar';
import { useKitMessages, type FormatKitMessage } from '../i18n/useKitMessages';
import type { Locale } from '../i18n/locales';
import { ChevronUpDownIcon, SidebarCollapseIcon, SidebarExpandIcon, VognparkLogo } from '../icons';
import { findActiveEntry } from '../menus/isActiveEntry';
import { visibleEntries, type MenuEntry, type NavBadgeCounts } from '../menus/menus';
import { NavBadge, type NavBadgeKind } from '../NavBadge';
import { badgeStatus } from '../NavBadge/badgeStatus';
import { NotificationPanel, type NotificationPanelProps } from '../NotificationPanel';
import { Tooltip } from '../Tooltip';
import { useSidebarExpanded, type UseSidebarExpandedOptions } from '../useSidebarExpanded';
import {
  AccountName,
  AccountSlot,
  AvatarOverlay,
  AccountTrigger,
  Brand,
  EntryItem,
  EntryLink,
  EntryList,
  Footer,
  Nav,
  NotificationSlot,
  RowLabel,
  SidebarRoot,
  SkipLink,
  ToggleButton,
  TopBar,
  Version,
} from './Sidebar.styles';

/** The signed-in person as the sidebar shows them. */
export interface SidebarUser extends AvatarUser {
  /** Their e-mail address, shown when the contact card has no name. */
  email?: string | null;
  /** URL of their picture (`/api/files/{imageFileId}` in the app); initials when missing or broken. */
  imageUrl?: string | null;
}

/** The props the sidebar hands to `linkComponent` for each entry (an `<a>`'s props plus `ref`). */
export type SidebarLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  href: string;
  ref?: Ref<HTMLAnchorElement>;
};

export interface SidebarProps {
  /** The menu entries (`adminMenu`, `managerMenu`, or none for a plain user); entries marked `hidden` are left out. */
  entries: readonly MenuEntry[];
  /** The current path; the entry whose path it contains (segment by segment) is marked `aria-current="page"`. */
  currentPath: string;
  /** The signed-in person: contact name and surname, e-mail, picture URL. */
  user: SidebarUser;
  /** The active language, checked in the account menu's Language submenu. */
  locale: Locale;
  /** Badge counts for the entries that carry one; a missing count (not known yet) shows nothing. */
  badges?: NavBadgeCounts;
  /**
   * Expanded (250 px) or collapsed (60 px). Leave out to let the sidebar manage it with
   * `useSidebarExpanded` (stored choice + window width).
   */
  expanded?: boolean;
  /** Called with the new state when the person clicks Minimize or Expand. */
  onToggle?: (expanded: boolean) => void;
  /** Options for the built-in `useSidebarExpanded` when `expanded` is left out (storage, window, breakpoint). */
  expandedOptions?: UseSidebarExpandedOptions;
  /**
   * Renders each entry's link instead of a plain `<a href>`, e.g. a react-router `Link`
   * adapter: `({ href, ...rest }) => <Link to={href} {...rest} />`. It must pass `ref`,
   * `className` and the other props on to its `<a>`.
   */
  linkComponent?: ElementType<SidebarLinkProps>;
  /** Called when an entry is clicked, with its path (call `event.preventDefault()` to route yourself). */
  onNavigate?: (path: string, event: MouseEvent<HTMLAnchorElement>) => void;
  /** Called with the language chosen in the account menu. */
  onLocaleChange: (locale: Locale) => void;
  /** Called when My Account is chosen; leave out to hide My Account (plain users have no account page). */
  onMyAccount?: () => void;
  /** Called when the person confirms Sign Out ("Yes" in the confirmation dialog). */
  onSignOut: () => void;
  /** Shows the notification panel, which is present but hidden in the product (for Storybook). */
  showNotifications?: boolean;
  /** Content of the notification panel: its props are passed through. */
  notificationPanel?: Omit<NotificationPanelProps, 'hidden'>;
  /** The version string for the footer. */
  version?: string;
  /** Shows the version string, which is present but hidden in the product (for Storybook). */
  showVersion?: boolean;
  /** The id of the main content the skip link jumps to. Default `main-content` (AppLayout's main). */
  mainContentId?: string;
}

/**
 * Moves focus to the main content without touching the URL: a bare `#main-content` would
 * add a history entry, and under a hash router it would even be taken for a route. The
 * `href` stays for a page whose script has not run.
 */
function skipToContent(event: MouseEvent<HTMLAnchorElement>, id: string) {
  const target = document.getElementById(id);
  if (!target) return;
  event.preventDefault();
  target.focus();
}

/** The words a badge adds to its entry ("7 warnings", "Up to date"), or null. */
function badgeText(kind: NavBadgeKind, count: number | undefined, t: FormatKitMessage): string | null {
  const status = badgeStatus(kind, count);
  if (status.type === 'warnings') return t('ui.badge.warnings', { count: status.count });
  if (status.type === 'upToDate') return t('ui.badge.upToDate');
  return null;
}

/**
 * The application sidebar: a skip link, the Minimize/Expand toggle, the menu entries
 * (icon, label, badge; a tooltip each when collapsed; the active one `aria-current="page"`),
 * and a footer with the product logo and name, the account menu (avatar and name or
 * e-mail), and the normally hidden notification panel and version string. It is sticky
 * and full height: put it first in a flex row (AppLayout does) and the page beside it
 * moves with its width.
 */
export function Sidebar({
  entries,
  currentPath,
  user,
  locale,
  badges,
  expanded: expandedProp,
  onToggle,
  expandedOptions,
  linkComponent,
  onNavigate,
  onLocaleChange,
  onMyAccount,
  onSignOut,
  showNotifications = false,
  notificationPanel,
  version,
  showVersion = false,
  mainContentId = 'main-content',
}: SidebarProps) {
  const t = useKitMessages();
  const listId = useId();
  const own = useSidebarExpanded(expandedOptions);
  const expanded = expandedProp ?? own.expanded;

  const toggle = () => {
    const next = !expanded;
    if (expandedProp === undefined) own.setExpanded(next);
    onToggle?.(next);
  };

  const shown = visibleEntries(entries);
  const active = findActiveEntry(shown, currentPath);
  const displayName = getDisplayName(user) ?? t('ui.avatar.fallbackName');
  const toggleLabel = expanded ? t('ui.sidebar.minimize') : t('ui.sidebar.expand');
  const ToggleIcon = expanded ? SidebarCollapseIcon : SidebarExpandIcon;
  const state = expanded ? 'expanded' : 'collapsed';

  return (
    <SidebarRoot $expanded={expanded} data-state={state} data-testid="sidebar">
      <SkipLink href={`#${mainContentId}`} onClick={(event) => skipToContent(event, mainContentId)}>
        {t('ui.sidebar.skipToContent')}
      </SkipLink>
      <Nav aria-label={t('ui.sidebar.navigation')}>
        <TopBar>
          <Tooltip content={toggleLabel} placement="right" disabled={expanded}>
            <ToggleButton type="button" aria-expanded={expanded} aria-controls={listId} onClick={toggle}>
              <ToggleIcon />
              <RowLabel $expanded={expanded}>{toggleLabel}</RowLabel>
            </ToggleButton>
          </Tooltip>
        </TopBar>

        <EntryList id={listId}>
          {shown.map((entry) => {
            const label = t(entry.labelId);
            const count = entry.badge ? badges?.[entry.badge] : undefined;
            const kind: NavBadgeKind = entry.badge === 'compliance' ? 'compliance' : 'warning';
            const status = entry.badge ? badgeText(kind, count, t) : null;
            const Icon = entry.icon;
            const isActive = entry === active;
            return (
              <EntryItem key={entry.id}>
                <Tooltip
                  content={status ? t('ui.sidebar.entryWithStatus', { label, status }) : label}
                  placement="right"
                  disabled={expanded}
                >
                  <EntryLink
                    as={linkComponent}
                    href={entry.path}
                    $expanded={expanded}
                    aria-current={isActive ? 'page' : undefined}
                    data-entry={entry.id}
                    onClick={
                      onNavigate
                        ? (event: MouseEvent<HTMLAnchorElement>) => onNavigate(entry.path, event)
                        : undefined
                    }
                  >
                    <Icon />
                    <RowLabel $expanded={expanded}>{label}</RowLabel>
                    {entry.badge && <NavBadge kind={kind} count={count} />}
                  </EntryLink>
                </Tooltip>
              </EntryItem>
            );
          })}
        </EntryList>

        <Footer>
          <Brand>
            <VognparkLogo size={28} />
            <RowLabel $expanded={expanded}>{t('ui.sidebar.productName')}</RowLabel>
          </Brand>
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
              onMyAccount={onMyAccount}
              onSignOut={onSignOut}
            />
            {/*
            The avatar lies over the button's start, not inside it: its initials are visible
            text, and inside the button they would not be part of the button's name
            ("Account menu for Mette Hansen"), which axe reports (label-content-name-mismatch,
            WCAG 2.5.3). It lets clicks through to the button beneath.
          */}
            <AvatarOverlay>
              <Avatar user={user} imageUrl={user.imageUrl} size="md" decorative />
            </AvatarOverlay>
          </AccountSlot>
          <Version hidden={!showVersion} data-testid="sidebar-version">
            {t('ui.sidebar.version', { version: version ?? '' })}
          </Version>
        </Footer>
      </Nav>
      <NotificationSlot hidden={!showNotifications} data-testid="sidebar-notifications">
        <NotificationPanel {...notificationPanel} hidden={!showNotifications} />
      </NotificationSlot>
    </SidebarRoot>
  );
}
