import styled, { css } from 'styled-components';
import { visuallyHidden } from '../theme/visuallyHidden';
import { SIDEBAR_OVERLAY_QUERY } from '../useSidebarExpanded/sidebarExpandedRules';

/**
 * On a phone the column is a rail unless it is open over the page: rules for the parts that show
 * only when expanded, so that an expanded sidebar rendered on the server shows as a rail there too.
 */
const hiddenOnPhoneRail = css`
  @media ${SIDEBAR_OVERLAY_QUERY} {
    [data-sidebar]:not([data-overlay='open']) & {
      ${visuallyHidden}
    }
  }
`;

/** The sidebar column: sticky, full height, 250 px or 60 px wide, animating its width. */
export const SidebarRoot = styled.div<{ $expanded: boolean }>`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndex.sidebar};
  flex: none;
  width: ${({ theme, $expanded }) => ($expanded ? theme.layout.sidebarExpanded : theme.layout.sidebarCollapsed)}px;
  height: 100vh;
  height: 100dvh;
  background: ${({ theme }) => theme.colors.sidebarBackground};
  color: ${({ theme }) => theme.colors.sidebarText};
  box-shadow:
    1px 0 0 rgba(255, 255, 255, 0.06),
    ${({ theme }) => theme.shadows.sm};
  transition: width ${({ theme }) => theme.motion.normal} ease;

  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }

  /* A phone: a rail in the row, and open, the column over the page (the scrim below it). */
  @media ${SIDEBAR_OVERLAY_QUERY} {
    width: ${({ theme }) => theme.layout.sidebarCollapsed}px;
    transition: none;

    &[data-overlay='open'] > nav {
      position: fixed;
      inset-block: 0;
      inset-inline-start: 0;
      z-index: 1;
      width: min(${({ theme }) => theme.layout.sidebarExpanded}px, calc(100vw - 48px));
      background: ${({ theme }) => theme.colors.sidebarBackground};
      box-shadow: ${({ theme }) => theme.shadows.lg};
    }
  }

  /* In the sidebar's dark column the page's focus ring colour is too dark to see. */
  & :focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.sidebarText};
    outline-offset: -2px;
  }
`;

/** Behind the open column on a phone: dims the page, and a click on it closes the column. */
export const Scrim = styled.div`
  position: fixed;
  inset: 0;
  background: ${({ theme }) => theme.colors.backdrop};
`;

export const SkipLink = styled.a`
  position: absolute;
  top: ${({ theme }) => theme.space[2]}px;
  left: ${({ theme }) => theme.space[2]}px;
  z-index: ${({ theme }) => theme.zIndex.popover};
  padding: ${({ theme }) => `${theme.space[2]}px ${theme.space[4]}px`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.font.weights.bold};
  white-space: nowrap;
  box-shadow: ${({ theme }) => theme.shadows.lg};
  text-decoration: underline;

  &:not(:focus) {
    ${visuallyHidden}
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

export const Nav = styled.nav`
  display: flex;
  flex-direction: column;
  height: 100%;
  overflow: hidden;
`;

export const TopBar = styled.div`
  display: flex;
  flex: none;
  margin-bottom: ${({ theme }) => theme.space[2]}px;
  padding: ${({ theme }) => `${theme.space[3]}px ${theme.space[2]}px ${theme.space[2]}px`};
  border-bottom: 1px solid rgba(255, 255, 255, 0.1);
`;

const rowBase = css`
  position: relative;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]}px;
  width: 100%;
  min-height: 40px;
  padding: 0 12px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.sidebarTextMuted};
  font: inherit;
  font-size: ${({ theme }) => theme.font.sizes.md};
  text-align: start;
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;
  transition:
    background-color ${({ theme }) => theme.motion.fast} ease,
    color ${({ theme }) => theme.motion.fast} ease;

  &:hover {
    background: ${({ theme }) => theme.colors.sidebarHover};
    color: ${({ theme }) => theme.colors.sidebarText};
  }

  & > svg {
    flex: none;
  }
`;

export const ToggleButton = styled.button`
  ${rowBase}
`;

/** A label that is visually hidden, not removed, when the sidebar is collapsed. */
export const RowLabel = styled.span<{ $expanded: boolean }>`
  flex: 1 1 auto;
  min-width: 0;
  /* A long label ("Відповідність вимогам") wraps onto a second line, between words (hyphenated
     where the page's language allows), rather than being cut off. */
  padding-block: 6px;
  overflow: hidden;
  white-space: normal;
  overflow-wrap: break-word;
  hyphens: auto;
  line-height: 1.25;
  ${({ $expanded }) => !$expanded && visuallyHidden}
  ${hiddenOnPhoneRail}
