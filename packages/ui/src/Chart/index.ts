export { Chart } from './Chart';
export type { ChartProps } from './Chart';
export type { ChartKind, ChartSeries } from './chartConfig';
