/**
 * The route registry: one row per page of the app. The router, the access rules (decideAccess),
 * the sidebar menus, the role homes and the account path of each role are all derived from this
 * table, the core rows here and each feature area's (src/areas/<name>/area.ts, docs/architecture.md
 * "Areas") after them; a page of an area is a row in its area.ts (docs/recipes/add-an-area.md).
 * The areas and the access rules are explained in docs/decisions/access-rules.md.
 */
import { type IconComponent, type MessageId, type NavBadgeKind } from '@vognpark/ui';
import type { ComponentType } from 'react';
import type { NavBadges } from '@vognpark/server';
import { areas } from '../areas';
import { isRole, roleAreas, type Area } from './paths';
import type { AppArea } from '../areas/area';
import type { MessageFeature } from '../i18n/loadMessages';
import type { AppMessageId } from '../messages/en';

/** A message naming a page or an entry: one of the kit's `ui.nav.*` messages or one of the app's. */
export type Title<Id extends string = AppMessageId> = { kit: MessageId } | { app: Id };

/** Which navigation badge count an entry shows (a key of the server's `my.myNavBadges` answer). */
export type BadgeKey = keyof NavBadges;

/**
 * How each badge shows its count: warnings above 0, or also a check mark at 0. Each area says it of
 * its own (its `badges`); a test checks that every badge a menu entry shows has one.
 */
export const badgeKinds = Object.assign(
  {},
  ...areas.map((area: AppArea<string, string, string>) => area.badges),
) as Readonly<Record<BadgeKey, NavBadgeKind>>;

/** A page's entry in its area's sidebar menu. */
export interface MenuSpec<Id extends string = AppMessageId> {
  /** The entry's label; the page title when left out. */
  label?: Title<Id>;
  icon: IconComponent;
  /** Place in the menu, ascending. */
  order: number;
  badge?: BadgeKey;
  /** The page exists but its entry is left out of the rendered menu. */
  hidden?: true;
}

/** One page of the app (`Id` and `Folder`: the message ids and folders an area's row may name). */
export interface PageRow<Id extends string = AppMessageId, Folder extends string = MessageFeature> {
  /** Stable id: the menu entry's id and `data-entry` attribute. Unique. */
  id: string;
  /** The router path; `:name` segments are parameters (`/manager/vehicles/:id`). */
  path: string;
  /** Must agree with `areaOf(path)` (a test checks it). */
  area: Exclude<Area, 'public'>;
  /** The page title (heading and browser tab). */
  title: Title<Id>;
  /** The page's entry in the sidebar menu, if it has one. */
  menu?: MenuSpec<Id>;
  /** The landing page of the area's role after sign-in. */
  home?: true;
  /** The role's My Account page (the account menu goes there). */
  account?: true;
  /** The page component, loaded on first visit: a module whose default export is the page. */
  page: () => Promise<{ default: ComponentType }>;
  /**
   * The message folders (src/areas/<area>/messages/) the page shows beside
   * the core ones, its drawers' included: loaded with the page, before it renders
   * (i18n/messageCatalog.ts). A test checks the list against the message ids the page's modules use.
   */
  messages?: readonly Folder[];
  /**
   * The areas' parts the page shows beside its own content (areas/AreaParts.tsx): their areas'
   * message folders are loaded with the page.
   */
  parts?: readonly AreaSlot[];
}

/** The pages where areas add a part of their own (areas/area.ts). */
export type AreaSlot = 'vehicleTab' | 'dashboard' | 'driverHome' | 'record';

/** The message folders of the areas with a part in `slot`: the page that shows the part loads them. */
export function slotMessages(slot: AreaSlot): MessageFeature[] {
  return [
    ...new Set(
      areas.flatMap((area: AppArea<string, string, MessageFeature>) =>
        hasSlot(area, slot) ? [...(area.messages ?? [])] : [],
      ),
    ),
  ];
}

/** Whether an area shows something on the page of `slot`: a part, or what the page renders of it itself. */
function hasSlot(area: AppArea<string, string, MessageFeature>, slot: AreaSlot): boolean {
  if (slot === 'dashboard') return !!(area.dashboard ?? area.dashboardFigures);
  if (slot === 'driverHome') return !!(area.driverHome ?? area.driverDue);
  return !!area[slot];
}

/** The pages outside the feature areas: sign-in, the landing page, My Account. */
const corePages: readonly PageRow[] = [
  {
    id: 'landing',
    path: '/',
    area: 'landing',
    title: { app: 'app.landing.title' },
    page: () => import('../pages/LandingPage/LandingPage'),
  },
  {
    id: 'login',
    path: '/auth/login',
    area: 'auth',
    title: { app: 'app.login.title' },
    page: () => import('../pages/LoginPage'),
  },

  {
    id: 'admin-account',
    path: '/admin/account',
    area: 'admin',
    title: { app: 'app.page.account' },
    account: true,
    page: () => import('../pages/Account/Account'),
    messages: ['accounts'],
  },

  {
    id: 'manager-account',
    path: '/manager/account',
    area: 'manager',
    title: { app: 'app.page.account' },
    account: true,
    page: () => import('../pages/Account/Account'),
    messages: ['accounts'],
  },

  {
    id: 'client-account',
    path: '/manager/client/account',
    area: 'client',
    title: { app: 'app.page.account' },
    account: true,
    page: () => import('../pages/Account/Account'),
    messages: ['accounts'],
  },
];

/** Every page of the app: the core ones, then each area's. Menu order is `menu.order`, not the order of the rows. */
export const pages: readonly PageRow[] = [
  ...corePages,
  ...areas.flatMap((area): readonly PageRow[] => area.pages ?? []),
].map((row): PageRow =>
  row.parts
    ? { ...row, messages: [...new Set([...(row.messages ?? []), ...row.parts.flatMap(slotMessages)])] }
    : row,
);

function pageOfRole(role: string, flag: 'home' | 'account'): string | undefined {
  if (!isRole(role)) return undefined;
  return pages.find((page) => page.area === roleAreas[role] && page[flag])?.path;
}

/** The page a role's area marks `home` (paths.ts's `roleHome` is written out; a test checks they agree). */
export function homePageOf(role: string): string | undefined {
  return pageOfRole(role, 'home');
}

/** The My Account page of a role, or undefined for a role the app does not know. */
export function accountPath(role: string): string | undefined {
  return pageOfRole(role, 'account');
}

/** One entry of a role's sidebar menu, before it is rendered. */
export interface MenuItem {
  id: string;
  path: string;
  label: Title;
  icon: IconComponent;
  badge?: BadgeKey;
}

/** The visible menu of a role, in menu order (a plain user's is empty). */
export function menuOf(role: string): MenuItem[] {
  if (!isRole(role)) return [];
  return pages
    .filter((page) => page.area === roleAreas[role] && page.menu && !page.menu.hidden)
    .sort((a, b) => a.menu!.order - b.menu!.order)
    .map(({ id, path, title, menu }) => ({
      id,
      path,
      label: menu!.label ?? title,
      icon: menu!.icon,
      ...(menu!.badge && { badge: menu!.badge }),
    }));
}

export { areaOf, isRole, loginPath, roleAreas, roleHome, type Area } from './paths';
