import type { ServiceState } from '@vognpark/server/areas/service';
import { isLocale, useToast } from '@vognpark/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { listStateOf } from '../../data/keysetList';
import { useRuntime } from '../../runtime';
import { saveTextFile } from '../vehicles/csv';
import { useAppMessages } from '../../i18n/useAppMessages';
import { usePageTitle } from '../../pages/usePageTitle';
import { useRouteTitle } from '../../pages/useRouteTitle';
import { entriesCsv } from './csv';
import { streamEntries } from './streamEntries';
import { attentionStates, serviceStates } from './domain';
import { useDueCounts, useEntryList, usePlans, useScheduleList, useScheduleTotal } from './queries';
import { ServicePageView, serviceViews, type ServiceView } from './ServicePageView';
import { useServiceDrawers } from './useServiceDrawers';

/** `?view=history` and `?state=overdue,due_soon` (what needs doing unless told otherwise). */
function viewOf(params: URLSearchParams): { view: ServiceView; states: ServiceState[] } {
  const view = params.get('view');
  const raw = params.get('state');
  return {
    view: (serviceViews as readonly string[]).includes(view ?? '') ? (view as ServiceView) : 'due',
    states:
      raw === null ? [...attentionStates] : serviceStates.filter((state) => raw.split(',').includes(state)),
  };
}

/** /manager/service: what is due, the service book and the plans, with the drawers that change them. */
export function ServicePage() {
  const t = useAppMessages();
  const { locale } = useIntl();
  const toast = useToast();
  const title = useRouteTitle() ?? t('app.service.due.table');
  usePageTitle(title);
  const [params, setParams] = useSearchParams();
  const { view, states } = viewOf(params);
  const { trpcClient } = useRuntime();

  const state = states.length ? states : null;
  // The rows' task names in the reader's language alone (docs/service.md "Budgets").
  const schedules = useScheduleList(
    { state, limit: 50, total: false, language: isLocale(locale) ? locale : null },
    view === 'due',
  );
  const schedulesTotal = useScheduleTotal({ state }, view === 'due');
  const counts = useDueCounts();
  const entries = useEntryList({ limit: 50 }, view === 'history');
  const plans = usePlans(view === 'plans');
  const drawers = useServiceDrawers();
  const [exporting, setExporting] = useState(false);

  const change = (next: Record<string, string | null>) => {
    const nextParams = new URLSearchParams(params);
    for (const [key, value] of Object.entries(next))
      if (value === null) nextParams.delete(key);
      else nextParams.set(key, value);
    setParams(nextParams);
  };

  async function exportEntries() {
    setExporting(true);
    try {
      // Streamed by the server in chunks, as the register's export (./streamEntries.ts).
      const all = await streamEntries((handlers) => trpcClient.service.exportEntries.subscribe({}, handlers));
      saveTextFile(entriesCsv(all, t, locale), `service-${drawers.today}.csv`);
      toast.show({ tone: 'success', title: t('app.service.history.exported', { count: all.length }) });
    } catch {
      toast.show({ tone: 'error', title: t('app.service.history.exportFailed') });
    } finally {
      setExporting(false);
    }
  }

  return (
    <>
      <ServicePageView
        title={title}
        view={view}
        onViewChange={(next) => change({ view: next === 'due' ? null : next })}
        today={drawers.today}
        states={states}
        onStatesChange={(next) => change({ state: next.join(',') })}
        counts={counts}
        schedules={{ ...listStateOf(schedules, t('app.service.due.loadError')), total: schedulesTotal }}
        entries={listStateOf(entries, t('app.service.history.loadError'))}
        onExport={() => void exportEntries()}
        exporting={exporting}
        plans={{
          plans: plans.data ?? [],
          loading: plans.isPending,
          error: plans.isError ? t('app.service.plans.loadError') : undefined,
          onRetry: () => void plans.refetch(),
        }}
        onRecord={drawers.openRecord}
        onVisit={drawers.openVisit}
        onPlanVisit={(schedule) => drawers.openPlanVisit(schedule.vehicle)}
        onEditSchedule={drawers.openSchedule}
        onOpenEntry={drawers.openEntry}
        onNewPlan={drawers.openNewPlan}
        onEditPlan={drawers.openEditPlan}
        onApplyPlan={drawers.openApply}
      />
      {drawers.drawers}
    </>
  );
}

export default ServicePage;
