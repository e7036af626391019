import type { DocumentItem, DocumentOwnerKind, DocumentType } from '@vognpark/server/areas/documents';
import { DOCUMENT_TYPES } from './domain';
import {
  Button,
  Combobox,
  DateField,
  Drawer,
  Select,
  Switch,
  TextField,
  visuallyHidden,
  type ComboboxOption,
} from '@vognpark/ui';
import { memo, startTransition, useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { useIntl } from 'react-intl';
import styled, { css } from 'styled-components';
import { useAppMessages } from '../../i18n/useAppMessages';
import type { AppMessageId } from '../../messages/en';
import {
  formatBytes,
  UploadFailed,
  type UploadFailure,
  type UploadFields,
  type UploadOptions,
} from './upload';

export type UploadFn = (file: File, fields: UploadFields, options: UploadOptions) => Promise<DocumentItem>;

type FileStatus = 'waiting' | 'uploading' | 'done' | 'failed' | 'cancelled';

interface FileRow {
  key: number;
  file: File;
  status: FileStatus;
  progress: number;
  failure: UploadFailure | null;
  controller: AbortController | null;
}

export interface UploadDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The vehicle the documents are for (its page); when left out, the drawer asks for one. */
  vehicle?: { id: string; label: string };
  /**
   * Another record the documents are for (an expense, a service entry, an agreement, an
   * organisation): no vehicle is asked for, and the type starts as `type`.
   */
  owner?: { kind: DocumentOwnerKind; id: string; type?: DocumentType };
  /** Vehicles matching the picker's text (the drawer asks for a vehicle). */
  vehicleOptions?: readonly ComboboxOption[];
  onVehicleSearch?: (text: string) => void;
  vehiclesLoading?: boolean;
  /** A new version of this document: only the file is asked for. */
  supersede?: DocumentItem | null;
  maxFileBytes: number;
  upload: UploadFn;
  /** Each file once stored. */
  onUploaded: (item: DocumentItem) => void;
  /** Files to start with (stories). */
  initialFiles?: File[];
}

const typeLabel = (type: DocumentType) => `app.documents.type.${type}` as AppMessageId;
const failureLabel = (failure: UploadFailure): AppMessageId =>
  failure === 'cancelled'
    ? 'app.documents.file.cancelled'
    : failure === 'other' || failure === 'BAD_REQUEST' || failure === 'NOT_FOUND'
      ? 'app.documents.error.other'
      : (`app.documents.error.${failure}` as AppMessageId);

const isoDay = (date: Date | null) =>
  date
    ? `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`
    : null;

/** At most this many files travel at once. */
const PARALLEL = 2;

/**
 * Uploading documents: a vehicle (unless the page's), the type and dates, and files dropped on
 * the zone or chosen with the button. Each file uploads with its own progress and can be cancelled,
 * retried or removed; a refused file says why on its row, and what is wrong with the form is said
 * on its field.
 */
