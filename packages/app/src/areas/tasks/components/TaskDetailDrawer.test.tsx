import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TaskDetail } from '@vognpark/server/areas/tasks';
import { describe, expect, it, vi } from 'vitest';
import { DriverHomeView } from '../pages/DriverHome/DriverHomeView';
import { TasksView } from '../pages/Tasks/TasksView';
import { listFixture } from '../../../test-utils/listState';
import { renderWithApp } from '../../../test-utils/renderWithApp';
import { detailHref } from '../detailParam';
import { fixtureDriverVehicles, fixtureTask, fixtureTasks } from '../fixtures';
import { tasksUrl } from '../urlState';
import { TaskDetailDrawer, type TaskDetailDrawerProps } from './TaskDetailDrawer';

const task: TaskDetail = {
  ...fixtureTask(3),
  title: 'Bremserne hviner',
  source: 'driver_report',
  description: 'Ved lav fart.',
  createdBy: { id: 'u-2', name: 'Jonas', surname: 'Kristensen' },
  canEdit: true,
  canComment: true,
};

function props(overrides: Partial<TaskDetailDrawerProps> = {}): TaskDetailDrawerProps {
  return {
    open: true,
    onOpenChange: vi.fn(),
    task,
    loading: false,
    error: false,
    onRetry: vi.fn(),
    comments: { items: [], loading: false, error: false, onRetry: vi.fn() },
    onAddComment: vi.fn(async () => {}),
    history: {
      entries: [],
      loading: false,
      error: false,
      onRetry: vi.fn(),
      hasMore: false,
      loadingMore: false,
      onLoadMore: vi.fn(),
    },
    onEdit: vi.fn(),
    ...overrides,
  };
}

describe('the task detail drawer', () => {
  it('shows the driver’s report in Danish and adds a comment', async () => {
    const user = userEvent.setup();
    const given = props();
    renderWithApp(<TaskDetailDrawer {...given} />, { locale: 'da' });
    const dialog = await screen.findByRole('dialog', { name: 'Bremserne hviner' });
    expect(within(dialog).getByRole('region', { name: 'Det, chaufføren meldte' })).toHaveTextContent(
      'Ved lav fart.',
    );
    expect(within(dialog).getByRole('region', { name: 'Detaljer' })).toHaveTextContent('Meldt af');
    await user.type(within(dialog).getByRole('textbox', { name: 'Ny kommentar' }), 'Højre for.');
    await user.click(within(dialog).getByRole('button', { name: 'Tilføj kommentar' }));
    expect(given.onAddComment).toHaveBeenCalledWith('Højre for.');
    await user.click(within(dialog).getByRole('button', { name: 'Rediger' }));
    expect(given.onEdit).toHaveBeenCalled();
  });

  it('offers neither Edit nor a comment box to who may not use them', async () => {
    renderWithApp(<TaskDetailDrawer {...props({ task: { ...task, canEdit: false, canComment: false } })} />);
    const dialog = await screen.findByRole('dialog', { name: 'Bremserne hviner' });
    expect(within(dialog).queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(within(dialog).queryByRole('textbox', { name: 'New comment' })).toBeNull();
  });
});

describe('opening a task', () => {
  it('links each row of the tasks page to its detail, the filters kept', () => {
    const rows = fixtureTasks(2);
    const params = new URLSearchParams('due=overdue');
    renderWithApp(
      <TasksView
        title="Tasks"
        state={{ ...tasksUrl.empty, due: ['overdue'] }}
        onStateChange={vi.fn()}
        people={[]}
        vehicleFilter={{
          matches: [],
          more: false,
          loading: false,
          failed: false,
          chosen: null,
          onSearchChange: vi.fn(),
        }}
        list={listFixture(rows)}
        onAdd={vi.fn()}
        onSetStatus={vi.fn()}
        onAssign={vi.fn()}
        taskHref={(row) => detailHref('/manager/tasks', params, 'task', row.id)}
      />,
    );
    expect(screen.getByRole('link', { name: rows[0]!.title })).toHaveAttribute(
      'href',
      `/manager/tasks?due=overdue&task=${rows[0]!.id}`,
    );
  });

  it('links the tasks on the driver’s home to their detail', () => {
    const vehicles = fixtureDriverVehicles;
    const first = vehicles.flatMap((entry) => entry.due).find((item) => item.area === 'tasks')!;
    renderWithApp(
      <DriverHomeView
        title="Vognpark"
        status="ready"
        vehicles={vehicles}
        onRetry={vi.fn()}
        onReport={vi.fn()}
        detailHref={(param, id) => `/manager/client?${param}=${id}`}
      />,
    );
    expect(screen.getByRole('link', { name: first.title })).toHaveAttribute(
      'href',
      `/manager/client?task=${first.id}`,
    );
  });
});
