import kitEn from '@vognpark/ui/messages/en';
import { expect, it } from 'vitest';
import da from './da';
import de from './de';
import en from './en';
import fr from './fr';
import uk from './uk';
import { describeMessageCatalogs } from '../../../ui/src/test-utils/describeMessageCatalogs';

const catalogs: Record<string, Record<string, string>> = { en, da, uk, de, fr };

describeMessageCatalogs('app', catalogs, en);

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