export function UploadDrawer({
  open,
  onOpenChange,
  vehicle,
  owner,
  vehicleOptions = [],
  onVehicleSearch,
  vehiclesLoading,
  supersede,
  maxFileBytes,
  upload,
  onUploaded,
  initialFiles = [],
}: UploadDrawerProps) {
  const t = useAppMessages();
  const { locale } = useIntl();
  const inputRef = useRef<HTMLInputElement>(null);
  const filesId = useId();
  const nextKey = useRef(initialFiles.length);
  const [rows, setRows] = useState<FileRow[]>(() =>
    initialFiles.map((file, key) => ({
      key,
      file,
      status: 'waiting',
      progress: 0,
      failure: null,
      controller: null,
    })),
  );
  const [vehicleId, setVehicleId] = useState<string | null>(vehicle?.id ?? null);
  const [vehicleLabel, setVehicleLabel] = useState<string | undefined>(vehicle?.label);
  const [type, setType] = useState<DocumentType>(owner?.type ?? 'other');
  const [title, setTitle] = useState('');
  const [number, setNumber] = useState('');
  const [issuedOn, setIssuedOn] = useState<Date | null>(null);
  const [expiresOn, setExpiresOn] = useState<Date | null>(null);
  const [visible, setVisible] = useState(false);
  const [errors, setErrors] = useState<{ vehicle?: string; files?: string }>({});
  const [dragging, setDragging] = useState(false);

  // The rows change in transitions: React renders them in slices and yields to the page between
  // them, so dropping 100 files or their progress never holds the page for one long task.
  const patch = (key: number, change: Partial<FileRow>) =>
    startTransition(() =>
      setRows((all) => all.map((row) => (row.key === key ? { ...row, ...change } : row))),
    );

  const addFiles = (files: FileList | File[] | null) => {
    if (!files?.length) return;
    const added = [...files].map((file) => ({
      key: nextKey.current++,
      file,
      status: 'waiting' as const,
      progress: 0,
      failure: null,
      controller: null,
    }));
    startTransition(() => setRows((all) => (supersede ? added.slice(0, 1) : [...all, ...added])));
    setErrors((e) => ({ ...e, files: undefined }));
  };

  const fieldsFor = (row: FileRow): UploadFields =>
    supersede
      ? { documentId: supersede.id }
      : {
          ownerKind: owner?.kind ?? 'vehicle',
          ownerId: owner?.id ?? vehicleId ?? undefined,
          type,
          title: rows.length === 1 ? title.trim() : title.trim() && `${title.trim()} – ${row.file.name}`,
          number: number.trim(),
          issuedOn: isoDay(issuedOn),
          expiresOn: isoDay(expiresOn),
          visibleToDriver: visible,
        };

  const send = async (row: FileRow) => {
    if (row.file.size > maxFileBytes) {
      patch(row.key, { status: 'failed', failure: 'TOO_LARGE' });
      return;
    }
    const controller = new AbortController();
    patch(row.key, { status: 'uploading', progress: 0, failure: null, controller });
    let shown = 0;
    try {
      const item = await upload(row.file, fieldsFor(row), {
        signal: controller.signal,
        // Only a change of a whole percent is shown (the bar and its text), so a file's progress
        // events do not each render the drawer.
        onProgress: (progress) => {
          const percent = Math.floor(progress * 100);
          if (percent === shown) return;
          shown = percent;
          patch(row.key, { progress: percent / 100 });
        },
      });
      patch(row.key, { status: 'done', progress: 1, controller: null });
      onUploaded(item);
    } catch (error) {
      const failure = error instanceof UploadFailed ? error.reason : 'other';
      patch(row.key, { status: failure === 'cancelled' ? 'cancelled' : 'failed', failure, controller: null });
    }
  };

  const submit = async () => {
    const next: typeof errors = {};
    if (!supersede && !owner && !vehicleId) next.vehicle = t('app.documents.drawer.noVehicle');
    const pending = rows.filter(
      (row) => row.status === 'waiting' || row.status === 'failed' || row.status === 'cancelled',
    );
    if (pending.length === 0) next.files = t('app.documents.drawer.noFiles');
    setErrors(next);
    if (next.vehicle || next.files) return;
    const queue = [...pending];
    await Promise.all(
      Array.from({ length: PARALLEL }, async () => {
        for (let row = queue.shift(); row; row = queue.shift()) await send(row);
      }),
    );
  };

  // Stable callbacks for the memoised rows: a row re-renders only when its own state changes, not
  // with every other file's progress (a 100-file drop would otherwise render 100 rows per event).
  const sendRef = useRef(send);
  useEffect(() => {
    sendRef.current = send;
  });
  const [rowActions] = useState<RowActions>(() => ({
    retry: (row) => void sendRef.current(row),
    remove: (key) => setRows((all) => all.filter((r) => r.key !== key)),
  }));

  const busy = rows.some((row) => row.status === 'uploading');
  const max = formatBytes(maxFileBytes, locale);
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    addFiles(event.dataTransfer.files);
  };

  return (
    <Drawer
      open={open}
      onOpenChange={(next) => {
        if (!next) rows.forEach((row) => row.controller?.abort());
        onOpenChange(next);
      }}
      title={
        supersede
          ? t('app.documents.drawer.newVersion', { title: supersede.title })
          : t('app.documents.upload')
      }
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t('app.documents.drawer.close')}
          </Button>
          <Button onClick={() => void submit()} pending={busy}>
            {t('app.documents.drawer.submit')}
          </Button>
        </>
      }
    >
      <Form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
        noValidate
      >
        {!supersede && !vehicle && !owner && (
          <Combobox
            label={t('app.documents.drawer.vehicle')}
            placeholder={t('app.documents.drawer.chooseVehicle')}
            options={vehicleOptions}
            value={vehicleId}
            selectedLabel={vehicleLabel}
            onValueChange={(value, option) => {
              setVehicleId(value);
              setVehicleLabel(option?.label);
              setErrors((e) => ({ ...e, vehicle: undefined }));
            }}
            onSearchChange={onVehicleSearch}
            loading={vehiclesLoading}
            error={errors.vehicle}
            required
          />
        )}
        {!supersede && (
          <>
            <Select
              label={t('app.documents.drawer.type')}
              options={DOCUMENT_TYPES.map((value) => ({ value, label: t(typeLabel(value)) }))}
              value={type}
              onValueChange={(value) => setType(value as DocumentType)}
            />
            <TextField
              label={t('app.documents.drawer.titleField')}
              description={t('app.documents.drawer.titleHint')}
              value={title}
              maxLength={200}
              onChange={(event) => setTitle(event.target.value)}
            />
            <TextField
              label={t('app.documents.drawer.number')}
              value={number}
              maxLength={100}
              onChange={(event) => setNumber(event.target.value)}
            />
            <Dates>
              <DateField
                label={t('app.documents.drawer.issuedOn')}
                value={issuedOn}
                onValueChange={setIssuedOn}
              />
              <DateField
                label={t('app.documents.drawer.expiresOn')}
                value={expiresOn}
                onValueChange={setExpiresOn}
              />
            </Dates>
            <Switch
              label={t('app.documents.drawer.visible')}
              checked={visible}
              onCheckedChange={setVisible}
            />
          </>
        )}
        <FilesGroup role="group" aria-labelledby={`${filesId}-label`} aria-describedby={`${filesId}-hint`}>
          <GroupLabel id={`${filesId}-label`}>{t('app.documents.drawer.files')}</GroupLabel>
          <DropZone
            $dragging={dragging}
            $invalid={!!errors.files}
            onDragOver={(event) => {
              event.preventDefault();
              setDragging(true);
            }}
            onDragLeave={() => setDragging(false)}
            onDrop={onDrop}
            data-testid="drop-zone"
          >
            <span>{t('app.documents.drawer.drop')}</span>
            <Button variant="secondary" onClick={() => inputRef.current?.click()}>
              {t('app.documents.drawer.choose')}
            </Button>
            <HiddenInput
              ref={inputRef}
              type="file"
              multiple={!supersede}
              accept="application/pdf,image/jpeg,image/png,image/webp,image/heic,image/heif,.heic,.heif"
              aria-label={t('app.documents.drawer.choose')}
              tabIndex={-1}
              onChange={(event) => {
                addFiles(event.target.files);
                event.target.value = '';
              }}
            />
          </DropZone>
          <Hint id={`${filesId}-hint`}>{t('app.documents.drawer.allowed', { max })}</Hint>
          {errors.files && <FieldError role="alert">{errors.files}</FieldError>}
          {rows.length > 0 && (
            <FileList aria-label={t('app.documents.drawer.files')}>
              {rows.map((row) => (
                <FileRowItem key={row.key} row={row} max={max} actions={rowActions} />
              ))}
            </FileList>
          )}
        </FilesGroup>
      </Form>
    </Drawer>
  );
}

