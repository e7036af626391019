import type { AppArea } from '../area';

/** Tasks (docs/fleet-work-app.md): a task's write moves the badges and the dashboard's counts. */
export const tasksArea: AppArea<'tasks'> = {
  name: 'tasks',
  invalidates: ['my.myNavBadges', 'dashboard'],
};
