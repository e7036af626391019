/**
 * @vognpark/ui: the one public entry of the kit. Every export is named here; the
 * export list is pinned by index.test.ts.
 */
export { lightTheme, darkTheme, GlobalStyle, VognparkThemeProvider, visuallyHidden } from './theme';
export type { Theme, ColorTokens, VognparkThemeProviderProps } from './theme';

export {
  supportedLocales,
  defaultLocale,
  isLocale,
  matchLocale,
  localeNameIds,
  loadKitMessages,
  LocaleProvider,
  useKitMessages,
} from './i18n';
export type { Locale, LocaleProviderProps, FormatKitMessage, MessageValues } from './i18n';
export type { MessageId, Messages } from './messages/en';

export { Spinner } from './Spinner';
export type { SpinnerProps } from './Spinner';
