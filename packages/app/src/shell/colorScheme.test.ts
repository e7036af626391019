import { describe, expect, it } from 'vitest';
import { colorSchemeStart } from './colorScheme';

describe('colorSchemeStart: what the server renders with', () => {
  it.each([
    [undefined, { choice: 'system', system: null }],
    ['', { choice: 'system', system: null }],
    ['colorScheme=dark', { choice: 'dark', system: null }],
    ['colorScheme=light; systemColorScheme=dark', { choice: 'light', system: 'dark' }],
    ['NEXT_LOCALE=da; systemColorScheme=dark', { choice: 'system', system: 'dark' }],
    ['colorScheme=purple; systemColorScheme=dim', { choice: 'system', system: null }],
  ])('%s -> %j', (cookie, start) => {
    expect(colorSchemeStart(cookie)).toEqual(start);
  });
});
