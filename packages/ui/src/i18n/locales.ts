import type { MessageId } from '../messages/en';

/** The five supported languages, English first (the default). */
export const supportedLocales = ['en', 'da', 'uk', 'de', 'fr'] as const;
export type Locale = (typeof supportedLocales)[number];
export const defaultLocale: Locale = 'en';

/** True when `value` names one of the supported languages exactly (`"da"`, not `"da-DK"`). */
export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (supportedLocales as readonly string[]).includes(value);
}

/**
 * The best supported language for a list of preferred language tags (as in
 * `navigator.languages`), or `undefined` when none matches. `"da-DK"` matches `da`.
 */
export function matchLocale(preferred: readonly string[]): Locale | undefined {
  for (const tag of preferred) {
    let language: string;
    try {
      language = new Intl.Locale(tag).language;
    } catch {
      continue;
    }
    if (isLocale(language)) return language;
  }
  return undefined;
}

/** Each language's own name ("Dansk", "Українська"): shown the same in every language. */
export const localeNameIds: Record<Locale, MessageId> = {
  en: 'ui.language.en',
  da: 'ui.language.da',
  uk: 'ui.language.uk',
  de: 'ui.language.de',
  fr: 'ui.language.fr',
};
