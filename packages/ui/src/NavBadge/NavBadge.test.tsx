import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test-utils/renderWithProviders';
import { NavBadge, useNavBadgeLabel } from './NavBadge';
import type { NavBadgeKind } from './badgeStatus';
import type { Locale } from '../i18n/locales';

function Entry({ kind, count }: { kind: NavBadgeKind; count: number | undefined }) {
  return (
    <a href="/manager/tasks">
      <span>Tasks</span>
      <NavBadge kind={kind} count={count} />
    </a>
  );
}

describe('NavBadge', () => {
  it.each<[Locale, number, string]>([
    ['en', 7, 'Tasks 7 warnings'],
    ['en', 1, 'Tasks 1 warning'],
    ['da', 7, 'Tasks 7 advarsler'],
    ['da', 1, 'Tasks 1 advarsel'],
    ['uk', 3, 'Tasks 3 попередження'],
    ['de', 2, 'Tasks 2 Warnungen'],
    ['fr', 2, 'Tasks 2 avertissements'],
  ])('in %s adds a count of %i to the name of the link around it', (locale, count, name) => {
    renderWithProviders(<Entry kind="warning" count={count} />, { locale });
    const link = screen.getByRole('link', { name });
    expect(link.querySelector('[aria-hidden="true"]')).toHaveTextContent(String(count));
  });

  it('caps the visible number at 99+ but tells the real count', () => {
    renderWithProviders(<Entry kind="warning" count={150} />);
    const link = screen.getByRole('link', { name: 'Tasks 150 warnings' });
    expect(link.querySelector('[aria-hidden="true"]')).toHaveTextContent(/^99\+$/);
  });

  it.each<[Locale, string]>([
    ['en', 'Up to date'],
    ['da', 'I orden'],
    ['uk', 'У порядку'],
    ['de', 'In Ordnung'],
    ['fr', 'En règle'],
  ])('shows a check mark for compliance at 0 (%s)', (locale, words) => {
    const { container } = renderWithProviders(<Entry kind="compliance" count={0} />, { locale });
    expect(screen.getByRole('link', { name: `Tasks ${words}` })).toBeInTheDocument();
    expect(container.querySelector('[data-status="upToDate"] svg')).not.toBeNull();
  });

  it('shows warnings for compliance above 0', () => {
    const { container } = renderWithProviders(<Entry kind="compliance" count={4} />);
    expect(screen.getByRole('link', { name: 'Tasks 4 warnings' })).toBeInTheDocument();
    expect(container.querySelector('svg')).toBeNull();
  });

  it.each<[NavBadgeKind, number | undefined]>([
    ['warning', 0],
    ['warning', undefined],
    ['compliance', undefined],
  ])('renders nothing for %s with count %s', (kind, count) => {
    renderWithProviders(<Entry kind={kind} count={count} />);
    expect(screen.getByRole('link')).toHaveAccessibleName('Tasks');
    expect(screen.getByRole('link').children).toHaveLength(1);
  });

  it('gives the same words through useNavBadgeLabel', () => {
    function Label({ kind, count }: { kind: NavBadgeKind; count?: number }) {
      return <output>{useNavBadgeLabel(kind, count) ?? 'none'}</output>;
    }
    renderWithProviders(
      <>
        <Label kind="warning" count={3} />
        <Label kind="compliance" count={0} />
        <Label kind="warning" count={0} />
      </>,
      { locale: 'da' },
    );
    expect(screen.getAllByRole('status').map((el) => el.textContent)).toEqual([
      '3 advarsler',
      'I orden',
      'none',
    ]);
  });
});
