export { supportedLocales, defaultLocale, isLocale, matchLocale, localeNameIds } from './locales';
export type { Locale } from './locales';
export { loadKitMessages } from './loadKitMessages';
export { LocaleProvider } from './LocaleProvider';
export type { LocaleProviderProps } from './LocaleProvider';
export { useKitMessages } from './useKitMessages';
export type { FormatKitMessage, MessageValues } from './useKitMessages';
