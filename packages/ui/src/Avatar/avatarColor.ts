/**
 * Background colours for initials. Every one keeps white text at WCAG AA contrast
 * (at least 4.5:1, checked by avatarColor.test.ts), so small initials stay readable.
 */
export const avatarPalette = [
  '#0b5cad', // blue
  '#1e7a3c', // green
  '#b3261e', // red
  '#6b3fa0', // purple
  '#8a4b08', // brown
  '#00707a', // teal
  '#a2306b', // magenta
  '#4a5a6a', // slate
] as const;

/** A stable 32-bit FNV-1a hash of the text's code points. */
export function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (const char of text) {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

/**
 * The background colour for a person, derived only from their name (or e-mail), so the
 * same person has the same colour on every screen and in every session. Case and
 * surrounding whitespace do not change it.
 */
export function avatarColor(key: string): string {
  const normalized = key.trim().normalize('NFC').toLowerCase();
  return avatarPalette[hashText(normalized) % avatarPalette.length]!;
}
