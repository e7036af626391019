import { expect, it } from 'vitest';
import { titleCaseProblems } from '../../../../../ui/src/test-utils/catalogRules';
import en from './en';

it('writes English buttons that act in Title Case (docs/glossary.md)', () => {
  expect(
    titleCaseProblems(en, [
      'app.sharing.book',
      'app.sharing.retry',
      'app.sharing.timeline.previous',
      'app.sharing.timeline.next',
      'app.sharing.timeline.previousMonth',
      'app.sharing.timeline.nextMonth',
      'app.sharing.links.create',
      'app.sharing.links.submit',
      'app.sharing.pools.new',
      'app.sharing.pools.edit',
      'app.sharing.poolForm.newTitle',
      'app.sharing.poolForm.editTitle',
      'app.sharing.poolForm.addAll',
      'app.sharing.poolForm.remove',
      'app.sharing.poolForm.save',
      'app.sharing.feed.open',
      'app.sharing.feed.create',
      'app.sharing.feed.renew',
      'app.sharing.feed.revoke',
      'app.sharing.feed.close',
    ]),
  ).toEqual([]);
});
