import type { ImportField, ImportPreview, ImportRow } from '@vognpark/server/areas/imports';
import { Button, PageHeader, Spinner } from '@vognpark/ui';
import { useId, useRef, type ChangeEvent } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { isOneOf, vehicleFuels, vehicleStatuses, vehicleTypes } from '../vehicles/domain';
import { useAppMessages, type FormatAppMessage } from '../../i18n/useAppMessages';
import type { AppMessageId } from '../../messages/en';
import { Page } from '../../pages/PageColumn';
import { CARDS_BELOW } from '../../shell/tableLayout';
import { fieldLabels, rowErrorTexts } from './errors';
import { PreviewTable } from '../../forms/PreviewTable';

export type ImportStatus = 'choose' | 'reading' | 'preview' | 'confirming';

export interface ImportViewProps {
  title: string;
  status: ImportStatus;
  /** The file's rows (status `preview` and `confirming`). */
  preview?: ImportPreview;
  /** Why the file was refused or the confirmation failed, as a sentence. */
  error?: string;
  onFile: (file: File) => void;
  onConfirm: () => void;
  onReset: () => void;
  onDownloadTemplate: () => void;
}

/**
 * The preview's columns after the plate and the result (first, so that a phone shows a row's
 * errors without scrolling): the fields a person checks first; every field's errors show in Result.
 */
const SHOWN: readonly ImportField[] = ['make', 'model', 'type', 'fuel', 'year', 'odometerKm'];

/** A field's value as the register shows it: a type, fuel or status code as its word. */
function shownValue(
  row: ImportRow,
  field: ImportField,
  t: FormatAppMessage,
  formatNumber: (value: number) => string,
): string {
  const value = row.values[field];
  if (row.errors[field]) return value;
  if (field === 'odometerKm' && value !== '') return formatNumber(Number(value));
  let id: AppMessageId | null = null;
  if (field === 'type' && isOneOf(vehicleTypes, value)) id = `app.vehicles.type.${value}`;
  if (field === 'fuel' && isOneOf(vehicleFuels, value)) id = `app.vehicles.fuel.${value}`;
  if (field === 'status' && isOneOf(vehicleStatuses, value)) id = `app.vehicles.status.${value}`;
  return id ? t(id) : value;
}

/**
 * /manager/vehicles/import: choose a CSV or XLSX file, see each row with its errors, add the valid
 * rows. Props in, callbacks out: the page (ImportPage) reads and sends the file.
 */
