import { afterEach, describe, expect, it } from 'vitest';
import { fieldLabelOf } from './fieldLabel';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('fieldLabelOf', () => {
  it.each([
    ['a <label for>', '<label for="f">Registration</label><input id="f">', 'Registration'],
    [
      'aria-labelledby first',
      '<span id="l">Status</span><div id="f" role="radiogroup" aria-labelledby="l"></div>',
      'Status',
    ],
    ['aria-label last', '<input id="f" aria-label="Due date">', 'Due date'],
    ['trimmed text', '<label for="f">  Fuel  </label><select id="f"></select>', 'Fuel'],
    [
      'without its hidden asterisk',
      '<label for="f">Status<span aria-hidden="true">*</span></label><input id="f">',
      'Status',
    ],
    ['no label', '<input id="f">', ''],
    ['no field', '<p>nothing</p>', ''],
  ])('%s', (_case, html, expected) => {
    document.body.innerHTML = html;
    expect(fieldLabelOf('f', document)).toBe(expected);
  });
});
