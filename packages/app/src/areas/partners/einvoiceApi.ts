/**
 * The e-invoice import's two calls (the server's areas/partners/http.ts): the invoice's XML as the
 * body, its name (and the confirmation's import id) in the address. The vendor is the one with
 * the supplier's CVR number, so the address names none.
 */
import type { EinvoicePreview, ExpenseImportResult } from '@vognpark/server/areas/partners';
import { sendFile } from './fuelImportApi';

export function einvoiceUrl(
  step: 'preview' | 'confirm',
  fileName: string,
  importId?: string,
  choices: Readonly<Record<string, string | null>> = {},
): string {
  const params = new URLSearchParams({ fileName: fileName.slice(0, 200) || 'invoice.xml' });
  if (importId) params.set('importId', importId);
  // A line's chosen vehicle: "<line id>~<vehicle id>", "~fleet" for none (the server's http.ts).
  for (const [lineId, vehicleId] of Object.entries(choices))
    params.append('vehicle', `${lineId}~${vehicleId ?? 'fleet'}`);
  return `/api/partners/einvoices/${step}?${params}`;
}

/** Reads an invoice into a preview; nothing is written. */
export function previewEinvoice(file: File, fetcher: typeof fetch = fetch): Promise<EinvoicePreview> {
  return sendFile(einvoiceUrl('preview', file.name), file, fetcher);
}

/**
 * Adds the invoice's new lines, each on its chosen vehicle (`choices`: line id -> vehicle id, null
 * for the fleet); the same `importId` again answers the first result.
 */
export function confirmEinvoice(
  file: File,
  importId: string,
  choices: Readonly<Record<string, string | null>> = {},
  fetcher: typeof fetch = fetch,
): Promise<ExpenseImportResult> {
  return sendFile(einvoiceUrl('confirm', file.name, importId, choices), file, fetcher);
}
