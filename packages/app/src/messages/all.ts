import type { Locale } from '@vognpark/ui';
import en from './en';
import da from './da';
import uk from './uk';
import de from './de';
import fr from './fr';
import type { areas } from '../areas';
import type { AreaMessageId } from '../areas/area';
import type { AppMessages } from './en';

/** The feature areas' messages (src/areas/<area>/messages/), each folder typed against its en.ts. */
const areaCatalogs = import.meta.glob<{ default: Record<string, string> }>(
  ['../areas/*/messages/{en,da,uk,de,fr}.ts', '../areas/*/messages/*/{en,da,uk,de,fr}.ts'],
  { eager: true },
);

/** Every area's messages of one language. */
function areaMessages(locale: Locale): Record<string, string> {
  const suffix = `/${locale}.ts`;
  return Object.assign(
    {},
    ...Object.entries(areaCatalogs)
      .filter(([file]) => file.endsWith(suffix))
      .map(([, module]) => module.default),
  ) as Record<string, string>;
}

/** The messages outside the areas (the shell's), each language complete (the type check says so). */
const coreMessages = { en, da, uk, de, fr } satisfies Record<
  Locale,
  Omit<AppMessages, AreaMessageId<typeof areas>>
>;

/**
 * Every app message of each language in one object, for tests and stories. The app itself loads
 * them in parts: the core catalog at start, each feature folder with its pages
 * (i18n/loadMessages.ts). An area's languages are typed against its en.ts, and the catalog test
 * (messages.test.ts) checks every language has every id.
 */
export const allAppMessages = Object.fromEntries(
  Object.entries(coreMessages).map(([locale, messages]) => [
    locale,
    { ...messages, ...areaMessages(locale as Locale) },
  ]),
) as Record<Locale, AppMessages>;