`;

export const EntryList = styled.ul`
  display: flex;
  flex: 1 1 auto;
  flex-direction: column;
  gap: 2px;
  margin: 0;
  padding: ${({ theme }) => `${theme.space[1]}px ${theme.space[2]}px ${theme.space[3]}px`};
  overflow-x: hidden;
  overflow-y: auto;
  list-style: none;
  scrollbar-width: thin;
  scrollbar-color: ${({ theme }) => `${theme.colors.sidebarHover} transparent`};
`;

export const EntryItem = styled.li`
  display: block;
`;

export const EntryLink = styled.a<{ $expanded: boolean }>`
  ${rowBase}

  &[aria-current='page'] {
    background: ${({ theme }) => theme.colors.sidebarActive};
    color: ${({ theme }) => theme.colors.sidebarActiveText};
    font-weight: ${({ theme }) => theme.font.weights.medium};
  }

  &[aria-current='page']::before {
    content: '';
    position: absolute;
    top: 8px;
    bottom: 8px;
    left: 0;
    width: 3px;
    border-radius: ${({ theme }) => theme.radii.round};
    background: ${({ theme }) => theme.colors.sidebarActiveText};
  }

  /* Collapsed, the badge sits on the icon's corner. */
  ${({ $expanded }) =>
    !$expanded &&
    css`
      & > [data-kind] {
        position: absolute;
        top: 2px;
        right: 0;
        min-width: 18px;
        height: 18px;
        padding: 0 4px;
        font-size: 11px;
        box-shadow: 0 0 0 2px ${({ theme }) => theme.colors.sidebarBackground};
      }
      & > [data-status='upToDate'] {
        width: 18px;
        padding: 0;
      }
    `}
`;

export const Footer = styled.div`
  display: flex;
  flex: none;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]}px;
  padding: ${({ theme }) => `${theme.space[3]}px ${theme.space[2]}px`};
  border-top: 1px solid rgba(255, 255, 255, 0.1);
`;

export const Brand = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]}px;
  min-height: 40px;
  padding: 0 8px;
  color: ${({ theme }) => theme.colors.sidebarText};
  font-size: ${({ theme }) => theme.font.sizes.lg};
  font-weight: ${({ theme }) => theme.font.weights.bold};
  letter-spacing: 0.01em;
  white-space: nowrap;

  & > svg {
    flex: none;
  }
`;

/** The account menu's trigger content: avatar, then the name or e-mail (hidden when collapsed). */
export const AccountTrigger = styled.span<{ $expanded: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]}px;
  min-width: 0;
  width: 100%;
  color: ${({ theme }) => theme.colors.sidebarText};
  font-weight: ${({ theme }) => theme.font.weights.medium};

  & > svg {
    flex: none;
    margin-inline-start: auto;
    color: ${({ theme }) => theme.colors.sidebarTextMuted};
    ${({ $expanded }) => !$expanded && 'display: none;'}
  }
`;

export const AccountName = styled.span<{ $expanded: boolean }>`
  flex: 1 1 auto;
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  ${({ $expanded }) => !$expanded && visuallyHidden}
  ${hiddenOnPhoneRail}
`;

export const Version = styled.p`
  margin: 0;
  padding: 0 10px;
  color: ${({ theme }) => theme.colors.sidebarTextMuted};
  font-size: ${({ theme }) => theme.font.sizes.xs};
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;

  &[hidden] {
    display: none;
  }
`;

/** Where the (normally hidden) notification panel opens: beside the sidebar, above the page. */
export const NotificationSlot = styled.div`
  position: absolute;
  bottom: ${({ theme }) => theme.space[3]}px;
  left: calc(100% + ${({ theme }) => theme.space[2]}px);
  z-index: ${({ theme }) => theme.zIndex.popover};

  &[hidden] {
    display: none;
  }
`;

/** Restyles the account menu's trigger button for the dark column: a full-width row. */
export const AccountSlot = styled.div<{ $expanded: boolean }>`
  position: relative;
  display: flex;

  & > button {
    display: flex;
    width: 100%;
    min-height: 48px;
    padding: 6px;
    padding-inline-start: ${({ $expanded }) => ($expanded ? 50 : 6)}px;
    border: 0;
    border-radius: ${({ theme }) => theme.radii.md};
    background: transparent;
    color: ${({ theme }) => theme.colors.sidebarText};
    text-align: start;
  }

  & > button:hover,
  & > button[data-open] {
    background: ${({ theme }) => theme.colors.sidebarHover};
  }

  & > button:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.sidebarText};
    outline-offset: -2px;
  }
`;

/** The avatar, laid over the start of the account button; clicks pass through to it. */
export const AvatarOverlay = styled.span`
  position: absolute;
  top: 50%;
  left: 6px;
  display: flex;
  transform: translateY(-50%);
  pointer-events: none;
`;
