/**
 * The vehicle import's file: its limits and refusals over the shared reader (src/tabular/read.ts:
 * CSV through papaparse, XLSX through exceljs after the zip guard; docs/vehicles.md, "Importing
 * vehicles").
 */
import { readTable, TableRefused, type TableLimits } from '../../tabular/read.js';
import type { ImportField, ImportFileError } from './model.js';

export { fileKind, type FileKind } from '../../tabular/read.js';

export const IMPORT_LIMITS: TableLimits = {
  maxFileBytes: 2 * 1024 * 1024,
  maxRows: 1000,
  maxColumns: 40,
  maxZipEntries: 200,
  maxUnpackedBytes: 25 * 1024 * 1024,
};

export class ImportRefused extends Error {
  constructor(
    readonly code: ImportFileError,
    /** `missing_columns`: the fields without a column. */
    readonly columns: ImportField[] = [],
  ) {
    super(code);
    this.name = 'ImportRefused';
  }
}

/** The file's rows, the header first. */
export async function readImportFile(bytes: Buffer, fileName: string): Promise<string[][]> {
  try {
    return await readTable(bytes, fileName, IMPORT_LIMITS);
  } catch (error) {
    if (error instanceof TableRefused) throw new ImportRefused(error.code);
    throw error;
  }
}
