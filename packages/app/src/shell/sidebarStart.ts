import {
  SIDEBAR_BREAKPOINT,
  SIDEBAR_STORAGE_KEY,
  parseStoredChoice,
  readStoredChoice,
  resolveSidebarExpanded,
  writeStoredChoice,
  type SidebarStorage,
} from '@vognpark/ui';
import { createContext, useCallback, useContext, useEffect, useState } from 'react';
import { readCookie } from '../i18n/localeCookie';
import type { ColorSchemeStart } from './colorScheme';

/**
 * The sidebar's width decided before paint (docs/decisions/first-paint.md, "The sidebar").
 *
 * The kit's rule stays the rule (`resolveSidebarExpanded`: the stored choice, else expanded from
 * 1300 px up), and localStorage `sidebarExpanded` stays where the choice lives. Two cookies copy
 * what the server needs to apply the same rule when it renders the shell:
 * - `sidebarExpanded`: the stored choice, "true" or "false", written with it on every toggle;
 * - `viewportWide`: "1" when the window was 1300 px or wider at the last start or resize, else "0".
 * Without `viewportWide` (a first visit) the server assumes a wide window.
 */
export const sidebarChoiceCookie = SIDEBAR_STORAGE_KEY;
export const viewportWideCookie = 'viewportWide';
const oneYear = 31_536_000;

/** The expanded state the server renders (and the hydrating browser starts with) for these cookies. */
export function sidebarStartState(cookieString: string | undefined): boolean {
  const cookies = cookieString ?? '';
  const stored = parseStoredChoice(readCookie(cookies, sidebarChoiceCookie));
  const wide = readCookie(cookies, viewportWideCookie);
  const width = wide === '0' ? 0 : Number.POSITIVE_INFINITY;
  return resolveSidebarExpanded({ stored, width });
}

function writeCookie(name: string, value: string): void {
  document.cookie = `${name}=${value}; path=/; max-age=${oneYear}; SameSite=Lax`;
}

/** localStorage, or null where even touching it throws (a SecurityError). */
function localStore(): SidebarStorage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The stored choice: localStorage's, else its cookie copy (what the server rendered with). */
function storedChoice(): boolean | null {
  return (
    readStoredChoice(localStore()) ?? parseStoredChoice(readCookie(document.cookie, sidebarChoiceCookie))
  );
}

/**
 * Copies the stored choice into its cookie and records the window's side of the breakpoint, so
 * the next page the server renders has the right width (called once at start-up).
 */
export function syncSidebarCookies(): void {
  const stored = readStoredChoice(localStore());
  const cookies = document.cookie;
  if (stored !== null && parseStoredChoice(readCookie(cookies, sidebarChoiceCookie)) !== stored)
    writeCookie(sidebarChoiceCookie, String(stored));
  const wide = window.innerWidth >= SIDEBAR_BREAKPOINT ? '1' : '0';
  if (readCookie(cookies, viewportWideCookie) !== wide) writeCookie(viewportWideCookie, wide);
}

/**
 * What the page started with: the sidebar state the server rendered, when the browser hydrates
 * server HTML (its first render must match it). Undefined when the browser renders on its own.
 */
export interface ShellStart {
  sidebarExpanded?: boolean;
  /** The theme choice and the system's preference the server rendered with (shell/colorScheme.tsx). */
  colorScheme?: ColorSchemeStart;
}

export const ShellStartContext = createContext<ShellStart>({});

/**
 * The shell's sidebar state, given to the kit's Sidebar as `expanded` (the app owns it so the
 * server and the hydrating browser agree): the kit's rule, read at the first render, or the
 * server's start state when hydrating and then the rule right after. Follows resizes across
 * 1300 px and other tabs' choices, like the kit's `useSidebarExpanded`.
 */
export function useShellSidebarExpanded(): { expanded: boolean; setExpanded: (expanded: boolean) => void } {
  const start = useContext(ShellStartContext).sidebarExpanded;
  const [state, setState] = useState(() => {
    if (typeof window === 'undefined') return { expanded: start ?? true, width: Number.POSITIVE_INFINITY };
    const width = window.innerWidth;
    if (start !== undefined) return { expanded: start, width };
    return { expanded: resolveSidebarExpanded({ stored: storedChoice(), width }), width };
  });

  useEffect(() => {
    // After hydration (or if the width changed before this effect): the rule, as at first paint.
    const settle = () => {
      const width = window.innerWidth;
      const expanded = resolveSidebarExpanded({ stored: storedChoice(), width });
      setState((previous) =>
        previous.expanded === expanded && previous.width === width ? previous : { expanded, width },
      );
    };
    const onResize = () => {
      const next = window.innerWidth;
      setState((previous) => {
        if (next === previous.width) return previous;
        const wasWide = previous.width >= SIDEBAR_BREAKPOINT;
        if (wasWide !== next >= SIDEBAR_BREAKPOINT) writeCookie(viewportWideCookie, wasWide ? '0' : '1');
        return {
          expanded: resolveSidebarExpanded({ stored: storedChoice(), width: next, previous }),
          width: next,
        };
      });
    };
    const onStorage = (event: StorageEvent) => {
      if (event.key !== null && event.key !== SIDEBAR_STORAGE_KEY) return;
      const stored = event.key === null ? null : parseStoredChoice(event.newValue);
      const width = window.innerWidth;
      setState({ expanded: resolveSidebarExpanded({ stored, width }), width });
    };
    window.addEventListener('resize', onResize);
    window.addEventListener('storage', onStorage);
    settle();
    return () => {
      window.removeEventListener('resize', onResize);
      window.removeEventListener('storage', onStorage);
    };
  }, []);

  const setExpanded = useCallback((expanded: boolean) => {
    writeStoredChoice(localStore(), expanded);
    writeCookie(sidebarChoiceCookie, String(expanded));
    setState((previous) => (previous.expanded === expanded ? previous : { ...previous, expanded }));
  }, []);

  return { expanded: state.expanded, setExpanded };
}
