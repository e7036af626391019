import type { ShareLink } from '@vognpark/server/areas/sharing';
import { Button, DataTable, type DataTableColumn } from '@vognpark/ui';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { formatMoment, formatPlate } from '../vehicles/format';
import { useAppMessages } from '../../i18n/useAppMessages';
import { ScreenReaderText } from '../../pages/Page.styles';
import { PageSection as Section } from '../../pages/PageColumn';
import { Bar } from './parts';
import { ShareLinkDrawer } from './lazyDrawers';
import type { SharingViewProps } from './SharingView';
import { CARDS_BELOW } from '../../shell/tableLayout';

/** The client's active share links with Revoke, and a new link whose address is shown once. */
export function Links({ links, onRevoke, busy, pools, onCreateLink }: SharingViewProps) {
  const t = useAppMessages();
  const { locale } = useIntl();
  const [creating, setCreating] = useState(false);
  const columns = useMemo<DataTableColumn<ShareLink>[]>(
    () => [
      {
        id: 'for',
        header: t('app.sharing.links.for'),
        rowHeader: true,
        card: 'title',
        cell: (row) => row.label,
      },
      {
        id: 'what',
        header: t('app.sharing.links.what'),
        cell: (row) =>
          t(`app.sharing.links.kind.${row.kind}`, { plate: formatPlate(row.vehicle?.registration ?? '') }),
      },
      {
        id: 'expires',
        header: t('app.sharing.links.expires'),
        cell: (row) => formatMoment(row.expiresAt, locale),
      },
      {
        id: 'opened',
        header: t('app.sharing.links.opened'),
        cell: (row) =>
          row.lastOpenedAt ? formatMoment(row.lastOpenedAt, locale) : t('app.sharing.links.never'),
      },
      {
        id: 'count',
        header: t('app.sharing.links.count'),
        align: 'end',
        cell: (row) => String(row.openCount),
      },
      {
        id: 'revoke',
        header: <ScreenReaderText>{t('app.sharing.actions')}</ScreenReaderText>,
        label: t('app.sharing.actions'),
        cell: (row) => (
          <Button size="sm" variant="secondary" onClick={() => onRevoke(row.id)} disabled={busy}>
            {t('app.sharing.links.revoke')}
          </Button>
        ),
      },
    ],
    [t, locale, onRevoke, busy],
  );
  return (
    <Section>
      <Bar>
        <Button onClick={() => setCreating(true)} disabled={pools.status !== 'ready'}>
          {t('app.sharing.links.create')}
        </Button>
      </Bar>
      <DataTable
        cardsBelow={CARDS_BELOW}
        label={t('app.sharing.links.label')}
        columns={columns}
        rows={links.data ?? []}
        rowKey={(row) => row.id}
        rowLabel={(row) => row.label}
        loading={links.status === 'loading'}
        error={links.status === 'error' ? t('app.sharing.loadError') : undefined}
        onRetry={links.onRetry}
        emptyTitle={t('app.sharing.links.empty.title')}
        emptyMessage={t('app.sharing.links.empty.body')}
      />
      {creating && (
        <ShareLinkDrawer
          vehicles={(pools.data ?? []).flatMap((pool) => pool.vehicles)}
          onClose={() => setCreating(false)}
          onCreate={onCreateLink}
        />
      )}
    </Section>
  );
}
