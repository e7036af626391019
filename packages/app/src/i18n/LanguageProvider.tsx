import { LocaleProvider, type Locale } from '@vognpark/ui';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { loadMessages, type LoadedMessages } from './loadMessages';

interface LanguageContextValue {
  /** The active language. */
  locale: Locale;
  /** Loads a language's messages and switches to it without a reload. */
  switchTo: (locale: Locale) => Promise<void>;
}

const LanguageContext = createContext<LanguageContextValue | null>(null);

export interface LanguageProviderProps {
  /** The messages loaded before the first render. */
  initial: LoadedMessages;
  children: ReactNode;
}

/** Holds the active language and its messages (the kit's and the app's) for everything below. */
export function LanguageProvider({ initial, children }: LanguageProviderProps) {
  const [loaded, setLoaded] = useState(initial);
  const switchTo = useCallback(async (locale: Locale) => {
    const next = await loadMessages(locale);
    setLoaded(next);
    document.documentElement.lang = next.locale;
  }, []);
  const value = useMemo(() => ({ locale: loaded.locale, switchTo }), [loaded.locale, switchTo]);
  return (
    <LanguageContext.Provider value={value}>
      <LocaleProvider locale={loaded.locale} messages={loaded.messages}>
        {children}
      </LocaleProvider>
    </LanguageContext.Provider>
  );
}

/** The active language and the way to switch it. */
export function useLanguage(): LanguageContextValue {
  const value = useContext(LanguageContext);
  if (!value) throw new Error('useLanguage must be used inside <LanguageProvider>');
  return value;
}
