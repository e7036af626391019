import { describe, expect, it } from 'vitest';
import { detailHref, readDetailId, withDetailId } from './detailParam';

const id = '0b6c6a4e-1f1e-4c55-9a43-8d6f2b1f7c11';

describe('readDetailId', () => {
  it.each([
    ['task=' + id, id],
    ['task=' + id.toUpperCase(), id],
    ['task=%20' + id + '%20', id],
    ['task=42', null],
    ['task=', null],
    ['inspection=' + id, null],
    ['', null],
  ])('reads %j as %j', (query, expected) => {
    expect(readDetailId(new URLSearchParams(query), 'task')).toBe(expected);
  });
});

describe('withDetailId', () => {
  it('adds and removes the id, keeping the filters', () => {
    const filters = new URLSearchParams('status=open,in_progress&vehicle=x');
    const opened = withDetailId(filters, 'task', id);
    expect(opened.toString()).toBe(`status=open%2Cin_progress&vehicle=x&task=${id}`);
    expect(withDetailId(opened, 'task', null).toString()).toBe(filters.toString());
    expect(filters.has('task')).toBe(false);
  });

  it('builds the link a row opens', () => {
    expect(detailHref('/manager/tasks', new URLSearchParams('due=overdue'), 'task', id)).toBe(
      `/manager/tasks?due=overdue&task=${id}`,
    );
  });
});
