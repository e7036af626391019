import type { Vehicle } from '@vognpark/server';
import { isLocale } from '@vognpark/ui';
import { useIntl } from 'react-intl';
import { useAppMessages } from '../../../i18n/useAppMessages';
import { useEntryList, useReadings, useScheduleList, useVisitProposal } from '../queries';
import { useServiceDrawers } from '../useServiceDrawers';
import { VehicleServicePanel } from './VehicleServicePanel';

type Paged = {
  rows: readonly unknown[];
  isPending: boolean;
  isError: boolean;
  isFetchNextPageError: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  refetch: () => unknown;
  fetchNextPage: () => unknown;
};

function listOf<Q extends Paged>(query: Q, error: string) {
  return {
    rows: query.rows as Q['rows'],
    loading: query.isPending,
    error: query.isError && !query.isFetchNextPageError ? error : undefined,
    onRetry: () => void query.refetch(),
    hasMore: query.hasNextPage,
    loadingMore: query.isFetchingNextPage,
    onLoadMore: () => void query.fetchNextPage(),
  };
}

/**
 * The vehicle page's Service tab, with its data: schedules, service book, odometer chain, the planned
 * workshop visit and the drawers.
 */
export function VehicleServiceTab({ vehicle }: { vehicle: Vehicle }) {
  const t = useAppMessages();
  const { locale } = useIntl();
  const schedules = useScheduleList({
    vehicleId: vehicle.id,
    limit: 50,
    language: isLocale(locale) ? locale : null,
  });
  const entries = useEntryList({ vehicleId: vehicle.id, limit: 20 });
  const readings = useReadings(vehicle.id);
  const visit = useVisitProposal(vehicle.id);
  const drawers = useServiceDrawers(vehicle);
  return (
    <>
      <VehicleServicePanel
        schedules={{
          ...listOf(schedules, t('app.service.due.loadError')),
          rows: schedules.rows,
          total: schedules.total,
        }}
        entries={{
          ...listOf(entries, t('app.service.history.loadError')),
          rows: entries.rows,
          total: entries.total,
        }}
        readings={{ ...listOf(readings, t('app.service.due.loadError')), rows: readings.rows }}
        onRecord={drawers.openRecord}
        onVisit={drawers.openVisit}
        onEditSchedule={drawers.openSchedule}
        onOpenEntry={drawers.openEntry}
        onAddReading={drawers.openReading}
        onApplyPlan={() => drawers.openApply(null)}
        onPlanVisit={() => drawers.openPlanVisit(vehicle)}
        plannedVisit={visit.data?.planned ?? null}
        onRecordVisit={(planned) => drawers.recordPlannedVisit(vehicle, planned)}
      />
      {drawers.drawers}
    </>
  );
}
