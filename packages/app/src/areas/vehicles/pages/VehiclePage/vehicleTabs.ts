import { areas } from '../../..';
import type { AppArea } from '../../../area';
import type { AppMessageId } from '../../../../messages/en';

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

/** The areas' tabs (their `vehicleTab`), with the area each belongs to. */
export const areaVehicleTabs = areas.flatMap((area: AppArea<string, string, string>) =>
  area.vehicleTab ? [{ ...area.vehicleTab, area: area.name }] : [],
);

/** Every tab between the overview and the history, in order. */
export const middleVehicleTabs: readonly VehicleTabEntry[] = areaVehicleTabs
  .map(({ value, label, order, empty }) => ({
    value,
    label: label as AppMessageId,
    order,
    ...(empty && { empty: empty as AppMessageId }),
  }))
  .sort((a, b) => a.order - b.order);

/** Every tab's value, in order: the overview first, the history last. */
export const vehicleTabs: readonly string[] = [
  'overview',
  ...middleVehicleTabs.map((tab) => tab.value),
  'history',
];
