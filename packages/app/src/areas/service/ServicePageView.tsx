import type {
  ServiceEntry,
  ServicePlan,
  ServiceScheduleItem,
  ServiceState,
} from '@vognpark/server/areas/service';
import { Button, PageHeader, Tabs, Toolbar, type ToolbarFilter } from '@vognpark/ui';
import { useMemo, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { formatDate } from '../vehicles/format';
import { useAppMessages } from '../../i18n/useAppMessages';
import { EntryTable } from './components/EntryTable';
import { PlanTable } from './components/PlanTable';
import { ScheduleTable } from './components/ScheduleTable';
import { dueByWeek, serviceStateLabel, serviceStates } from './domain';
import { Page } from '../../pages/PageColumn';
import type { ListState } from '../../data/keysetList';

export const serviceViews = ['due', 'history', 'plans'] as const;
export type ServiceView = (typeof serviceViews)[number];

export interface ServicePageViewProps {
  title: string;
  view: ServiceView;
  onViewChange: (view: ServiceView) => void;
  /** Today in Copenhagen (ISO): the weeks start from its week. */
  today: string;

  /** The Due view: schedules in the chosen states, and how many are overdue and due soon. */
  states: readonly ServiceState[];
  onStatesChange: (states: ServiceState[]) => void;
  counts: { overdue: number | null; dueSoon: number | null };
  schedules: ListState<ServiceScheduleItem>;

  /** The service book, and its export. */
  entries: ListState<ServiceEntry>;
  onExport: () => void;
  exporting: boolean;

  plans: { plans: readonly ServicePlan[]; loading: boolean; error?: ReactNode; onRetry: () => void };

  onRecord: (schedule?: ServiceScheduleItem | null) => void;
  onVisit: (schedules: ServiceScheduleItem[]) => void;
  /** Plan Visit for the vehicle of a due schedule. */
  onPlanVisit: (schedule: ServiceScheduleItem) => void;
  onEditSchedule: (schedule: ServiceScheduleItem) => void;
  onOpenEntry: (entry: ServiceEntry) => void;
  onNewPlan: () => void;
  onEditPlan: (plan: ServicePlan) => void;
  onApplyPlan: (plan?: ServicePlan | null) => void;
}

/**
 * /manager/service as a person sees it (data in, callbacks out): Record Service and Apply Plan,
 * and three views: Due (how many are overdue and due soon, what falls due week by week, the
 * schedules), the service book (with its CSV export) and the plans.
 */
export function ServicePageView(props: ServicePageViewProps) {
  const { title, view, onViewChange, today, states, onStatesChange, counts, schedules, entries, plans } =
    props;
  const t = useAppMessages();
  const { locale } = useIntl();

  const filters = useMemo<ToolbarFilter[]>(
    () => [
      {
        id: 'state',
        label: t('app.service.filter.state'),
        options: serviceStates.map((value) => ({ value, label: t(serviceStateLabel(value)) })),
      },
    ],
    [t],
  );
  const weeks = useMemo(() => dueByWeek(schedules.rows, today), [schedules.rows, today]);
  const filtered = states.length > 0;

  const applyPlan = (
    <Button variant="secondary" onClick={() => props.onApplyPlan(null)}>
      {t('app.service.applyPlan')}
    </Button>
  );

  const due = (
    <Panel>
      <Toolbar
        label={t('app.service.filter.label')}
        filters={filters}
        value={{ state: states }}
        onValueChange={(value) =>
          onStatesChange(serviceStates.filter((state) => (value.state ?? []).includes(state)))
        }
      />
      {weeks.length > 0 && (
        <Weeks aria-label={t('app.service.due.weeks')}>
          <h2>{t('app.service.due.weeks')}</h2>
          <ol>
            {weeks.map(({ week, count }) => (
              <li key={week}>
                <span>{t('app.service.due.weekOf', { date: formatDate(week, locale) })}</span>
                <strong>{t('app.service.due.weekCount', { count })}</strong>
              </li>
            ))}
          </ol>
        </Weeks>
      )}
      <ScheduleTable
        list={schedules}
        onRecord={props.onRecord}
        onVisit={props.onVisit}
        onPlanVisit={props.onPlanVisit}
        onEdit={props.onEditSchedule}
        emptyTitle={filtered ? t('app.service.due.noMatches.title') : t('app.service.due.empty.title')}
        emptyMessage={filtered ? t('app.service.due.noMatches.body') : t('app.service.due.empty.body')}
        emptyAction={filtered ? undefined : applyPlan}
      />
    </Panel>
  );

  const history = (
    <Panel>
      <Toolbar
        label={t('app.service.filter.entries')}
        actions={
          <Button
            variant="secondary"
            onClick={props.onExport}
            pending={props.exporting}
            pendingLabel={t('app.service.history.exporting')}
            disabled={entries.total === 0}
          >
            {t('app.service.history.export')}
          </Button>
        }
      />
      <EntryTable
        list={entries}
        onOpen={props.onOpenEntry}
        emptyTitle={t('app.service.history.empty.title')}
        emptyMessage={t('app.service.history.empty.body')}
      />
    </Panel>
  );

  const planList = (
    <Panel>
      <Toolbar
        label={t('app.service.plans.table')}
        actions={
          <Button variant="secondary" onClick={props.onNewPlan}>
            {t('app.service.newPlan')}
          </Button>
        }
      />
      <PlanTable
        plans={plans.plans}
        loading={plans.loading}
        error={plans.error}
        onRetry={plans.onRetry}
        onEdit={props.onEditPlan}
        onApply={props.onApplyPlan}
      />
    </Panel>
  );

  const description =
    counts.overdue === null || counts.dueSoon === null
      ? undefined
      : `${t('app.service.count.overdue', { count: counts.overdue })}, ${t('app.service.count.dueSoon', { count: counts.dueSoon })}`;

  return (
    <Page>
      <PageHeader
        title={title}
        description={description}
        actions={
          <Actions>
            {applyPlan}
            <Button onClick={() => props.onRecord(null)}>{t('app.service.record')}</Button>
          </Actions>
        }
      />
      <Tabs
        label={t('app.service.tabs')}
        activation="manual"
        value={view}
        onValueChange={(next) => onViewChange(next as ServiceView)}
        items={[
          { value: 'due', label: t('app.service.tab.due'), content: due },
          { value: 'history', label: t('app.service.tab.history'), count: entries.total, content: history },
          { value: 'plans', label: t('app.service.tab.plans'), content: planList },
        ]}
      />
    </Page>
  );
}

const Panel = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]}px;
  min-width: 0;
  padding-top: ${({ theme }) => theme.space[3]}px;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]}px;
`;

const Weeks = styled.section`
  & h2 {
    margin: 0 0 ${({ theme }) => theme.space[2]}px;
    font-size: ${({ theme }) => theme.font.sizes.md};
  }
  & ol {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space[2]}px;
  }
  & li {
    display: grid;
    gap: 2px;
    padding: ${({ theme }) => theme.space[2]}px ${({ theme }) => theme.space[3]}px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    font-size: ${({ theme }) => theme.font.sizes.sm};
  }
  & li span {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
