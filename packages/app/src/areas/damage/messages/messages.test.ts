import { expect, it } from 'vitest';
import { titleCaseProblems } from '../../../../../ui/src/test-utils/catalogRules';
import en from './en';

it('writes English buttons and links that act in Title Case (docs/glossary.md)', () => {
  expect(
    titleCaseProblems(en, [
      'app.damage.record',
      'app.damage.edit',
      'app.damage.action.confirm',
      'app.damage.action.dismiss',
      'app.damage.action.create_repair_task',
      'app.damage.action.mark_repaired',
      'app.damage.action.reopen',
      'app.damage.vehicleTab.all',
      'app.damage.changes.confirm',
      'app.damage.changes.dismiss',
      'app.damage.changes.record',
      'app.damage.changes.cancel',
      'app.damage.changes.openDamage',
      'app.damage.detail.claim',
    ]),
  ).toEqual([]);
});
