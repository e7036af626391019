/**
 * The active-entry rule ("the active entry is the one whose URL the current path contains",
 * docs/decisions/access-rules.md), made segment-aware:
 *
 * - Both paths are split into segments on "/"; the query string, the hash, empty
 *   segments and a trailing slash are ignored.
 * - An entry is active when its segments appear as one unbroken run of whole segments in
 *   the current path. So child routes keep their parent active (`/manager/vehicles/42`
 *   keeps `/manager/vehicles`), a base path in front still matches
 *   (`/fleet/manager/vehicles`), but a longer segment name never does
 *   (`/manager/usersettings` does not activate `/manager/users`).
 * - An entry path with no segments (`/`) is active only on `/` itself.
 */
export function isActiveEntry(currentPath: string, entryPath: string): boolean {
  return matchLength(segments(currentPath), segments(entryPath)) >= 0;
}

/**
 * Of several entries, the one that is active: the entry matching the most segments
 * (`/manager/vehicles/detection` prefers an entry `/manager/vehicles/detection` over
 * `/manager/vehicles`); on a tie the first in the list. `undefined` when none matches.
 */
export function findActiveEntry<T extends { readonly path: string }>(
  entries: readonly T[],
  currentPath: string,
): T | undefined {
  const current = segments(currentPath);
  let best: T | undefined;
  let bestLength = -1;
  for (const entry of entries) {
    const length = matchLength(current, segments(entry.path));
    if (length > bestLength) {
      best = entry;
      bestLength = length;
    }
  }
  return best;
}

function segments(path: string): string[] {
  const withoutSuffix = path.split(/[?#]/, 1)[0] ?? '';
  return withoutSuffix.split('/').filter((segment) => segment !== '');
}

/** Number of segments matched (the entry's length) or -1 when the entry does not match. */
function matchLength(current: readonly string[], entry: readonly string[]): number {
  if (entry.length === 0) return current.length === 0 ? 0 : -1;
  for (let start = 0; start + entry.length <= current.length; start += 1) {
    if (entry.every((segment, index) => current[start + index] === segment)) return entry.length;
  }
  return -1;
}
