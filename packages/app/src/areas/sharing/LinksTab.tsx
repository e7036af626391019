import type { Pool, ShareLink } from '@vognpark/server';
import { Button, DataTable, Drawer, Select, TextField, type DataTableColumn } from '@vognpark/ui';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { formatMoment, formatPlate } from '../vehicles/format';
import { useAppMessages } from '../../i18n/useAppMessages';
import { ScreenReaderText } from '../../pages/Page.styles';
import { PageSection as Section } from '../../pages/PageColumn';
import { Bar } from './parts';
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
        <LinkDrawer pools={pools.data ?? []} onClose={() => setCreating(false)} onCreate={onCreateLink} />
      )}
    </Section>
  );
}

function LinkDrawer({
  pools,
  onClose,
  onCreate,
}: {
  pools: readonly Pool[];
  onClose: () => void;
  onCreate: SharingViewProps['onCreateLink'];
}) {
  const t = useAppMessages();
  const vehicles = pools.flatMap((pool) => pool.vehicles);
  const [kind, setKind] = useState<'vehicle' | 'position'>('vehicle');
  const [vehicleId, setVehicleId] = useState(vehicles[0]?.id ?? '');
  const [label, setLabel] = useState('');
  const [days, setDays] = useState('7');
  const [address, setAddress] = useState<string | null>(null);
  const [labelError, setLabelError] = useState(false);
  const submit = async () => {
    if (!label.trim()) return setLabelError(true);
    setLabelError(false);
    setAddress(await onCreate({ kind, vehicleId, label: label.trim(), days: Number(days) }));
  };
  return (
    <Drawer
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('app.sharing.links.create')}
      footer={
        <Bar>
          <Button variant="secondary" onClick={onClose}>
            {t('app.sharing.cancel')}
          </Button>
          {!address && <Button onClick={() => void submit()}>{t('app.sharing.links.submit')}</Button>}
        </Bar>
      }
    >
      <Form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Select
          label={t('app.sharing.links.field.vehicle')}
          options={vehicles.map((v) => ({
            value: v.id,
            label: `${formatPlate(v.registration)} · ${v.make} ${v.model}`,
          }))}
          value={vehicleId}
          onValueChange={setVehicleId}
        />
        <Select
          label={t('app.sharing.links.field.kind')}
          options={(['vehicle', 'position'] as const).map((value) => ({
            value,
            label: t(`app.sharing.links.show.${value}`),
          }))}
          value={kind}
          onValueChange={(value) => setKind(value === 'position' ? 'position' : 'vehicle')}
        />
        <TextField
          label={t('app.sharing.links.field.label')}
          value={label}
          onValueChange={setLabel}
          maxLength={200}
          error={labelError ? t('app.sharing.error.required') : undefined}
          required
        />
        <Select
          label={t('app.sharing.links.field.days')}
          options={['1', '7', '14', '30'].map((value) => ({ value, label: value }))}
          value={days}
          onValueChange={setDays}
        />
        {address && (
          <>
            <p role="status">{t('app.sharing.links.created')}</p>
            <TextField label={t('app.sharing.links.address')} value={address} readOnly />
          </>
        )}
      </Form>
    </Drawer>
  );
}

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[3]}px;
`;
