import { describe, expect, it } from 'vitest';
import { getDisplayName, getInitials, graphemes, type AvatarUser } from './getInitials';

const person = (name?: string | null, surname?: string | null, email?: string | null): AvatarUser => ({
  contact: { name, surname },
  email,
});

describe('getInitials', () => {
  it.each<[string, AvatarUser | null | undefined, string | undefined, string]>([
    // Name and surname
    ['Danish letters', person('åse', 'ærø'), 'da', 'ÅÆ'],
    ['Danish names', person('Søren', 'Østergaard'), 'da', 'SØ'],
    ['Ukrainian names', person('Олена', 'Шевченко'), 'uk', 'ОШ'],
    ['Ukrainian lower case', person('їжак', 'ґудзик'), 'uk', 'ЇҐ'],
    ['German umlauts', person('ärne', 'ölberg'), 'de', 'ÄÖ'],
    ['French accents', person('élodie', 'çelik'), 'fr', 'ÉÇ'],
    ['Turkish dotted i with locale rules', person('ilker', 'ışık'), 'tr', 'İI'],
    ['no locale given', person('anna', 'berg'), undefined, 'AB'],
    ['invalid locale falls back to default rules', person('anna', 'berg'), 'not a locale!', 'AB'],
    // Whitespace
    ['surrounding whitespace', person('  Mette ', '\tFrederiksen\n'), 'da', 'MF'],
    ['non-breaking and ideographic spaces', person('\u00a0Lars', '\u3000Løkke'), 'da', 'LL'],
    ['several given names use the first', person('Anne Mette', 'Hansen'), 'da', 'AH'],
    // Graphemes
    ['surrogate pair (mathematical script A)', person('𝒜da', '𝒷yron'), 'en', '𝒜𝒷'],
    ['emoji with a zero-width joiner', person('👩‍💻', 'Hopper'), 'en', '👩‍💻H'],
    ['flag emoji (two regional indicators)', person('🇩🇰', 'Dane'), 'da', '🇩🇰D'],
    ['combining acute accent, composed to NFC', person('e\u0301mile', 'zola'), 'fr', 'ÉZ'],
    ['combining mark in the surname', person('Ana', 'n\u0303u'), 'en', 'AÑ'],
    // One part only
    ['name only', person('Mette', null), 'da', 'M'],
    ['surname only', person(undefined, 'Jensen'), 'da', 'J'],
    ['name and whitespace-only surname', person('Mette', '   '), 'da', 'M'],
    ['name only ignores e-mail', person('Mette', '', 'zz@example.com'), 'da', 'M'],
    // E-mail fallback
    ['e-mail when both names are empty', person('', '', 'jens.hansen@example.com'), 'da', 'JE'],
    ['e-mail when both names are null', person(null, null, 'olena@example.com'), 'uk', 'OL'],
    ['e-mail when there is no contact', { contact: null, email: 'kim@example.dk' }, 'da', 'KI'],
    ['e-mail when contact is undefined', { email: 'æble@example.dk' }, 'da', 'ÆB'],
    ['e-mail with surrounding whitespace', person(' ', ' ', '  bo@example.com '), 'da', 'BO'],
    ['one-character local part', person(null, null, 'x@example.com'), 'en', 'X'],
    ['e-mail with no "@" is all local part', person(null, null, 'jens'), 'da', 'JE'],
    ['Cyrillic e-mail local part', person(null, null, 'олена@приклад.укр'), 'uk', 'ОЛ'],
    ['e-mail with emoji local part', person(null, null, '🚗🚕@example.com'), 'en', '🚗🚕'],
    ['e-mail with combining marks', person(null, null, 'e\u0301e\u0301@example.com'), 'fr', 'ÉÉ'],
    // Unknown
    ['empty local part', person(null, null, '@example.com'), 'en', 'U'],
    ['whitespace-only e-mail', person('', '', '   '), 'en', 'U'],
    ['everything empty', person('', '', ''), 'en', 'U'],
    ['everything null', person(null, null, null), 'en', 'U'],
    ['empty object', {}, 'en', 'U'],
    ['no user at all', undefined, 'en', 'U'],
    ['null user', null, 'en', 'U'],
  ])('%s', (_case, user, locale, expected) => {
    expect(getInitials(user, locale)).toBe(expected);
  });
});

describe('getDisplayName', () => {
  it.each<[string, AvatarUser | null | undefined, string | null]>([
    ['name and surname', person('Åse', 'Ærø'), 'Åse Ærø'],
    ['trims each part', person('  Олена ', ' Шевченко  '), 'Олена Шевченко'],
    ['name only', person('Mette', null), 'Mette'],
    ['surname only', person('  ', 'Jensen'), 'Jensen'],
    ['e-mail when no name', person(null, '', ' kim@example.dk '), 'kim@example.dk'],
    ['nothing known', person(null, null, '  '), null],
    ['no user', undefined, null],
  ])('%s', (_case, user, expected) => {
    expect(getDisplayName(user)).toBe(expected);
  });
});

describe('initials without segmenting', () => {
  // The characters the shortcut takes as they are, each before every kind of character after it.
  const firsts = [
    ...Array.from({ length: 0x530 - 0x20 }, (_, i) => String.fromCodePoint(0x20 + i)),
    'a',
  ].filter((char) => char.trim() !== '' && char !== '@');
  const afters = [
    '',
    'b',
    ' ',
    '\u0301',
    '\u0483',
    '\u200d',
    '\ufe0f',
    '\u{1f3fb}',
    '👍',
    '\u1161',
    'ä',
    'ж',
  ];
  it('takes the same first characters as Intl.Segmenter for every character up to U+052F', () => {
    const segmented = (text: string, count: number) =>
      Array.from(new Intl.Segmenter('en', { granularity: 'grapheme' }).segment(text), (part) => part.segment)
        .slice(0, count)
        .join('');
    for (const first of firsts)
      for (const after of afters) {
        const name = `${first}${after}`;
        const expected = segmented(name, 1).toLocaleUpperCase('en').normalize('NFC');
        expect(getInitials(person(name, null), 'en'), JSON.stringify(name)).toBe(expected);
        const email = `${first}${after}x@example.com`;
        const fromEmail = segmented(email, 2).toLocaleUpperCase('en').normalize('NFC');
        expect(getInitials(person(null, null, email), 'en'), JSON.stringify(email)).toBe(fromEmail);
      }
  });
});

describe('graphemes', () => {
  it.each([
    ['abc', ['a', 'b', 'c']],
    ['e\u0301x', ['e\u0301', 'x']],
    ['𝒜b', ['𝒜', 'b']],
    ['👨‍👩‍👧x', ['👨‍👩‍👧', 'x']],
    ['', []],
  ])('splits %j', (text, expected) => {
    expect(graphemes(text)).toEqual(expected);
  });
});
