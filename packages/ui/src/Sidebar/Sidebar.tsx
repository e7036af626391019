import {
  useId,
  useRef,
  useState,
  type AnchorHTMLAttributes,
  type FocusEvent,
  type KeyboardEvent,
  type ElementType,
  type MouseEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { useIntl } from 'react-intl';
import { useKitMessages, type FormatKitMessage } from '../i18n/useKitMessages';
import en from '../messages/en';
import { SidebarCollapseIcon, SidebarExpandIcon, VognparkLogo, type IconComponent } from '../icons';
import { NavBadge, type NavBadgeKind } from '../NavBadge';
import { badgeStatus } from '../NavBadge/badgeStatus';
import { Tooltip } from '../Tooltip';
import { useMediaQuery } from '../useMediaQuery';
import {
  SIDEBAR_OVERLAY_QUERY,
  useSidebarExpanded,
  type UseSidebarExpandedOptions,
} from '../useSidebarExpanded';
import {
  Brand,
  EntryItem,
  EntryLink,
  EntryList,
  Footer,
  Nav,
  NotificationSlot,
  RowLabel,
  Scrim,
  SidebarRoot,
  SkipLink,
  ToggleButton,
  TopBar,
} from './Sidebar.styles';
import { SidebarContext } from './SidebarContext';

/** A badge on a sidebar entry: a warning count, or for `compliance` also a check mark at 0. */
export interface SidebarEntryBadge {
  kind: NavBadgeKind;
  /** The count; `undefined` or `null` while not known (shows nothing). */
  count: number | null | undefined;
}

/** One link of the sidebar, as data. */
export interface SidebarEntry {
  /** Stable id: the React key, the `data-entry` attribute and what `activeId` names. */
  readonly id: string;
  /** Where the link goes. */
  readonly href: string;
  /** The link's text (also its tooltip when the sidebar is collapsed). */
  readonly label: ReactNode;
  /** Decorative icon before the label. */
  readonly icon: IconComponent;
  /** A badge after the label. */
  readonly badge?: SidebarEntryBadge;
}

/** The props the sidebar hands to `linkComponent` for each entry (an `<a>`'s props plus `ref`). */
export type SidebarLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  href: string;
  ref?: Ref<HTMLAnchorElement>;
};

export interface SidebarProps {
  /** The links, in order. Every entry given is shown. */
  entries: readonly SidebarEntry[];
  /** The id of the entry for the current page: marked `aria-current="page"`. */
  activeId?: string;
  /**
   * Expanded (250 px) or collapsed (60 px). Leave out to let the sidebar keep it itself with
   * `useSidebarExpanded` (stored choice, then window width).
   */
  expanded?: boolean;
  /** Called with the new state when the person clicks Minimize or Expand. */
  onExpandedChange?: (expanded: boolean) => void;
  /** Options for the built-in `useSidebarExpanded` when `expanded` is left out (storage, window, breakpoint). */
  expandedOptions?: UseSidebarExpandedOptions;
  /**
   * Renders each entry's link instead of a plain `<a href>`, e.g. a router's link:
   * `({ href, ...rest }) => <Link to={href} {...rest} />`. It must pass `ref`, `className` and the
   * other props on to its `<a>`.
   */
  linkComponent?: ElementType<SidebarLinkProps>;
  /** Called when an entry is clicked (call `event.preventDefault()` to navigate yourself). */
  onNavigate?: (entry: SidebarEntry, event: MouseEvent<HTMLAnchorElement>) => void;
  /** The account block at the foot of the column, usually `<SidebarAccount …/>`. */
  account?: ReactNode;
  /** What opens beside the column's foot, usually a `<NotificationPanel …/>` (pass `hidden` to keep it out of sight). */
  notifications?: ReactNode;
  /** The last line of the footer, usually `<SidebarVersion …/>`. */
  version?: ReactNode;
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
function badgeText(badge: SidebarEntryBadge, t: FormatKitMessage): string | null {
  const status = badgeStatus(badge.kind, badge.count);
  if (status.type === 'warnings') return t('ui.badge.warnings', { count: status.count });
  if (status.type === 'upToDate') return t('ui.badge.upToDate');
  return null;
}

/**
 * The application sidebar: a skip link, the Minimize/Expand toggle, the entries (icon, label,
 * badge; a tooltip each when collapsed; the active one `aria-current="page"`), and a footer with
 * the logo and product name, the `account` slot and the `version` slot; the `notifications` slot
 * opens beside it. It is sticky and full height: put it first in a flex row (AppLayout does) and
 * the page beside it moves with its width.
 *
 * On a phone (below `SIDEBAR_OVERLAY_BREAKPOINT`, 768 px) it is a rail whatever `expanded` says,
 * and Expand opens it over the page with a scrim: Escape, a click on the scrim, choosing an entry
 * or focus moving on to the page close it (Escape hands focus back to the toggle). That state is
 * the phone's own: `onExpandedChange` is not called, so a stored desktop choice stays as it was.
 * The rail look below the breakpoint is CSS, so a server-rendered expanded sidebar does not show
 * expanded on a phone before the script runs.
 */
export function Sidebar({
  entries,
  activeId,
  expanded: expandedProp,
  onExpandedChange,
  expandedOptions,
  linkComponent,
  onNavigate,
  account,
  notifications,
  version,
  mainContentId = 'main-content',
}: SidebarProps) {
  const t = useKitMessages();
  const intl = useIntl();
  const listId = useId();
  const own = useSidebarExpanded(expandedOptions);
  const narrow = useMediaQuery(SIDEBAR_OVERLAY_QUERY);
  // The page the overlay was opened on: another page (a navigation) closes it.
  const [openedOn, setOpenedOn] = useState<{ page: string | undefined } | null>(null);
  const overlay = narrow && openedOn !== null && openedOn.page === activeId;
  const setOverlayOpen = (open: boolean) => setOpenedOn(open ? { page: activeId } : null);
  const expanded = narrow ? overlay : (expandedProp ?? own.expanded);
  const rootRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  const toggle = () => {
    if (narrow) {
      setOverlayOpen(!overlay);
      return;
    }
    const next = !expanded;
    if (expandedProp === undefined) own.setExpanded(next);
    onExpandedChange?.(next);
  };

  function closeOverlay(returnFocus: boolean) {
    setOverlayOpen(false);
    if (returnFocus) toggleRef.current?.focus();
  }

  // Escape inside the column (not in a menu it opened, which is portalled and closes itself).
  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (!overlay || event.key !== 'Escape') return;
    if (!rootRef.current?.contains(event.target as Node)) return;
    event.stopPropagation();
    closeOverlay(true);
  }

