import { useEffect } from 'react';
import { createIntl, createIntlCache, useIntl } from 'react-intl';
import { isLocale, type Locale } from '../i18n/locales';
import { useKitMessages } from '../i18n/useKitMessages';
import { lazyPart, prefetch, useLazyPart, type LazyPart } from '../lazyPart';
import en, { type Messages } from '../messages/en';

// The other languages' catalogs, each its own chunk, fetched only for a calendar that speaks a
// language other than the interface's (a Danish calendar in a German interface). Imported all
// five, every page with a date field carried 10 kB of words (gzip) to show three of them.
const catalogs: Record<Exclude<Locale, 'en'>, LazyPart<{ default: Messages }>> = {
  da: lazyPart(() => import('../messages/da')),
  uk: lazyPart(() => import('../messages/uk')),
  de: lazyPart(() => import('../messages/de')),
  fr: lazyPart(() => import('../messages/fr')),
};
/** Stands for "no catalog to fetch" (a hook cannot be called conditionally). */
const nothing: LazyPart<null> = lazyPart(() => Promise.resolve(null));
const cache = createIntlCache();

/** The words of a Calendar, all in the language of its date locale. */
export interface CalendarWords {
  today: string;
  previousMonth: string;
  nextMonth: string;
}

type CalendarWordId = 'ui.calendar.today' | 'ui.calendar.previousMonth' | 'ui.calendar.nextMonth';

/** The language of a tag ("da-DK": "da"), or null for an invalid tag. */
function languageOf(tag: string): string | null {
  try {
    return new Intl.Locale(tag).language;
  } catch {
    return null;
  }
}

/**
 * The Calendar's own words in the language of its `locale` ("da", "da-DK": Danish), not in the
 * interface language: the whole calendar speaks one language (docs/glossary.md). The interface's
 * language takes its words from the kit's messages as loaded; another of the five, from its
 * catalog, fetched on first use (until it is there, "today" from Intl and the month buttons in
 * English). For a language the kit has no catalog for, "today" comes from Intl (CLDR) and the
 * month buttons' names fall back to English, as every kit message does.
 */
export function useCalendarWords(locale: string): CalendarWords {
  const t = useKitMessages();
  const interfaceLanguage = languageOf(useIntl().locale);
  const language = languageOf(locale);
  const known: Locale | undefined = isLocale(language) ? language : undefined;
  const part: LazyPart<{ default: Messages } | null> =
    known && known !== 'en' && known !== interfaceLanguage ? catalogs[known] : nothing;
  const catalog = useLazyPart(part, false);
  useEffect(() => {
    if (part !== nothing) prefetch(part);
  }, [part]);
  if (known && known === interfaceLanguage)
    return {
      today: t('ui.calendar.today'),
      previousMonth: t('ui.calendar.previousMonth'),
      nextMonth: t('ui.calendar.nextMonth'),
    };
  return calendarWords(locale, known === 'en' ? en : (catalog?.default ?? null));
}

/**
 * The words for `locale` from its language's `catalog` (null: none, or not loaded yet): "today"
 * from Intl without one, the month buttons in English.
 */
export function calendarWords(locale: string, catalog: Messages | null): CalendarWords {
  const intl = createIntl(
    { locale: catalog ? (languageOf(locale) ?? 'en') : 'en', messages: catalog ?? en },
    cache,
  );
  const format = (id: CalendarWordId) => intl.formatMessage({ id, defaultMessage: en[id] });
  return {
    today: catalog ? format('ui.calendar.today') : capitalise(relativeToday(locale), locale),
    previousMonth: format('ui.calendar.previousMonth'),
    nextMonth: format('ui.calendar.nextMonth'),
  };
}

function relativeToday(locale: string): string {
  try {
    return new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(0, 'day');
  } catch {
    return en['ui.calendar.today'];
  }
}

function capitalise(text: string, locale: string): string {
  try {
    return text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);
  } catch {
    return text.charAt(0).toUpperCase() + text.slice(1);
  }
}
