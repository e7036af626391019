import { expect, it } from 'vitest';
import { titleCaseProblems } from '../../../../../ui/src/test-utils/catalogRules';
import en from './en';

it('writes English buttons in Title Case (docs/glossary.md; issue 27, item 8)', () => {
  expect(
    titleCaseProblems(en, [
      'app.partners.add.partner',
      'app.partners.add.vendor',
      'app.partners.form.addTitle.partner',
      'app.partners.form.addTitle.vendor',
      'app.fuelImport.open',
      'app.fuelImport.another',
      'app.outlays.register',
      'app.outlays.retry',
      'app.outlays.form.title',
      'app.outlays.form.save',
      'app.outlays.form.takeReceipt',
    ]),
  ).toEqual([]);
});
