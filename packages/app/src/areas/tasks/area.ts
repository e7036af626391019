import type { AppArea } from '../area';

/** Tasks (docs/fleet-work-app.md): a task's write moves the badges and the dashboard's counts. */
export const tasksArea: AppArea<'tasks'> = {
  name: 'tasks',
  // Overdue tasks, a warning above 0.
  badges: { tasks: 'warning' },
  invalidates: ['my.myNavBadges', 'dashboard'],
};
