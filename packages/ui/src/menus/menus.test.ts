import { describe, expect, it } from 'vitest';
import en from '../messages/en';
import { adminMenu, hiddenManagerEntries, managerMenu, visibleEntries } from './menus';

describe('menus', () => {
  it('lists the admin routes of SPEC.md in order', () => {
    expect(adminMenu.map((entry) => entry.path)).toEqual([
      '/admin/vehicles',
      '/admin/inspections',
      '/admin/annotations',
      '/admin/clients',
      '/admin/users',
    ]);
  });

  it('labels the admin clients entry "Customers"', () => {
    const clients = adminMenu.find((entry) => entry.id === 'clients');
    expect(clients && en[clients.labelId]).toBe('Customers');
  });

  it('lists every manager route except the hidden ones, the account page and the client page', () => {
    expect(managerMenu.map((entry) => entry.path)).toEqual([
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

  it('keeps documents, vehicle detection and damage detection hidden', () => {
    expect(hiddenManagerEntries.map((entry) => entry.path)).toEqual([
      '/manager/documents',
      '/manager/vehicle-detection',
      '/manager/damage-detection',
    ]);
    expect(visibleEntries([...managerMenu, ...hiddenManagerEntries])).toEqual(managerMenu);
  });

  it('puts the badges on tasks, inspections and compliance only', () => {
    const badged = [...adminMenu, ...managerMenu].filter((entry) => entry.badge);
    expect(badged.map((entry) => [entry.path, entry.badge])).toEqual([
      ['/manager/tasks', 'tasks'],
      ['/manager/inspections', 'inspections'],
      ['/manager/compliance', 'compliance'],
    ]);
  });

  it('gives every entry a unique id within its menu and a known message', () => {
    for (const menu of [adminMenu, managerMenu]) {
      expect(new Set(menu.map((entry) => entry.id)).size).toBe(menu.length);
      for (const entry of menu) expect(en[entry.labelId]).toBeTruthy();
    }
  });
});
