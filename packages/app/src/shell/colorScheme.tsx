import {
  DARK_SCHEME_QUERY,
  VognparkThemeProvider,
  parseColorScheme,
  parseColorSchemeChoice,
  resolveColorScheme,
  themeForScheme,
  type ColorScheme,
  type ColorSchemeChoice,
} from '@vognpark/ui';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { readCookie } from '../i18n/localeCookie';

/**
 * Light or dark (docs/decisions/first-paint.md, "The theme"). The person's choice (System, Light,
 * Dark, from the account menu) lives in localStorage `colorScheme`; two cookies copy what the
 * server needs to render the same theme, as for the sidebar:
 * - `colorScheme`: the choice, written with it;
 * - `systemColorScheme`: "dark" or "light", the system's preference at the last start or change.
 * Without them (a first visit) the server renders light.
 */
export const colorSchemeStorageKey = 'colorScheme';
export const colorSchemeCookie = 'colorScheme';
export const systemSchemeCookie = 'systemColorScheme';
const oneYear = 31_536_000;

/** What the server rendered with (and the hydrating browser starts from). */
export interface ColorSchemeStart {
  choice: ColorSchemeChoice;
  system: ColorScheme | null;
}

/** The choice and the system's preference the cookies carry. */
export function colorSchemeStart(cookieString: string | undefined): ColorSchemeStart {
  const cookies = cookieString ?? '';
  return {
    choice: parseColorSchemeChoice(readCookie(cookies, colorSchemeCookie)) ?? 'system',
    system: parseColorScheme(readCookie(cookies, systemSchemeCookie)),
  };
}

function writeCookie(name: string, value: string): void {
  document.cookie = `${name}=${value}; path=/; max-age=${oneYear}; SameSite=Lax`;
}

function storedChoice(): ColorSchemeChoice | null {
  try {
    return parseColorSchemeChoice(window.localStorage.getItem(colorSchemeStorageKey));
  } catch {
    return null;
  }
}

function systemScheme(): ColorScheme {
  return typeof window.matchMedia === 'function' && window.matchMedia(DARK_SCHEME_QUERY).matches
    ? 'dark'
    : 'light';
}

/**
 * Copies the stored choice into its cookie and records the system's preference, so that the next
 * page the server renders has the right theme (called once at start-up, after reading the start).
 */
export function syncColorSchemeCookies(): void {
  const cookies = document.cookie;
  const stored = storedChoice();
  if (stored !== null && readCookie(cookies, colorSchemeCookie) !== stored)
    writeCookie(colorSchemeCookie, stored);
  const system = systemScheme();
  if (readCookie(cookies, systemSchemeCookie) !== system) writeCookie(systemSchemeCookie, system);
}

interface ColorSchemeContextValue {
  choice: ColorSchemeChoice;
  setChoice: (choice: ColorSchemeChoice) => void;
}

const ColorSchemeContext = createContext<ColorSchemeContextValue>({ choice: 'system', setChoice: () => {} });

/** The theme choice and how to change it (the account menu's Theme submenu). */
export function useColorSchemeChoice(): ColorSchemeContextValue {
  return useContext(ColorSchemeContext);
}

function subscribeSystem(onChange: () => void): () => void {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => {};
  const list = window.matchMedia(DARK_SCHEME_QUERY);
  const changed = () => {
    writeCookie(systemSchemeCookie, list.matches ? 'dark' : 'light');
    onChange();
  };
  list.addEventListener('change', changed);
  return () => list.removeEventListener('change', changed);
}

/**
 * The kit's theme provider with the scheme the person chose, or the system's: `start` is what the
 * server rendered with (from the cookies), which the hydrating render must show too; the system's
 * real preference follows right after. Without `start` (the browser renders on its own) the
 * stored choice and the system's preference apply from the first render.
 */
export function AppThemeProvider({ start, children }: { start?: ColorSchemeStart; children: ReactNode }) {
  const [choice, setChoiceState] = useState<ColorSchemeChoice>(() =>
    start ? start.choice : typeof window === 'undefined' ? 'system' : (storedChoice() ?? 'system'),
  );
  const system = useSyncExternalStore<ColorScheme | null>(
    subscribeSystem,
    systemScheme,
    () => start?.system ?? null,
  );

  // Another tab's choice.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== null && event.key !== colorSchemeStorageKey) return;
      setChoiceState(parseColorSchemeChoice(event.newValue) ?? 'system');
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const setChoice = useCallback((next: ColorSchemeChoice) => {
    try {
      window.localStorage.setItem(colorSchemeStorageKey, next);
    } catch {
      // Not remembered in this browser; the cookie and this page still have it.
    }
    writeCookie(colorSchemeCookie, next);
    setChoiceState(next);
  }, []);

  const value = useMemo(() => ({ choice, setChoice }), [choice, setChoice]);
  const theme = themeForScheme(resolveColorScheme(choice, system));
  return (
    <ColorSchemeContext.Provider value={value}>
      <VognparkThemeProvider theme={theme}>{children}</VognparkThemeProvider>
    </ColorSchemeContext.Provider>
  );
}
