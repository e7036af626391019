/**
 * Danish plate grammar (docs/vehicle-detection.md): which strings a plate can carry, and the
 * OCR confusions fixed only where the grammar demands a letter or a digit.
 *
 * - `standard`: two letters and five digits, "AB 12 345" (cars, vans, lorries, trailers, white or
 *   yellow). Every position is known to be a letter or a digit, so a 0 where a letter must be is
 *   an O, an O where a digit must be is a 0, and so on (CONFUSIONS).
 * - `personal` (ønskeplade): two to seven letters and digits, at least one letter, as the owner
 *   chose. Nothing says which position is a letter, so nothing is "fixed": the read stands as read.
 *
 * The EU band's "DK" that the OCR sometimes reads in front of the plate is dropped.
 */

export const PLATE_SHAPES = ['standard', 'personal'] as const;
export type PlateShape = (typeof PLATE_SHAPES)[number];

/** A digit read where the grammar needs a letter, and the letter it stands for. */
const AS_LETTER: Record<string, string> = {
  '0': 'O',
  '1': 'I',
  '2': 'Z',
  '4': 'A',
  '5': 'S',
  '6': 'G',
  '7': 'T',
  '8': 'B',
};
/** A letter read where the grammar needs a digit, and the digit it stands for. */
const AS_DIGIT: Record<string, string> = {
  O: '0',
  D: '0',
  Q: '0',
  U: '0',
  I: '1',
  L: '1',
  J: '1',
  T: '7',
  Z: '2',
  A: '4',
  S: '5',
  G: '6',
  B: '8',
};

const LETTER = /^[A-ZÆØÅ]$/;
const DIGIT = /^[0-9]$/;

/** Each fixed character costs this share of the read's confidence. */
export const FIX_PENALTY = 0.9;

export interface PlateText {
  /** Normalised, as the register keeps it: upper-case, no spaces ("AB12345"). */
  text: string;
  shape: PlateShape;
  /** Characters changed by the grammar (a read 0 in a letter's place, …), as [position, read, fixed]. */
  fixes: [number, string, string][];
}

/** Upper-case letters and digits only (the OCR's spaces, dashes, dots and borders dropped). */
export function cleanRead(raw: string): string {
  return raw
    .toUpperCase()
    .normalize('NFC')
    .replace(/[^A-Z0-9ÆØÅ]/g, '');
}

/** The standard shape (AA12345) from exactly seven characters, fixing confusions; null when it cannot be. */
export function asStandard(chars: string): PlateText | null {
  if (chars.length !== 7) return null;
  const fixes: PlateText['fixes'] = [];
  let text = '';
  for (let i = 0; i < 7; i += 1) {
    const read = chars[i]!;
    const wantLetter = i < 2;
    if (wantLetter ? LETTER.test(read) : DIGIT.test(read)) {
      text += read;
      continue;
    }
    const fixed = wantLetter ? AS_LETTER[read] : AS_DIGIT[read];
    if (!fixed) return null;
    fixes.push([i, read, fixed]);
    text += fixed;
  }
  return { text, shape: 'standard', fixes };
}

/** A personal plate: 2–7 letters and digits with at least one letter, as read. */
export function asPersonal(chars: string): PlateText | null {
  if (chars.length < 2 || chars.length > 7 || !/[A-ZÆØÅ]/.test(chars)) return null;
  if (!/^[A-Z0-9ÆØÅ]+$/.test(chars)) return null;
  return { text: chars, shape: 'personal', fixes: [] };
}

/**
 * What plate a piece of read text is, the best reading first: the standard shape over the whole
 * text, then inside it (a border or the band read as an extra character), with the fewest fixes;
 * a personal plate only when no standard reading exists. At most two fixes, one of them among
 * the letters: a read that needs more is not a standard plate.
 */
export function parsePlate(raw: string): PlateText | null {
  let chars = cleanRead(raw);
  if (chars.length > 7 && chars.startsWith('DK')) chars = chars.slice(2);
  const readings: PlateText[] = [];
  for (let start = 0; start + 7 <= chars.length; start += 1) {
    const reading = asStandard(chars.slice(start, start + 7));
    const letterFixes = reading?.fixes.filter(([position]) => position < 2).length ?? 0;
    if (reading && reading.fixes.length <= 2 && letterFixes <= 1) readings.push(reading);
  }
  // The fewest fixes; among equals the first window (stable sort).
  readings.sort((a, b) => a.fixes.length - b.fixes.length);
  const best = readings[0];
  // Inside a long text (a sign, a sticker) only a reading that needs no fix is taken.
  if (best && (chars.length <= 9 || best.fixes.length === 0)) return best;
  return asPersonal(chars);
}

/** The plate as people write it: "AB 12 345" for the standard shape, a personal plate as it is. */
export function displayPlate(text: string): string {
  const match = /^([A-ZÆØÅ]{2})(\d{2})(\d{3})$/.exec(text);
  return match ? `${match[1]} ${match[2]} ${match[3]}` : text;
}
