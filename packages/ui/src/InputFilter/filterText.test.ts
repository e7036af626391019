import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { filterText, inputFilterKinds, isAllowedChar, isInputFilterKind, splitChars } from './filterText';

const decomposedE = 'e\u0301'; // "é" as e + COMBINING ACUTE ACCENT
const emoji = '😀'; // one character, two UTF-16 units

describe('filterText', () => {
  it.each([
    ['pint', 'a1-2.3b', '123'],
    ['pint', '٣4', '4'],
    ['pint', '', ''],
    ['int', '-12a.5', '-125'],
    ['int', '1+2', '12'],
    ['pnum', '3.14x-1', '3.141'],
    ['pnum', '1,5', '15'],
    ['money', '1 234,50 kr.', '1 234,50 .'],
    ['money', '1\u00a0000', '1000'],
    ['num', '-3.5e2', '-3.52'],
    ['num', '+7', '7'],
    ['hex', '#ff00GZaB9', 'ff00aB9'],
    ['hex', 'ＦＦ', ''],
    ['email', 'ané@eks empel.dk!', 'an@eksempel.dk'],
    ['email', 'a.b_c-d+e@x.io', 'a.b_c-d+e@x.io'],
    ['email', 'Ærø@x.dk', 'r@x.dk'],
    ['alpha', 'Åse_Ærø 42!', 'Åse_Ærø'],
    ['alpha', 'Олена Шевченко', 'ОленаШевченко'],
    ['alpha', `caf${decomposedE}`, `caf${decomposedE}`],
    ['alpha', `_\u0301a`, '_a'],
    ['alpha', `1\u0301b`, 'b'],
    ['alpha', `a${emoji}\u0301b`, 'ab'],
    ['alpha', `x${emoji}y`, 'xy'],
    ['alpha', '𝒳y', '𝒳y'],
    ['alphanum', 'Ærø-42 ü', 'Ærø42ü'],
    ['alphanum', 'a٣b३_', 'a٣b३_'],
    ['alphanum', `4\u20e3`, '4'],
    ['alphanum', 'a\u200db', 'ab'],
  ] as const)('%s keeps the allowed characters of %j', (kind, input, expected) => {
    expect(filterText(kind, input)).toBe(expected);
  });

  it('never splits a surrogate pair', () => {
    // U+1D4B3 is a letter outside the BMP; a lone surrogate is not a character.
    expect(filterText('alpha', '\ud835\udcb3')).toBe('\ud835\udcb3');
    expect(filterText('alpha', 'a\ud835b')).toBe('ab');
  });
});

describe('isAllowedChar', () => {
  it.each([
    ['pint', '7', true],
    ['pint', '-', false],
    ['int', '-', true],
    ['int', '.', false],
    ['pnum', '.', true],
    ['pnum', ',', false],
    ['money', ' ', true],
    ['money', ',', true],
    ['money', '-', false],
    ['num', '-', true],
    ['num', ',', false],
    ['hex', 'F', true],
    ['hex', 'g', false],
    ['email', '+', true],
    ['email', 'é', false],
    ['alpha', 'ø', true],
    ['alpha', '_', true],
    ['alpha', '1', false],
    ['alpha', decomposedE, true],
    ['alpha', '𝒳', true],
    ['alpha', emoji, false],
    ['alpha', '_\u0301', false],
    ['alphanum', '٣', true],
    ['alphanum', ' ', false],
    ['alphanum', '4\u20e3', false],
    ['pint', '', false],
    ['pint', '12', false],
    ['alpha', 'ab', false],
    ['hex', 'a\u0301', false],
  ] as const)('%s allows %j: %s', (kind, char, expected) => {
    expect(isAllowedChar(kind, char)).toBe(expected);
  });
});

describe('isInputFilterKind', () => {
  it.each([
    ['pint', true],
    ['alphanum', true],
    ['float', false],
    [undefined, false],
  ] as const)('%j -> %s', (value, expected) => {
    expect(isInputFilterKind(value)).toBe(expected);
  });
});

// Random Unicode text: every code point (surrogate pairs included), with extra weight on
// the characters the filters care about and on combining marks.
const interesting = fc.constantFrom(
  ...'0123456789-.,+ _@#aZfFgG',
  '\u0301',
  '\u0308',
  '\u20e3',
  'é',
  'ø',
  'Ж',
  '٣',
  '😀',
  '𝒳',
  '\u200d',
  '\u00a0',
);
const unicodeText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({
    unit: fc.oneof(interesting, fc.string({ unit: 'binary', minLength: 1, maxLength: 1 })),
    maxLength: 40,
  }),
);

/** True when `sub`'s code points appear in `text` in the same order. */
function isSubsequence(sub: string, text: string): boolean {
  const haystack = Array.from(text);
  let i = 0;
  for (const cp of sub) {
    while (i < haystack.length && haystack[i] !== cp) i += 1;
    if (i === haystack.length) return false;
    i += 1;
  }
  return true;
}

describe.each(inputFilterKinds)('filterText(%s) properties', (kind) => {
  it('outputs only allowed characters', () => {
    fc.assert(
      fc.property(unicodeText, (text) => {
        expect(splitChars(filterText(kind, text)).every((char) => isAllowedChar(kind, char))).toBe(true);
      }),
    );
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(unicodeText, (text) => {
        const once = filterText(kind, text);
        expect(filterText(kind, once)).toBe(once);
      }),
    );
  });

  it('keeps the allowed characters in order (a subsequence of the input)', () => {
    fc.assert(
      fc.property(unicodeText, (text) => {
        expect(isSubsequence(filterText(kind, text), text)).toBe(true);
      }),
    );
  });

  it('leaves a string of allowed characters unchanged', () => {
    fc.assert(
      fc.property(fc.array(unicodeText.map((text) => filterText(kind, text))), (parts) => {
        const allowed = parts.join('');
        expect(filterText(kind, allowed)).toBe(allowed);
      }),
    );
  });

  it('keeps every allowed character it is given alone', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }), (char) => {
        expect(filterText(kind, char) === char).toBe(isAllowedChar(kind, char));
      }),
    );
  });
});
