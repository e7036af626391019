import type { DriverVehicle } from '@vognpark/server';
import { Button, EmptyState, PageHeader, Spinner, StatusPill } from '@vognpark/ui';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { InspectionStatePill, TaskDuePill, TaskStatusPill } from '../../areas/tasks/components/TaskPills';
import { complianceKindLabel, inspectionKindLabel } from '../../areas/compliance/labels';
import { VehicleStatusPill } from '../../areas/vehicles/components/VehicleStatusPill';
import { formatDate, formatPlate } from '../../areas/vehicles/format';
import { complianceLabel } from '../../areas/vehicles/labels';
import { useAppMessages } from '../../i18n/useAppMessages';
import { RouterLink } from '../../shell/RouterLink';
import { Page } from '../PageColumn';

export interface DriverHomeViewProps {
  /** The page's title (the route's). */
  title: string;
  status: 'loading' | 'ready' | 'error';
  vehicles?: readonly DriverVehicle[];
  onRetry: () => void;
  /** Opens the report form for a vehicle. */
  onReport: (vehicleId: string) => void;
  /** Where a task opens (`?task=<id>`): its title becomes a link there. */
  taskHref?: (taskId: string) => string;
  /** The feature areas' parts (areas/AreaParts.tsx), below the vehicles. */
  areaParts?: ReactNode;
}

const complianceTones = {
  missing: 'neutral',
  overdue: 'danger',
  due_soon: 'warning',
  in_order: 'success',
} as const;

function DueItem({ name, pill, when }: { name: ReactNode; pill: ReactNode; when: ReactNode }) {
  return (
    <li>
      <strong>{name}</strong> {pill} <When>{when}</When>
    </li>
  );
}

function VehicleCard({
  entry,
  onReport,
  taskHref,
}: {
  entry: DriverVehicle;
  onReport: (vehicleId: string) => void;
  taskHref?: (taskId: string) => string;
}) {
  const t = useAppMessages();
  const { locale } = useIntl();
  const { vehicle, obligations, inspections, tasks } = entry;
  const headingId = `driver-vehicle-${vehicle.id}`;
  const nothing = obligations.length + inspections.length + tasks.length === 0;
  return (
    <Card aria-labelledby={headingId}>
      <CardHead>
        <h2 id={headingId}>{formatPlate(vehicle.registration)}</h2>
        <VehicleStatusPill status={vehicle.status} />
      </CardHead>
      <Muted>{`${vehicle.make} ${vehicle.model}`}</Muted>
      <h3>{t('app.driver.due')}</h3>
      {nothing ? (
        <p>{t('app.driver.nothingDue')}</p>
      ) : (
        <DueList>
          {obligations.map((obligation) => (
            <DueItem
              key={obligation.id}
              name={
                obligation.kind === 'custom' && obligation.title
                  ? obligation.title
                  : t(complianceKindLabel(obligation.kind))
              }
              pill={
                <StatusPill
                  tone={complianceTones[obligation.state]}
                  label={t(complianceLabel(obligation.state))}
                />
              }
              when={
                obligation.validUntil
                  ? t('app.driver.validUntil', { date: formatDate(obligation.validUntil, locale) })
                  : t('app.driver.noDate')
              }
            />
          ))}
          {inspections.map((inspection) => (
            <DueItem
              key={inspection.id}
              name={t(inspectionKindLabel(inspection.kind))}
              pill={<InspectionStatePill state={inspection.state} />}
              when={t('app.driver.dueOn', { date: formatDate(inspection.dueDate, locale) })}
            />
          ))}
          {tasks.map((task) => (
            <DueItem
              key={task.id}
              name={taskHref ? <RouterLink href={taskHref(task.id)}>{task.title}</RouterLink> : task.title}
              pill={
                task.dueState === 'overdue' || task.dueState === 'due_soon' ? (
                  <TaskDuePill state={task.dueState} />
                ) : (
                  <TaskStatusPill status={task.status} />
                )
              }
              when={task.dueDate ? t('app.driver.dueOn', { date: formatDate(task.dueDate, locale) }) : ''}
            />
          ))}
        </DueList>
      )}
      <WideButton onClick={() => onReport(vehicle.id)}>{t('app.driver.report')}</WideButton>
    </Card>
  );
}

/** The driver's home: their vehicles, each with its state, what is due, and Report a Problem (the primary action). */
export function DriverHomeView({
  title,
  status,
  vehicles = [],
  onRetry,
  onReport,
  taskHref,
  areaParts,
}: DriverHomeViewProps) {
  const t = useAppMessages();
  return (
    <Page>
      <PageHeader
        title={title}
        description={status === 'ready' && vehicles.length ? t('app.driver.vehicles') : undefined}
      />
      {status === 'loading' && (
        <Loading>
          <Spinner />
          <span role="status">{t('app.driver.loading')}</span>
        </Loading>
      )}
      {status === 'error' && (
        <Problem role="alert">
          {t('app.driver.loadError')}{' '}
          <Button variant="secondary" size="sm" onClick={onRetry}>
            {t('app.error.retry')}
          </Button>
        </Problem>
      )}
      {status === 'ready' && vehicles.length === 0 && (
        <EmptyState title={t('app.driver.empty.title')} message={t('app.driver.empty.body')} />
      )}
      {status === 'ready' && vehicles.length > 0 && (
        <Cards>
          {vehicles.map((entry) => (
            <VehicleCard key={entry.vehicle.id} entry={entry} onReport={onReport} taskHref={taskHref} />
          ))}
        </Cards>
      )}
      {areaParts}
    </Page>
  );
}

const Cards = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]}px;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 360px), 1fr));
`;

const Card = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[2]}px;
  align-content: start;
  padding: ${({ theme }) => theme.space[4]}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};

  & h2,
  & h3,
  & p {
    margin: 0;
  }
  & h2 {
    font-size: ${({ theme }) => theme.font.sizes.xl};
  }
  & h3 {
    font-size: ${({ theme }) => theme.font.sizes.md};
  }
`;

const CardHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const DueList = styled.ul`
  margin: 0;
  padding-inline-start: ${({ theme }) => theme.space[4]}px;
  display: grid;
  gap: ${({ theme }) => theme.space[2]}px;
  overflow-wrap: anywhere;
`;

const When = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

// The driver's main action: full width on a phone and in the card on a wide screen.
const WideButton = styled(Button)`
  width: 100%;
  min-height: 44px;
`;

const Loading = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
`;

const Problem = styled.p`
  margin: 0;
`;
