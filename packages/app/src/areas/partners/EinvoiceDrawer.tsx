import type {
  EinvoicePreview,
  EinvoicePreviewLine,
  ExpenseImportResult,
} from '@vognpark/server/areas/partners';
import {
  Button,
  DescriptionItem,
  DescriptionList,
  Drawer,
  Field,
  Select,
  Spinner,
  StatusPill,
} from '@vognpark/ui';
import type { ChangeEvent } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { formatDate, formatPlate } from '../vehicles/format';
import { useAppMessages, type FormatAppMessage } from '../../i18n/useAppMessages';
import type { AppMessageId } from '../../messages/en';
import { formatMoney } from './domain';
import { PreviewTable } from '../../forms/PreviewTable';

/** The standards' own names, the same in every language. */
const FORMAT_NAMES = { oioubl: 'OIOUBL', peppol: 'Peppol BIS' } as const;

export type EinvoiceStatus = 'choose' | 'reading' | 'preview' | 'confirming' | 'done';

export interface EinvoiceDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  status: EinvoiceStatus;
  preview?: EinvoicePreview;
  result?: ExpenseImportResult;
  /** Why the file was refused, as a sentence: shown on the file field. */
  fileError?: string;
  /** Why the confirmation failed (not the file's fault), as a sentence. */
  error?: string;
  onFile: (file: File) => void;
  /**
   * The vehicle chosen for a new line that names several (line id -> vehicle id, null for the
   * fleet); a line not in it goes on the fleet.
   */
  choices?: Readonly<Record<string, string | null>>;
  /** A vehicle was chosen for a line (null: the fleet). */
  onChoiceChange?: (lineId: string, vehicleId: string | null) => void;
  onConfirm: () => void;
  onReset: () => void;
  portalRoot?: HTMLElement | null;
}

/** Where a line's expense goes: the one vehicle its text names, else the fleet (a choice aside). */
function lineVehicle(line: EinvoicePreviewLine, t: FormatAppMessage) {
  if (line.suggestions.length === 1) return formatPlate(line.suggestions[0]!.registration);
  if (line.suggestions.length === 0) return t('app.einvoice.line.fleet');
  return t('app.einvoice.line.several', {
    plates: line.suggestions.map((vehicle) => formatPlate(vehicle.registration)).join(', '),
  });
}

/**
 * A Danish e-invoice (OIOUBL or Peppol BIS) in a drawer: choose the XML file, see the supplier and
 * the vendor found by its CVR number, each line with the vehicle its text names, import the new
 * lines, see what was added. Props in, callbacks out: EinvoicePanel reads and sends the file.
 */
