import type { Locale } from '@vognpark/ui';
import { messageFile, type MessageFeature } from './loadMessages';
import type { MessageCatalog } from './messageCatalog';

/**
 * Loading the areas' message folders (src/areas/<area>/messages/<locale>.ts, a chunk each): a
 * chunk of its own too, so the first page's JS holds none of this table; the server preloads it
 * with a page that needs it (entry-server.tsx).
 */
const featureCatalogs = import.meta.glob<{ default: Record<string, string> }>([
  '../areas/*/messages/{en,da,uk,de,fr}.ts',
  '../areas/*/messages/*/{en,da,uk,de,fr}.ts',
]);

/** One feature folder's messages of one language. */
export async function loadFeatureMessages(
  locale: Locale,
  feature: MessageFeature,
): Promise<Record<string, string>> {
  const load = featureCatalogs[`../${messageFile(feature, locale)}`];
  if (!load) throw new Error(`No ${locale} messages for ${feature}`);
  return (await load()).default;
}

type FeatureLoader = typeof loadFeatureMessages;

const pending = new WeakMap<MessageCatalog, Map<MessageFeature, Promise<void>>>();

/**
 * Resolves once every feature of `features` is in `catalog`, loading each at most once. A feature
 * that fails to load in the page's language comes in English (a warning is logged); if that
 * fails too, its strings show as their ids.
 */
export function need(
  catalog: MessageCatalog,
  features: readonly MessageFeature[],
  loadFeature: FeatureLoader = loadFeatureMessages,
): Promise<void> {
  let loading = pending.get(catalog);
  if (!loading) pending.set(catalog, (loading = new Map()));
  const inFlight = loading;
  const load = (feature: MessageFeature): Promise<void> => {
    if (catalog.loaded.has(feature)) return Promise.resolve();
    let promise = inFlight.get(feature);
    if (!promise) {
      const { locale } = catalog.snapshot();
      promise = fetchFeature(locale, feature, loadFeature).then((messages) => {
        inFlight.delete(feature);
        // A language switch in the meantime: load the feature again in the new language.
        const current = catalog.snapshot();
        if (current.locale !== locale) return load(feature);
        catalog.loaded.add(feature);
        catalog.replace({ locale, messages: { ...current.messages, ...messages } });
      });
      inFlight.set(feature, promise);
    }
    return promise;
  };
  return Promise.all(features.map(load)).then(() => {});
}

function fetchFeature(
  locale: Locale,
  feature: MessageFeature,
  loadFeature: FeatureLoader,
): Promise<Record<string, string>> {
  return loadFeature(locale, feature).catch((error: unknown) => {
    console.warn(`Could not load the "${locale}" ${feature} messages.`, error);
    return locale === 'en' ? {} : fetchFeature('en', feature, loadFeature);
  });
}
