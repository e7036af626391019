import { expect, it } from 'vitest';
import { fixtureTask } from './fixtures';
import { withLocalTitle } from './localTitle';

const names = { en: 'Oil service', da: 'Olieskift', uk: 'Заміна оливи', de: 'Ölwechsel', fr: 'Vidange' };

it.each([
  ['en', 'Oil service'],
  ['da', 'Olieskift'],
  ['uk', 'Заміна оливи'],
  ['de', 'Ölwechsel'],
  ['fr', 'Vidange'],
])('shows a service task in the interface language (%s)', (locale, title) => {
  const task = { ...fixtureTask(0), title: 'Olieskift', titleNames: names };
  expect(withLocalTitle(task, locale).title).toBe(title);
});

it('keeps a typed title, and the stored one for a language the names lack', () => {
  const typed = { ...fixtureTask(0), title: 'Skift viskerblade', titleNames: null };
  expect(withLocalTitle(typed, 'en')).toBe(typed);
  const partial = { ...fixtureTask(0), title: 'Olieskift', titleNames: { ...names, en: '' } };
  expect(withLocalTitle(partial, 'en').title).toBe('Olieskift');
  expect(withLocalTitle(partial, '__proto__').title).toBe('Olieskift');
});
