import { describe, expect, it } from 'vitest';
import { avatarColor, avatarPalette, hashText } from './avatarColor';

/** WCAG 2 relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [
    number,
    number,
    number,
  ];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrastWithWhite(hex: string): number {
  return 1.05 / (luminance(hex) + 0.05);
}

describe('avatarPalette', () => {
  it.each(avatarPalette.map((colour) => [colour]))('%s keeps white text at AA contrast', (colour) => {
    expect(contrastWithWhite(colour)).toBeGreaterThanOrEqual(4.5);
  });

  it('has no duplicates', () => {
    expect(new Set(avatarPalette).size).toBe(avatarPalette.length);
  });
});

describe('avatarColor', () => {
  it.each(['Åse Ærø', 'Олена Шевченко', 'kim@example.dk', '', '👩‍💻'])('is a palette colour for %j', (name) => {
    expect(avatarPalette).toContain(avatarColor(name));
  });

  it('is the same for the same person regardless of case, spacing and composition', () => {
    expect(avatarColor('  Åse Ærø ')).toBe(avatarColor('åse ærø'));
    expect(avatarColor('E\u0301mile')).toBe(avatarColor('Émile'));
  });

  it('spreads different names over several colours', () => {
    const names = [
      'Anna',
      'Bo',
      'Carl',
      'Dorte',
      'Erik',
      'Frida',
      'Gustav',
      'Hanne',
      'Ib',
      'Jette',
      'Karl',
      'Lene',
    ];
    expect(new Set(names.map(avatarColor)).size).toBeGreaterThanOrEqual(4);
  });
});

describe('hashText', () => {
  it.each([
    ['', 0x811c9dc5],
    ['a', 0xe40c292c],
    ['foobar', 0xbf9cf968],
  ])('FNV-1a of %j', (text, expected) => {
    expect(hashText(text)).toBe(expected);
  });
});
