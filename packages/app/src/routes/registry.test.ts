import kitEn from '@vognpark/ui/messages/en';
import { describe, expect, it } from 'vitest';
import { allAppMessages } from '../messages/all';
import { sidebarMenu } from '../shell/sidebarMenu';
import { areas } from '../areas';
import {
  accountPath,
  areaOf,
  badgeKinds,
  homePageOf,
  loginPath,
  menuOf,
  pages,
  roleHome,
  type Title,
} from './registry';

const english = (title: Title) => ('kit' in title ? kitEn[title.kit] : allAppMessages.en[title.app]);

describe('the route registry', () => {
  it('has unique ids and paths', () => {
    expect(new Set(pages.map((page) => page.id)).size).toBe(pages.length);
    expect(new Set(pages.map((page) => page.path)).size).toBe(pages.length);
  });

  it('gives every role one home and one account page in its own area', () => {
    for (const role of ['admin', 'manager', 'user']) {
      expect(areaOf(roleHome(role)!)).not.toBe('public');
      // The path rules' homes (paths.ts) are the pages each role's area marks `home`.
      expect(roleHome(role)).toBe(homePageOf(role));
      expect(areaOf(accountPath(role)!)).toBe(areaOf(roleHome(role)!));
    }
    expect(pages.find((page) => page.id === 'login')?.path).toBe(loginPath);
  });

  it('lists the admin menu in order, with "Customers" for the clients page', () => {
    expect(menuOf('admin').map((item) => [item.path, english(item.label)])).toEqual([
      ['/admin/vehicles', 'Vehicles'],
      ['/admin/inspections', 'Inspections'],
      ['/admin/annotations', 'Annotations'],
      ['/admin/clients', 'Customers'],
      ['/admin/users', 'Users'],
    ]);
  });

  it('lists every manager page in the menu except the hidden ones, the account, the child and the client pages', () => {
    expect(menuOf('manager').map((item) => item.path)).toEqual([
      '/manager/dashboard',
      '/manager/map',
      '/manager/vehicles',
      '/manager/tasks',
      '/manager/inspections',
      '/manager/service',
      '/manager/timereg',
      '/manager/partners',
      '/manager/sharing',
      '/manager/vendors',
      '/manager/compliance',
      '/manager/users',
    ]);
  });

  it('knows how every badge a menu entry shows is drawn', () => {
    const badges = pages.flatMap((page) => (page.menu?.badge ? [page.menu.badge] : []));
    expect(badges.length).toBeGreaterThan(0);
    for (const badge of badges) expect(['warning', 'compliance']).toContain(badgeKinds[badge]);
  });

  it("appends the areas' rows to the core ones", () => {
    // A row that shows the areas' parts (`parts`) gets their message folders besides its own.
    for (const area of areas)
      for (const row of area.pages ?? [])
        expect(pages).toContainEqual(
          row.parts ? { ...row, messages: expect.arrayContaining([...(row.messages ?? [])]) } : row,
        );
    expect(pages.find((page) => page.id === 'partners')?.messages).toContain('documents');
    expect(pages.find((page) => page.id === 'service')?.path).toBe('/manager/service');
  });

  it('gives the plain user and unknown roles no menu', () => {
    expect(menuOf('user')).toEqual([]);
    expect(menuOf('auditor')).toEqual([]);
    expect(menuOf('__proto__')).toEqual([]);
  });
});

describe('sidebarMenu', () => {
  const format = english;

  it.each([
    ['/manager/vehicles', 'vehicles'],
    ['/manager/vehicles/42', 'vehicles'],
    ['/manager/tasks?filter=open', 'tasks'],
    ['/manager/users', 'users'],
    ['/manager/usersettings', undefined],
    ['/manager/documents', undefined],
  ])('on %s marks the entry %s active', (pathname, id) => {
    expect(sidebarMenu('manager', pathname, format, undefined).activeId).toBe(id);
  });

  it('hands the sidebar labels, links and the badge counts of my.myNavBadges', () => {
    const { entries } = sidebarMenu('manager', '/manager/dashboard', format, {
      tasks: 7,
      inspections: 0,
      compliance: 2,
    });
    expect(entries.filter((entry) => entry.badge)).toEqual([
      expect.objectContaining({
        label: 'Tasks',
        href: '/manager/tasks',
        badge: { kind: 'warning', count: 7 },
      }),
      expect.objectContaining({ label: 'Inspections', badge: { kind: 'warning', count: 0 } }),
      expect.objectContaining({ label: 'Compliance', badge: { kind: 'compliance', count: 2 } }),
    ]);
  });

  it('leaves the counts unknown until the badges arrive', () => {
    const { entries } = sidebarMenu('manager', '/manager/dashboard', format, undefined);
    expect(entries.find((entry) => entry.id === 'tasks')?.badge).toEqual({
      kind: 'warning',
      count: undefined,
    });
  });
});
