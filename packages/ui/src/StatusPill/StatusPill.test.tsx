import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test-utils/renderWithProviders';
import { StatusPill } from './StatusPill';
import { statusPillTones } from './statusPillTones';

describe('StatusPill', () => {
  it.each(statusPillTones)('%s: the words are the visible, readable text; the mark is decorative', (tone) => {
    renderWithProviders(
      <p>
        Status: <StatusPill tone={tone} label="In workshop" />
      </p>,
    );
    const pill = screen.getByText('In workshop').parentElement!;
    expect(pill).toHaveAttribute('data-tone', tone);
    expect(screen.getByRole('paragraph')).toHaveTextContent('Status: In workshop');
    const mark = pill.querySelector('svg')!;
    expect(mark).toHaveAttribute('aria-hidden', 'true');
    expect(mark).toHaveAttribute('data-mark', tone);
  });

  it('every tone has its own mark shape', () => {
    renderWithProviders(
      <>
        {statusPillTones.map((tone) => (
          <StatusPill key={tone} tone={tone} label={tone} />
        ))}
      </>,
    );
    const shapes = statusPillTones.map(
      (tone) => screen.getByText(tone).parentElement!.querySelector('svg')!.innerHTML,
    );
    expect(new Set(shapes).size).toBe(statusPillTones.length);
  });

  it('takes rich labels and a custom icon, or none', () => {
    renderWithProviders(
      <>
        <StatusPill tone="danger" label={<strong>Overdue</strong>} icon={<span data-testid="own-icon" />} />
        <StatusPill tone="neutral" label="Missing" icon={null} />
      </>,
    );
    expect(screen.getByText('Overdue').tagName).toBe('STRONG');
    expect(screen.getByTestId('own-icon')).toBeInTheDocument();
    expect(screen.getByText('Missing').parentElement!.querySelector('svg')).toBeNull();
  });
});
