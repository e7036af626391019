import { describe, expect, it } from 'vitest';
import {
  parseColorScheme,
  parseColorSchemeChoice,
  resolveColorScheme,
  themeForScheme,
  type ColorScheme,
  type ColorSchemeChoice,
} from './colorScheme';

describe('resolveColorScheme', () => {
  it.each<[ColorSchemeChoice | null, ColorScheme | null, ColorScheme]>([
    ['light', 'dark', 'light'],
    ['dark', 'light', 'dark'],
    ['dark', null, 'dark'],
    ['system', 'dark', 'dark'],
    ['system', 'light', 'light'],
    ['system', null, 'light'],
    [null, 'dark', 'dark'],
    [null, null, 'light'],
  ])('choice %s with the system %s shows %s', (choice, system, shown) => {
    expect(resolveColorScheme(choice, system)).toBe(shown);
  });
});

describe('parsing what was stored', () => {
  it.each([
    ['system', 'system'],
    ['light', 'light'],
    ['dark', 'dark'],
    ['Dark', null],
    ['', null],
    [null, null],
    [undefined, null],
  ] as const)('choice %s -> %s', (raw, parsed) => {
    expect(parseColorSchemeChoice(raw)).toBe(parsed);
  });

  it.each([
    ['light', 'light'],
    ['dark', 'dark'],
    ['system', null],
    ['1', null],
  ] as const)('system scheme %s -> %s', (raw, parsed) => {
    expect(parseColorScheme(raw)).toBe(parsed);
  });
});

it('gives the dark token set for dark and the light one for light', () => {
  expect(themeForScheme('dark').name).toBe('dark');
  expect(themeForScheme('light').name).toBe('light');
});
