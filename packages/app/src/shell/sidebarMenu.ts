import type { NavBadges } from '@vognpark/server';
import type { SidebarEntry } from '@vognpark/ui';
import { findActiveEntry } from '../routes/activeEntry';
import { badgeKinds, menuOf, type Title } from '../routes/registry';

/** A role's menu as the kit's sidebar takes it, and the entry of the current path. */
export interface SidebarMenu {
  entries: SidebarEntry[];
  /** The entry whose path the current path lies under (child routes keep their parent's). */
  activeId: string | undefined;
}

/**
 * The sidebar's entries for a role, from the route registry: labels in the active language,
 * badge counts from my.myNavBadges (undefined while not known).
 */
export function sidebarMenu(
  role: string,
  pathname: string,
  formatTitle: (title: Title) => string,
  badges: NavBadges | undefined,
): SidebarMenu {
  const items = menuOf(role);
  const entries = items.map((item): SidebarEntry => ({
    id: item.id,
    href: item.path,
    label: formatTitle(item.label),
    icon: item.icon,
    ...(item.badge && { badge: { kind: badgeKinds[item.badge], count: badges?.[item.badge] } }),
  }));
  return { entries, activeId: findActiveEntry(items, pathname)?.id };
}
