import { describe, expect, it } from 'vitest';
import { badgeStatus, type BadgeStatus, type NavBadgeKind } from './badgeStatus';

describe('badgeStatus', () => {
  it.each<[NavBadgeKind, number | null | undefined, BadgeStatus]>([
    ['warning', undefined, { type: 'none' }],
    ['compliance', undefined, { type: 'none' }],
    ['warning', null, { type: 'none' }],
    ['compliance', null, { type: 'none' }],
    ['warning', Number.NaN, { type: 'none' }],
    ['compliance', Number.POSITIVE_INFINITY, { type: 'none' }],
    ['compliance', -1, { type: 'none' }],
    ['warning', -5, { type: 'none' }],
    ['warning', 0, { type: 'none' }],
    ['compliance', 0, { type: 'upToDate' }],
    ['compliance', 0.4, { type: 'upToDate' }],
    ['warning', 1, { type: 'warnings', count: 1, visible: '1' }],
    ['compliance', 1, { type: 'warnings', count: 1, visible: '1' }],
    ['warning', 7.9, { type: 'warnings', count: 7, visible: '7' }],
    ['warning', 99, { type: 'warnings', count: 99, visible: '99' }],
    ['warning', 100, { type: 'warnings', count: 100, visible: '99+' }],
    ['compliance', 12345, { type: 'warnings', count: 12345, visible: '99+' }],
  ])('%s badge with count %s', (kind, count, expected) => {
    expect(badgeStatus(kind, count)).toEqual(expected);
  });

  it.each([
    [9, 9, '9'],
    [10, 9, '9+'],
    [1000, 999, '999+'],
  ])('count %i with max %i reads %s', (count, max, visible) => {
    expect(badgeStatus('warning', count, max)).toEqual({ type: 'warnings', count, visible });
  });
});
