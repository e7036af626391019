export { CSV_BOM, CSV_SEPARATOR, csvCell, toCsv } from './csv';
export type { CsvCell } from './csv';
