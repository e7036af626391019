import type { Depot } from '@vognpark/server/areas/map';
import { Button, ConfirmDialog, DataTable, Drawer, TextField, type DataTableColumn } from '@vognpark/ui';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { DrawerFailure } from '../../forms/DrawerParts';
import { PlaceFields } from '../../forms/PlaceFields';
import { FormDrawer } from '../../forms/FormDrawer';
import { useDrawerForm } from '../../forms/useDrawerForm';
import { useAppMessages } from '../../i18n/useAppMessages';
import { ScreenReaderText } from '../../pages/Page.styles';
import type { AppMessageId } from '../../messages/en';
import { DEPOT_FIELDS, depotFormValues, depotInput, validateDepot, type DepotFormValues } from './depotForm';

/** Saves a depot: a new one (no `depot`), or an edit made from `version`; rejects with the server's error. */
export type SaveDepot = (
  input: ReturnType<typeof depotInput>,
  depot?: Depot,
  version?: number,
) => Promise<unknown>;

export interface DepotsDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The client's depots (the map's own answer). */
  depots: { status: 'loading' | 'ready' | 'error'; data?: readonly Depot[]; onRetry: () => void };
  onSave: SaveDepot;
  /** Deletes a depot; rejects when it could not. */
  onDelete: (depot: Depot) => Promise<unknown>;
}

const FIELD_LABELS: Record<keyof DepotFormValues, AppMessageId> = {
  name: 'app.map.depots.name',
  lat: 'app.map.depots.lat',
  lon: 'app.map.depots.lon',
  radiusM: 'app.map.depots.radius',
};

const errorMessage = (code: string): AppMessageId =>
  (
    ({
      required: 'app.map.depots.error.required',
      lat: 'app.map.depots.error.lat',
      lon: 'app.map.depots.error.lon',
      radius: 'app.map.depots.error.radius',
      duplicate: 'app.map.depots.error.duplicate',
    }) as Record<string, AppMessageId>
  )[code] ?? 'app.map.depots.saveFailed';

/**
 * The client's depots (docs/map.md): where the fleet is kept, each a place and a radius; a vehicle
 * within it is "at the depot" on the map. Add Depot and Edit open the depot's form; Delete asks
 * first.
 */
export function DepotsDrawer({ open, onOpenChange, depots, onSave, onDelete }: DepotsDrawerProps) {
  const t = useAppMessages();
  const { locale } = useIntl();
  // The depot being edited, `'new'` for Add Depot, null while no form is open.
  const [editing, setEditing] = useState<Depot | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Depot | null>(null);
  const [deleteFailed, setDeleteFailed] = useState(false);
  // The edited depot as last read: after a refused save, the newer one from the list.
  const current =
    editing && editing !== 'new' ? (depots.data?.find((depot) => depot.id === editing.id) ?? editing) : null;

  const columns = useMemo<DataTableColumn<Depot>[]>(() => {
    const degrees = new Intl.NumberFormat(locale, { maximumFractionDigits: 5 });
    const metres = new Intl.NumberFormat(locale, { style: 'unit', unit: 'meter' });
    return [
      {
        id: 'name',
        header: t('app.map.depots.name'),
        rowHeader: true,
        card: 'title',
        cell: (row) => row.name,
      },
      {
        id: 'place',
        header: t('app.map.depots.place'),
        cell: (row) => `${degrees.format(row.lat)}, ${degrees.format(row.lon)}`,
      },
      {
        id: 'radius',
        header: t('app.map.depots.radius'),
        align: 'end',
        cell: (row) => metres.format(row.radiusM),
      },
      {
        id: 'actions',
        header: <ScreenReaderText>{t('app.map.actions')}</ScreenReaderText>,
        label: t('app.map.actions'),
        cell: (row) => (
          <Actions>
            <Button
              size="sm"
              variant="secondary"
              aria-label={t('app.map.depots.editNamed', { name: row.name })}
              onClick={() => setEditing(row)}
            >
              {t('app.map.depots.edit')}
            </Button>
            <Button
              size="sm"
              variant="secondary"
              aria-label={t('app.map.depots.deleteNamed', { name: row.name })}
              onClick={() => {
                setDeleteFailed(false);
                setDeleting(row);
              }}
            >
              {t('app.map.depots.delete')}
            </Button>
          </Actions>
        ),
      },
    ];
  }, [t, locale]);

  return (
    <>
      <Drawer
        open={open}
        onOpenChange={onOpenChange}
        title={t('app.map.depots.title')}
        description={t('app.map.depots.description')}
        footer={<Button onClick={() => onOpenChange(false)}>{t('app.map.done')}</Button>}
      >
        <Bar>
          <Button onClick={() => setEditing('new')}>{t('app.map.depots.add')}</Button>
        </Bar>
        {deleteFailed && <DrawerFailure role="alert">{t('app.map.depots.deleteFailed')}</DrawerFailure>}
        <DataTable
          label={t('app.map.depots.label')}
          columns={columns}
          rows={depots.data ?? []}
          rowKey={(row) => row.id}
          rowLabel={(row) => row.name}
          cardsBelow={560}
          loading={depots.status === 'loading'}
          error={depots.status === 'error' ? t('app.map.depots.loadError') : undefined}
          onRetry={depots.onRetry}
          emptyTitle={t('app.map.depots.empty.title')}
          emptyMessage={t('app.map.depots.empty.body')}
        />
        <ConfirmDialog
          open={deleting !== null}
          onOpenChange={(next) => !next && setDeleting(null)}
          header={t('app.map.depots.deleteTitle', { name: deleting?.name ?? '' })}
          message={t('app.map.depots.deleteMessage')}
          acceptLabel={t('app.map.depots.deleteConfirm')}
          rejectLabel={t('app.map.depots.keep')}
          onAccept={() => {
            if (deleting) void onDelete(deleting).catch(() => setDeleteFailed(true));
          }}
        />
      </Drawer>
      <DepotFormDrawer
        depot={editing === 'new' ? null : current}
        open={editing !== null}
        onOpenChange={(next) => !next && setEditing(null)}
        onSave={onSave}
      />
    </>
  );
}

