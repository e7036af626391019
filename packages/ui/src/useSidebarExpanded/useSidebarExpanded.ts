import { useCallback, useEffect, useState } from 'react';
import {
  SIDEBAR_BREAKPOINT,
  SIDEBAR_STORAGE_KEY,
  parseStoredChoice,
  readStoredChoice,
  resolveSidebarExpanded,
  writeStoredChoice,
  type SidebarStorage,
} from './sidebarExpandedRules';

/** The part of `window` the hook uses: its width and its resize/storage events. */
export interface SidebarWindow {
  readonly innerWidth: number;
  addEventListener(type: 'resize' | 'storage', listener: (event: Event) => void): void;
  removeEventListener(type: 'resize' | 'storage', listener: (event: Event) => void): void;
}

export interface UseSidebarExpandedOptions {
  /** Where the choice is stored; the window's localStorage when left out, none when null. */
  storage?: SidebarStorage | null;
  /** The window whose width and events count; the global `window` when left out. */
  window?: SidebarWindow | null;
  /** The breakpoint in px; 1300 when left out. */
  breakpoint?: number;
}

export interface SidebarExpandedState {
  /** Whether the sidebar is expanded (250 px) rather than collapsed (60 px). */
  expanded: boolean;
  /** Flips the state and stores the new choice. */
  toggle: () => void;
  /** Sets the state and stores it as the person's choice. */
  setExpanded: (expanded: boolean) => void;
}

function globalWindow(): SidebarWindow | null {
  return typeof window === 'undefined' ? null : window;
}

/** `window.localStorage`, or null where even touching it throws (a SecurityError). */
function windowStorage(): SidebarStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/**
 * The sidebar's expanded state: the stored choice (localStorage `sidebarExpanded`) and
 * the window width, by the rule of `resolveSidebarExpanded`. Read synchronously in the
 * state initialiser, so the first paint is already right (no open-then-close flash);
 * follows resizes and other tabs (`storage` events).
 */
export function useSidebarExpanded(options: UseSidebarExpandedOptions = {}): SidebarExpandedState {
  const win = options.window === undefined ? globalWindow() : options.window;
  const storage = options.storage === undefined ? windowStorage() : options.storage;
  const breakpoint = options.breakpoint ?? SIDEBAR_BREAKPOINT;

  const [state, setState] = useState(() => {
    const width = win?.innerWidth ?? Number.POSITIVE_INFINITY;
    return {
      expanded: resolveSidebarExpanded({ stored: readStoredChoice(storage), width, breakpoint }),
      width,
    };
  });

  useEffect(() => {
    if (!win) return undefined;
    const onResize = () => {
      const width = win.innerWidth;
      setState((previous) =>
        width === previous.width
          ? previous
          : {
              expanded: resolveSidebarExpanded({
                stored: readStoredChoice(storage),
                width,
                previous,
                breakpoint,
              }),
              width,
            },
      );
    };
    const onStorage = (event: Event) => {
      const { key, newValue } = event as StorageEvent;
      // key null: another tab cleared the whole storage, so there is no choice any more.
      if (key !== null && key !== SIDEBAR_STORAGE_KEY) return;
      const stored = key === null ? null : parseStoredChoice(newValue);
      const width = win.innerWidth;
      setState({ expanded: resolveSidebarExpanded({ stored, width, breakpoint }), width });
    };
    win.addEventListener('resize', onResize);
    win.addEventListener('storage', onStorage);
    // The width may have changed between the first render and this effect.
    onResize();
    return () => {
      win.removeEventListener('resize', onResize);
      win.removeEventListener('storage', onStorage);
    };
  }, [win, storage, breakpoint]);

  const setExpanded = useCallback(
    (expanded: boolean) => {
      writeStoredChoice(storage, expanded);
      setState((previous) => (previous.expanded === expanded ? previous : { ...previous, expanded }));
    },
    [storage],
  );

  const { expanded } = state;
  const toggle = useCallback(() => setExpanded(!expanded), [expanded, setExpanded]);

  return { expanded, toggle, setExpanded };
}
