import { describe, expect, it } from 'vitest';
import { findActiveEntry, isActiveEntry } from './activeEntry';

describe('isActiveEntry', () => {
  it.each([
    // [current path, entry path, active?]
    ['/manager/vehicles', '/manager/vehicles', true],
    ['/manager/vehicles/', '/manager/vehicles', true],
    ['/manager/vehicles/42', '/manager/vehicles', true],
    ['/manager/vehicles/42/edit', '/manager/vehicles', true],
    ['/manager/vehicles?page=2', '/manager/vehicles', true],
    ['/manager/vehicles#top', '/manager/vehicles', true],
    ['/fleet/manager/vehicles', '/manager/vehicles', true],
    ['/manager//vehicles', '/manager/vehicles', true],
    ['/manager/users', '/manager/users', true],
    ['/manager/usersettings', '/manager/users', false],
    ['/manager/user', '/manager/users', false],
    ['/admin/vehicles', '/manager/vehicles', false],
    ['/manager', '/manager/vehicles', false],
    ['/manager/vehicles-archive', '/manager/vehicles', false],
    ['/manager/tasks', '/manager/vehicles', false],
    ['/manager/Vehicles', '/manager/vehicles', false],
    ['/', '/', true],
    ['/manager/vehicles', '/', false],
    ['', '/manager/vehicles', false],
  ])('%s with entry %s -> %s', (current, entry, expected) => {
    expect(isActiveEntry(current, entry)).toBe(expected);
  });
});

describe('findActiveEntry', () => {
  const entries = [
    { id: 'vehicles', path: '/manager/vehicles' },
    { id: 'detection', path: '/manager/vehicles/detection' },
    { id: 'users', path: '/manager/users' },
  ];

  it.each([
    ['/manager/vehicles/42', 'vehicles'],
    ['/manager/vehicles/detection/7', 'detection'],
    ['/manager/users', 'users'],
    ['/manager/usersettings', undefined],
    ['/manager/account', undefined],
  ])('%s -> %s', (current, expected) => {
    expect(findActiveEntry(entries, current)?.id).toBe(expected);
  });
});
