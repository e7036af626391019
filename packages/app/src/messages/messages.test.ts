import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import kitEn from '@vognpark/ui/messages/en';
import { describe, expect, it } from 'vitest';
import da from './da';
import de from './de';
import en from './en';
import fr from './fr';
import uk from './uk';

const catalogs: Record<string, Record<string, string>> = { en, da, uk, de, fr };

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

describe.each(Object.entries(catalogs))('app messages in %s', (locale, messages) => {
  it('has exactly the English keys', () => {
    expect(Object.keys(messages).sort()).toEqual(Object.keys(en).sort());
  });

  it('parses as ICU and uses the same placeholders as English', () => {
    for (const [id, message] of Object.entries(messages)) {
      const englishArguments = argumentNames(parse(en[id as keyof typeof en]));
      expect(argumentNames(parse(message)), `${locale} ${id}`).toEqual(englishArguments);
    }
  });

  it('has no empty message', () => {
    for (const [id, message] of Object.entries(messages))
      expect(message.trim(), `${locale} ${id}`).not.toBe('');
  });
});

it('keeps its ids apart from the kit (app.* versus ui.*)', () => {
  for (const id of Object.keys(en)) {
    expect(id.startsWith('app.'), id).toBe(true);
    expect(Object.hasOwn(kitEn, id), id).toBe(false);
  }
});

it('translates the words a person reads, not only the keys', () => {
  for (const locale of ['da', 'uk', 'de', 'fr']) {
    for (const id of ['app.login.invalid', 'app.connection.down', 'app.login.network'] as const)
      expect(catalogs[locale]![id], `${locale} ${id}`).not.toBe(en[id]);
  }
});
