export { NavBadge, useNavBadgeLabel } from './NavBadge';
export type { NavBadgeProps } from './NavBadge';
export { badgeStatus, DEFAULT_BADGE_MAX } from './badgeStatus';
export type { BadgeStatus, NavBadgeKind } from './badgeStatus';
