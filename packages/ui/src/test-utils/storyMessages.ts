import { isLocale, type Locale } from '../i18n/locales';
import da from '../messages/da';
import de from '../messages/de';
import en, { type Messages } from '../messages/en';
import fr from '../messages/fr';
import uk from '../messages/uk';

const catalogs: Record<Locale, Messages> = { en, da, uk, de, fr };

/** The language a story runs in (its `globals.locale`), English when unset. */
export const localeOf = (globals: Record<string, unknown>): Locale =>
  isLocale(globals.locale) ? globals.locale : 'en';

/**
 * The kit's message catalog of the story's language: play functions look up the text a person
 * should see in it, so the same assertion holds in all five languages.
 */
export const messagesOf = (globals: Record<string, unknown>): Messages => catalogs[localeOf(globals)];

/** Picks the sample text of the story's language from one value per locale. */
export const sampleOf = <T>(globals: Record<string, unknown>, samples: Record<Locale, T>): T =>
  samples[localeOf(globals)];
