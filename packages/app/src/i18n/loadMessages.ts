import { loadKitMessages, type Locale, type Messages } from '@vognpark/ui';
import kitEn from '@vognpark/ui/messages/en';
import { areas } from '../areas';
import type { AppArea, AreaMessageFolder } from '../areas/area';
import type { CoreMessages } from '../messages/en';

/** The feature areas' message folders (src/areas/<area>/messages/, areas/area.ts). */
export type MessageFeature = AreaMessageFolder<typeof areas>;

/**
 * The app's message folders beside the core catalog, the core ones and each area's: each language
 * of each is a chunk of its own, loaded with the pages that show it (the registry's `messages`),
 * so no language chunk holds every page's strings (docs/decisions/language-start-up.md).
 */
export const messageFeatures: readonly MessageFeature[] = [
  ...new Set(areas.flatMap((area: AppArea<string, string, MessageFeature>) => area.messages ?? [])),
];

/**
 * Where a folder's messages of one language are, from src/: an area's
 * `areas/service/messages/da.ts`, an area's second folder `areas/partners/messages/contacts/da.ts`.
 */
export function messageFile(feature: MessageFeature, locale: Locale): string {
  const [area, part] = feature.split('/');
  return part ? `areas/${area}/messages/${part}/${locale}.ts` : `areas/${area}/messages/${locale}.ts`;
}

/** The app's core messages of one language (the shell, sign-in, errors): one chunk per language. */
export async function loadAppMessages(locale: Locale): Promise<CoreMessages> {
  switch (locale) {
    case 'en':
      return (await import('../messages/en')).default;
    case 'da':
      return (await import('../messages/da')).default;
    case 'uk':
      return (await import('../messages/uk')).default;
    case 'de':
      return (await import('../messages/de')).default;
    case 'fr':
      return (await import('../messages/fr')).default;
  }
}

/** Everything the LocaleProvider needs: the active language and all messages shown in it. */
export interface LoadedMessages {
  locale: Locale;
  messages: Record<string, string>;
}

export interface MessageLoaders {
  kit: (locale: Locale) => Promise<Messages>;
  app: (locale: Locale) => Promise<CoreMessages>;
}

const defaultLoaders: MessageLoaders = { kit: loadKitMessages, app: loadAppMessages };

/**
 * The kit's and the app's messages of one language: the core ones and those of `features` (all of
 * them unless told: the server renders any page with them; the browser starts with none and adds
 * each page's, i18n/messageCatalog.ts). When a file fails to load (a lost chunk, a network error),
 * a warning is logged and English is used (docs/decisions/language-start-up.md): the kit's
 * English is part of the kit, the app's is loaded then (and when that fails as well, which only
 * an unreachable server explains, the app's strings show as their ids).
 */
export async function loadMessages(
  locale: Locale,
  loaders: MessageLoaders = defaultLoaders,
  features: readonly MessageFeature[] = messageFeatures,
): Promise<LoadedMessages> {
  const appMessages = async (language: Locale, app: MessageLoaders['app']) => {
    if (features.length === 0) return [await app(language)];
    const { loadFeatureMessages } = await import('./featureMessages');
    return Promise.all([app(language), ...features.map((name) => loadFeatureMessages(language, name))]);
  };
  try {
    const [kit, app] = await Promise.all([loaders.kit(locale), appMessages(locale, loaders.app)]);
    return { locale, messages: Object.assign({}, kit, ...app) as Record<string, string> };
  } catch (error) {
    console.warn(`Could not load the "${locale}" messages; showing English instead.`, error);
    const app = await appMessages('en', loadAppMessages).catch((englishError: unknown) => {
      console.error('Could not load the English messages either.', englishError);
      return [];
    });
    return { locale: 'en', messages: Object.assign({ ...kitEn }, ...app) as Record<string, string> };
  }
}
