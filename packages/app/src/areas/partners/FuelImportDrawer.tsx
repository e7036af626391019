import type {
  ExpenseImportResult,
  FuelField,
  FuelMapping,
  FuelPreview,
  FuelPreviewRow,
  FuelRowError,
  OrganisationRef,
} from '@vognpark/server/areas/partners';
import { Button, Drawer, Select, Spinner, StatusPill } from '@vognpark/ui';
import { useId, type ChangeEvent } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { formatDate } from '../vehicles/format';
import { useAppMessages, type FormatAppMessage } from '../../i18n/useAppMessages';
import type { AppMessageId } from '../../messages/en';
import { formatMoney } from './domain';
import { ExpenseChecks } from './ExpenseChecks';
import { PreviewTable } from '../../forms/PreviewTable';

export type FuelImportStatus = 'choose' | 'reading' | 'preview' | 'confirming' | 'done';

/** The fields a statement's columns may hold, in the order the column choice shows them. */
export const FUEL_FIELD_ORDER: readonly FuelField[] = [
  'date',
  'registration',
  'product',
  'quantity',
  'net',
  'vat',
  'gross',
  'odometerKm',
  'receipt',
  'station',
];

export const fuelFieldLabel = (field: FuelField) => `app.fuelImport.field.${field}` as AppMessageId;
const rowErrorLabel = (error: FuelRowError) => `app.fuelImport.rowError.${error}` as AppMessageId;

export interface FuelImportDrawerProps {
  /** The vendor whose statement is imported; null: closed. */
  vendor: OrganisationRef | null;
  onOpenChange: (open: boolean) => void;
  status: FuelImportStatus;
  preview?: FuelPreview;
  /** The columns to choose from when the file's own could not be told (or to change them). */
  headers?: readonly string[];
  mapping?: FuelMapping;
  result?: ExpenseImportResult;
  /** Why the file was refused or the confirmation failed, as a sentence. */
  error?: string;
  onFile: (file: File) => void;
  onMappingChange: (mapping: FuelMapping) => void;
  onConfirm: () => void;
  onReset: () => void;
  portalRoot?: HTMLElement | null;
}

function rowResult(row: FuelPreviewRow, t: FormatAppMessage) {
  if (row.state === 'invalid')
    return (
      <Errors>
        {(Object.entries(row.errors) as [FuelField, FuelRowError][]).map(([field, error]) => (
          <li key={field}>
            {t('app.fuelImport.fieldError', {
              field: t(fuelFieldLabel(field)),
              error: t(rowErrorLabel(error)),
            })}
          </li>
        ))}
      </Errors>
    );
  return (
    <>
      {row.state === 'already_imported' ? (
        <StatusPill tone="neutral" label={t('app.fuelImport.state.already_imported')} />
      ) : (
        <StatusPill tone="success" label={t('app.fuelImport.state.new')} />
      )}
      <ExpenseChecks checks={row.checks} />
    </>
  );
}

/**
 * A vendor's fuel-card statement in a drawer: choose a CSV or XLSX file, see each line with its
 * errors and checks (the columns it was read by, to change), import the new lines, see what was
 * added. Props in, callbacks out: FuelImportPanel reads and sends the file.
 */
