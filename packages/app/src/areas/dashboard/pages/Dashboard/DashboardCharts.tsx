import type { DashboardCharts as Charts, DashboardSummary } from '@vognpark/server';
import { Button, Chart } from '@vognpark/ui';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { AppMessageId } from '../../../../messages/en';
import { useAppMessages } from '../../../../i18n/useAppMessages';
import { areaOrder, figureAreas, figuresOf } from '../../figures';

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
  // Each area's series in the areas' order, named in its words.
  const ahead = useMemo(
    () =>
      charts && {
        categories: charts.ahead.weeks.map(weekLabel),
        series: [...charts.ahead.areas]
          .sort((a, b) => areaOrder(a.area) - areaOrder(b.area))
          .map(({ area, counts }) => {
            const label = figuresOf(area)?.dueSeries;
            return { id: area, label: label ? t(label as AppMessageId) : area, values: counts };
          }),
      },
    [t, charts, weekLabel],
  );
  // A chart per area that counts what it opened and closed (the tasks').
  const activity = useMemo(
    () =>
      figureAreas.flatMap(({ name, figures }) => {
        const words = figures.activity;
        if (!words) return [];
        const counts = charts?.past.areas.find((entry) => entry.area === name);
        return [
          {
            id: name,
            title: t(words.title as AppMessageId),
            categories: charts ? charts.past.weeks.map(weekLabel) : [],
            series: counts
              ? [
                  { id: 'opened', label: t(words.opened as AppMessageId), values: counts.opened },
                  { id: 'closed', label: t(words.closed as AppMessageId), values: counts.closed },
                ]
              : [],
          },
        ];
      }),
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
          {activity.map((chart) => (
            <Chart
              key={chart.id}
              title={chart.title}
              kind="line"
              categoryHeader={t('app.dashboard.chart.week')}
              categories={chart.categories}
              series={chart.series}
              loading={loading}
            />
          ))}
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
