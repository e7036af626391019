import { defaultLocale, isLocale, matchLocale, type Locale } from '@vognpark/ui';

/** Where the start-up language came from. */
export type LocaleSource = 'cookie' | 'server' | 'browser' | 'default';

export interface StartLocaleInput {
  /** The NEXT_LOCALE cookie's value, if any. */
  cookie?: string | null;
  /** The language saved in the user's server settings, once known. */
  serverLanguage?: string | null;
  /** The browser's preferred languages (navigator.languages). */
  browserLanguages?: readonly string[];
}

/**
 * The language the app starts in (docs/decisions/language-start-up.md): the NEXT_LOCALE cookie if it
 * names a supported language; else the server's saved language; else the best match of the
 * browser's languages; else English.
 */
export function pickStartLocale({ cookie, serverLanguage, browserLanguages = [] }: StartLocaleInput): {
  locale: Locale;
  source: LocaleSource;
} {
  if (isLocale(cookie)) return { locale: cookie, source: 'cookie' };
  if (isLocale(serverLanguage)) return { locale: serverLanguage, source: 'server' };
  const browser = matchLocale(browserLanguages);
  if (browser) return { locale: browser, source: 'browser' };
  return { locale: defaultLocale, source: 'default' };
}
