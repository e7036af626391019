import type {
  ExpenseImportResult,
  FuelMapping,
  FuelPreview,
  OrganisationRef,
} from '@vognpark/server/areas/partners';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useTRPC } from '../../data/trpc';
import { useAppMessages, type FormatAppMessage } from '../../i18n/useAppMessages';
import type { AppMessageId } from '../../messages/en';
import { FuelImportDrawer, fuelFieldLabel, type FuelImportStatus } from './FuelImportDrawer';
import { confirmFuelImport, FuelImportFailed, previewFuelImport } from './fuelImportApi';

/** The server's limits of a statement (its areas/partners/fuelImport.ts FUEL_LIMITS). */
const LIMITS = { maxMegabytes: 16, maxRows: 60_000, maxColumns: 60 };

/** A refusal as the sentence the drawer shows. */
export function fuelFailureText(
  failure: unknown,
  t: FormatAppMessage,
  list: (items: string[]) => string,
): string {
  if (!(failure instanceof FuelImportFailed)) return t('app.fuelImport.fileError.other');
  const id = `app.fuelImport.fileError.${failure.reason}` as AppMessageId;
  switch (failure.reason) {
    case 'too_large':
      return t(id, { max: LIMITS.maxMegabytes });
    case 'too_many_rows':
      return t(id, { max: LIMITS.maxRows });
    case 'too_many_columns':
      return t(id, { max: LIMITS.maxColumns });
    case 'missing_columns':
      return t(id, { fields: list(failure.fields.map((field) => t(fuelFieldLabel(field)))) });
    default:
      return t(id);
  }
}

/**
 * A vendor's statement import: reads the chosen file on the server into a preview (nothing
 * written), again with the columns the person chooses, then imports the new lines with one
 * confirmation keyed by an id made for this file, so that a second click adds nothing more.
 */
export function FuelImportPanel({
  vendor,
  onClose,
}: {
  vendor: OrganisationRef | null;
  onClose: () => void;
}) {
  const t = useAppMessages();
  const intl = useIntl();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<FuelImportStatus>('choose');
  const [preview, setPreview] = useState<FuelPreview>();
  const [headers, setHeaders] = useState<readonly string[]>();
  const [mapping, setMapping] = useState<FuelMapping>();
  const [result, setResult] = useState<ExpenseImportResult>();
  const [error, setError] = useState<string>();
  const chosen = useRef<{ file: File; importId: string; mapping: FuelMapping | null } | null>(null);

  const describe = (failure: unknown) =>
    fuelFailureText(failure, t, (items) => intl.formatList(items, { type: 'conjunction' }));

  const reset = () => {
    chosen.current = null;
    setStatus('choose');
    setPreview(undefined);
    setHeaders(undefined);
    setMapping(undefined);
    setResult(undefined);
    setError(undefined);
  };

  const read = async (file: File, columns: FuelMapping | null) => {
    if (!vendor) return;
    const current = { file, importId: crypto.randomUUID(), mapping: columns };
    chosen.current = current;
    setStatus('reading');
    setError(undefined);
    setPreview(undefined);
    try {
      const answer = await previewFuelImport(vendor.id, file, columns);
      if (chosen.current !== current) return;
      setPreview(answer);
      setMapping(answer.mapping);
      setHeaders(answer.headers);
      setStatus('preview');
    } catch (failure) {
      if (chosen.current !== current) return;
      if (failure instanceof FuelImportFailed && failure.headers.length > 0) setHeaders(failure.headers);
      setError(describe(failure));
      setStatus('choose');
    }
  };

  const onConfirm = async () => {
    const current = chosen.current;
    if (!vendor || !current || status === 'confirming') return;
    setStatus('confirming');
    setError(undefined);
    try {
      const answer = await confirmFuelImport(vendor.id, current.file, current.mapping, current.importId);
      await queryClient.invalidateQueries(trpc.partners.pathFilter());
      setResult(answer);
      setStatus('done');
    } catch (failure) {
      setError(
        failure instanceof FuelImportFailed && failure.reason !== 'other'
          ? describe(failure)
          : t('app.fuelImport.failed'),
      );
      setStatus('preview');
    }
  };

  return (
    <FuelImportDrawer
      vendor={vendor}
      onOpenChange={(open) => {
        if (open) return;
        reset();
        onClose();
      }}
      status={status}
      preview={preview}
      headers={headers}
      mapping={mapping}
      result={result}
      error={error}
      onFile={(file) => void read(file, null)}
      onMappingChange={(next) => {
        setMapping(next);
        if (chosen.current) void read(chosen.current.file, next);
      }}
      onConfirm={() => void onConfirm()}
      onReset={reset}
    />
  );
}
