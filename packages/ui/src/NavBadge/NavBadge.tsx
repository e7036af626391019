import { useKitMessages } from '../i18n/useKitMessages';
import { badgeStatus, DEFAULT_BADGE_MAX, type BadgeStatus, type NavBadgeKind } from './badgeStatus';
import { BadgeCheckIcon, BadgeHiddenText, BadgeRoot } from './NavBadge.styles';

export interface NavBadgeProps {
  /** Number of warnings; `undefined` while unknown (renders nothing). */
  count: number | null | undefined;
  /** `warning` (tasks, inspections): shows a count above 0. `compliance`: also a check mark at 0. */
  kind: NavBadgeKind;
  /** Counts above this read "`max`+". Default 99. */
  max?: number;
  /** Extra class name for the badge element. */
  className?: string;
}

/**
 * The words a screen reader hears for a badge ("7 warnings", "Up to date"), or `null`
 * when it shows nothing. For building labels and tooltips of the entry it sits on.
 */
export function useNavBadgeLabel(kind: NavBadgeKind, count: number | null | undefined): string | null {
  const t = useKitMessages();
  return badgeLabel(badgeStatus(kind, count), t);
}

function badgeLabel(status: BadgeStatus, t: ReturnType<typeof useKitMessages>): string | null {
  switch (status.type) {
    case 'warnings':
      return t('ui.badge.warnings', { count: status.count });
    case 'upToDate':
      return t('ui.badge.upToDate');
    case 'none':
      return null;
  }
}

/**
 * A navigation badge: a warning count when above 0 (capped, "99+"), for compliance a
 * check mark meaning "up to date" at 0, and nothing while the count is unknown.
 * The visual number is hidden from assistive technology; the full count in words is
 * visually hidden text, so the badge adds "7 warnings" to the name of the link around it.
 */
export function NavBadge({ count, kind, max = DEFAULT_BADGE_MAX, className }: NavBadgeProps) {
  const t = useKitMessages();
  const status = badgeStatus(kind, count, max);
  const label = badgeLabel(status, t);
  if (status.type === 'none' || label === null) return null;

  return (
    <BadgeRoot
      className={className}
      $tone={status.type === 'warnings' ? 'warning' : 'success'}
      data-status={status.type}
      data-kind={kind}
    >
      {status.type === 'warnings' ? (
        <span aria-hidden="true">{status.visible}</span>
      ) : (
        <BadgeCheckIcon strokeWidth={2.2} />
      )}
      {/* A leading space keeps "Tasks" and "7 warnings" apart in the link's name. */}
      <BadgeHiddenText> {label}</BadgeHiddenText>
    </BadgeRoot>
  );
}
