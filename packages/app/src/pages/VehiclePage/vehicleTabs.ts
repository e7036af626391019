import { areas } from '../../areas';
import type { AppArea } from '../../areas/area';
import type { AppMessageId } from '../../messages/en';

/** A tab of the vehicle page between its overview and its history. */
export interface VehicleTabEntry {
  /** In the address as `?tab=<value>`. */
  value: string;
  label: AppMessageId;
  /** Place among the tabs, ascending (areas/area.ts `VehicleTabSpec`). */
  order: number;
  /** What the tab says when it is given no content. */
  empty?: AppMessageId;
}

/** The tabs of the features not yet in src/areas/ (each moves into its area's `vehicleTab`). */
const coreTabs: readonly VehicleTabEntry[] = [
  {
    value: 'compliance',
    label: 'app.vehicles.tab.compliance',
    order: 10,
    empty: 'app.vehicles.detail.complianceEmpty',
  },
  {
    value: 'inspections',
    label: 'app.vehicles.tab.inspections',
    order: 20,
    empty: 'app.vehicles.detail.inspectionsEmpty',
  },
  { value: 'tasks', label: 'app.vehicles.tab.tasks', order: 30, empty: 'app.vehicles.detail.tasksEmpty' },
];

/** The areas' tabs (their `vehicleTab`), with the area each belongs to. */
export const areaVehicleTabs = areas.flatMap((area: AppArea<string, string, string>) =>
  area.vehicleTab ? [{ ...area.vehicleTab, area: area.name }] : [],
);

/** Every tab between the overview and the history, in order. */
export const middleVehicleTabs: readonly VehicleTabEntry[] = [
  ...coreTabs,
  ...areaVehicleTabs.map(({ value, label, order }) => ({ value, label: label as AppMessageId, order })),
].sort((a, b) => a.order - b.order);

/** Every tab's value, in order: the overview first, the history last. */
export const vehicleTabs: readonly string[] = [
  'overview',
  ...middleVehicleTabs.map((tab) => tab.value),
  'history',
];
