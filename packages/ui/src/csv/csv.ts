/**
 * The one CSV writer of the product (the app's exports, and what the server's docs tell API users
 * to build their files with). No dependencies and no DOM: a pure function of the rows.
 *
 * For Danish Excel opened by double-click: a UTF-8 byte order mark (else Excel reads Windows-1252
 * and ÆØÅ break), `;` between cells (the Danish list separator; `,` is the decimal mark), CRLF line
 * ends, RFC 4180 quoting. Against CSV (formula) injection it follows OWASP's guidance
 * (owasp.org/www-community/attacks/CSV_Injection):
 *
 * - a text cell starting with `=`, `+`, `-`, `@`, tab or carriage return gets a leading `'`, so a
 *   spreadsheet shows it instead of running it as a formula (a number stays a number: -5 is -5);
 * - a cell holding a separator of any kind (`;`, or `,` and tab: Excel set to `,` would start a new
 *   cell at a bare comma), a double quote or a line break, or starting or ending with white space,
 *   is quoted, its quotes doubled;
 * - bidi controls (U+202A-202E, U+2066-2069, U+200E, U+200F, U+061C) are stripped, so a cell reads
 *   as what it is ("abc\u202Egnp.exe" would show as "abcexe.png").
 */

/** A cell as given: text, a number, or nothing (an empty cell). */
export type CsvCell = string | number | null | undefined;

/** UTF-8 byte order mark: without it Excel reads UTF-8 as Windows-1252. */
export const CSV_BOM = '\uFEFF';
/** The cell separator: Danish Excel's list separator. */
export const CSV_SEPARATOR = ';';

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[;,"\t\r\n]|^\s|\s$/;
const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

/** One cell as it is written between separators. */
export function csvCell(value: CsvCell): string {
  if (value == null) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  let text = value.replace(BIDI_CONTROLS, '');
  if (FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The rows (the first one usually the header) as one CSV text: BOM first (unless `bom: false`), every row ending in CRLF. */
export function toCsv(rows: readonly (readonly CsvCell[])[], options: { bom?: boolean } = {}): string {
  const body = rows.map((row) => row.map(csvCell).join(CSV_SEPARATOR) + '\r\n').join('');
  return (options.bom === false ? '' : CSV_BOM) + body;
}
