import { describe, expect, it } from 'vitest';
import { chartConfig, type ChartConfigInput } from './chartConfig';

const base: ChartConfigInput = {
  kind: 'bar',
  categories: ['a', 'b'],
  series: [{ id: 'x', label: 'X', values: [1, 2] }],
  stacked: false,
  colors: { text: '#000', textMuted: '#333', grid: '#ccc', surface: '#fff', series: ['#111', '#222'] },
  fontFamily: 'Inter',
  formatValue: (value) => `${value} km`,
};

describe('chartConfig', () => {
  it.each([
    ['one series: no legend', base, { legend: false, stacked: false, precision: 0 }],
    [
      'two series stacked: a legend, one stack',
      {
        ...base,
        stacked: true,
        series: [...base.series, { id: 'y', label: 'Y', values: [3, 4] }],
      },
      { legend: true, stacked: true, precision: 0 },
    ],
    [
      'fractions: no whole-number ticks',
      { ...base, series: [{ id: 'x', label: 'X', values: [0.5, 2] }] },
      { legend: false, stacked: false, precision: undefined },
    ],
  ])('%s', (_, input, expected) => {
    const config = chartConfig(input);
    expect(config.options?.plugins?.legend?.display).toBe(expected.legend);
    expect(config.options?.scales?.y?.stacked).toBe(expected.stacked);
    expect((config.options?.scales?.y?.ticks as { precision?: number }).precision).toBe(expected.precision);
  });

  it('colours each series from the theme in turn, wrapping around', () => {
    const series = ['a', 'b', 'c'].map((id) => ({ id, label: id, values: [1, 1] }));
    const colours = chartConfig({ ...base, series }).data.datasets.map((set) => set.backgroundColor);
    expect(colours).toEqual(['#111', '#222', '#111']);
  });

  it('formats ticks and tooltips with the given formatter', () => {
    const config = chartConfig(base);
    const tick = (config.options?.scales?.y?.ticks as { callback: (value: number) => string }).callback;
    expect(tick(1200)).toBe('1200 km');
  });
});