export function FuelImportDrawer({
  vendor,
  onOpenChange,
  status,
  preview,
  headers,
  mapping,
  result,
  error,
  onFile,
  onMappingChange,
  onConfirm,
  onReset,
  portalRoot,
}: FuelImportDrawerProps) {
  const t = useAppMessages();
  const { locale, formatNumber } = useIntl();
  const inputId = useId();
  const helpId = useId();
  if (!vendor) return <Drawer open={false} onOpenChange={onOpenChange} title="" portalRoot={portalRoot} />;

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared, so that choosing the same file again reads it again.
    event.target.value = '';
    if (file) onFile(file);
  };
  const showPreview = preview && (status === 'preview' || status === 'confirming');
  const columns = preview?.headers ?? headers;
  const chosen = preview?.mapping ?? mapping ?? {};
  const busy = status === 'reading' || status === 'confirming';

  const footer =
    status === 'done' ? (
      <Button onClick={() => onOpenChange(false)}>{t('app.fuelImport.close')}</Button>
    ) : showPreview ? (
      <>
        <Button variant="secondary" onClick={onReset} disabled={busy}>
          {t('app.fuelImport.another')}
        </Button>
        <Button
          onClick={onConfirm}
          disabled={preview.newCount === 0}
          pending={status === 'confirming'}
          pendingLabel={t('app.fuelImport.importing')}
        >
          {t('app.fuelImport.confirm', { count: preview.newCount })}
        </Button>
      </>
    ) : undefined;

  return (
    <Drawer
      open
      onOpenChange={onOpenChange}
      portalRoot={portalRoot}
      size="lg"
      title={t('app.fuelImport.title')}
      description={vendor.name}
      footer={footer}
    >
      <Body>
        {status === 'done' && result ? (
          <Done role="status">
            <strong>{t('app.fuelImport.done.created', { count: result.created })}</strong>
            {result.alreadyImported > 0 && (
              <span>{t('app.fuelImport.done.already', { count: result.alreadyImported })}</span>
            )}
            {result.skipped > 0 && <span>{t('app.fuelImport.done.skipped', { count: result.skipped })}</span>}
          </Done>
        ) : (
          !showPreview && (
            <Chooser>
              <p id={helpId}>{t('app.fuelImport.intro')}</p>
              <label htmlFor={inputId}>{t('app.fuelImport.file.label')}</label>
              <input
                id={inputId}
                type="file"
                accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                aria-describedby={helpId}
                disabled={busy}
                onChange={onChange}
              />
              {status === 'reading' && <Spinner label={t('app.fuelImport.reading')} />}
            </Chooser>
          )
        )}
        {error && <Alert role="alert">{error}</Alert>}
        {columns && columns.length > 0 && status !== 'done' && (
          <Mapping open={!preview || undefined}>
            <summary>{t('app.fuelImport.columns.heading')}</summary>
            <MappingGrid>
              {FUEL_FIELD_ORDER.map((field) => (
                <Select
                  key={field}
                  label={t(fuelFieldLabel(field))}
                  value={chosen[field] ?? ''}
                  placeholder={t('app.fuelImport.columns.none')}
                  options={columns.map((header) => ({ value: header, label: header }))}
                  disabled={busy}
                  onValueChange={(header) => {
                    const next: FuelMapping = { ...chosen };
                    if (header === '') delete next[field];
                    else next[field] = header;
                    onMappingChange(next);
                  }}
                />
              ))}
            </MappingGrid>
          </Mapping>
        )}
        {showPreview && (
          <>
            <Summary role="status">
              {preview.newCount === 0 && preview.alreadyImportedCount > 0 ? (
                <strong>{t('app.fuelImport.summary.allImported')}</strong>
              ) : (
                <strong>
                  {t('app.fuelImport.summary.new', {
                    count: preview.newCount,
                    amount: formatMoney(preview.net, locale),
                  })}
                </strong>
              )}
              {preview.alreadyImportedCount > 0 && (
                <span>{t('app.fuelImport.summary.already', { count: preview.alreadyImportedCount })}</span>
              )}
              {preview.errorCount > 0 && (
                <span>{t('app.fuelImport.summary.errors', { count: preview.errorCount })}</span>
              )}
              {preview.mappingSaved && <span>{t('app.fuelImport.summary.savedColumns')}</span>}
            </Summary>
            <RowsTable label={t('app.fuelImport.table.label', { fileName: preview.fileName })}>
              <thead>
                <tr>
                  <th scope="col">{t('app.fuelImport.column.row')}</th>
                  <th scope="col">{t(fuelFieldLabel('registration'))}</th>
                  <th scope="col">{t('app.fuelImport.column.result')}</th>
                  <th scope="col">{t(fuelFieldLabel('date'))}</th>
                  <th scope="col">{t(fuelFieldLabel('quantity'))}</th>
                  <th scope="col">{t(fuelFieldLabel('net'))}</th>
                </tr>
              </thead>
              <tbody>
                {preview.rows.map((row) => (
                  <tr key={row.row}>
                    <th scope="row">{row.row}</th>
                    <Nowrap>{row.values.registration ?? ''}</Nowrap>
                    <td>{rowResult(row, t)}</td>
                    <Nowrap>
                      {row.values.date && !row.errors.date
                        ? formatDate(row.values.date, locale)
                        : (row.values.date ?? '')}
                    </Nowrap>
                    <Nowrap>
                      {row.values.quantity && !row.errors.quantity
                        ? row.category === 'charging'
                          ? t('app.expenses.quantity.kwh', {
                              quantity: formatNumber(Number(row.values.quantity)),
                            })
                          : formatNumber(Number(row.values.quantity), { style: 'unit', unit: 'liter' })
                        : (row.values.quantity ?? '')}
                    </Nowrap>
                    <Nowrap>
                      {row.values.net && row.state !== 'invalid'
                        ? formatMoney(Number(row.values.net), locale)
                        : (row.values.net ?? '')}
                    </Nowrap>
                  </tr>
                ))}
              </tbody>
            </RowsTable>
            {preview.rowCount > preview.rows.length && (
              <Muted>
                {t('app.fuelImport.table.more', { shown: preview.rows.length, count: preview.rowCount })}
              </Muted>
            )}
          </>
        )}
      </Body>
    </Drawer>
  );
}

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]}px;
  min-width: 0;
`;

const Chooser = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]}px;

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }

  label {
    font-weight: ${({ theme }) => theme.font.weights.medium};
  }

  input {
    max-width: 100%;
    font: inherit;
  }
`;

const Alert = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space[3]}px ${({ theme }) => theme.space[4]}px;
  border-left: 4px solid ${({ theme }) => theme.colors.danger};
  background: ${({ theme }) => theme.colors.surface};
`;

const Mapping = styled.details`
  summary {
    cursor: pointer;
    font-weight: ${({ theme }) => theme.font.weights.medium};
  }
`;

const MappingGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(12rem, 1fr));
  gap: ${({ theme }) => theme.space[3]}px;
  margin-top: ${({ theme }) => theme.space[3]}px;
`;

const Summary = styled.p`
  display: grid;
  gap: ${({ theme }) => theme.space[1]}px;
  margin: 0;
`;

const Done = styled(Summary)``;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const RowsTable = styled(PreviewTable)`
  tbody th {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Nowrap = styled.td`
  white-space: nowrap;
`;

const Errors = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  min-width: min(12rem, 45vw);
  color: ${({ theme }) => theme.colors.danger};
`;
