import { TasksIcon } from '@vognpark/ui';
import type { AppArea } from '../area';
import type { VehicleMessageId } from '../vehicles/messages/en';
import type { TasksMessageId } from './messages/en';

/** Tasks (docs/fleet-work-app.md): a task's write moves the badges and the dashboard's counts. */
export const tasksArea: AppArea<
  'tasks',
  TasksMessageId | VehicleMessageId,
  'tasks' | 'compliance' | 'inspections' | 'photos' | 'vehicles'
> = {
  name: 'tasks',
  // A task made by an inspection or an obligation names it in their words; a report carries photos.
  messages: ['tasks', 'compliance', 'inspections', 'photos'],
  pages: [
    {
      id: 'tasks',
      path: '/manager/tasks',
      area: 'manager',
      title: { kit: 'ui.nav.tasks' },
      menu: { icon: TasksIcon, order: 4, badge: 'tasks' },
      page: () => import('./pages/Tasks/Tasks'),
      // Its Report a Problem drawer takes photos (the photos area).
      messages: ['tasks', 'vehicles', 'compliance', 'inspections', 'photos'],
    },
  ],
  // Overdue tasks, a warning above 0.
  badges: { tasks: 'warning' },
  invalidates: ['my.myNavBadges', 'dashboard'],
  vehicleTab: {
    value: 'tasks',
    label: 'app.vehicles.tab.tasks',
    order: 30,
    panel: () => import('./components/VehicleTasksTab').then((module) => module.VehicleTasksTab),
    empty: 'app.vehicles.detail.tasksEmpty',
  },
};
