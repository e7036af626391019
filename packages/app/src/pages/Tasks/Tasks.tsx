import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTRPC } from '../../data/trpc';
import { TaskFormDrawer } from '../../features/tasks/components/TaskFormDrawer';
import { usePeople, useTaskList } from '../../features/tasks/queries';
import { useTaskActions } from '../../features/tasks/useTaskActions';
import { useTasksUrlState } from '../../features/tasks/useTasksUrlState';
import { taskListInputOf } from '../../features/tasks/urlState';
import { useAppMessages } from '../../i18n/useAppMessages';
import { usePageTitle } from '../usePageTitle';
import { useRouteTitle } from '../useRouteTitle';
import { TasksView, type VehicleOption } from './TasksView';

/** How many vehicles of the loaded rows the vehicle filter offers. */
const maxVehicleOptions = 50;

/** /manager/tasks: the client's tasks with filters in the address; add, assign, change status. */
export function Tasks() {
  const t = useAppMessages();
  const trpc = useTRPC();
  const title = useRouteTitle() ?? t('app.tasks.table.label');
  usePageTitle(title);

  const { state, update } = useTasksUrlState();
  const list = useTaskList(taskListInputOf(state), { keepPrevious: true });
  const people = usePeople();
  const [adding, setAdding] = useState(false);
  const actions = useTaskActions(people.data ?? []);

  // The chosen vehicle's plate, also when none of the rows shows it (yet).
  const chosen = useQuery(
    trpc.vehicles.get.queryOptions({ id: state.vehicle ?? '' }, { enabled: !!state.vehicle, retry: false }),
  );
  // The vehicle filter offers the chosen vehicle and those of the tasks loaded so far.
  const vehicles = useMemo<VehicleOption[]>(() => {
    const byId = new Map<string, VehicleOption>();
    if (chosen.data) byId.set(chosen.data.id, chosen.data);
    for (const task of list.rows) {
      if (byId.size >= maxVehicleOptions) break;
      if (task.vehicle && !byId.has(task.vehicle.id)) byId.set(task.vehicle.id, task.vehicle);
    }
    return [...byId.values()]
      .map(({ id, registration }) => ({ id, registration }))
      .sort((a, b) => a.registration.localeCompare(b.registration));
  }, [chosen.data, list.rows]);

  return (
    <>
      <TasksView
        title={title}
        state={state}
        onStateChange={update}
        people={people.data ?? []}
        vehicles={vehicles}
        rows={list.rows}
        total={list.total}
        loading={list.isPending}
        error={list.isError && !list.isFetchNextPageError ? t('app.tasks.loadError') : undefined}
        onRetry={() => void list.refetch()}
        hasMore={list.hasNextPage}
        loadingMore={list.isFetchingNextPage}
        onLoadMore={() => void list.fetchNextPage()}
        onAdd={() => setAdding(true)}
        onSetStatus={actions.onSetStatus}
        onAssign={actions.onAssign}
        busy={actions.busy}
      />
      <TaskFormDrawer
        open={adding}
        onOpenChange={setAdding}
        people={people.data ?? []}
        onSave={actions.onCreate}
      />
    </>
  );
}

export default Tasks;
