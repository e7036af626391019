import { afterEach, describe, expect, it, vi } from 'vitest';
import { need } from './featureMessages';
import type { MessageFeature } from './loadMessages';
import { adoptMessageCatalog, forgetMessageCatalog, MessageCatalog, needMessages } from './messageCatalog';

afterEach(() => {
  vi.restoreAllMocks();
  forgetMessageCatalog();
});

const start = () => new MessageCatalog({ locale: 'da', messages: { 'app.login.title': 'Log ind' } }, []);

describe('the message catalog', () => {
  it('adds a feature once, however often it is needed, and tells its readers', async () => {
    const catalog = start();
    const listener = vi.fn();
    catalog.subscribe(listener);
    const load = vi.fn(async (locale: string, feature: MessageFeature) => ({
      [`app.${feature}.title`]: `${feature} (${locale})`,
    }));

    await Promise.all([need(catalog, ['vehicles'], load), need(catalog, ['vehicles', 'accounts'], load)]);
    await need(catalog, ['vehicles'], load);

    expect(load.mock.calls).toEqual([
      ['da', 'vehicles'],
      ['da', 'accounts'],
    ]);
    expect(catalog.snapshot()).toEqual({
      locale: 'da',
      messages: {
        'app.login.title': 'Log ind',
        'app.vehicles.title': 'vehicles (da)',
        'app.accounts.title': 'accounts (da)',
      },
    });
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it("shows a feature in English when its language's file fails, and as ids when English fails too", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const catalog = start();
    await need(catalog, ['tasks'], async (locale) => {
      if (locale === 'da') throw new Error('chunk lost');
      return { 'app.tasks.add': 'Add Task' };
    });
    expect(catalog.snapshot().messages['app.tasks.add']).toBe('Add Task');
    expect(catalog.snapshot().locale).toBe('da');

    await need(catalog, ['accounts'], () => Promise.reject(new Error('offline')));
    expect(Object.keys(catalog.snapshot().messages)).toEqual(['app.login.title', 'app.tasks.add']);
    expect(warn).toHaveBeenCalledTimes(3);
  });

  it('holds every feature when made from every message (the server, tests)', async () => {
    const catalog = new MessageCatalog({ locale: 'en', messages: {} });
    const load = vi.fn();
    await need(catalog, ['vehicles', 'accounts', 'tasks', 'compliance', 'service'], load);
    expect(load).not.toHaveBeenCalled();
  });

  it('waits for nothing when the catalog started with the page its features (the HTML brought them)', async () => {
    const catalog = adoptMessageCatalog({ locale: 'da', messages: { 'app.vehicles.title': 'Køretøjer' } }, [
      'vehicles',
    ]);
    const replace = vi.spyOn(catalog, 'replace');
    await needMessages(['vehicles']);
    expect(replace).not.toHaveBeenCalled();
    expect(catalog.loaded).toEqual(new Set(['vehicles']));
    expect(catalog.snapshot().messages).toEqual({ 'app.vehicles.title': 'Køretøjer' });
  });
});
