/** Which entry the badge belongs to: plain warnings (tasks, inspections) or compliance. */
export type NavBadgeKind = 'warning' | 'compliance';

/** What a badge shows, decided from its kind and count. */
export type BadgeStatus =
  /** Nothing: the count is unknown, invalid, or 0 for a warning badge. */
  | { type: 'none' }
  /** A warning count: `visible` is what the badge reads ("7", "99+"); `count` the real number. */
  | { type: 'warnings'; count: number; visible: string }
  /** Compliance with no warnings: a check mark meaning "up to date". */
  | { type: 'upToDate' };

/** Counts above this show as "99+". */
export const DEFAULT_BADGE_MAX = 99;

/**
 * Decides what a navigation badge shows.
 * - `undefined`, `null`, NaN, infinite or negative counts are "unknown": nothing.
 * - A fractional count is rounded down (counts are whole numbers of things).
 * - Above 0: a warning count, capped at `max` ("99+"), for either kind.
 * - 0: a check mark for compliance ("up to date"); nothing for a warning badge.
 */
export function badgeStatus(
  kind: NavBadgeKind,
  count: number | null | undefined,
  max: number = DEFAULT_BADGE_MAX,
): BadgeStatus {
  if (count === undefined || count === null || !Number.isFinite(count) || count < 0) return { type: 'none' };
  const whole = Math.floor(count);
  if (whole > 0) return { type: 'warnings', count: whole, visible: whole > max ? `${max}+` : String(whole) };
  return kind === 'compliance' ? { type: 'upToDate' } : { type: 'none' };
}
