/**
 * Every feature area of the app (./area.ts). A new area is one line here.
 */
import { clientsArea, usersArea } from './accounts/area';
import { annotationsArea } from './annotations/area';
import { complianceArea } from './compliance/area';
import { dashboardArea } from './dashboard/area';
import { damageArea } from './damage/area';
import { documentsArea } from './documents/area';
import { importsArea } from './imports/area';
import { inspectionsArea } from './inspections/area';
import { mapArea } from './map/area';
import { partnersArea } from './partners/area';
import { photosArea } from './photos/area';
import { serviceArea } from './service/area';
import { sharingArea } from './sharing/area';
import { tasksArea } from './tasks/area';
import { timeregArea } from './timereg/area';
import { vehicleDetectionArea } from './vehicleDetection/area';
import { vehiclesArea } from './vehicles/area';

export const areas = [
  dashboardArea,
  vehiclesArea,
  complianceArea,
  inspectionsArea,
  tasksArea,
  clientsArea,
  usersArea,
  serviceArea,
  partnersArea,
  documentsArea,
  timeregArea,
  importsArea,
  mapArea,
  sharingArea,
  photosArea,
  damageArea,
  vehicleDetectionArea,
  annotationsArea,
] as const;

export type {
  AppArea,
  AreaPart,
  DriverHomePartProps,
  QueryScope,
  RecordPartProps,
  RecordRef,
  VehicleTabSpec,
} from './area';
