import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadAppMessages, loadMessages } from './loadMessages';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('loadMessages', () => {
  it.each([
    ['da', 'Log ind', 'Log ud'],
    ['uk', 'Увійти', 'Вийти'],
    ['de', 'Anmelden', 'Abmelden'],
    ['fr', 'Se connecter', 'Se déconnecter'],
    ['en', 'Sign In', 'Sign Out'],
  ] as const)('loads the kit and app messages of %s', async (locale, submit, signOut) => {
    const { locale: loaded, messages } = await loadMessages(locale);
    expect(loaded).toBe(locale);
    expect(messages['app.login.submit']).toBe(submit);
    expect(messages['ui.account.signOut']).toBe(signOut);
  });

  it('warns and falls back to English when a file fails to load', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const result = await loadMessages('da', {
      kit: () => Promise.reject(new Error('chunk lost')),
      app: loadAppMessages,
    });
    expect(result.locale).toBe('en');
    expect(result.messages['app.login.submit']).toBe('Sign In');
    expect(result.messages['ui.account.signOut']).toBe('Sign Out');
    expect(warn).toHaveBeenCalledOnce();
  });

  it('falls back when only the app file fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const result = await loadMessages('fr', {
      kit: async () => (await import('@vognpark/ui/messages/fr')).default,
      app: () => Promise.reject(new Error('offline')),
    });
    expect(result.locale).toBe('en');
    expect(warn).toHaveBeenCalledOnce();
  });
});
