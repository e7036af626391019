import { describe, expect, it } from 'vitest';
import { localeCookie, readCookie } from './localeCookie';
import { pickStartLocale, type StartLocaleInput } from './pickStartLocale';

describe('pickStartLocale', () => {
  it.each<[string, StartLocaleInput, string, string]>([
    [
      'a valid cookie wins over everything',
      { cookie: 'uk', serverLanguage: 'de', browserLanguages: ['fr'] },
      'uk',
      'cookie',
    ],
    ['a cookie alone', { cookie: 'da' }, 'da', 'cookie'],
    ['an invalid cookie is ignored', { cookie: 'xx', serverLanguage: 'de' }, 'de', 'server'],
    ['a regional cookie is not a locale', { cookie: 'da-DK', serverLanguage: 'fr' }, 'fr', 'server'],
    ['an empty cookie is ignored', { cookie: '', browserLanguages: ['de-AT'] }, 'de', 'browser'],
    [
      'the server language when there is no cookie',
      { serverLanguage: 'fr', browserLanguages: ['da'] },
      'fr',
      'server',
    ],
    [
      'an unknown server language is ignored',
      { serverLanguage: 'sv', browserLanguages: ['da-DK'] },
      'da',
      'browser',
    ],
    [
      'a null server language is ignored',
      { cookie: null, serverLanguage: null, browserLanguages: ['uk-UA'] },
      'uk',
      'browser',
    ],
    [
      'the first browser language that matches',
      { browserLanguages: ['sv-SE', 'nb', 'de-CH', 'fr'] },
      'de',
      'browser',
    ],
    ['a malformed browser tag is skipped', { browserLanguages: ['!!', 'fr-CA'] }, 'fr', 'browser'],
    ['English when the browser matches nothing', { browserLanguages: ['sv', 'nb'] }, 'en', 'default'],
    ['English when nothing is known', {}, 'en', 'default'],
  ])('%s', (_name, input, locale, source) => {
    expect(pickStartLocale(input)).toEqual({ locale, source });
  });
});

describe('the NEXT_LOCALE cookie', () => {
  it.each([
    ['NEXT_LOCALE=da', 'da'],
    ['a=1; NEXT_LOCALE=uk; b=2', 'uk'],
    ['XNEXT_LOCALE=fr; NEXT_LOCALE=de', 'de'],
    ['other=1', undefined],
    ['', undefined],
    ['NEXT_LOCALE=%E0%A4%A', '%E0%A4%A'],
  ])('reads %j as %j', (cookieString, value) => {
    expect(readCookie(cookieString, 'NEXT_LOCALE')).toBe(value);
  });

  it('is written for the whole site, for one year', () => {
    expect(localeCookie('fr')).toBe('NEXT_LOCALE=fr; path=/; max-age=31536000; SameSite=Lax');
  });
});
