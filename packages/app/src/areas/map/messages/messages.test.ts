import { expect, it } from 'vitest';
import { titleCaseProblems } from '../../../../../ui/src/test-utils/catalogRules';
import en from './en';

it('writes the English buttons in Title Case (docs/glossary.md)', () => {
  expect(
    titleCaseProblems(en, [
      'app.map.card.tasks',
      'app.map.card.copy',
      'app.map.trackers.add',
      'app.map.trackers.created.copy',
      'app.map.trackers.revokeConfirm',
      'app.map.depots.add',
      'app.map.depots.deleteConfirm',
    ]),
  ).toEqual([]);
});
