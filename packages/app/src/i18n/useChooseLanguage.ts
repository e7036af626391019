import type { Locale } from '@vognpark/ui';
import { useCallback } from 'react';
import { useRuntime } from '../runtime';
import { writeLocaleCookie } from './localeCookie';

export interface ChooseLanguageDeps {
  /** Saves the language in the user's server settings (my.updateUserSettings); absent when signed out. */
  save?: (locale: Locale) => Promise<unknown>;
  writeCookie?: (locale: Locale) => void;
  reload?: () => void;
  /** How long to wait for the save before reloading anyway (a socket that is down would wait for ever). */
  timeoutMs?: number;
}

/**
 * Choosing a language (docs/decisions/language-start-up.md): the NEXT_LOCALE cookie for a year, the server's
 * settings, then a reload, also when saving failed (the failure is only logged).
 */
export async function chooseLanguage(
  locale: Locale,
  {
    save,
    writeCookie = writeLocaleCookie,
    reload = () => window.location.reload(),
    timeoutMs = 5000,
  }: ChooseLanguageDeps = {},
): Promise<void> {
  writeCookie(locale);
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    if (save)
      await Promise.race([
        save(locale),
        new Promise((_resolve, reject) => {
          timer = setTimeout(() => reject(new Error(`No answer within ${timeoutMs} ms`)), timeoutMs);
        }),
      ]);
  } catch (error) {
    console.error('Failed to save the language setting', error);
  } finally {
    clearTimeout(timer);
  }
  reload();
}

/** `choose(locale)` for the account menu and the login page's language switcher. */
export function useChooseLanguage(signedIn: boolean): (locale: Locale) => Promise<void> {
  // The tRPC client itself, not a React Query mutation: the page reloads right after, so there is
  // no state to keep, and the shell then needs none of React Query's mutation code.
  const { trpcClient } = useRuntime();
  return useCallback(
    (locale: Locale) =>
      chooseLanguage(locale, {
        save: signedIn ? (language) => trpcClient.my.updateUserSettings.mutate({ language }) : undefined,
      }),
    [signedIn, trpcClient],
  );
}
