import type { EinvoicePreview, ExpenseImportResult } from '@vognpark/server/areas/partners';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTRPC } from '../../data/trpc';
import { useAppMessages, type FormatAppMessage } from '../../i18n/useAppMessages';
import { EinvoiceDrawer, type EinvoiceStatus } from './EinvoiceDrawer';
import { confirmEinvoice, previewEinvoice } from './einvoiceApi';
import { FuelImportFailed } from './fuelImportApi';

/** The server's largest invoice (its areas/partners/einvoice.ts EINVOICE_LIMITS). */
const MAX_MEGABYTES = 5;

/** A refusal of the file as the sentence its field shows; null: not the file's fault. */
export function einvoiceFileError(failure: unknown, t: FormatAppMessage): string | null {
  if (!(failure instanceof FuelImportFailed)) return null;
  switch (failure.reason) {
    case 'empty':
      return t('app.fuelImport.fileError.empty');
    case 'too_large':
      return t('app.fuelImport.fileError.too_large', { max: MAX_MEGABYTES });
    case 'unsupported_type':
    case 'invalid_file':
    case 'unsafe_file':
      return t(`app.einvoice.fileError.${failure.reason}`);
    default:
      return null;
  }
}

/**
 * An e-invoice import: reads the chosen XML on the server into a preview (nothing written), then
 * imports the new lines with one confirmation keyed by an id made for this file, so that a second
 * click adds nothing more. A refused file's reason shows on the file field; a vendor that is
 * missing on the vendor's line of the preview.
 */
export function EinvoicePanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useAppMessages();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<EinvoiceStatus>('choose');
  const [preview, setPreview] = useState<EinvoicePreview>();
  const [result, setResult] = useState<ExpenseImportResult>();
  const [fileError, setFileError] = useState<string>();
  const [error, setError] = useState<string>();
  /** The vehicle chosen for each line that names several (line id -> vehicle id, null: the fleet). */
  const [choices, setChoices] = useState<Record<string, string | null>>({});
  const chosen = useRef<{ file: File; importId: string } | null>(null);

  const reset = () => {
    chosen.current = null;
    setStatus('choose');
    setPreview(undefined);
    setResult(undefined);
    setFileError(undefined);
    setError(undefined);
    setChoices({});
  };

  const read = async (file: File) => {
    const current = { file, importId: crypto.randomUUID() };
    chosen.current = current;
    setChoices({});
    setStatus('reading');
    setFileError(undefined);
    setError(undefined);
    try {
      const answer = await previewEinvoice(file);
      if (chosen.current !== current) return;
      setPreview(answer);
      setStatus('preview');
    } catch (failure) {
      if (chosen.current !== current) return;
      const onFile = einvoiceFileError(failure, t);
      if (onFile) setFileError(onFile);
      else setError(t('app.fuelImport.fileError.other'));
      setStatus('choose');
    }
  };

  const onConfirm = async () => {
    const current = chosen.current;
    if (!current || status === 'confirming') return;
    setStatus('confirming');
    setError(undefined);
    try {
      const answer = await confirmEinvoice(current.file, current.importId, choices);
      await queryClient.invalidateQueries(trpc.partners.pathFilter());
      setResult(answer);
      setStatus('done');
    } catch (failure) {
      // The vendor removed meanwhile: the preview's vendor line says so.
      if (failure instanceof FuelImportFailed && failure.reason === 'unknown_vendor' && preview)
        setPreview({ ...preview, vendor: null });
      else setError(t('app.einvoice.failed'));
      setStatus('preview');
    }
  };

  return (
    <EinvoiceDrawer
      open={open}
      onOpenChange={(next) => {
        if (next) return;
        reset();
        onClose();
      }}
      status={status}
      preview={preview}
      result={result}
      fileError={fileError}
      error={error}
      onFile={(file) => void read(file)}
      choices={choices}
      onChoiceChange={(lineId, vehicleId) => setChoices((current) => ({ ...current, [lineId]: vehicleId }))}
      onConfirm={() => void onConfirm()}
      onReset={reset}
    />
  );
}
