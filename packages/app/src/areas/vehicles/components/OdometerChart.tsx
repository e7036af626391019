import type { OdometerReading } from '@vognpark/server/areas/service';
import { Button, Chart, EmptyState } from '@vognpark/ui';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useTRPC } from '../../../data/trpc';
import { useAppMessages } from '../../../i18n/useAppMessages';
import { formatDate } from '../format';

/** Readings the chart draws at most: the newest, drawn oldest first. */
export const ODOMETER_CHART_READINGS = 50;

export interface OdometerChartViewProps {
  status: 'loading' | 'ready' | 'error';
  /** Newest first, as `service.readings` answers. */
  readings?: readonly OdometerReading[];
  onRetry: () => void;
}

/** The vehicle's odometer over time (the odometer chain), its numbers also a table. */
export function OdometerChartView({ status, readings, onRetry }: OdometerChartViewProps) {
  const t = useAppMessages();
  const { locale } = useIntl();
  const oldestFirst = useMemo(() => [...(readings ?? [])].reverse(), [readings]);
  const series = useMemo(
    () => [
      {
        id: 'odometer',
        label: t('app.vehicles.odometerChart.odometer'),
        values: oldestFirst.map((reading) => reading.odometerKm),
      },
    ],
    [t, oldestFirst],
  );
  const categories = useMemo(
    () => oldestFirst.map((reading) => formatDate(reading.readOn, locale)),
    [oldestFirst, locale],
  );
  if (status === 'error')
    return (
      <p role="alert">
        {t('app.vehicles.odometerChart.loadError')}{' '}
        <Button variant="secondary" size="sm" onClick={onRetry}>
          {t('app.error.retry')}
        </Button>
      </p>
    );
  if (status === 'ready' && oldestFirst.length < 2)
    return (
      <EmptyState
        title={t('app.vehicles.odometerChart.title')}
        message={t('app.vehicles.odometerChart.tooFew')}
      />
    );
  return (
    <Chart
      title={t('app.vehicles.odometerChart.title')}
      kind="line"
      categoryHeader={t('app.vehicles.odometerChart.date')}
      categories={categories}
      series={series}
      formatOptions={{ style: 'unit', unit: 'kilometer' }}
      loading={status === 'loading'}
    />
  );
}

/** The chart with its data: the newest readings of the vehicle's odometer chain. */
export function OdometerChart({ vehicleId }: { vehicleId: string }) {
  const trpc = useTRPC();
  const readings = useQuery(
    trpc.service.readings.queryOptions({ vehicleId, limit: ODOMETER_CHART_READINGS }, { staleTime: 60_000 }),
  );
  return (
    <OdometerChartView
      status={readings.data ? 'ready' : readings.isPending ? 'loading' : 'error'}
      readings={readings.data?.items}
      onRetry={() => void readings.refetch()}
    />
  );
}
