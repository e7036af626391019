import { describe, expect, it } from 'vitest';
import { errorSummaryFocusTarget, inDocumentOrder, type ErrorSummaryFocusInput } from './errorSummaryFocus';

const none = { count: 0, focusKey: 1 };
const two = { count: 2, focusKey: 1 };

describe('errorSummaryFocusTarget', () => {
  it.each<[string, ErrorSummaryFocusInput, ReturnType<typeof errorSummaryFocusTarget>]>([
    ['no errors: nowhere', { previous: undefined, current: none, fieldsInOrder: [], focus: 'field' }, null],
    [
      'mounted with errors: the first field',
      { previous: undefined, current: two, fieldsInOrder: ['a', 'b'], focus: 'field' },
      { kind: 'field', id: 'a' },
    ],
    [
      'errors appear: the first field in page order',
      { previous: none, current: two, fieldsInOrder: ['b', 'a'], focus: 'field' },
      { kind: 'field', id: 'b' },
    ],
    [
      'same errors, same attempt: nowhere',
      { previous: two, current: two, fieldsInOrder: ['a'], focus: 'field' },
      null,
    ],
    [
      'a new failed attempt: the first field again',
      { previous: two, current: { count: 2, focusKey: 2 }, fieldsInOrder: ['a'], focus: 'field' },
      { kind: 'field', id: 'a' },
    ],
    [
      'asked to focus itself: the summary',
      { previous: none, current: two, fieldsInOrder: ['a'], focus: 'summary' },
      { kind: 'summary' },
    ],
    [
      'no field on the page: the summary',
      { previous: none, current: two, fieldsInOrder: [], focus: 'field' },
      { kind: 'summary' },
    ],
    ['told not to: nowhere', { previous: none, current: two, fieldsInOrder: ['a'], focus: 'none' }, null],
  ])('%s', (_case, input, expected) => {
    expect(errorSummaryFocusTarget(input)).toEqual(expected);
  });
});

describe('inDocumentOrder', () => {
  it('sorts the ids of existing elements by their place in the page and drops the missing', () => {
    document.body.innerHTML = '<input id="first"><div><input id="second"></div><input id="third">';
    expect(inDocumentOrder(['third', 'gone', 'first', 'second'], document)).toEqual([
      'first',
      'second',
      'third',
    ]);
  });
});
