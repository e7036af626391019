import type { CostSummary, VehicleCost } from '@vognpark/server/areas/partners';
import { DataTable, EmptyState, type DataTableColumn } from '@vognpark/ui';
import { useMemo, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { formatPlate } from '../vehicles/format';
import { useAppMessages } from '../../i18n/useAppMessages';
import { RouterLink } from '../../shell/RouterLink';
import { CARDS_BELOW } from '../../shell/tableLayout';
import { categoryLabel, formatMoney } from './domain';

export interface CostsViewProps {
  summary: CostSummary | undefined;
  vehicles: readonly VehicleCost[] | undefined;
  loading: boolean;
  error?: ReactNode;
  onRetry: () => void;
}

/**
 * What the fleet cost in the last 12 months at a glance: the spend, the km driven and the cost per
 * km, the spend per category (a bar per category with its number), and each vehicle's line.
 */
export function CostsView({ summary, vehicles, loading, error, onRetry }: CostsViewProps) {
  const t = useAppMessages();
  const { locale } = useIntl();
  const km = (value: number) =>
    new Intl.NumberFormat(locale, { style: 'unit', unit: 'kilometer', maximumFractionDigits: 0 }).format(
      value,
    );

  const columns = useMemo<DataTableColumn<VehicleCost>[]>(
    () => [
      {
        id: 'vehicle',
        header: t('app.costs.column.vehicle'),
        cell: (row) => (
          <RouterLink href={`/manager/vehicles/${row.vehicle.id}`}>
            {formatPlate(row.vehicle.registration)}
          </RouterLink>
        ),
        rowHeader: true,
        width: 140,
      },
      {
        id: 'net',
        header: t('app.costs.column.net'),
        cell: (row) => formatMoney(row.net, locale),
        width: 150,
      },
      {
        id: 'km',
        header: t('app.costs.column.km'),
        cell: (row) => (row.km === null ? '' : formatKm(row.km, locale)),
        width: 140,
      },
      {
        id: 'perKm',
        header: t('app.costs.column.perKm'),
        cell: (row) => (row.perKm === null ? '' : formatMoney(row.perKm, locale)),
        width: 120,
      },
    ],
    [t, locale],
  );

  if (!loading && !error && summary && summary.net === 0)
    return <EmptyState title={t('app.costs.empty.title')} message={t('app.costs.empty.body')} />;

  const largest = Math.max(1, ...(summary?.byCategory.map((c) => c.net) ?? [1]));
  return (
    <Page>
      <h2>{t('app.costs.heading')}</h2>
      {summary && (
        <Figures>
          <div>
            <dt>{t('app.costs.total')}</dt>
            <dd>{formatMoney(summary.net, locale)}</dd>
          </div>
          <div>
            <dt>{t('app.costs.km')}</dt>
            <dd>{summary.km === null ? t('app.costs.noKm') : km(summary.km)}</dd>
          </div>
          <div>
            <dt>{t('app.costs.perKm')}</dt>
            <dd>{summary.perKm === null ? t('app.costs.noKm') : formatMoney(summary.perKm, locale)}</dd>
          </div>
        </Figures>
      )}
      {summary && summary.byCategory.length > 0 && (
        <section aria-labelledby="costs-by-category">
          <h3 id="costs-by-category">{t('app.costs.byCategory')}</h3>
          <Bars>
            {summary.byCategory.map((entry) => (
              <li key={entry.category}>
                <span>{t(categoryLabel(entry.category))}</span>
                <Bar aria-hidden style={{ width: `${(entry.net / largest) * 100}%` }} />
                <span>{formatMoney(entry.net, locale)}</span>
              </li>
            ))}
          </Bars>
        </section>
      )}
      <DataTable<VehicleCost>
        label={t('app.costs.table.label')}
        columns={columns}
        rows={vehicles ?? []}
        rowKey={(row) => row.vehicle.id}
        rowLabel={(row) => formatPlate(row.vehicle.registration)}
        cardsBelow={CARDS_BELOW}
        loading={loading}
        error={error}
        onRetry={onRetry}
        emptyTitle={t('app.costs.empty.title')}
        emptyMessage={t('app.costs.empty.body')}
      />
    </Page>
  );
}

const formatKm = (value: number, locale: string) =>
  new Intl.NumberFormat(locale, { style: 'unit', unit: 'kilometer', maximumFractionDigits: 0 }).format(value);

const Page = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]}px;
  min-width: 0;

  h2,
  h3 {
    margin: 0;
  }
  h2 {
    font-size: 1.125rem;
  }
  h3 {
    font-size: 1rem;
    margin-bottom: ${({ theme }) => theme.space[2]}px;
  }
`;

const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  gap: ${({ theme }) => theme.space[3]}px;
  margin: 0;

  div {
    padding: ${({ theme }) => theme.space[3]}px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-size: 1.5rem;
    font-weight: 600;
  }
`;

const Bars = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[2]}px;

  li {
    display: grid;
    grid-template-columns: minmax(100px, 160px) 1fr minmax(100px, auto);
    gap: ${({ theme }) => theme.space[2]}px;
    align-items: center;
  }
`;

const Bar = styled.span`
  display: block;
  height: 12px;
  border-radius: 6px;
  background: ${({ theme }) => theme.colors.primary};
`;
