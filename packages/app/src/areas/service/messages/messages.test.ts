import { expect, it } from 'vitest';
import { titleCaseProblems } from '../../../../../ui/src/test-utils/catalogRules';
import en from './en';

it('writes English buttons, menu items and links that act in Title Case (docs/glossary.md)', () => {
  expect(
    titleCaseProblems(en, [
      'app.service.record',
      'app.service.applyPlan',
      'app.service.newPlan',
      'app.service.actions.record',
      'app.service.actions.visit',
      'app.service.actions.edit',
      'app.service.actions.editPlan',
      'app.service.actions.applyPlan',
      'app.service.history.export',
      'app.service.form.cancel',
      'app.service.recordForm.addLine',
      'app.service.recordForm.removeLine',
      'app.service.recordForm.save',
      'app.service.applyForm.addAll',
      'app.service.applyForm.remove',
      'app.service.applyForm.save',
      'app.service.scheduleForm.save',
      'app.service.planForm.addItem',
      'app.service.planForm.removeItem',
      'app.service.planForm.save',
      'app.service.vehicleTab.addReading',
      'app.service.vehicleTab.showAll',
      'app.service.readingForm.save',
      'app.service.readingForm.addFor',
      'app.service.visit.plan',
      'app.service.visit.title',
      'app.service.visit.confirm',
      'app.service.visit.record',
    ]),
  ).toEqual([]);
});
