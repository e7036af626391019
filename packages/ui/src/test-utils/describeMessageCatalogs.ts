import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import type { Locale } from '../i18n/locales';
import {
  frenchSpacingProblems,
  glossaryProblems,
  pluralProblems,
  untranslatedProblems,
} from './catalogRules';

/** Every argument a message uses: plain, number/date/time, plural/select and inside tags. */
function argumentNames(elements: MessageFormatElement[], names = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (
      element.type === TYPE.argument ||
      element.type === TYPE.number ||
      element.type === TYPE.date ||
      element.type === TYPE.time
    ) {
      names.add(element.value);
    } else if (element.type === TYPE.plural || element.type === TYPE.select) {
      names.add(element.value);
      for (const option of Object.values(element.options)) argumentNames(option.value, names);
    } else if (element.type === TYPE.tag) {
      argumentNames(element.children, names);
    }
  }
  return names;
}

/**
 * Registers the checks every message catalog must pass, one describe block per language
 * ("`title` messages in da"): exactly the English keys, valid ICU with the same placeholders as
 * English, no empty message, every plural category of the language, no English text left
 * untranslated, French spacing; and across languages, the glossary's words (docs/glossary.md).
 * Shared by the kit's and the app's catalogs.
 */
export function describeMessageCatalogs(
  title: string,
  catalogs: Record<string, Record<string, string>>,
  english: Record<string, string>,
): void {
  describe.each(Object.entries(catalogs))(`${title} messages in %s`, (locale, messages) => {
    it('has exactly the English keys', () => {
      expect(Object.keys(messages).sort()).toEqual(Object.keys(english).sort());
    });

    it('parses as ICU and uses the same placeholders as English', () => {
      for (const [id, message] of Object.entries(messages)) {
        const englishArguments = argumentNames(parse(english[id]!));
        expect(argumentNames(parse(message)), `${locale} ${id}`).toEqual(englishArguments);
      }
    });

    it('has no empty message', () => {
      for (const [id, message] of Object.entries(messages))
        expect(message.trim(), `${locale} ${id}`).not.toBe('');
    });

    it("has every plural category of the language's CLDR rules", () => {
      expect(pluralProblems(locale, messages)).toEqual([]);
    });

    if (locale !== 'en')
      it('translates every text that is not on the same-as-English list', () => {
        expect(untranslatedProblems(locale as Exclude<Locale, 'en'>, messages, english)).toEqual([]);
      });

    if (locale === 'fr')
      it('puts a narrow no-break space before ? ! : ;', () => {
        expect(frenchSpacingProblems(messages)).toEqual([]);
      });
  });

  describe(`${title} messages`, () => {
    it("say each glossary term with the glossary's word in every language", () => {
      expect(glossaryProblems({ ...catalogs, en: english })).toEqual([]);
    });
  });
}
