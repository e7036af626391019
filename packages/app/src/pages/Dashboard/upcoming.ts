import type { UpcomingItem } from '@vognpark/server';
import type { FormatAppMessage } from '../../i18n/useAppMessages';
import {
  complianceKinds,
  inspectionKinds,
  type ComplianceKind,
  type InspectionKind,
} from '../../areas/compliance/domain';
import { complianceKindLabel, inspectionKindLabel } from '../../areas/compliance/labels';
import { vehicleTabHref } from '../../areas/tasks/links';

const isComplianceKind = (kind: unknown): kind is ComplianceKind =>
  (complianceKinds as readonly unknown[]).includes(kind);
const isInspectionKind = (kind: unknown): kind is InspectionKind =>
  (inspectionKinds as readonly unknown[]).includes(kind);

/** Where an item of the next 30 days opens: its vehicle's tab, or its list when it has no vehicle. */
export function upcomingHref(item: UpcomingItem): string {
  const tab = item.type === 'task' ? 'tasks' : item.type === 'inspection' ? 'inspections' : 'compliance';
  return item.vehicle ? vehicleTabHref(item.vehicle.id, tab) : `/manager/${tab}`;
}

/**
 * What an item of the next 30 days is, in words: "Task: Replace wipers", "Compliance: Insurance";
 * a service task's title in the interface language (`locale`).
 */
export function upcomingText(item: UpcomingItem, t: FormatAppMessage, locale = 'da'): string {
  if (item.type === 'task') {
    const names = item.titleNames;
    const title =
      (names && Object.hasOwn(names, locale) && names[locale as keyof typeof names]) || item.title;
    return t('app.dashboard.upcoming.task', { title });
  }
  if (item.type === 'inspection')
    return t('app.dashboard.upcoming.inspection', {
      kind: isInspectionKind(item.kind) ? t(inspectionKindLabel(item.kind)) : item.title,
    });
  const kind =
    item.kind === 'custom' && item.title
      ? item.title
      : isComplianceKind(item.kind)
        ? t(complianceKindLabel(item.kind))
        : item.title;
  return t('app.dashboard.upcoming.compliance', { kind });
}
