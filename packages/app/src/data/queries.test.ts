import { describe, expect, it } from 'vitest';
import { settingsEnabledOn } from './queries';

describe('settingsEnabledOn', () => {
  it.each([
    ['/', false],
    ['/auth/login', false],
    ['/auth/anything', false],
    ['/manager/dashboard', true],
    ['/admin/clients', true],
    ['/manager/client', true],
    ['/about', true],
  ])('%s -> %s', (path, enabled) => {
    expect(settingsEnabledOn(path)).toBe(enabled);
  });
});
