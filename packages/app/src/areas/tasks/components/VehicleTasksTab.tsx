import type { Vehicle } from '@vognpark/server';
import { useState } from 'react';
import { useAppMessages } from '../../../i18n/useAppMessages';
import { usePrefetchWhenIdle } from '../../../lazy/lazyWithPrefetch';
import { useVehicleChoices } from '../../vehicles/vehicleMatches';
import { TaskFormDrawer } from '../lazyDrawers';
import { usePeople, useTaskList } from '../queries';
import { useTaskActions } from '../useTaskActions';
import { tasksHref } from '../urlState';
import { VehicleTasksPanel } from './VehicleTasksPanel';

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
        tasksHref={tasksHref({ vehicle: vehicle.id })}
        rows={list.rows}
        people={people.data ?? []}
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
        vehicles={vehicles}
        vehicle={vehicle}
        onSave={actions.onCreate}
      />
    </>
  );
}
