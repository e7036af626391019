import type { CreatedTrackerDevice, TrackerDevice } from '@vognpark/server/areas/map';
import {
  Button,
  ConfirmDialog,
  DataTable,
  Drawer,
  ErrorSummary,
  StatusPill,
  TextField,
  type DataTableColumn,
} from '@vognpark/ui';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { fieldErrorsOf } from '../../data/errors';
import { useAppMessages } from '../../i18n/useAppMessages';
import { ScreenReaderText } from '../../pages/Page.styles';
import type { AppMessageId } from '../../messages/en';
import { formatMoment, formatPlate } from '../vehicles/format';
import { VehiclePicker, type VehicleChoices } from '../vehicles/components/VehiclePicker';
import { CreatedTracker } from './CreatedTracker';
import { trackerFormErrors, type TrackerFormValues } from './trackerForm';

export interface TrackersDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The client's trackers, revoked ones included. */
  devices: { status: 'loading' | 'ready' | 'error'; data?: readonly TrackerDevice[]; onRetry: () => void };
  /** The register's vehicles for the vehicle field, searched as typed (`useVehicleChoices`). */
  vehicles: VehicleChoices;
  /** Creates a tracker; resolves with it and its secret (shown once), rejects with the server's error. */
  onCreate: (input: {
    vehicleId: string;
    name: string;
    identifier?: string;
  }) => Promise<CreatedTrackerDevice>;
  /** Revokes a tracker; rejects when it could not. */
  onRevoke: (device: TrackerDevice) => Promise<unknown>;
  /** The address a phone sends its positions to, for a tracker's secret. */
  trackerUrl: (secret: string) => string;
  /** Writes to the clipboard (navigator.clipboard by default). */
  copy?: (text: string) => Promise<void>;
}

const EMPTY: TrackerFormValues = { vehicleId: '', name: '', identifier: '' };

const FIELD_MESSAGES: Record<string, AppMessageId> = {
  required: 'app.map.trackers.required',
  invalid: 'app.map.trackers.identifierInvalid',
  taken: 'app.map.trackers.identifierTaken',
};

/**
 * The map's trackers (docs/map.md, "Live trackers"): every phone that sends a vehicle's position,
 * when it last did and how many it sent; Add Tracker makes one for a vehicle and shows its secret
 * address once, with the device identifier to set up the phone with; Revoke refuses its positions
 * from then on (after a confirmation).
 */
