import type { Pool } from '@vognpark/server/areas/sharing';
import { Button, DataTable, type DataTableColumn } from '@vognpark/ui';
import { Fragment, useMemo } from 'react';
import styled from 'styled-components';
import { formatPlate } from '../vehicles/format';
import { useAppMessages } from '../../i18n/useAppMessages';
import { ScreenReaderText } from '../../pages/Page.styles';
import { PageSection as Section } from '../../pages/PageColumn';
import { Bar, Muted, PoolRules } from './parts';
import type { SharingViewProps } from './SharingView';
import { CARDS_BELOW } from '../../shell/tableLayout';

/** The client's pools: who may book, the rules, the pool cars; New Pool, and Edit on each. */
export function PoolsTab({ pools, onEditPool }: SharingViewProps) {
  const t = useAppMessages();
  const columns = useMemo<DataTableColumn<Pool>[]>(
    () => [
      {
        id: 'name',
        header: t('app.sharing.pools.name'),
        rowHeader: true,
        card: 'title',
        cell: (row) => row.name,
      },
      {
        id: 'whoMayBook',
        header: t('app.sharing.pools.whoMayBook'),
        cell: (row) => t(`app.sharing.pools.bookers.${row.whoMayBook}`),
      },
      { id: 'rules', header: t('app.sharing.pools.rules'), cell: (row) => <PoolRules pool={row} /> },
      {
        id: 'vehicles',
        header: t('app.sharing.pools.vehicles'),
        cell: (row) => (
          <>
            {t('app.sharing.pools.vehicleCount', { count: row.vehicles.length })}
            {row.vehicles.length > 0 && (
              <Muted>
                {row.vehicles.map((vehicle, index) => (
                  <Fragment key={vehicle.id}>
                    {index > 0 && ', '}
                    <Plate>{formatPlate(vehicle.registration)}</Plate>
                  </Fragment>
                ))}
              </Muted>
            )}
          </>
        ),
      },
      {
        id: 'edit',
        header: <ScreenReaderText>{t('app.sharing.actions')}</ScreenReaderText>,
        label: t('app.sharing.actions'),
        cell: (row) => (
          <Button
            size="sm"
            variant="secondary"
            aria-label={t('app.sharing.pools.editNamed', { name: row.name })}
            onClick={() => onEditPool(row)}
          >
            {t('app.sharing.pools.edit')}
          </Button>
        ),
      },
    ],
    [t, onEditPool],
  );
  return (
    <Section>
      <Bar>
        <Button onClick={() => onEditPool(null)} disabled={pools.status !== 'ready'}>
          {t('app.sharing.pools.new')}
        </Button>
      </Bar>
      <DataTable
        cardsBelow={CARDS_BELOW}
        label={t('app.sharing.pools.label')}
        columns={columns}
        rows={pools.data ?? []}
        rowKey={(row) => row.id}
        rowLabel={(row) => row.name}
        loading={pools.status === 'loading'}
        error={pools.status === 'error' ? t('app.sharing.loadError') : undefined}
        onRetry={pools.onRetry}
        emptyTitle={t('app.sharing.pools.empty.title')}
        emptyMessage={t('app.sharing.pools.empty.body')}
      />
    </Section>
  );
}

/** A plate never breaks across lines. */
const Plate = styled.span`
  white-space: nowrap;
`;
