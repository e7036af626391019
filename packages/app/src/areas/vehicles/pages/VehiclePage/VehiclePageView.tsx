import type { Vehicle, VehicleHistoryEntry } from '@vognpark/server/areas/vehicles';
import {
  Button,
  DescriptionItem,
  DescriptionList,
  ConfirmDialog,
  EmptyState,
  PageHeader,
  Spinner,
  Tabs,
  type TabItem,
} from '@vognpark/ui';
import { useState, type ReactNode, type SyntheticEvent } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { VehicleStatusPill } from '../../components/VehicleStatusPill';
import { isOneOf } from '../../domain';
import { formatDate, formatOdometer, formatPlate, formatYear } from '../../format';
import { historyLines } from '../../history';
import { HistoryList, type HistoryState } from '../../../../history/HistoryList';
import { fuelLabel, typeLabel } from '../../labels';
import { useAppMessages } from '../../../../i18n/useAppMessages';
import type { AppMessageId } from '../../../../messages/en';
import { RouterLink } from '../../../../shell/RouterLink';
import { middleVehicleTabs, vehicleTabs, type VehicleTabEntry } from './vehicleTabs';
import { Page } from '../../../../pages/PageColumn';

/** A tab's value: `overview`, `history`, or one of the tabs between (./vehicleTabs.ts). */
export type VehicleTab = string;

export type VehicleHistoryState = HistoryState<VehicleHistoryEntry>;

export interface VehiclePageViewProps {
  /** `loading` until the vehicle is known; `notFound` for an id out of reach; `error` when it failed. */
  status: 'loading' | 'ready' | 'notFound' | 'error';
  vehicle?: Vehicle;
  onRetry: () => void;
  /** Where the breadcrumb "Vehicles" leads (the register, with its filters). */
  registerHref: string;
  tab: VehicleTab;
  onTabChange: (tab: VehicleTab) => void;
  /** The pointer or the focus is on a tab: the moment to fetch its panel's code. */
  onTabIntent?: (tab: VehicleTab) => void;
  onEdit: () => void;
  /** The pointer or the focus is on Edit: the moment to fetch the form's code. */
  onEditIntent?: () => void;
  /** Archives the vehicle as sold (after the person confirms). */
  onArchive: () => void;
  archivePending: boolean;
  history: VehicleHistoryState;
  /** Below the overview's facts: the odometer over time (with its data); nothing when left out. */
  odometerChart?: ReactNode;
  /**
   * The tabs between the overview and the history (compliance, inspections, tasks and the areas'),
   * in order; every one of ./vehicleTabs.ts when left out. A tab without `content` shows an empty state.
   */
  tabs?: readonly (VehicleTabEntry & { content?: ReactNode })[];
}

const formatNumber = (value: number, locale: string) => new Intl.NumberFormat(locale).format(value);

function Overview({ vehicle }: { vehicle: Vehicle }) {
  const t = useAppMessages();
  const { locale } = useIntl();
  const notSet = t('app.vehicles.detail.notSet');
  const rows: [AppMessageId, ReactNode][] = [
    ['app.vehicles.column.registration', formatPlate(vehicle.registration)],
    ['app.vehicles.column.vin', vehicle.vin ?? notSet],
    ['app.vehicles.column.make', vehicle.make],
    ['app.vehicles.column.model', vehicle.model],
    ['app.vehicles.column.year', formatYear(vehicle.year) || notSet],
    ['app.vehicles.column.type', t(typeLabel(vehicle.type))],
    ['app.vehicles.column.fuel', t(fuelLabel(vehicle.fuel))],
    [
      'app.vehicles.column.yellowPlates',
      t(vehicle.yellowPlates ? 'app.vehicles.yellowPlates.yes' : 'app.vehicles.yellowPlates.no'),
    ],
    ['app.vehicles.column.licenceCategory', vehicle.licenceCategory],
    [
      'app.vehicles.form.tankLitres',
      vehicle.tankLitres === null ? notSet : formatNumber(vehicle.tankLitres, locale),
    ],
    [
      'app.vehicles.form.batteryKwh',
      vehicle.batteryKwh === null ? notSet : formatNumber(vehicle.batteryKwh, locale),
    ],
    ['app.vehicles.column.status', <VehicleStatusPill key="status" status={vehicle.status} />],
    [
      'app.vehicles.column.driver',
      vehicle.driver ? `${vehicle.driver.name} ${vehicle.driver.surname}`.trim() : t('app.vehicles.noDriver'),
    ],
    ['app.vehicles.column.odometer', formatOdometer(vehicle.odometerKm, locale)],
    [
      'app.vehicles.column.firstRegistrationDate',
      formatDate(vehicle.firstRegistrationDate, locale) || notSet,
    ],
    ['app.vehicles.column.nextDue', formatDate(vehicle.nextDueDate, locale) || notSet],
    ['app.vehicles.column.notes', vehicle.notes || notSet],
  ];
  return (
    <DescriptionList density="roomy">
      {rows.map(([label, value]) => (
        <DescriptionItem key={label} term={t(label)}>
          {value}
        </DescriptionItem>
      ))}
    </DescriptionList>
  );
}

