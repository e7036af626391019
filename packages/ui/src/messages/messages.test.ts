import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import da from './da';
import de from './de';
import en from './en';
import fr from './fr';
import uk from './uk';
import { describeMessageCatalogs } from '../test-utils/describeMessageCatalogs';
import { glossaryTable, sameAsEnglishList, titleCaseProblems } from '../test-utils/catalogRules';

const catalogs: Record<string, Record<string, string>> = { en, da, uk, de, fr };

describeMessageCatalogs('kit', catalogs, en);

it('translates the words a person reads, not only the keys', () => {
  for (const locale of ['da', 'uk', 'de', 'fr']) {
    expect(catalogs[locale]!['ui.signOut.message']).not.toBe(en['ui.signOut.message']);
  }
  expect(da['ui.calendar.today']).toBe('I dag');
  expect(da['ui.search.placeholder']).toBe('Søg i hele registret');
});

it('uses the words of issue #19 for the menu a fleet manager meets first', () => {
  expect([da['ui.nav.inspections'], da['ui.nav.compliance'], da['ui.subscription.get']]).toEqual([
    'Eftersyn',
    'Compliance',
    'Tegn abonnement',
  ]);
  expect([de['ui.nav.dashboard'], de['ui.nav.sharing'], de['ui.nav.annotations']]).toEqual([
    'Dashboard',
    'Freigaben',
    'Annotationen',
  ]);
  expect([uk['ui.nav.dashboard'], uk['ui.nav.inspections'], uk['ui.sidebar.navigation']]).toEqual([
    'Панель керування',
    'Огляди',
    'Основна навігація',
  ]);
  expect(fr['ui.signOut.header']).toBe('Se déconnecter\u202F?');
});

it('writes English menu items and buttons in Title Case, labels in sentence case (docs/glossary.md)', () => {
  const commands = Object.keys(en).filter((id) => id.startsWith('ui.nav.'));
  commands.push(
    'ui.account.myAccount',
    'ui.account.language',
    'ui.account.theme',
    'ui.theme.system',
    'ui.theme.light',
    'ui.theme.dark',
    'ui.account.signOut',
    'ui.subscription.get',
    'ui.subscription.cancel',
    'ui.dialog.yes',
    'ui.dialog.no',
    'ui.calendar.today',
  );
  expect(titleCaseProblems(en, commands)).toEqual([]);
  expect(en['ui.notifications.filter']).toBe('Filter notifications');
});

it('is what docs/glossary.md shows', () => {
  const doc = readFileSync(path.join(import.meta.dirname, '../../../../docs/glossary.md'), 'utf8');
  const between = (name: string) =>
    doc.split(`<!-- ${name}:start -->\n`)[1]?.split(`\n<!-- ${name}:end -->`)[0];
  expect(between('glossary'), 'paste this table into docs/glossary.md').toBe(glossaryTable());
  expect(between('same-as-english'), 'paste this list into docs/glossary.md').toBe(sameAsEnglishList());
});