  // Focus moving on to the page (Tab past the last entry) closes it; into a portalled menu does not.
  function onBlur(event: FocusEvent<HTMLDivElement>) {
    if (!overlay) return;
    const next = event.relatedTarget as HTMLElement | null;
    if (!next || rootRef.current?.contains(next) || next.closest('[data-floating-ui-portal]')) return;
    setOverlayOpen(false);
  }

  const toggleLabel = expanded ? t('ui.sidebar.minimize') : t('ui.sidebar.expand');
  const ToggleIcon = expanded ? SidebarCollapseIcon : SidebarExpandIcon;
  const state = expanded ? 'expanded' : 'collapsed';

  return (
    <SidebarContext.Provider value={{ expanded }}>
      <SidebarRoot
        ref={rootRef}
        $expanded={expanded}
        data-state={state}
        data-overlay={overlay ? 'open' : undefined}
        data-testid="sidebar"
        data-sidebar=""
        onKeyDown={onKeyDown}
        onBlur={onBlur}
      >
        {overlay && (
          <Scrim aria-hidden="true" data-testid="sidebar-scrim" onClick={() => closeOverlay(false)} />
        )}
        <SkipLink href={`#${mainContentId}`} onClick={(event) => skipToContent(event, mainContentId)}>
          {t('ui.sidebar.skipToContent')}
        </SkipLink>
        <Nav aria-label={t('ui.sidebar.navigation')}>
          <TopBar>
            <Tooltip content={toggleLabel} placement="right" disabled={expanded}>
              <ToggleButton
                ref={toggleRef}
                type="button"
                aria-expanded={expanded}
                aria-controls={listId}
                onClick={toggle}
              >
                <ToggleIcon />
                <RowLabel $expanded={expanded}>{toggleLabel}</RowLabel>
              </ToggleButton>
            </Tooltip>
          </TopBar>

          <EntryList id={listId}>
            {entries.map((entry) => {
              const status = entry.badge ? badgeText(entry.badge, t) : null;
              const Icon = entry.icon;
              return (
                <EntryItem key={entry.id}>
                  <Tooltip
                    content={
                      status
                        ? intl.formatMessage(
                            {
                              id: 'ui.sidebar.entryWithStatus',
                              defaultMessage: en['ui.sidebar.entryWithStatus'],
                            },
                            { label: entry.label, status },
                          )
                        : entry.label
                    }
                    placement="right"
                    disabled={expanded}
                  >
                    <EntryLink
                      as={linkComponent}
                      href={entry.href}
                      $expanded={expanded}
                      aria-current={entry.id === activeId ? 'page' : undefined}
                      data-entry={entry.id}
                      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
                        onNavigate?.(entry, event);
                        // Choosing an entry on a phone closes the overlay (also when the page is the same).
                        if (overlay) setOverlayOpen(false);
                      }}
                    >
                      <Icon />
                      <RowLabel $expanded={expanded}>{entry.label}</RowLabel>
                      {entry.badge && <NavBadge kind={entry.badge.kind} count={entry.badge.count} />}
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
            {account}
            {version}
          </Footer>
        </Nav>
        {notifications && (
          <NotificationSlot data-testid="sidebar-notifications">{notifications}</NotificationSlot>
        )}
      </SidebarRoot>
    </SidebarContext.Provider>
  );
}
