import type { DashboardCharts, DashboardSummary } from '@vognpark/server';
import { Button, PageHeader, StatCard } from '@vognpark/ui';
import { useMemo, type ReactNode } from 'react';
import { useHydrated } from '../../../../boot/useHydrated';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { formatDate, formatPlate } from '../../../vehicles/format';
import { vehiclesWithStatusHref, vehicleTabHref } from '../../../vehicles/links';
import { useAppMessages } from '../../../../i18n/useAppMessages';
import type { AppMessageId } from '../../../../messages/en';
import { RouterLink } from '../../../../shell/RouterLink';
import { LazyDashboardCharts } from './lazyCharts';
import { figureAreas, upcomingHref, upcomingText } from '../../figures';
import { UpcomingTable, type UpcomingColumn } from './UpcomingTable';

export interface DashboardViewProps {
  /** The page's title (the route's: "Dashboard"). */
  title: string;
  /** `loading` until the summary is known; `error` when it failed. */
  status: 'loading' | 'ready' | 'error';
  summary?: DashboardSummary;
  onRetry: () => void;
  /** The weekly numbers of the charts (dashboard.charts), asked for apart from the summary. */
  chartsStatus: 'loading' | 'ready' | 'error';
  charts?: DashboardCharts;
  onChartsRetry: () => void;
  /** Shows every item of the next 30 days (the list holds the first 20). */
  onShowAllUpcoming?: () => void;
  /** The feature areas' parts (areas/AreaParts.tsx), below the dashboard's own content. */
  areaParts?: ReactNode;
}

interface Tile {
  id: string;
  label: AppMessageId;
  value: (summary: DashboardSummary) => number;
  href: string;
  /** Counts something that needs action when above 0. */
  attention?: true;
}

// Each area's tile first (its badge's count: what needs action), then the fleet by status.
const tiles: Tile[] = [
  ...figureAreas.flatMap(({ figures: { tile } }): Tile[] =>
    tile
      ? [
          {
            id: tile.badge,
            label: tile.label as AppMessageId,
            value: (summary) => summary.badges[tile.badge],
            href: tile.href,
            attention: true,
          },
        ]
      : [],
  ),
  {
    id: 'active',
    label: 'app.dashboard.tile.active',
    value: (summary) => summary.vehicles.active,
    href: vehiclesWithStatusHref('active'),
  },
  {
    id: 'inWorkshop',
    label: 'app.dashboard.tile.inWorkshop',
    value: (summary) => summary.vehicles.inWorkshop,
    href: vehiclesWithStatusHref('in_workshop'),
  },
  {
    id: 'outOfService',
    label: 'app.dashboard.tile.outOfService',
    value: (summary) => summary.vehicles.outOfService,
    href: vehiclesWithStatusHref('out_of_service'),
  },
];

/**
 * The manager's dashboard: a tile per count (each opens its list with the filter that shows
 * exactly that number) and what falls due in the next 30 days, soonest first.
 */
export function DashboardView({
  title,
  status,
  summary,
  onRetry,
  chartsStatus,
  charts,
  onChartsRetry,
  onShowAllUpcoming,
  areaParts,
}: DashboardViewProps) {
  const t = useAppMessages();
  // The charts come after hydration (lazyCharts.ts): never in the server's HTML or the first download.
  const mounted = useHydrated();
  const { locale } = useIntl();
  const ready = status === 'ready' && summary;

  const columns = useMemo<UpcomingColumn[]>(
    () => [
      {
        id: 'date',
        header: t('app.dashboard.upcoming.date'),
        cell: (item) =>
          item.date === summary?.today ? t('app.dashboard.upcoming.today') : formatDate(item.date, locale),
        width: 130,
      },
      {
        id: 'what',
        header: t('app.dashboard.upcoming.what'),
        cell: (item) => <RouterLink href={upcomingHref(item)}>{upcomingText(item, t, locale)}</RouterLink>,
        rowHeader: true,
        width: 320,
      },
      {
        id: 'vehicle',
        header: t('app.dashboard.upcoming.vehicle'),
        cell: (item) =>
          item.vehicle ? (
            <RouterLink href={vehicleTabHref(item.vehicle.id)}>
              {formatPlate(item.vehicle.registration)}
            </RouterLink>
          ) : (
            t('app.dashboard.upcoming.noVehicle')
          ),
        width: 200,
      },
    ],
    [t, locale, summary?.today],
  );

  const fleetEmpty = ready && summary.vehicles.total === 0;
  let problem: ReactNode;
  if (status === 'error')
    problem = (
      <Problem role="alert">
        {t('app.dashboard.loadError')}{' '}
        <Button variant="secondary" size="sm" onClick={onRetry}>
          {t('app.error.retry')}
        </Button>
      </Problem>
    );

  return (
    <Page>
      <PageHeader title={title} />
      {problem}
      {/* A fleet without vehicles: the areas' first steps (the import's) before the zeros. */}
      {fleetEmpty && areaParts}
      {status !== 'error' && (
        <>
          <Tiles aria-label={t('app.dashboard.tiles')}>
            {tiles.map((tile) => {
              const value = ready ? tile.value(summary) : null;
              return (
                <li key={tile.id}>
                  <StatCard
                    value={value}
                    label={t(tile.label)}
                    href={tile.href}
                    linkComponent={RouterLink}
                    tone={tile.attention && value ? 'attention' : 'neutral'}
                    loading={!ready}
                  />
                </li>
              );
            })}
          </Tiles>
          <div>
            <Heading>{t('app.dashboard.upcoming.title')}</Heading>
            <UpcomingTable
              label={t('app.dashboard.upcoming.title')}
              columns={columns}
              rows={ready ? summary.upcoming : undefined}
              emptyTitle={t('app.dashboard.upcoming.empty')}
            />
            {ready && summary.upcomingTotal > summary.upcoming.length && (
              // The list is the first part of a longer one: say so, and offer the rest.
              <More>
                <span role="status">
                  {t('app.dashboard.upcoming.shown', {
                    shown: summary.upcoming.length,
                    total: summary.upcomingTotal,
                  })}
                </span>
                {onShowAllUpcoming && (
                  <Button variant="secondary" size="sm" onClick={onShowAllUpcoming}>
                    {t('app.dashboard.upcoming.showAll', { total: summary.upcomingTotal })}
                  </Button>
                )}
              </More>
            )}
          </div>
          <LazyDashboardCharts
            mounted={mounted}
            status={chartsStatus}
            charts={charts}
            vehicles={ready ? summary.vehicles : undefined}
            onRetry={onChartsRetry}
          />
          {!fleetEmpty && areaParts}
        </>
      )}
    </Page>
  );
}

const More = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]}px;
  margin: ${({ theme }) => theme.space[2]}px 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.sizes.sm};
`;

const Page = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]}px;
  min-width: 0;
`;

const Tiles = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[4]}px;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
`;

const Heading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space[3]}px;
  font-size: ${({ theme }) => theme.font.sizes.lg};
`;

const Problem = styled.p`
  margin: 0;
`;
