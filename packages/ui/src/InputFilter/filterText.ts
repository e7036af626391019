/**
 * The nine input filters of docs/decisions/input-filters.md as pure functions.
 *
 * A "character" here is a Unicode code point, never a UTF-16 unit: a surrogate pair
 * (an emoji, a CJK extension ideograph) is one character and is kept or dropped whole.
 *
 * Decisions:
 * - The numeric kinds (`pint`, `int`, `pnum`, `money`, `num`) and `hex` accept ASCII
 *   digits only, because their values are parsed as numbers. `money`'s space is U+0020.
 * - `alpha` and `alphanum` accept any letter (`\p{L}`). A combining mark (`\p{M}`) is kept
 *   when it directly follows a kept letter (or a mark kept that way), so "e" + U+0301
 *   (a decomposed "é") or Devanagari vowel signs survive. A mark after anything else
 *   (a digit, "_", a dropped character) is dropped, so it never lands on another letter.
 *   Text is not normalised: what is allowed comes out exactly as it went in.
 * - `alphanum` accepts any decimal digit (`\p{Nd}`, e.g. "٣" or "३"), matching its
 *   "any letter" half; zero-width joiners and other format characters are dropped.
 */

/** The nine filter kinds. */
export const inputFilterKinds = [
  'pint',
  'int',
  'pnum',
  'money',
  'num',
  'hex',
  'email',
  'alpha',
  'alphanum',
] as const;

/** One of the nine input filters: which characters an input accepts. */
export type InputFilterKind = (typeof inputFilterKinds)[number];

const baseRules: Record<InputFilterKind, RegExp> = {
  pint: /^[0-9]$/u,
  int: /^[0-9-]$/u,
  pnum: /^[0-9.]$/u,
  money: /^[0-9., ]$/u,
  num: /^[0-9.-]$/u,
  hex: /^[0-9a-fA-F]$/u,
  email: /^[A-Za-z0-9._\-+@]$/u,
  alpha: /^[\p{L}_]$/u,
  alphanum: /^[\p{L}\p{Nd}_]$/u,
};

const letter = /^\p{L}$/u;
const mark = /^\p{M}$/u;

/** True for the kinds that keep combining marks attached to letters. */
function keepsMarks(kind: InputFilterKind): boolean {
  return kind === 'alpha' || kind === 'alphanum';
}

/** True when `kind` is one of the nine filter kinds. */
export function isInputFilterKind(value: unknown): value is InputFilterKind {
  return typeof value === 'string' && (inputFilterKinds as readonly string[]).includes(value);
}

/**
 * True when `char` is one allowed character of `kind`: a single allowed code point, or,
 * for `alpha` and `alphanum`, a letter followed by combining marks ("e\u0301").
 * An empty string or several characters give false.
 */
export function isAllowedChar(kind: InputFilterKind, char: string): boolean {
  const codePoints = Array.from(char);
  const [base, ...marks] = codePoints;
  if (base === undefined || !baseRules[kind].test(base)) return false;
  if (marks.length === 0) return true;
  return keepsMarks(kind) && letter.test(base) && marks.every((m) => mark.test(m));
}

/**
 * `text` with every character that `kind` does not allow removed; the allowed ones keep
 * their order. Idempotent: filtering the result again changes nothing.
 */
export function filterText(kind: InputFilterKind, text: string): string {
  const rule = baseRules[kind];
  const marks = keepsMarks(kind);
  let out = '';
  // Whether the previous code point of the input was kept and is a letter (or a mark
  // kept on one): only then does a following combining mark stay.
  let afterKeptLetter = false;
  for (const cp of text) {
    if (rule.test(cp)) {
      out += cp;
      afterKeptLetter = marks && letter.test(cp);
    } else if (afterKeptLetter && mark.test(cp)) {
      out += cp;
    } else {
      afterKeptLetter = false;
    }
  }
  return out;
}

/**
 * Splits filtered text into its characters as `isAllowedChar` sees them (a code point
 * plus, for letters, its combining marks). Used by tests and by maxLength trimming.
 */
export function splitChars(text: string): string[] {
  const chars: string[] = [];
  for (const cp of text) {
    const last = chars.length - 1;
    if (last >= 0 && mark.test(cp) && letter.test(Array.from(chars[last]!)[0]!)) {
      chars[last] += cp;
    } else {
      chars.push(cp);
    }
  }
  return chars;
}
