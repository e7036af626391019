import { loadKitMessages, type Locale, type Messages } from '@vognpark/ui';
import kitEn from '@vognpark/ui/messages/en';
import type { AppMessages } from '../messages/en';

/**
 * Loads the app's own messages of one language. Each language, English included, is its own
 * chunk, so the browser downloads only the one in use (docs/decisions/language-start-up.md).
 */
export async function loadAppMessages(locale: Locale): Promise<AppMessages> {
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
  app: (locale: Locale) => Promise<AppMessages>;
}

const defaultLoaders: MessageLoaders = { kit: loadKitMessages, app: loadAppMessages };

/**
 * The kit's and the app's messages of one language. When a file fails to load (a lost chunk,
 * a network error), a warning is logged and English is used (docs/decisions/language-start-up.md):
 * the kit's English is part of the kit, the app's is loaded then (and when that fails as well,
 * which only an unreachable server explains, the app's strings show as their ids).
 */
export async function loadMessages(
  locale: Locale,
  loaders: MessageLoaders = defaultLoaders,
): Promise<LoadedMessages> {
  try {
    const [kit, app] = await Promise.all([loaders.kit(locale), loaders.app(locale)]);
    return { locale, messages: { ...kit, ...app } };
  } catch (error) {
    console.warn(`Could not load the "${locale}" messages; showing English instead.`, error);
    const app = await loadAppMessages('en').catch((englishError: unknown) => {
      console.error('Could not load the English messages either.', englishError);
      return {};
    });
    return { locale: 'en', messages: { ...kitEn, ...app } };
  }
}
