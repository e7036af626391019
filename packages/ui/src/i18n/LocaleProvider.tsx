import type { ReactNode } from 'react';
import { IntlProvider, type IntlConfig } from 'react-intl';
import en from '../messages/en';
import { defaultLocale, type Locale } from './locales';

export interface LocaleProviderProps {
  /** The active language. */
  locale: Locale;
  /**
   * The messages of that language: the kit's (from `loadKitMessages` or
   * `@vognpark/ui/messages/<locale>`) merged with the host's own. English when left out.
   */
  messages?: Record<string, string>;
  children: ReactNode;
}

const reportIntlError: IntlConfig['onError'] = (error) => {
  // A missing translation falls back to English (see useKitMessages); the message
  // completeness test is what catches it, so the console stays quiet at run time.
  if (error.code === 'MISSING_TRANSLATION') return;
  console.error(error);
};

/** Provides the language and messages to every kit component below it (react-intl). */
export function LocaleProvider({ locale, messages = en, children }: LocaleProviderProps) {
  return (
    <IntlProvider locale={locale} defaultLocale={defaultLocale} messages={messages} onError={reportIntlError}>
      {children}
    </IntlProvider>
  );
}
