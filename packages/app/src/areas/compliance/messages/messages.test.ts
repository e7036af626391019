import { expect, it } from 'vitest';
import { titleCaseProblems } from '../../../../../ui/src/test-utils/catalogRules';
import en from './en';

it('writes English buttons, menu items and links that act in Title Case (docs/glossary.md)', () => {
  expect(
    titleCaseProblems(en, [
      'app.compliance.add',
      'app.compliance.actions.renew',
      'app.compliance.actions.edit',
      'app.compliance.form.clearDate',
      'app.compliance.form.save',
      'app.compliance.form.cancel',
      'app.compliance.renew.save',
      'app.compliance.history.more',
      'app.compliance.vehicleTab.showAll',
    ]),
  ).toEqual([]);
});
