import type { Vehicle } from '@vognpark/server/areas/vehicles';
import { useState } from 'react';
import { useAppMessages } from '../../../i18n/useAppMessages';
import { usePrefetchWhenIdle } from '../../../lazy/lazyWithPrefetch';
import { useVehicleChoices } from '../../vehicles/vehicleMatches';
import { TaskFormDrawer } from '../lazyDrawers';
import { usePeople, useTaskList } from '../queries';
import { useTaskActions } from '../useTaskActions';
import { tasksUrl } from '../urlState';
import { VehicleTasksPanel } from './VehicleTasksPanel';
import { listStateOf } from '../../../data/keysetList';

/** The vehicle page's Tasks tab, with its data: the vehicle's tasks, add, assign, change status. */
export function VehicleTasksTab({ vehicle }: { vehicle: Vehicle }) {
  const t = useAppMessages();
  const list = useTaskList({ vehicleId: vehicle.id, limit: 50 });
  const people = usePeople();
  const actions = useTaskActions(people.data ?? []);
  const [adding, setAdding] = useState(false);
  const vehicles = useVehicleChoices();
  usePrefetchWhenIdle(TaskFormDrawer);
  return (
    <>
      <VehicleTasksPanel
        tasksHref={tasksUrl.href({ vehicle: vehicle.id })}
        list={listStateOf(list, t('app.tasks.loadError'))}
        people={people.data ?? []}
        onAdd={() => setAdding(true)}
        onSetStatus={actions.onSetStatus}
        onAssign={actions.onAssign}
        busy={actions.busy}
      />
      <TaskFormDrawer
        open={adding}
        onOpenChange={setAdding}
        people={people.data ?? []}
        vehicles={vehicles}
        vehicle={vehicle}
        onSave={actions.onCreate}
      />
    </>
  );
}
