/**
 * CSV that Danish Excel opens correctly by double-click: a UTF-8 byte order mark (else Excel
 * reads the file as Windows-1252 and ÆØÅ turn into "Ã†Ã˜Ã…"), ";" between fields (Excel takes
 * the list separator from the regional settings, and a Danish Windows uses ";" since "," is the
 * decimal mark), CRLF line ends, and RFC 4180 quoting.
 */

export type CsvCell = string | number | null | undefined;

export const csvSeparator = ';';
const bom = '\uFEFF';

/** Cells that Excel would run as a formula when the file is opened ("=HYPERLINK(…)"). */
const formulaStart = /^[=+\-@\t\r]/;

function cell(value: CsvCell): string {
  if (value == null) return '';
  let text = String(value);
  // Only text can be a formula: a negative number stays a number.
  if (typeof value === 'string' && formulaStart.test(text)) text = `'${text}`;
  return /[";\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The rows (the first one usually the header) as one CSV text, BOM first. */
export function toCsv(rows: readonly (readonly CsvCell[])[]): string {
  return bom + rows.map((row) => row.map(cell).join(csvSeparator) + '\r\n').join('');
}

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
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Copenhagen' }).format(now);
  return `${prefix}-${day}.csv`;
}