export function ImportView({
  title,
  status,
  preview,
  error,
  onFile,
  onConfirm,
  onReset,
  onDownloadTemplate,
}: ImportViewProps) {
  const t = useAppMessages();
  const { formatNumber } = useIntl();
  const inputId = useId();
  const helpId = useId();
  const input = useRef<HTMLInputElement>(null);
  const showPreview = preview && (status === 'preview' || status === 'confirming');

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared, so that choosing the same file again (after fixing it) reads it again.
    event.target.value = '';
    if (file) onFile(file);
  };

  const ignored = preview?.columns.filter((column) => !column.used && column.header !== '') ?? [];

  return (
    <Page>
      <PageHeader title={title} description={t('app.imports.intro')} />
      {!showPreview && (
        <Chooser>
          <p id={helpId}>{t('app.imports.columns')}</p>
          <FileRow>
            <FileLabel htmlFor={inputId}>{t('app.imports.file.label')}</FileLabel>
            <input
              ref={input}
              id={inputId}
              type="file"
              accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              aria-describedby={helpId}
              disabled={status === 'reading'}
              onChange={onChange}
            />
          </FileRow>
          <div>
            <Button variant="secondary" size="sm" onClick={onDownloadTemplate}>
              {t('app.imports.template')}
            </Button>
          </div>
          {status === 'reading' && <Spinner label={t('app.imports.reading')} />}
        </Chooser>
      )}
      {error && <Alert role="alert">{error}</Alert>}
      {showPreview && (
        <>
          <Summary role="status">
            <strong>{t('app.imports.summary.valid', { count: preview.validCount })}</strong>
            {preview.errorCount > 0 && (
              <span> {t('app.imports.summary.errors', { count: preview.errorCount })}</span>
            )}
          </Summary>
          {ignored.length > 0 && (
            <Muted>
              {t('app.imports.ignored', { columns: ignored.map((column) => column.header).join(', ') })}
            </Muted>
          )}
          <Actions>
            <Button
              onClick={onConfirm}
              disabled={preview.validCount === 0}
              pending={status === 'confirming'}
              pendingLabel={t('app.imports.adding')}
            >
              {t('app.imports.confirm', { count: preview.validCount })}
            </Button>
            <Button variant="secondary" onClick={onReset} disabled={status === 'confirming'}>
              {t('app.imports.another')}
            </Button>
          </Actions>
          <RowsTable label={t('app.imports.table.label', { fileName: preview.fileName })}>
            <thead>
              <tr>
                <th scope="col">{t('app.imports.column.row')}</th>
                <th scope="col">{t(fieldLabels.registration)}</th>
                <th scope="col">{t('app.imports.column.result')}</th>
                {SHOWN.map((field) => (
                  <th key={field} scope="col">
                    {t(fieldLabels[field])}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {preview.rows.map((row) => {
                const errors = rowErrorTexts(row, t);
                return (
                  <tr key={row.row} data-invalid={errors.length > 0 || undefined}>
                    <th scope="row" data-label={t('app.imports.column.row')}>
                      {row.row}
                    </th>
                    <Plate
                      $invalid={Boolean(row.errors.registration)}
                      data-label={t(fieldLabels.registration)}
                    >
                      {shownValue(row, 'registration', t, formatNumber)}
                    </Plate>
                    <td data-result="">
                      {errors.length === 0 ? (
                        <Ready>{t('app.imports.ready')}</Ready>
                      ) : (
                        <Errors aria-label={t('app.imports.errorCount', { count: errors.length })}>
                          {errors.map(({ field, text }) => (
                            <li key={field}>
                              {t('app.imports.fieldError', { field: t(fieldLabels[field]), error: text })}
                            </li>
                          ))}
                        </Errors>
                      )}
                    </td>
                    {SHOWN.map((field) => (
                      <Cell
                        key={field}
                        $invalid={Boolean(row.errors[field])}
                        data-label={t(fieldLabels[field])}
                      >
                        {shownValue(row, field, t, formatNumber)}
                      </Cell>
                    ))}
                  </tr>
                );
              })}
            </tbody>
          </RowsTable>
        </>
      )}
    </Page>
  );
}

const Chooser = styled.section`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[3]}px;
  max-width: 72ch;
  padding: ${({ theme }) => theme.space[5]}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const FileRow = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[2]}px;

  input {
    max-width: 100%;
    font: inherit;
  }
`;

const FileLabel = styled.label`
  font-weight: ${({ theme }) => theme.font.weights.medium};
`;

const Alert = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space[3]}px ${({ theme }) => theme.space[4]}px;
  border-left: 4px solid ${({ theme }) => theme.colors.danger};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
`;

const Summary = styled.p`
  margin: 0;
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]}px;
`;

// The preview's own width decides: below CARDS_BELOW (a phone) each row is a card, its fields
// labelled, so nothing scrolls sideways.
const RowsTable = styled(PreviewTable)`
  container-type: inline-size;

  thead th {
    hyphens: auto;
  }

  tbody th {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  @container (max-width: ${CARDS_BELOW - 1}px) {
    thead th {
      display: none;
    }

    tbody tr {
      display: grid;
      grid-template-columns: repeat(2, minmax(0, 1fr));
      gap: ${({ theme }) => theme.space[1]}px ${({ theme }) => theme.space[3]}px;
      padding: ${({ theme }) => theme.space[3]}px;
      border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    }

    tbody th,
    tbody td {
      display: block;
      padding: 0;
      border: 0;
      min-width: 0;
      white-space: normal;
    }

    tbody td[data-result] {
      grid-column: 1 / -1;
    }

    [data-label]::before {
      content: attr(data-label) ': ';
      color: ${({ theme }) => theme.colors.textMuted};
      font-weight: normal;
      text-decoration: none;
      display: inline;
    }
  }
`;

const Cell = styled.td<{ $invalid: boolean }>`
  overflow-wrap: anywhere;
  color: ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : 'inherit')};
  font-weight: ${({ theme, $invalid }) => ($invalid ? theme.font.weights.medium : 'inherit')};
  text-decoration: ${({ $invalid }) => ($invalid ? 'underline wavy' : 'none')};
`;

const Plate = styled(Cell)`
  white-space: nowrap;
  overflow-wrap: normal;
`;

const Ready = styled.span`
  color: ${({ theme }) => theme.colors.success};
  font-weight: ${({ theme }) => theme.font.weights.medium};
`;

const Errors = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  min-width: min(12rem, 45vw);
  color: ${({ theme }) => theme.colors.danger};
`;
