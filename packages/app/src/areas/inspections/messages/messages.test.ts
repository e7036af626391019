import { expect, it } from 'vitest';
import { titleCaseProblems } from '../../../../../ui/src/test-utils/catalogRules';
import en from './en';

it('writes English buttons, menu items and links that act in Title Case (docs/glossary.md)', () => {
  expect(
    titleCaseProblems(en, [
      'app.inspections.schedule',
      'app.inspections.actions.complete',
      'app.inspections.actions.edit',
      'app.inspections.complete.addDefect',
      'app.inspections.complete.removeDefect',
      'app.inspections.complete.save',
      'app.inspections.vehicleTab.showAll',
    ]),
  ).toEqual([]);
});
