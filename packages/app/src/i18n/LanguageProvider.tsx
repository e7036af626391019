import { LocaleProvider, type Locale } from '@vognpark/ui';
import {
  createContext,
  useCallback,
  useContext,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import type { LoadedMessages } from './loadMessages';
import { MessageCatalog } from './messageCatalog';

interface LanguageContextValue {
  /** The active language. */
  locale: Locale;
  /** Loads a language's messages and switches to it without a reload. */
  switchTo: (locale: Locale) => Promise<void>;
}

const LanguageContext = createContext<LanguageContextValue | null>(null);

export interface LanguageProviderProps {
  /**
   * The messages loaded before the first render: every one (the server, tests), or the browser's
   * catalog, which adds each page's as it loads (i18n/messageCatalog.ts).
   */
  initial: LoadedMessages | MessageCatalog;
  children: ReactNode;
}

/** Holds the active language and its messages (the kit's and the app's) for everything below. */
export function LanguageProvider({ initial, children }: LanguageProviderProps) {
  const [catalog] = useState(() =>
    initial instanceof MessageCatalog ? initial : new MessageCatalog(initial),
  );
  // The hydrating render reads the catalog as it is: the server rendered with every message, and
  // the page being hydrated has its features loaded before (bootstrap.tsx waits for the router).
  const loaded = useSyncExternalStore(catalog.subscribe, catalog.snapshot, catalog.snapshot);
  const switchTo = useCallback(
    async (locale: Locale) => {
      const next = await catalog.switchTo(locale);
      document.documentElement.lang = next.locale;
    },
    [catalog],
  );
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
