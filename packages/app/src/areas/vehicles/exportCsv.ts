import type { VehicleExportChunk, VehicleExportColumn } from '@vognpark/server/areas/vehicles';
import type { FormatAppMessage } from '../../i18n/useAppMessages';
import type { AppMessageId } from '../../messages/en';
import { toCsv } from './csv';
import { isOneOf, vehicleFuels, vehicleStatuses, vehicleTypes } from './domain';

/** The export's header keys (the server's VEHICLE_EXPORT_COLUMNS) -> the label in the person's language. */
const columnLabels: Record<VehicleExportColumn, AppMessageId> = {
  registration: 'app.vehicles.column.registration',
  vin: 'app.vehicles.column.vin',
  make: 'app.vehicles.column.make',
  model: 'app.vehicles.column.model',
  year: 'app.vehicles.column.year',
  type: 'app.vehicles.column.type',
  fuel: 'app.vehicles.column.fuel',
  yellowPlates: 'app.vehicles.column.yellowPlates',
  status: 'app.vehicles.column.status',
  driver: 'app.vehicles.column.driver',
  odometerKm: 'app.vehicles.column.odometerKm',
  firstRegistrationDate: 'app.vehicles.column.firstRegistrationDate',
  nextDueDate: 'app.vehicles.column.nextDue',
  client: 'app.vehicles.column.client',
  notes: 'app.vehicles.column.notes',
};

/** Columns whose cells are codes ("in_workshop") shown as words ("På værksted"). */
const codedColumns: Partial<Record<string, (value: string) => AppMessageId | null>> = {
  status: (value) => (isOneOf(vehicleStatuses, value) ? `app.vehicles.status.${value}` : null),
  type: (value) => (isOneOf(vehicleTypes, value) ? `app.vehicles.type.${value}` : null),
  fuel: (value) => (isOneOf(vehicleFuels, value) ? `app.vehicles.fuel.${value}` : null),
  yellowPlates: (value) => (value === 'yes' || value === 'no' ? `app.vehicles.yellowPlates.${value}` : null),
};

export interface ExportProgress {
  sent: number;
  total: number;
}

/** How far the export is: the last chunk's counts (0 of 0 before the first). */
export function exportProgress(chunks: readonly VehicleExportChunk[] | undefined): ExportProgress {
  const last = chunks?.at(-1);
  return last ? { sent: last.sent, total: last.total } : { sent: 0, total: 0 };
}

/**
 * The streamed chunks as one CSV text in the person's language: the header's keys as column
 * labels, statuses, types and fuels as words; plates, dates (ISO, which Excel reads as dates) and
 * numbers as the server sent them.
 */
export function exportCsvText(chunks: readonly VehicleExportChunk[], t: FormatAppMessage): string {
  const keys = chunks.find((chunk) => chunk.header)?.header ?? [];
  const header = keys.map((key) =>
    Object.hasOwn(columnLabels, key) ? t(columnLabels[key as VehicleExportColumn]) : key,
  );
  const translate = keys.map((key) => codedColumns[key]);
  const rows = chunks.flatMap((chunk) =>
    chunk.rows.map((row) =>
      row.map((cell, index) => {
        const id = translate[index]?.(cell);
        return id ? t(id) : cell;
      }),
    ),
  );
  return toCsv([header, ...rows]);
}

/** How many rows the chunks hold. */
export function exportedRowCount(chunks: readonly VehicleExportChunk[]): number {
  return chunks.reduce((count, chunk) => count + chunk.rows.length, 0);
}
