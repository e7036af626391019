import kitEn from '@vognpark/ui/messages/en';
import { expect, it } from 'vitest';
import { allAppMessages } from './all';
import { titleCaseProblems } from '../../../ui/src/test-utils/catalogRules';
import { describeMessageCatalogs } from '../../../ui/src/test-utils/describeMessageCatalogs';

// Every message, the core catalog's and each feature folder's, in all five languages.
const catalogs: Record<string, Record<string, string>> = allAppMessages;
const { en } = allAppMessages;

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

it('writes English buttons in Title Case, headings and links in sentence case (docs/glossary.md)', () => {
  expect(
    titleCaseProblems(en, [
      'app.login.submit',
      'app.login.submitting',
      'app.error.retry',
      'app.error.reload',
    ]),
  ).toEqual([]);
  expect([en['app.login.title'], en['app.landing.signIn'], en['app.page.notFound']]).toEqual([
    'Sign in',
    'Sign in',
    'Page not found',
  ]);
  expect([en['app.login.invalid'], en['app.login.failed']]).toEqual([
    'Incorrect e-mail or password. Check them and try again.',
    'Sign-in failed. Try again in a moment.',
  ]);
});

it('names a status column or filter with one word in each language (issue 27, item 8)', () => {
  const statusIds = Object.keys(en).filter((id) => /\.(column|filter)\.(status|state)$/.test(id));
  expect(statusIds.length).toBeGreaterThan(10);
  for (const locale of ['en', 'da', 'uk', 'de', 'fr']) {
    const words = new Set(statusIds.map((id) => catalogs[locale]![id]));
    expect([...words], locale).toHaveLength(1);
  }
});
