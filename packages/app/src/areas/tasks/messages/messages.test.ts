import { expect, it } from 'vitest';
import { titleCaseProblems } from '../../../../../ui/src/test-utils/catalogRules';
import en from './en';

it('writes the English buttons, menu items and tabs in Title Case (docs/glossary.md)', () => {
  expect(
    titleCaseProblems(en, [
      'app.tasks.add',
      'app.tasks.actions.start',
      'app.tasks.actions.done',
      'app.tasks.actions.reopen',
      'app.tasks.actions.assign',
      'app.tasks.form.addTitle',
      'app.tasks.form.save',
      'app.tasks.form.cancel',
      'app.tasks.vehicleTab.showAll',
      'app.driver.report',
      'app.driver.form.send',
    ]),
  ).toEqual([]);
});

it('writes headings and states in sentence case', () => {
  expect([en['app.tasks.due.due_soon'], en['app.driver.due']]).toEqual(['Due soon', 'What is due']);
});
