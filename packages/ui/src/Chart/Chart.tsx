import { useEffect, useId, useMemo, useRef, type ReactNode } from 'react';
import { useIntl, type FormatNumberOptions } from 'react-intl';
import { useTheme } from 'styled-components';
import { useKitMessages } from '../i18n/useKitMessages';
import { lazyPart, useLazyPart } from '../lazyPart';
import { chartConfig, type ChartKind, type ChartSeries } from './chartConfig';
import { Canvas, Caption, Figure, Numbers, Placeholder, Table, TableScroll } from './Chart.styles';

/** Chart.js, fetched when a chart is first shown (chartEngine.ts). */
const engine = lazyPart(() => import('./chartEngine'));

export interface ChartProps {
  /** What the chart shows; its caption, and the name of the picture and of the table. */
  title: ReactNode;
  /** Bars (stacked with `stacked`) or lines. */
  kind: ChartKind;
  /** The categories along the horizontal axis, already formatted ("Week 48", "Active"). */
  categories: readonly string[];
  /** The header of the table's first column, which names the categories ("Week", "Status"). */
  categoryHeader: string;
  /** One or more series, each with one value per category. */
  series: readonly ChartSeries[];
  /** Bars of the series on top of each other (a total per category). */
  stacked?: boolean;
  /** Intl number options for the axis, tooltips and table, e.g. `{ style: 'unit', unit: 'kilometer' }`. */
  formatOptions?: FormatNumberOptions;
  /** The numbers are loading: a placeholder the size of the chart that says "Loading…". */
  loading?: boolean;
  /** The drawing's height in px (default 220). */
  height?: number;
  className?: string;
}

/**
 * A small bar or line chart (Chart.js, loaded on first use) whose numbers are also a table: the
 * picture is named by the title and points to the table, which "Show the numbers" opens for
 * anyone and which screen readers can always reach. Colours come from the theme's `chartSeries`,
 * numbers are formatted for the active language.
 */
export function Chart({
  title,
  kind,
  categories,
  categoryHeader,
  series,
  stacked = false,
  formatOptions,
  loading = false,
  height = 220,
  className,
}: ChartProps) {
  const t = useKitMessages();
  const intl = useIntl();
  const theme = useTheme();
  const titleId = useId();
  const tableId = useId();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const loaded = useLazyPart(engine, false);

  useEffect(() => {
    if (!loading) void engine.load().catch(() => {});
  }, [loading]);

  const config = useMemo(
    () =>
      chartConfig({
        kind,
        categories,
        series,
        stacked,
        colors: {
          text: theme.colors.text,
          textMuted: theme.colors.textMuted,
          grid: theme.colors.border,
          surface: theme.colors.surface,
          series: theme.colors.chartSeries,
        },
        fontFamily: theme.font.family,
        formatValue: (value) => intl.formatNumber(value, formatOptions),
      }),
    [kind, categories, series, stacked, theme, intl, formatOptions],
  );

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!loaded || loading || !canvas) return;
    const chart = new (loaded.registeredChart())(canvas, config);
    return () => chart.destroy();
  }, [loaded, loading, config]);

  const drawn = Boolean(loaded) && !loading;
  return (
    <Figure className={className} aria-labelledby={titleId} aria-busy={loading || undefined}>
      <Caption id={titleId}>{title}</Caption>
      <Canvas $height={height}>
        {drawn ? (
          <canvas
            ref={canvasRef}
            role="img"
            aria-labelledby={titleId}
            aria-describedby={tableId}
            data-testid="chart-canvas"
          />
        ) : (
          <Placeholder role="status">
            <span hidden={!loading}>{t('ui.spinner.loading')}</span>
          </Placeholder>
        )}
      </Canvas>
      {!loading && (
        <Numbers>
          <summary>{t('ui.chart.showNumbers')}</summary>
          <TableScroll>
            <Table id={tableId} aria-labelledby={titleId}>
              <thead>
                <tr>
                  <th scope="col">{categoryHeader}</th>
                  {series.map((one) => (
                    <th key={one.id} scope="col">
                      {one.label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {categories.map((category, index) => (
                  <tr key={`${index}-${category}`}>
                    <th scope="row">{category}</th>
                    {series.map((one) => (
                      <td key={one.id}>{intl.formatNumber(one.values[index] ?? 0, formatOptions)}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </Table>
          </TableScroll>
        </Numbers>
      )}
    </Figure>
  );
}
