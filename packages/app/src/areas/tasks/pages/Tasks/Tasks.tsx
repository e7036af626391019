import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { useTRPC } from '../../../../data/trpc';
import { detailHref } from '../../detailParam';
import { TaskFormDrawer } from '../../lazyDrawers';
import { TASK_PARAM, TaskDetail } from '../../TaskDetail';
import { vehicleTabHref } from '../../../vehicles/links';
import { usePeople, useTaskList } from '../../queries';
import { useTaskActions } from '../../useTaskActions';
import { useUrlState } from '../../../../routes/useUrlState';
import { taskListInputOf, tasksUrl } from '../../urlState';
import { useVehicleChoices, useVehicleMatches } from '../../../vehicles/vehicleMatches';
import { useAppMessages } from '../../../../i18n/useAppMessages';
import { usePrefetchWhenIdle } from '../../../../lazy/lazyWithPrefetch';
import { usePageTitle } from '../../../../pages/usePageTitle';
import { useRouteTitle } from '../../../../pages/useRouteTitle';
import { TasksView } from './TasksView';
import { listStateOf } from '../../../../data/keysetList';

/** /manager/tasks: the client's tasks with filters in the address; add, assign, change status. */
export function Tasks() {
  const t = useAppMessages();
  const trpc = useTRPC();
  const title = useRouteTitle() ?? t('app.tasks.table.label');
  usePageTitle(title);

  const { state, update } = useUrlState(tasksUrl);
  const list = useTaskList(taskListInputOf(state), { keepPrevious: true });
  const people = usePeople();
  const [adding, setAdding] = useState(false);
  const actions = useTaskActions(people.data ?? []);
  usePrefetchWhenIdle(TaskFormDrawer);
  const { pathname } = useLocation();
  const [params] = useSearchParams();

  // The chosen vehicle's plate, also when none of the rows shows it (yet).
  const chosen = useQuery(
    trpc.vehicles.get.queryOptions({ id: state.vehicle ?? '' }, { enabled: !!state.vehicle, retry: false }),
  );
  // The vehicle filter searches the whole register, from its first opening on.
  const [vehicleSearch, setVehicleSearch] = useState('');
  const [pickerUsed, setPickerUsed] = useState(false);
  const vehicleMatches = useVehicleMatches(vehicleSearch, pickerUsed);
  const formVehicles = useVehicleChoices();

  return (
    <>
      <TasksView
        title={title}
        state={state}
        onStateChange={update}
        people={people.data ?? []}
        vehicleFilter={{
          ...vehicleMatches,
          chosen: chosen.data ?? null,
          onSearchChange: setVehicleSearch,
          onOpenChange: (open) => open && setPickerUsed(true),
        }}
        list={listStateOf(list, t('app.tasks.loadError'))}
        onAdd={() => setAdding(true)}
        onAddIntent={TaskFormDrawer.prefetch}
        onSetStatus={actions.onSetStatus}
        onAssign={actions.onAssign}
        busy={actions.busy}
        taskHref={(task) => detailHref(pathname, params, TASK_PARAM, task.id)}
      />
      <TaskDetail people={people.data ?? []} vehicleHref={(id) => vehicleTabHref(id, 'tasks')} />
      <TaskFormDrawer
        open={adding}
        onOpenChange={setAdding}
        people={people.data ?? []}
        vehicles={formVehicles}
        onSave={actions.onCreate}
      />
    </>
  );
}

export default Tasks;