interface RowActions {
  retry: (row: FileRow) => void;
  remove: (key: number) => void;
}

/** One file of the drawer: its name and size, its progress, and what can be done with it. */
const FileRowItem = memo(function FileRowItem({
  row,
  max,
  actions,
}: {
  row: FileRow;
  max: string;
  actions: RowActions;
}) {
  const t = useAppMessages();
  const { locale } = useIntl();
  const percent = Math.round(row.progress * 100);
  const status =
    row.status === 'uploading'
      ? t('app.documents.file.progress', { percent })
      : row.status === 'done'
        ? t('app.documents.file.done')
        : row.status === 'waiting'
          ? t('app.documents.file.waiting')
          : t(failureLabel(row.failure ?? 'other'), { max });
  return (
    <FileItem $failed={row.status === 'failed'}>
      <FileName>
        {row.file.name} <Size>{formatBytes(row.file.size, locale)}</Size>
      </FileName>
      <progress
        value={row.status === 'done' ? 1 : row.progress}
        max={1}
        aria-label={row.file.name}
        aria-valuetext={status}
      />
      <Status role={row.status === 'failed' ? 'alert' : undefined}>{status}</Status>
      <Actions>
        {row.status === 'uploading' && (
          <Button size="sm" variant="ghost" onClick={() => row.controller?.abort()}>
            {t('app.documents.file.cancel', { name: row.file.name })}
          </Button>
        )}
        {(row.status === 'failed' || row.status === 'cancelled') && (
          <Button size="sm" variant="ghost" onClick={() => actions.retry(row)}>
            {t('app.documents.file.retry', { name: row.file.name })}
          </Button>
        )}
        {row.status !== 'uploading' && row.status !== 'done' && (
          <Button size="sm" variant="ghost" onClick={() => actions.remove(row.key)}>
            {t('app.documents.file.remove', { name: row.file.name })}
          </Button>
        )}
      </Actions>
    </FileItem>
  );
});

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]}px;
`;

const Dates = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  gap: ${({ theme }) => theme.space[3]}px;
`;

const FilesGroup = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]}px;
`;

const GroupLabel = styled.span`
  font-weight: ${({ theme }) => theme.font.weights.medium};
`;

const DropZone = styled.div<{ $dragging: boolean; $invalid: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[3]}px;
  padding: ${({ theme }) => theme.space[5]}px ${({ theme }) => theme.space[4]}px;
  border: 2px dashed ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.textMuted};
  ${({ $dragging, theme }) =>
    $dragging &&
    css`
      border-color: ${theme.colors.primary};
      background: ${theme.colors.surfaceHover};
    `}
`;

const HiddenInput = styled.input`
  ${visuallyHidden}
`;

const Hint = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.sizes.sm};
`;

const FieldError = styled.span`
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.font.sizes.sm};
`;

const FileList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[2]}px;
`;

const FileItem = styled.li<{ $failed: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space[1]}px;
  padding: ${({ theme }) => theme.space[2]}px ${({ theme }) => theme.space[3]}px;
  border: 1px solid ${({ theme, $failed }) => ($failed ? theme.colors.danger : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.sm};

  progress {
    width: 100%;
    height: 6px;
  }
`;

const FileName = styled.span`
  overflow-wrap: anywhere;
`;

const Size = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.sizes.sm};
`;

const Status = styled.span`
  font-size: ${({ theme }) => theme.font.sizes.sm};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]}px;
`;
