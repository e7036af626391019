/**
 * The sidebar's expanded/collapsed rule as plain functions (docs/architecture.md, "The shell").
 * `useSidebarExpanded` wraps them.
 *
 * Two inputs decide the state:
 * - the stored choice: localStorage `sidebarExpanded`, exactly "true" or "false". It is
 *   written only when the person toggles. Anything else ("yes", "{", "") counts as no
 *   choice, and a storage that cannot be read (Safari private mode, a SecurityError, no
 *   window at all) counts as no choice too.
 * - the window width, against the breakpoint (1300 px).
 *
 * The rule, `resolveSidebarExpanded`:
 * 1. At first paint, and whenever the stored choice changes (a toggle here or in another
 *    tab): the stored choice; with no choice, expanded from 1300 px up, collapsed below.
 * 2. A resize that takes the window from 1300 px or wider to below 1300 px collapses,
 *    whatever the stored choice (and the stored value is left as it is).
 * 3. A resize that takes it from below 1300 px back to 1300 px or wider returns to the
 *    stored choice; with no choice, it expands.
 * 4. Any other resize (staying on the same side of 1300 px) changes nothing, so a person
 *    who expands a narrow window keeps it expanded while they drag its edge.
 */

/** The localStorage key of the stored choice. */
export const SIDEBAR_STORAGE_KEY = 'sidebarExpanded';

/** Below this window width (px) the sidebar collapses. */
export const SIDEBAR_BREAKPOINT = 1300;

/**
 * Below this window width (px), a phone's, the sidebar is a rail whose Expand opens it over the
 * page (with a scrim) instead of beside it; the stored choice is neither read nor written there.
 */
export const SIDEBAR_OVERLAY_BREAKPOINT = 768;

/** The media query of a window below `SIDEBAR_OVERLAY_BREAKPOINT`. */
export const SIDEBAR_OVERLAY_QUERY = `(max-width: ${SIDEBAR_OVERLAY_BREAKPOINT - 0.02}px)`;

/** The part of `Storage` the sidebar reads. */
export type SidebarStorageReader = Pick<Storage, 'getItem'>;
/** The part of `Storage` the sidebar reads and writes. */
export type SidebarStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** "true" -> true, "false" -> false, anything else (missing or corrupt) -> null. */
export function parseStoredChoice(raw: string | null | undefined): boolean | null {
  if (raw === 'true') return true;
  if (raw === 'false') return false;
  return null;
}

/** The stored choice, or null when there is none, it is corrupt, or storage throws. */
export function readStoredChoice(storage: SidebarStorageReader | null | undefined): boolean | null {
  if (!storage) return null;
  try {
    return parseStoredChoice(storage.getItem(SIDEBAR_STORAGE_KEY));
  } catch {
    return null;
  }
}

/** Stores a person's choice; a storage that refuses (quota, private mode) is ignored. */
export function writeStoredChoice(storage: SidebarStorage | null | undefined, expanded: boolean): void {
  if (!storage) return;
  try {
    storage.setItem(SIDEBAR_STORAGE_KEY, String(expanded));
  } catch {
    // Nothing to do: the choice still holds for this page, it just is not remembered.
  }
}

export interface SidebarExpandedInput {
  /** The stored choice (`readStoredChoice`), null when there is none. */
  stored: boolean | null;
  /** The window width now, in px. */
  width: number;
  /**
   * The state before a resize: the width it was resolved at and the expanded state it had
   * (a person may have toggled since). Leave out at first paint and when the stored
   * choice changes.
   */
  previous?: { expanded: boolean; width: number };
  /** The breakpoint in px; 1300 when left out. */
  breakpoint?: number;
}

/** Whether the sidebar is expanded; see the rule at the top of this file. */
export function resolveSidebarExpanded({
  stored,
  width,
  previous,
  breakpoint = SIDEBAR_BREAKPOINT,
}: SidebarExpandedInput): boolean {
  const wide = width >= breakpoint;
  if (!previous) return stored ?? wide;
  const wasWide = previous.width >= breakpoint;
  if (wasWide && !wide) return false;
  if (!wasWide && wide) return stored ?? true;
  return previous.expanded;
}
