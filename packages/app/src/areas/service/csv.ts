/**
 * The service book as a CSV file (the kit's writer, packages/ui/src/csv): one row per entry in the
 * person's language, dates ISO (Excel reads them as dates), amounts with the language's decimal
 * mark and no grouping (Danish Excel reads "1250,50" as a number).
 */
import type { ServiceEntry } from '@vognpark/server/areas/service';
import { toCsv } from '@vognpark/ui';
import { formatPlate } from '../vehicles/format';
import type { FormatAppMessage } from '../../i18n/useAppMessages';
import { serviceTaskName } from './domain';

export function csvAmount(amount: number, locale: string): string {
  return new Intl.NumberFormat(locale, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    useGrouping: false,
  }).format(amount);
}

export function entriesCsv(entries: readonly ServiceEntry[], t: FormatAppMessage, locale: string): string {
  const header = [
    t('app.service.column.date'),
    t('app.service.column.vehicle'),
    t('app.service.column.workshop'),
    t('app.service.column.work'),
    t('app.service.column.odometer'),
    t('app.service.recordForm.hours'),
    t('app.service.entry.net'),
    t('app.service.entry.vat'),
    t('app.service.entry.gross'),
    t('app.service.column.by'),
    t('app.service.entry.notes'),
  ];
  const rows = entries.map((entry) => [
    entry.performedOn,
    formatPlate(entry.vehicle.registration),
    entry.workshop.name,
    entry.tasks.map((task) => serviceTaskName(task, locale)).join(', '),
    entry.odometerKm,
    entry.engineHours,
    csvAmount(entry.totals.net, locale),
    csvAmount(entry.totals.vat, locale),
    csvAmount(entry.totals.gross, locale),
    entry.createdBy ? `${entry.createdBy.name} ${entry.createdBy.surname}`.trim() : '',
    entry.notes,
  ]);
  return toCsv([header, ...rows]);
}