export function TrackersDrawer({
  open,
  onOpenChange,
  devices,
  vehicles,
  onCreate,
  onRevoke,
  trackerUrl,
  copy = (text) => navigator.clipboard.writeText(text),
}: TrackersDrawerProps) {
  const t = useAppMessages();
  const { locale } = useIntl();
  const [adding, setAdding] = useState(false);
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failed, setFailed] = useState(false);
  const [pending, setPending] = useState(false);
  const [created, setCreated] = useState<CreatedTrackerDevice | null>(null);
  const [revoking, setRevoking] = useState<TrackerDevice | null>(null);
  const [revokeFailed, setRevokeFailed] = useState(false);

  const reset = () => {
    setAdding(false);
    setValues(EMPTY);
    setErrors({});
    setFailed(false);
    setCreated(null);
  };
  const errorOf = (field: keyof TrackerFormValues) =>
    errors[field] ? t(FIELD_MESSAGES[errors[field]] ?? 'app.map.trackers.failed') : undefined;
  const fieldId = (field: keyof TrackerFormValues) => `tracker-${field}`;

  const submit = async () => {
    setFailed(false);
    const found = trackerFormErrors(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setPending(true);
    try {
      const identifier = values.identifier.trim();
      setCreated(
        await onCreate({
          vehicleId: values.vehicleId,
          name: values.name.trim(),
          ...(identifier && { identifier }),
        }),
      );
      setAdding(false);
      setValues(EMPTY);
    } catch (error) {
      const serverErrors = fieldErrorsOf(error);
      if (serverErrors) setErrors(serverErrors as Record<string, string>);
      else setFailed(true);
    } finally {
      setPending(false);
    }
  };

  const columns = useMemo<DataTableColumn<TrackerDevice>[]>(
    () => [
      {
        id: 'name',
        header: t('app.map.trackers.name'),
        rowHeader: true,
        card: 'title',
        cell: (row) => row.name,
      },
      {
        id: 'vehicle',
        header: t('app.map.trackers.vehicle'),
        cell: (row) => <Plate>{formatPlate(row.registration)}</Plate>,
      },
      { id: 'identifier', header: t('app.map.trackers.identifier'), cell: (row) => row.identifier },
      {
        id: 'status',
        header: t('app.map.trackers.status'),
        cell: (row) =>
          row.revokedAt ? (
            <StatusPill tone="neutral" label={t('app.map.trackers.revoked')} />
          ) : (
            <StatusPill tone="success" label={t('app.map.trackers.active')} />
          ),
      },
      {
        id: 'lastSeen',
        header: t('app.map.trackers.lastSeen'),
        cell: (row) => (row.lastSeenAt ? formatMoment(row.lastSeenAt, locale) : t('app.map.trackers.never')),
      },
      {
        id: 'accepted',
        header: t('app.map.trackers.accepted'),
        align: 'end',
        cell: (row) => new Intl.NumberFormat(locale).format(row.accepted),
      },
      {
        id: 'revoke',
        header: <ScreenReaderText>{t('app.map.actions')}</ScreenReaderText>,
        label: t('app.map.actions'),
        cell: (row) =>
          row.revokedAt ? null : (
            <Button
              size="sm"
              variant="secondary"
              aria-label={t('app.map.trackers.revokeNamed', { name: row.name })}
              onClick={() => {
                setRevokeFailed(false);
                setRevoking(row);
              }}
            >
              {t('app.map.trackers.revoke')}
            </Button>
          ),
      },
    ],
    [t, locale],
  );

  const summary = (['vehicleId', 'name', 'identifier'] as const)
    .filter((field) => errors[field])
    .map((field) => ({ fieldId: fieldId(field), message: errorOf(field)! }));

  return (
    <Drawer
      open={open}
      onOpenChange={(next) => {
        if (!next) reset();
        onOpenChange(next);
      }}
      size="lg"
      dirty={adding && JSON.stringify(values) !== JSON.stringify(EMPTY)}
      title={t('app.map.trackers.title')}
      description={t('app.map.trackers.description')}
      footer={
        adding ? (
          <>
            <Button variant="secondary" onClick={() => reset()}>
              {t('app.form.cancel')}
            </Button>
            <Button type="submit" form="tracker-form" pending={pending}>
              {t('app.map.trackers.add')}
            </Button>
          </>
        ) : (
          <Button onClick={() => onOpenChange(false)}>{t('app.map.done')}</Button>
        )
      }
    >
      {created && (
        <CreatedTracker tracker={created} url={trackerUrl(created.secret)} copy={copy} key={created.id} />
      )}
      {adding ? (
        <Form
          id="tracker-form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          {failed && <Failure role="alert">{t('app.map.trackers.failed')}</Failure>}
          <ErrorSummary errors={summary} title={t('app.map.errorsTitle')} headingLevel={3} />
          <VehiclePicker
            {...vehicles}
            id={fieldId('vehicleId')}
            label={t('app.map.trackers.vehicle')}
            value={values.vehicleId || null}
            onValueChange={(id) => setValues((v) => ({ ...v, vehicleId: id ?? '' }))}
            error={errorOf('vehicleId')}
            required
          />
          <TextField
            id={fieldId('name')}
            label={t('app.map.trackers.name')}
            value={values.name}
            onValueChange={(name) => setValues((v) => ({ ...v, name }))}
            error={errorOf('name')}
            maxLength={120}
            required
          />
          <TextField
            id={fieldId('identifier')}
            label={t('app.map.trackers.identifier')}
            description={t('app.map.trackers.identifierHint')}
            value={values.identifier}
            onValueChange={(identifier) => setValues((v) => ({ ...v, identifier }))}
            error={errorOf('identifier')}
            maxLength={64}
            autoComplete="off"
            spellCheck={false}
          />
        </Form>
      ) : (
        <Row>
          <Button
            variant={created ? 'secondary' : 'primary'}
            onClick={() => {
              reset();
              setAdding(true);
            }}
          >
            {t('app.map.trackers.add')}
          </Button>
        </Row>
      )}
      {revokeFailed && <Failure role="alert">{t('app.map.trackers.revokeFailed')}</Failure>}
      <DataTable
        label={t('app.map.trackers.label')}
        columns={columns}
        rows={devices.data ?? []}
        rowKey={(row) => row.id}
        rowLabel={(row) => row.name}
        cardsBelow={720}
        loading={devices.status === 'loading'}
        error={devices.status === 'error' ? t('app.map.trackers.loadError') : undefined}
        onRetry={devices.onRetry}
        emptyTitle={t('app.map.trackers.empty.title')}
        emptyMessage={t('app.map.trackers.empty.body')}
      />
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(next) => !next && setRevoking(null)}
        header={t('app.map.trackers.revokeTitle', { name: revoking?.name ?? '' })}
        message={t('app.map.trackers.revokeMessage')}
        acceptLabel={t('app.map.trackers.revokeConfirm')}
        rejectLabel={t('app.map.trackers.keep')}
        onAccept={() => {
          if (revoking) void onRevoke(revoking).catch(() => setRevokeFailed(true));
        }}
      />
    </Drawer>
  );
}

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]}px;
  margin-bottom: ${({ theme }) => theme.space[5]}px;
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]}px;
  margin-bottom: ${({ theme }) => theme.space[4]}px;
`;

const Plate = styled.span`
  white-space: nowrap;
`;

const Failure = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[3]}px;
  color: ${({ theme }) => theme.colors.danger};
`;
