import type { Task } from '@vognpark/server/areas/tasks';
import type { DriverOption } from '@vognpark/server/areas/vehicles';
import { Button } from '@vognpark/ui';
import styled from 'styled-components';
import { useAppMessages } from '../../../i18n/useAppMessages';
import { RouterLink } from '../../../shell/RouterLink';
import type { TaskStatus } from '../domain';
import { TaskTable } from './TaskTable';
import type { ListState } from '../../../data/keysetList';

export interface VehicleTasksPanelProps {
  /** The tasks page filtered to this vehicle. */
  tasksHref: string;
  list: ListState<Task>;
  people: readonly DriverOption[];
  onAdd: () => void;
  onSetStatus: (task: Task, status: TaskStatus) => void;
  onAssign: (task: Task, assigneeUserId: string | null) => void;
  busy?: boolean;
}

/** A vehicle's tasks tab: its tasks with their actions, Add Task and a link to the tasks page. */
export function VehicleTasksPanel({ tasksHref, onAdd, ...table }: VehicleTasksPanelProps) {
  const t = useAppMessages();
  return (
    <Panel>
      <Actions>
        <Button onClick={onAdd}>{t('app.tasks.add')}</Button>
        <RouterLink href={tasksHref}>{t('app.tasks.vehicleTab.showAll')}</RouterLink>
      </Actions>
      <TaskTable {...table} hideVehicle emptyTitle={t('app.tasks.vehicleTab.empty')} emptyMessage="" />
    </Panel>
  );
}

const Panel = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]}px;
  min-width: 0;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]}px;
`;
