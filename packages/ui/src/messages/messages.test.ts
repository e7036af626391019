import { expect, it } from 'vitest';
import da from './da';
import de from './de';
import en from './en';
import fr from './fr';
import uk from './uk';
import { describeMessageCatalogs } from '../test-utils/describeMessageCatalogs';

const catalogs: Record<string, Record<string, string>> = { en, da, uk, de, fr };

describeMessageCatalogs('kit', catalogs, en);

it('translates the words a person reads, not only the keys', () => {
  for (const locale of ['da', 'uk', 'de', 'fr']) {
    expect(catalogs[locale]!['ui.signOut.message']).not.toBe(en['ui.signOut.message']);
  }
  expect(da['ui.calendar.today']).toBe('I dag');
  expect(da['ui.search.placeholder']).toBe('Søg i hele registret');
});
