import type { AppArea } from '../area';
import type { ImportsMessageId } from './messages/en';

/**
 * The vehicle import (issue 27, docs/vehicles.md "Importing vehicles"): the import page, reached
 * from the register's toolbar, and the empty dashboard's first steps.
 */
export const importsArea: AppArea<'imports', ImportsMessageId, 'imports' | 'vehicles'> = {
  name: 'imports',
  messages: ['imports'],
  invalidates: ['vehicles', 'dashboard', 'my.myNavBadges'],
  pages: [
    {
      id: 'vehicle-import',
      path: '/manager/vehicles/import',
      area: 'manager',
      title: { app: 'app.imports.title' },
      page: () => import('./ImportPage'),
      messages: ['imports', 'vehicles'],
    },
  ],
  dashboard: {
    order: 0,
    part: () => import('./FirstVehicles').then((module) => module.FirstVehicles),
  },
};
