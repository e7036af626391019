import type { DriverDueItem, DriverVehicle } from '@vognpark/server';
import { Button, EmptyState, PageHeader, Spinner, StatusPill } from '@vognpark/ui';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { useAppMessages } from '../../../../i18n/useAppMessages';
import { RouterLink } from '../../../../shell/RouterLink';
import { Page } from '../../../../pages/PageColumn';
import type { AppArea, DriverDueView } from '../../../area';
import { areas } from '../../../index';
import { VehicleStatusPill } from '../../../vehicles/components/VehicleStatusPill';
import { formatPlate } from '../../../vehicles/format';

export interface DriverHomeViewProps {
  /** The page's title (the route's). */
  title: string;
  status: 'loading' | 'ready' | 'error';
  vehicles?: readonly DriverVehicle[];
  onRetry: () => void;
  /** Opens the report form for a vehicle. */
  onReport: (vehicleId: string) => void;
  /** Where an item with a detail opens (its area's `detailParam`, `?task=<id>`): its name becomes a link there. */
  detailHref?: (param: string, id: string) => string;
  /** The feature areas' parts (areas/AreaParts.tsx), below the vehicles. */
  areaParts?: ReactNode;
}

/** How each area lists what it says is due (its `driverDue`). */
const dueViews = new Map<string, NonNullable<AppArea['driverDue']>>(
  areas.flatMap((area) => (area.driverDue ? [[area.name, area.driverDue] as const] : [])),
);

function DueItem({
  item,
  view,
  detailHref,
}: {
  item: DriverDueItem;
  view: DriverDueView;
  detailHref?: (param: string, id: string) => string;
}) {
  const name =
    view.detailParam && detailHref ? (
      <RouterLink href={detailHref(view.detailParam, item.id)}>{view.name}</RouterLink>
    ) : (
      view.name
    );
  return (
    <li>
      <strong>{name}</strong> <StatusPill tone={view.state.tone} label={view.state.label} />{' '}
      <When>{view.when}</When>
    </li>
  );
}

function VehicleCard({
  entry,
  onReport,
  detailHref,
}: {
  entry: DriverVehicle;
  onReport: (vehicleId: string) => void;
  detailHref?: (param: string, id: string) => string;
}) {
  const t = useAppMessages();
  const { locale } = useIntl();
  const { vehicle } = entry;
  const headingId = `driver-vehicle-${vehicle.id}`;
  const due = entry.due.flatMap((item) => {
    const describe = dueViews.get(item.area);
    return describe ? [{ item, view: describe(item, t, locale) }] : [];
  });
  return (
    <Card aria-labelledby={headingId}>
      <CardHead>
        <h2 id={headingId}>{formatPlate(vehicle.registration)}</h2>
        <VehicleStatusPill status={vehicle.status} />
      </CardHead>
      <Muted>{`${vehicle.make} ${vehicle.model}`}</Muted>
      <h3>{t('app.driver.due')}</h3>
      {due.length === 0 ? (
        <p>{t('app.driver.nothingDue')}</p>
      ) : (
        <DueList>
          {due.map(({ item, view }) => (
            <DueItem key={`${item.area}:${item.id}`} item={item} view={view} detailHref={detailHref} />
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
  detailHref,
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
            <VehicleCard key={entry.vehicle.id} entry={entry} onReport={onReport} detailHref={detailHref} />
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
