/**
 * Saving the exports. The CSV text itself comes from the kit's `toCsv` (the one CSV writer of the
 * product: BOM, `;`, CRLF, quoting, formulas neutralised after OWASP, bidi controls stripped;
 * packages/ui/src/csv).
 */
import { copenhagenToday } from '../../i18n/dates';

export { toCsv, type CsvCell } from '@vognpark/ui';

export interface SaveFileDeps {
  document?: Document;
  URL?: Pick<typeof URL, 'createObjectURL' | 'revokeObjectURL'>;
}

/** Offers a text as a file to download (a Blob behind a temporary link), as the browser saves it. */
export function saveTextFile(
  text: string,
  fileName: string,
  type = 'text/csv;charset=utf-8',
  { document: doc = document, URL: url = URL }: SaveFileDeps = {},
): void {
  const href = url.createObjectURL(new Blob([text], { type }));
  const link = doc.createElement('a');
  link.href = href;
  link.download = fileName;
  link.style.display = 'none';
  doc.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    // Revoked on the next task: the click has handed the Blob to the download by then.
    setTimeout(() => url.revokeObjectURL(href), 0);
  }
}

/** "vehicles-2026-11-23.csv": the export's file name with the date in Danish time. */
export function exportFileName(prefix: string, now: Date = new Date()): string {
  return `${prefix}-${copenhagenToday(now)}.csv`;
}