/** A depot's form: its name, place (latitude, longitude) and radius; an edit is versioned. */
export function DepotFormDrawer({
  depot,
  open,
  onOpenChange,
  onSave,
}: {
  /** The depot as last read (after a refused save, the newer one); null for a new depot. */
  depot: Depot | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSave: SaveDepot;
}) {
  const t = useAppMessages();
  const { locale } = useIntl();
  const form = useDrawerForm<DepotFormValues>({
    openedFor: open ? (depot?.id ?? 'new') : null,
    initial: depotFormValues(depot, locale),
    version: depot?.version,
    validate: validateDepot,
    save: (values, version) => onSave(depotInput(values), depot ?? undefined, version),
    onSaved: () => onOpenChange(false),
    fields: DEPOT_FIELDS,
    message: (_field, code) => t(errorMessage(code)),
  });
  if (!open) return null;
  const { values, set, errorOf, fieldId } = form;
  return (
    <FormDrawer
      form={form}
      onOpenChange={onOpenChange}
      title={depot ? t('app.map.depots.editTitle', { name: depot.name }) : t('app.map.depots.addTitle')}
      failure={t('app.map.depots.saveFailed')}
      errorsTitle={t('app.map.errorsTitle')}
      fieldLabel={(field) => t(FIELD_LABELS[field as keyof DepotFormValues])}
    >
      <TextField
        id={fieldId('name')}
        label={t('app.map.depots.name')}
        value={values.name}
        onValueChange={set('name')}
        error={errorOf('name')}
        maxLength={120}
        required
      />
      <PlaceFields
        lat={values.lat}
        lon={values.lon}
        onChange={(place) => {
          set('lat')(place.lat);
          set('lon')(place.lon);
        }}
        ids={{ lat: fieldId('lat'), lon: fieldId('lon') }}
        errors={{ lat: errorOf('lat'), lon: errorOf('lon') }}
        labels={{
          lat: t('app.map.depots.lat'),
          lon: t('app.map.depots.lon'),
          map: t('app.map.depots.pickLabel'),
          hint: t('app.map.depots.placeHint'),
        }}
        required
      />
      <TextField
        id={fieldId('radiusM')}
        label={t('app.map.depots.radius')}
        description={t('app.map.depots.radiusHint')}
        inputMode="numeric"
        value={values.radiusM}
        onValueChange={set('radiusM')}
        error={errorOf('radiusM')}
        required
      />
    </FormDrawer>
  );
}

const Bar = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[3]}px;
  margin-bottom: ${({ theme }) => theme.space[4]}px;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]}px;
`;
