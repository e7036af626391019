import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test-utils/renderWithProviders';
import { StatCard } from './StatCard';

describe('StatCard', () => {
  it.each([
    ['en', /^1,842 vehicles$/],
    ['da', /^1\.842 vehicles$/],
    ['de', /^1\.842 vehicles$/],
    // A (narrow) no-break space groups the thousands.
    ['fr', /^1\s842 vehicles$/],
    ['uk', /^1\s842 vehicles$/],
  ] as const)('formats the number for %s', (locale, expected) => {
    const { container } = renderWithProviders(<StatCard value={1842} label="vehicles" />, { locale });
    expect(container).toHaveTextContent(expected);
  });

  it('is one link named by the number and label, described by the rest', () => {
    renderWithProviders(
      <StatCard
        value={12}
        label="overdue tasks"
        tone="attention"
        hint="Oldest: 3 May"
        href="/tasks?due=overdue"
      />,
    );
    const link = screen.getByRole('link', { name: '12 overdue tasks' });
    expect(link).toHaveAccessibleDescription('Needs attention Oldest: 3 May');
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });

  it('is no link without href', () => {
    renderWithProviders(<StatCard value={3} label="buses" />);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByText('3')).toBeInTheDocument();
  });

  it('uses the given number options', () => {
    renderWithProviders(
      <StatCard value={0.25} label="of the fleet in the workshop" formatOptions={{ style: 'percent' }} />,
    );
    expect(screen.getByText('25%')).toBeInTheDocument();
  });

  it('says Loading… instead of a number while loading or unknown', () => {
    renderWithProviders(<StatCard value={undefined} label="vehicles" href="/v" />, { locale: 'da' });
    expect(screen.getByRole('link', { name: 'Indlæser… vehicles' })).toBeInTheDocument();
  });
});
