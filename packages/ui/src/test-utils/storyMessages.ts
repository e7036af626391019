import { createIntl, createIntlCache } from 'react-intl';
import { isLocale, type Locale } from '../i18n/locales';
import type { MessageValues } from '../i18n/useKitMessages';
import da from '../messages/da';
import de from '../messages/de';
import en, { type MessageId, type Messages } from '../messages/en';
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

const intlCache = createIntlCache();

/**
 * A kit message as a person sees it in the story's language, placeholders and plurals filled in
 * (`textOf(globals, 'ui.badge.warnings', { count: 7 })` is "7 warnings" in English).
 */
export const textOf = (globals: Record<string, unknown>, id: MessageId, values?: MessageValues): string => {
  const locale = localeOf(globals);
  return createIntl({ locale, messages: catalogs[locale] }, intlCache).formatMessage({ id }, values);
};
