import type { WorkHistoryEntry } from '@vognpark/server';
import { expect, it } from 'vitest';
import { createIntl } from 'react-intl';
import type { FormatAppMessage } from '../../i18n/useAppMessages';
import { allAppMessages } from '../../messages/all';
import { describeTaskHistory } from './history';

const formatter = (locale: string, messages: Record<string, string>): FormatAppMessage => {
  const intl = createIntl({ locale, messages });
  return (id, values) => intl.formatMessage({ id }, values);
};

const entry = (action: string, changes: WorkHistoryEntry['changes']): WorkHistoryEntry => ({
  id: 1,
  action,
  changes,
  actor: null,
  createdAt: new Date('2026-11-23T10:00:00Z'),
});

it('says what changed in words, people by name and dates in the language', () => {
  const t = formatter('en', allAppMessages.en);
  const people = [{ id: 'p1', name: 'Jonas', surname: 'Kristensen' }];
  expect(
    describeTaskHistory(
      entry('updated', {
        status: { old: 'open', new: 'done' },
        assigneeUserId: { old: null, new: 'p1' },
        dueDate: { old: '2026-11-20', new: null },
        vehicleId: { old: null, new: 'v1' },
      }),
      t,
      'en',
      people,
    ),
  ).toEqual({
    title: 'Task changed',
    lines: [
      'Status: Open → Done',
      'Vehicle: (none) → a vehicle',
      'Assignee: (none) → Jonas Kristensen',
      'Due date: Nov 20, 2026 → (none)',
    ],
  });
});

it('shows a comment as its text, shortened when long', () => {
  const t = formatter('en', allAppMessages.en);
  const described = describeTaskHistory(
    entry('commented', { comment: { old: null, new: 'x'.repeat(300) } }),
    t,
    'en',
  );
  expect(described.title).toBe('Comment added');
  expect(described.lines[0]).toBe(`Comment: ${'x'.repeat(159)}…`);
});
