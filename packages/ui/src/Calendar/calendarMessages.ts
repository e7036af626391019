import { createIntl, createIntlCache } from 'react-intl';
import { isLocale, type Locale } from '../i18n/locales';
import da from '../messages/da';
import de from '../messages/de';
import en, { type Messages } from '../messages/en';
import fr from '../messages/fr';
import uk from '../messages/uk';

// All five catalogs: a Danish calendar in a German interface needs the Danish words. Each
// catalog stays its own chunk in a bundled app; only a page with a calendar loads the others.
const catalogs: Record<Locale, Messages> = { en, da, uk, de, fr };
const cache = createIntlCache();

/** The words of a Calendar, all in the language of its date locale. */
export interface CalendarWords {
  today: string;
  previousMonth: string;
  nextMonth: string;
}

/**
 * The Calendar's own words in the language of its `locale` ("da", "da-DK": Danish), not in the
 * interface language: the whole calendar speaks one language (docs/glossary.md). For a
 * language the kit has no catalog for, "today" comes from Intl (CLDR) and the month buttons'
 * names fall back to English, as every kit message does.
 */
export function calendarWords(locale: string): CalendarWords {
  let language = 'en';
  try {
    language = new Intl.Locale(locale).language;
  } catch {
    // An invalid tag: English words, and Intl.DateTimeFormat will report the tag itself.
  }
  const known: Locale | undefined = isLocale(language) ? language : undefined;
  const intl = createIntl({ locale: known ?? 'en', messages: known ? catalogs[known] : en }, cache);
  const format = (id: 'ui.calendar.today' | 'ui.calendar.previousMonth' | 'ui.calendar.nextMonth') =>
    intl.formatMessage({ id });
  return {
    today: known ? format('ui.calendar.today') : capitalise(relativeToday(locale), locale),
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