export function EinvoiceDrawer({
  open,
  onOpenChange,
  status,
  preview,
  result,
  fileError,
  error,
  onFile,
  choices = {},
  onChoiceChange,
  onConfirm,
  onReset,
  portalRoot,
}: EinvoiceDrawerProps) {
  const t = useAppMessages();
  const { locale, formatNumber } = useIntl();
  if (!open) return <Drawer open={false} onOpenChange={onOpenChange} title="" portalRoot={portalRoot} />;

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared, so that choosing the same file again reads it again.
    event.target.value = '';
    if (file) onFile(file);
  };
  const showPreview = preview && (status === 'preview' || status === 'confirming');
  const busy = status === 'reading' || status === 'confirming';
  const money = (amount: number) => formatMoney(amount, locale);

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
          disabled={!preview.vendor || preview.newCount === 0}
          pending={status === 'confirming'}
          pendingLabel={t('app.einvoice.importing')}
        >
          {t('app.einvoice.confirm', { count: preview.newCount })}
        </Button>
      </>
    ) : undefined;

  return (
    <Drawer
      open
      onOpenChange={onOpenChange}
      portalRoot={portalRoot}
      size="lg"
      title={t('app.einvoice.title')}
      footer={footer}
    >
      <Body>
        {status === 'done' && result ? (
          <Summary role="status">
            <strong>{t('app.einvoice.done.created', { count: result.created })}</strong>
            {result.alreadyImported > 0 && (
              <span>{t('app.einvoice.done.already', { count: result.alreadyImported })}</span>
            )}
          </Summary>
        ) : (
          !showPreview && (
            <Chooser>
              <Field
                label={t('app.einvoice.file.label')}
                description={t('app.einvoice.intro')}
                error={fileError}
                disabled={busy}
              >
                {(control) => (
                  <input
                    {...control}
                    type="file"
                    accept=".xml,application/xml,text/xml"
                    onChange={onChange}
                  />
                )}
              </Field>
              {status === 'reading' && <Spinner label={t('app.einvoice.reading')} />}
            </Chooser>
          )
        )}
        {error && <Alert role="alert">{error}</Alert>}
        {showPreview && (
          <>
            <DescriptionList>
              <DescriptionItem term={t('app.einvoice.supplier')}>
                {preview.supplier.cvr
                  ? t('app.einvoice.supplier.cvr', { name: preview.supplier.name, cvr: preview.supplier.cvr })
                  : preview.supplier.name}
              </DescriptionItem>
              <DescriptionItem term={t('app.einvoice.vendor')}>
                {preview.vendor ? (
                  preview.vendor.name
                ) : (
                  <VendorError>
                    {preview.supplier.cvr
                      ? t('app.einvoice.vendor.unknown', { cvr: preview.supplier.cvr })
                      : t('app.einvoice.vendor.noCvr')}
                  </VendorError>
                )}
              </DescriptionItem>
              <DescriptionItem
                term={t(preview.kind === 'credit_note' ? 'app.einvoice.creditNote' : 'app.einvoice.number')}
              >
                {t('app.einvoice.number.value', {
                  number: preview.number,
                  date: formatDate(preview.issueDate, locale),
                  format: FORMAT_NAMES[preview.format],
                })}
              </DescriptionItem>
            </DescriptionList>
            {preview.kind === 'credit_note' && <p>{t('app.einvoice.creditNote.hint')}</p>}
            <Summary role="status">
              {preview.newCount === 0 && preview.alreadyImportedCount > 0 ? (
                <strong>{t('app.einvoice.summary.allImported')}</strong>
              ) : (
                <strong>
                  {t('app.einvoice.summary.new', {
                    count: preview.newCount,
                    amount: money(preview.net),
                    vat: money(preview.vat),
                  })}
                </strong>
              )}
              {preview.alreadyImportedCount > 0 && preview.newCount > 0 && (
                <span>{t('app.einvoice.summary.already', { count: preview.alreadyImportedCount })}</span>
              )}
            </Summary>
            {preview.lines.length === 0 ? (
              <Muted>{t('app.einvoice.empty')}</Muted>
            ) : (
              <LinesTable label={t('app.einvoice.table.label', { fileName: preview.fileName })}>
                <thead>
                  <tr>
                    <th scope="col">{t('app.einvoice.column.text')}</th>
                    <th scope="col">{t('app.fuelImport.field.registration')}</th>
                    <th scope="col">{t('app.expenses.column.category')}</th>
                    <th scope="col">{t('app.fuelImport.field.quantity')}</th>
                    <th scope="col">{t('app.fuelImport.field.net')}</th>
                    <th scope="col">{t('app.fuelImport.field.vat')}</th>
                    <th scope="col">{t('app.fuelImport.column.result')}</th>
                  </tr>
                </thead>
                <tbody>
                  {preview.lines.map((line) => (
                    <tr key={line.id}>
                      <th scope="row">{line.text}</th>
                      <td>
                        {line.state === 'new' && line.suggestions.length > 1 && onChoiceChange ? (
                          <Select
                            label={t('app.einvoice.line.choose', { text: line.text })}
                            labelHidden
                            options={[
                              { value: '', label: t('app.einvoice.line.fleet') },
                              ...line.suggestions.map((vehicle) => ({
                                value: vehicle.id,
                                label: formatPlate(vehicle.registration),
                              })),
                            ]}
                            value={choices[line.id] ?? ''}
                            onValueChange={(id) => onChoiceChange(line.id, id || null)}
                            disabled={busy}
                          />
                        ) : (
                          lineVehicle(line, t)
                        )}
                      </td>
                      <td>{t(`app.expenses.category.${line.category}` as AppMessageId)}</td>
                      <Nowrap>{line.quantity === null ? '' : formatNumber(line.quantity)}</Nowrap>
                      <Nowrap>{money(line.net)}</Nowrap>
                      <Nowrap>
                        {t('app.einvoice.line.vat', {
                          amount: money(line.vat),
                          percent: formatNumber(line.vatPercent / 100, { style: 'percent' }),
                        })}
                      </Nowrap>
                      <td>
                        {line.state === 'already_imported' ? (
                          <StatusPill tone="neutral" label={t('app.fuelImport.state.already_imported')} />
                        ) : (
                          <StatusPill tone="success" label={t('app.fuelImport.state.new')} />
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </LinesTable>
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

const VendorError = styled.span`
  color: ${({ theme }) => theme.colors.danger};
`;

const Summary = styled.p`
  display: grid;
  gap: ${({ theme }) => theme.space[1]}px;
  margin: 0;
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const LinesTable = styled(PreviewTable)`
  tbody th {
    min-width: min(14rem, 50vw);
  }
`;

const Nowrap = styled.td`
  white-space: nowrap;
`;