function History({ history }: { history: VehicleHistoryState }) {
  const t = useAppMessages();
  const { locale } = useIntl();
  return (
    <HistoryList
      history={history}
      describe={(entry) => ({
        title: t(`app.vehicles.history.${entry.action}`),
        lines: historyLines(entry, t, locale),
      })}
    />
  );
}

/**
 * One vehicle: the breadcrumb back to the register, its plate and status, Edit and Archive as
 * Sold, and tabs for its overview, compliance, inspections, tasks (empty until those arrive) and
 * history.
 */
export function VehiclePageView({
  status,
  vehicle,
  onRetry,
  registerHref,
  tab,
  onTabChange,
  onTabIntent,
  onEdit,
  onEditIntent,
  onArchive,
  archivePending,
  history,
  odometerChart,
  tabs = middleVehicleTabs,
}: VehiclePageViewProps) {
  const t = useAppMessages();
  const [confirming, setConfirming] = useState(false);
  const breadcrumbs = (current: string) => [
    { label: t('app.vehicles.detail.breadcrumb'), href: registerHref },
    { label: current },
  ];

  if (status !== 'ready' || !vehicle) {
    const title = t('app.vehicles.detail.breadcrumb');
    return (
      <Page>
        <PageHeader title={title} />
        {status === 'loading' && (
          <Loading>
            <Spinner />
            <span role="status">{t('app.vehicles.loading')}</span>
          </Loading>
        )}
        {status === 'notFound' && (
          <EmptyState
            title={t('app.vehicles.detail.notFound')}
            message=""
            action={<RouterLink href={registerHref}>{title}</RouterLink>}
          />
        )}
        {status === 'error' && (
          <Problem role="alert">
            {t('app.vehicles.detail.loadError')}{' '}
            <Button variant="secondary" size="sm" onClick={onRetry}>
              {t('app.error.retry')}
            </Button>
          </Problem>
        )}
      </Page>
    );
  }

  const plate = formatPlate(vehicle.registration);
  const tabIntent = (event: SyntheticEvent) => {
    const value = (event.target as Element).closest('[role="tab"]')?.getAttribute('data-value');
    if (isOneOf(vehicleTabs, value)) onTabIntent?.(value);
  };
  const sold = vehicle.status === 'sold';
  const items: TabItem[] = [
    {
      value: 'overview',
      label: t('app.vehicles.tab.overview'),
      content: (
        <OverviewColumn>
          <Overview vehicle={vehicle} />
          {odometerChart}
        </OverviewColumn>
      ),
    },
    ...tabs.map((entry) => ({
      value: entry.value,
      label: t(entry.label),
      content: entry.content ?? (
        <EmptyState title={t(entry.label)} message={entry.empty ? t(entry.empty) : ''} />
      ),
    })),
    { value: 'history', label: t('app.vehicles.tab.history'), content: <History history={history} /> },
  ];

  return (
    <Page>
      <PageHeader
        title={plate}
        description={`${vehicle.make} ${vehicle.model}`}
        meta={<VehicleStatusPill status={vehicle.status} />}
        breadcrumbs={breadcrumbs(plate)}
        linkComponent={RouterLink}
        actions={
          <>
            <Button variant="secondary" onClick={onEdit} onPointerEnter={onEditIntent} onFocus={onEditIntent}>
              {t('app.vehicles.detail.edit')}
            </Button>
            {!sold && (
              <Button variant="danger" onClick={() => setConfirming(true)} pending={archivePending}>
                {t('app.vehicles.detail.archive')}
              </Button>
            )}
          </>
        }
      />
      <TabsArea onPointerOver={tabIntent} onFocus={tabIntent}>
        <Tabs label={t('app.vehicles.detail.tabs')} items={items} value={tab} onValueChange={onTabChange} />
      </TabsArea>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        header={t('app.vehicles.detail.archiveTitle', { plate })}
        message={t('app.vehicles.detail.archiveMessage')}
        acceptLabel={t('app.vehicles.detail.archiveConfirm')}
        rejectLabel={t('app.vehicles.detail.archiveCancel')}
        onAccept={onArchive}
      />
    </Page>
  );
}

// Hover and focus of a tab bubble up here (the kit's tabs carry their value in data-value).
const TabsArea = styled.div`
  min-width: 0;
`;

const Loading = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
`;

const Problem = styled.p`
  margin: 0;
`;

const OverviewColumn = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]}px;
  min-width: 0;
`;
