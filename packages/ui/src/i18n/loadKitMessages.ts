import type { Messages } from '../messages/en';
import type { Locale } from './locales';

/**
 * Loads the kit's messages for one language. Each language is its own chunk, so a
 * bundler downloads only the language in use.
 */
export async function loadKitMessages(locale: Locale): Promise<Messages> {
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
