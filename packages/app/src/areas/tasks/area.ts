import { TasksIcon } from '@vognpark/ui';
import type { AppArea } from '../area';
import { formatDate } from '../vehicles/format';
import { vehicleTabHref } from '../vehicles/links';
import type { VehicleMessageId } from '../vehicles/messages/en';
import { TASK_PARAM, taskAttentionStates } from './domain';
import { taskDueLabel, taskDueTones, taskStatusLabel, taskStatusTones } from './labels';
import type { TasksMessageId } from './messages/en';
import { localTitle } from './localTitle';

/** Tasks (docs/fleet-work-app.md): a task's write moves the badges and the dashboard's counts. */
export const tasksArea: AppArea<
  'tasks',
  TasksMessageId | VehicleMessageId,
  'tasks' | 'compliance' | 'inspections' | 'photos' | 'vehicles' | 'partners'
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
    {
      // The driver's home: their vehicles with what each area says is due (their `driverDue`), and
      // Report a Problem, which makes a task for the manager.
      id: 'client',
      path: '/manager/client',
      area: 'client',
      title: { app: 'app.page.client' },
      home: true,
      page: () => import('./pages/DriverHome/DriverHome'),
      messages: ['tasks', 'vehicles', 'photos', 'partners'],
      parts: ['driverHome'],
    },
  ],
  // Overdue tasks, a warning above 0.
  badges: { tasks: 'warning' },
  invalidates: ['my.myNavBadges', 'dashboard'],
  dashboardFigures: {
    order: 10,
    // Written out rather than through `tasksUrl.href`, so the entry does not hold the tasks page's
    // address parsing (urlState.test.ts checks they agree).
    tile: {
      badge: 'tasks',
      label: 'app.dashboard.tile.overdueTasks',
      href: `/manager/tasks?due=${taskAttentionStates.join(',')}`,
    },
    upcoming: {
      text: (item, t, locale) => t('app.dashboard.upcoming.task', { title: localTitle(item, locale) }),
      href: (item) => (item.vehicle ? vehicleTabHref(item.vehicle.id, 'tasks') : '/manager/tasks'),
    },
    dueSeries: 'app.dashboard.chart.tasks',
    activity: {
      title: 'app.dashboard.chart.past',
      opened: 'app.dashboard.chart.opened',
      closed: 'app.dashboard.chart.closed',
    },
  },
  // Overdue or due soon says so; otherwise open or in progress.
  driverDue: (item, t, locale) => {
    const due = item.state === 'overdue' || item.state === 'due_soon' ? item.state : null;
    const status = item.state === 'in_progress' ? 'in_progress' : 'open';
    return {
      name: localTitle(item, locale),
      state: due
        ? { label: t(taskDueLabel(due)), tone: taskDueTones[due] }
        : { label: t(taskStatusLabel(status)), tone: taskStatusTones[status] },
      when: item.date ? t('app.driver.dueOn', { date: formatDate(item.date, locale) }) : '',
      detailParam: TASK_PARAM,
    };
  },
  vehicleTab: {
    value: 'tasks',
    label: 'app.vehicles.tab.tasks',
    order: 30,
    panel: () => import('./components/VehicleTasksTab').then((module) => module.VehicleTasksTab),
    empty: 'app.vehicles.detail.tasksEmpty',
  },
};
