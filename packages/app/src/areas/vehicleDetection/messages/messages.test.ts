import { expect, it } from 'vitest';
import { titleCaseProblems } from '../../../../../ui/src/test-utils/catalogRules';
import en from './en';

it('writes English buttons and links that act in Title Case (docs/glossary.md)', () => {
  expect(
    titleCaseProblems(en, [
      'app.vehicleDetection.choose',
      'app.vehicleDetection.retry',
      'app.vehicleDetection.rollCall.choose',
      'app.vehicleDetection.rollCall.showOnMap',
      'app.vehicleDetection.entry',
    ]),
  ).toEqual([]);
});
