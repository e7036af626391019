import { describe, expect, it } from 'vitest';
import { contrastRatio, statusPillColors, statusPillTones } from './statusPillTones';

describe('status pill colours', () => {
  const pairs = (['light', 'dark'] as const).flatMap((theme) =>
    statusPillTones.map((tone) => [theme, tone, statusPillColors[theme][tone]] as const),
  );

  it.each(pairs)('%s %s: text on background is at least 4.5:1', (_theme, _tone, colors) => {
    expect(contrastRatio(colors.text, colors.background)).toBeGreaterThanOrEqual(4.5);
  });

  it('every tone has its own background in each theme', () => {
    for (const theme of ['light', 'dark'] as const) {
      const backgrounds = statusPillTones.map((tone) => statusPillColors[theme][tone].background);
      expect(new Set(backgrounds).size).toBe(statusPillTones.length);
    }
  });

  it.each([
    ['#000000', '#ffffff', 21],
    ['#ffffff', '#ffffff', 1],
    ['#767676', '#ffffff', 4.54],
  ])('contrastRatio(%s, %s) is %d', (a, b, expected) => {
    expect(contrastRatio(a, b)).toBeCloseTo(expected, 1);
  });
});
