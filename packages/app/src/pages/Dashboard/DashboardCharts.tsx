import type { DashboardCharts as Charts, DashboardSummary } from '@vognpark/server';
import { Button, Chart } from '@vognpark/ui';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { useAppMessages } from '../../i18n/useAppMessages';

export interface DashboardChartsProps {
  /** `loading` until the weekly numbers are known; `error` when they failed. */
  status: 'loading' | 'ready' | 'error';
  charts?: Charts;
  /** The fleet by status comes with the summary (the tiles' own numbers). */
  vehicles?: DashboardSummary['vehicles'];
  onRetry: () => void;
}

/** A week's Monday as the language writes a short date ("24 Nov", "24. nov.", "24.11."). */
function useWeekLabel() {
  const { locale } = useIntl();
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' });
    return (iso: string) => format.format(new Date(`${iso}T00:00:00Z`));
  }, [locale]);
}

/**
 * The dashboard's charts, where a manager would rather look than read: the fleet by status, what
 * falls due per week for 12 weeks by kind, and tasks opened against closed. Each has its numbers
 * as a table (the kit's Chart). Loaded after the page (lazyCharts.ts): Chart.js and this code are
 * never part of the dashboard's first download.
 */
export function DashboardCharts({ status, charts, vehicles, onRetry }: DashboardChartsProps) {
  const t = useAppMessages();
  const weekLabel = useWeekLabel();
  const loading = status !== 'ready' || !charts;

  const fleet = useMemo(
    () => ({
      categories: [
        t('app.dashboard.chart.active'),
        t('app.dashboard.chart.inWorkshop'),
        t('app.dashboard.chart.outOfService'),
      ],
      series: [
        {
          id: 'vehicles',
          label: t('app.dashboard.chart.vehicles'),
          values: vehicles ? [vehicles.active, vehicles.inWorkshop, vehicles.outOfService] : [],
        },
      ],
    }),
    [t, vehicles],
  );
  const ahead = useMemo(
    () =>
      charts && {
        categories: charts.ahead.weeks.map(weekLabel),
        series: [
          { id: 'task', label: t('app.dashboard.chart.tasks'), values: charts.ahead.task },
          { id: 'inspection', label: t('app.dashboard.chart.inspections'), values: charts.ahead.inspection },
          { id: 'compliance', label: t('app.dashboard.chart.compliance'), values: charts.ahead.compliance },
        ],
      },
    [t, charts, weekLabel],
  );
  const past = useMemo(
    () =>
      charts && {
        categories: charts.past.weeks.map(weekLabel),
        series: [
          { id: 'opened', label: t('app.dashboard.chart.opened'), values: charts.past.opened },
          { id: 'closed', label: t('app.dashboard.chart.closed'), values: charts.past.closed },
        ],
      },
    [t, charts, weekLabel],
  );

  return (
    <section aria-labelledby="dashboard-charts">
      <Heading id="dashboard-charts">{t('app.dashboard.charts')}</Heading>
      {status === 'error' ? (
        <p role="alert">
          {t('app.dashboard.chart.loadError')}{' '}
          <Button variant="secondary" size="sm" onClick={onRetry}>
            {t('app.error.retry')}
          </Button>
        </p>
      ) : (
        <Grid>
          <Chart
            title={t('app.dashboard.chart.fleet')}
            kind="bar"
            categoryHeader={t('app.dashboard.chart.status')}
            categories={fleet.categories}
            series={fleet.series}
            loading={!vehicles}
          />
          <Chart
            title={t('app.dashboard.chart.ahead')}
            kind="bar"
            stacked
            categoryHeader={t('app.dashboard.chart.week')}
            categories={ahead?.categories ?? []}
            series={ahead?.series ?? []}
            loading={loading}
          />
          <Chart
            title={t('app.dashboard.chart.past')}
            kind="line"
            categoryHeader={t('app.dashboard.chart.week')}
            categories={past?.categories ?? []}
            series={past?.series ?? []}
            loading={loading}
          />
        </Grid>
      )}
    </section>
  );
}

export default DashboardCharts;

const Heading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space[3]}px;
  font-size: ${({ theme }) => theme.font.sizes.lg};
`;

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]}px;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 340px), 1fr));
`;
