import { afterEach, describe, expect, it, vi } from 'vitest';
import { chooseLanguage } from './useChooseLanguage';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('chooseLanguage', () => {
  it('writes the cookie, saves, then reloads, in that order', async () => {
    const calls: string[] = [];
    await chooseLanguage('da', {
      writeCookie: (locale) => calls.push(`cookie ${locale}`),
      save: async (locale) => calls.push(`save ${locale}`),
      reload: () => calls.push('reload'),
    });
    expect(calls).toEqual(['cookie da', 'save da', 'reload']);
  });

  it('still reloads when saving fails, and only logs the failure', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const reload = vi.fn();
    await chooseLanguage('uk', {
      writeCookie: () => {},
      save: () => Promise.reject(new Error('socket down')),
      reload,
    });
    expect(reload).toHaveBeenCalledOnce();
    expect(error).toHaveBeenCalledOnce();
  });

  it('reloads anyway when the save gets no answer (the socket is down)', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const reload = vi.fn();
    await chooseLanguage('de', {
      writeCookie: () => {},
      save: () => new Promise(() => {}),
      reload,
      timeoutMs: 20,
    });
    expect(reload).toHaveBeenCalledOnce();
    expect(error).toHaveBeenCalledOnce();
  });

  it('writes the real cookie and reloads when signed out (nothing to save)', async () => {
    const reload = vi.fn();
    await chooseLanguage('fr', { reload });
    expect(document.cookie).toContain('NEXT_LOCALE=fr');
    expect(reload).toHaveBeenCalledOnce();
  });
});
