import type { Locale } from '@vognpark/ui';

/** The cookie that remembers the chosen language (docs/decisions/language-start-up.md). */
export const localeCookieName = 'NEXT_LOCALE';
/** One year, in seconds. */
export const localeCookieMaxAge = 31_536_000;

/** The value of one cookie in a `document.cookie` string, or undefined. */
export function readCookie(cookieString: string, name: string): string | undefined {
  for (const part of cookieString.split(';')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    if (part.slice(0, index).trim() !== name) continue;
    const raw = part.slice(index + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return undefined;
}

/** The `document.cookie` assignment that stores a language for a year on the whole site. */
export function localeCookie(locale: Locale): string {
  return `${localeCookieName}=${encodeURIComponent(locale)}; path=/; max-age=${localeCookieMaxAge}; SameSite=Lax`;
}

/** Reads NEXT_LOCALE from the browser. */
export function readLocaleCookie(doc: Pick<Document, 'cookie'> = document): string | undefined {
  return readCookie(doc.cookie, localeCookieName);
}

/** Writes NEXT_LOCALE in the browser. */
export function writeLocaleCookie(locale: Locale, doc: Pick<Document, 'cookie'> = document): void {
  doc.cookie = localeCookie(locale);
}
