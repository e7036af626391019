import type { ChartConfiguration } from 'chart.js';

export interface ChartSeries {
  /** Stable key of the series. */
  id: string;
  /** Its name in the legend and the table's column header. */
  label: string;
  /** One number per category, in the categories' order. */
  values: readonly number[];
}

export type ChartKind = 'bar' | 'line';

export interface ChartColors {
  text: string;
  textMuted: string;
  grid: string;
  surface: string;
  series: readonly string[];
}

export interface ChartConfigInput {
  kind: ChartKind;
  categories: readonly string[];
  series: readonly ChartSeries[];
  stacked: boolean;
  colors: ChartColors;
  fontFamily: string;
  /** Formats an axis tick or tooltip value for the active language. */
  formatValue: (value: number) => string;
}

/**
 * The Chart.js configuration of a kit chart: one colour per series from the theme, the numbers
 * formatted for the language, a legend only when there is more than one series, the value axis
 * from zero, whole numbers only when every value is whole. No animation: the numbers are what
 * matters, and a chart that is still is the same picture in every screenshot.
 */
export function chartConfig({
  kind,
  categories,
  series,
  stacked,
  colors,
  fontFamily,
  formatValue,
}: ChartConfigInput): ChartConfiguration<ChartKind, number[], string> {
  const color = (index: number) => colors.series[index % colors.series.length]!;
  const whole = series.every((one) => one.values.every((value) => Number.isInteger(value)));
  return {
    type: kind,
    data: {
      labels: [...categories],
      datasets: series.map((one, index) => ({
        label: one.label,
        data: [...one.values],
        backgroundColor: color(index),
        borderColor: color(index),
        borderWidth: kind === 'line' ? 2 : 0,
        pointRadius: kind === 'line' ? 3 : undefined,
        ...(stacked ? { stack: 'all' } : {}),
      })),
    },
    options: {
      responsive: true,
      maintainAspectRatio: false,
      animation: false,
      font: { family: fontFamily },
      color: colors.text,
      plugins: {
        legend: {
          display: series.length > 1,
          position: 'bottom',
          labels: { color: colors.text, font: { family: fontFamily }, boxWidth: 12 },
        },
        tooltip: {
          callbacks: { label: (item) => `${item.dataset.label ?? ''}: ${formatValue(Number(item.raw))}` },
        },
      },
      scales: {
        x: {
          stacked,
          ticks: { color: colors.textMuted, font: { family: fontFamily } },
          grid: { display: false },
          border: { color: colors.grid },
        },
        y: {
          stacked,
          beginAtZero: true,
          ticks: {
            color: colors.textMuted,
            font: { family: fontFamily },
            precision: whole ? 0 : undefined,
            callback: (value) => formatValue(Number(value)),
          },
          grid: { color: colors.grid },
          border: { display: false },
        },
      },
    },
  };
}
