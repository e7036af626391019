import { describe, expect, it } from 'vitest';
import { flagParam, idParam, textParam, urlSchema, valuesParam } from './urlSchema';

const id = '0b0f8a4e-5d1c-4e55-9c1b-2f3a4b5c6d7e';
const states = ['overdue', 'due_soon', 'ok'] as const;

interface ListState {
  q: string;
  due: (typeof states)[number][];
  owner: string | null;
  archived: boolean;
}

const list = urlSchema<ListState>(
  '/manager/things',
  {
    q: textParam('q', 5),
    due: valuesParam('due', states),
    owner: idParam('owner', ['nobody']),
    archived: flagParam('archived'),
  },
  // As the register's: a filter on "ok" shows the archived too.
  (state) => (state.due.includes('ok') ? { ...state, archived: true } : state),
);

describe('urlSchema', () => {
  it.each([
    ['', {}],
    ['due=due_soon,overdue', { due: ['overdue', 'due_soon'] }],
    ['due=overdue&due=dueSoon', { due: ['overdue', 'due_soon'] }],
    ['due=DUE-SOON,bogus,overdue,overdue', { due: ['overdue', 'due_soon'] }],
    [`owner=${id.toUpperCase()}`, { owner: id }],
    ['owner=nobody', { owner: 'nobody' }],
    ['owner=1%20OR%201', {}],
    ['q=abcdefgh', { q: 'abcde' }],
    ['archived=1', { archived: true }],
    ['archived=true', {}],
    ['due=ok', { due: ['ok'], archived: true }],
  ])('reads %j', (query, expected) => {
    expect(list.parse(new URLSearchParams(query))).toEqual({ ...list.empty, ...expected });
  });

  it('writes only what differs from the empty state, keeping the parameters it does not own', () => {
    const written = list.serialize(
      { q: '  ', due: ['due_soon', 'overdue'], owner: id, archived: false },
      new URLSearchParams('task=42&due=ok&archived=1'),
    );
    expect(written.toString()).toBe(`task=42&due=overdue%2Cdue_soon&owner=${id}`);
    expect(list.serialize(list.empty).toString()).toBe('');
  });

  it('gives links and counts the filters set (not the search)', () => {
    expect(list.href()).toBe('/manager/things');
    expect(list.href({ due: ['overdue', 'due_soon'], owner: 'nobody' })).toBe(
      '/manager/things?due=overdue,due_soon&owner=nobody',
    );
    expect(list.activeCount({ q: 'ab', due: ['overdue', 'ok'], owner: 'bogus', archived: true })).toBe(3);
    expect(list.paramNames).toEqual(['q', 'due', 'owner', 'archived']);
  });

  it('reads back what it wrote', () => {
    const state: ListState = { q: 'KL 1', due: ['due_soon'], owner: id, archived: true };
    expect(list.parse(list.serialize(state))).toEqual(state);
  });
});
