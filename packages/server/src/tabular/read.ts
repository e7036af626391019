/**
 * A spreadsheet file's bytes -> its rows of text cells, for every import (the register's vehicles,
 * docs/vehicles.md; the partners' fuel-card statements, docs/partners.md). CSV through papaparse
 * (`;`, `,` or tab, as the file uses; UTF-8 with or without the byte order mark, else Windows-1252
 * as older Excel saves), XLSX through exceljs after zipGuard.ts has looked inside. Each import
 * gives its own limits; refusals are TableRefused with a code the app shows as a sentence.
 */
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { checkZip, ZipRefused } from './zipGuard.js';

/** Why a whole file is refused, before its rows are read. */
export type TableRefusal =
  | 'empty'
  | 'too_large'
  | 'too_many_rows'
  | 'too_many_columns'
  | 'unsupported_type'
  | 'invalid_file'
  | 'unsafe_file';

export interface TableLimits {
  /** The largest file taken. */
  maxFileBytes: number;
  /** Data rows below the header. */
  maxRows: number;
  maxColumns: number;
  /** XLSX: parts in the archive and what they may unpack to. */
  maxZipEntries: number;
  maxUnpackedBytes: number;
}

export class TableRefused extends Error {
  constructor(readonly code: TableRefusal) {
    super(code);
    this.name = 'TableRefused';
  }
}

export type FileKind = 'csv' | 'xlsx';

/** Which reader a file needs, by its first bytes (a ZIP archive is XLSX) and else its name. */
export function fileKind(bytes: Buffer, fileName: string): FileKind {
  const zip = bytes.length >= 4 && bytes.readUInt32LE(0) === 0x04034b50;
  if (zip) return 'xlsx';
  if (/\.(xlsx|xlsm|xls|ods|numbers)$/i.test(fileName)) throw new TableRefused('unsupported_type');
  // Binary content that is no spreadsheet (a picture, a PDF): NUL bytes never occur in CSV text.
  if (bytes.subarray(0, 4096).includes(0)) throw new TableRefused('unsupported_type');
  return 'csv';
}

/** The text of a CSV file: UTF-8 (a BOM dropped) when it is valid UTF-8, else Windows-1252. */
export function decodeCsv(bytes: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

function checkShape(rows: string[][], limits: TableLimits): string[][] {
  const filled = rows.filter((row) => row.some((cell) => cell.trim() !== ''));
  if (filled.length === 0) throw new TableRefused('empty');
  if (filled.length - 1 > limits.maxRows) throw new TableRefused('too_many_rows');
  if (filled.some((row) => row.length > limits.maxColumns)) throw new TableRefused('too_many_columns');
  return filled;
}

export function parseCsv(text: string, limits: TableLimits): string[][] {
  const result = Papa.parse<string[]>(text, {
    delimiter: '',
    delimitersToGuess: [';', ',', '\t'],
    skipEmptyLines: 'greedy',
    // Stop reading once the file is known to be too long.
    preview: limits.maxRows + 2,
  });
  if (result.errors.some((error) => error.type === 'Quotes')) throw new TableRefused('invalid_file');
  return checkShape(result.data, limits);
}

/** "2026-03-01" for a date cell (Excel's dates have no time zone: exceljs gives them as UTC). */
function isoDay(date: Date): string {
  return Number.isNaN(date.getTime()) ? '' : date.toISOString().slice(0, 10);
}

/** One XLSX cell as text; a formula cell is its formula with "=" in front (the rows refuse it). */
export function xlsxCellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) return isoDay(value);
  if ('formula' in value || 'sharedFormula' in value) {
    const formula = 'formula' in value ? value.formula : value.sharedFormula;
    return `=${formula ?? ''}`;
  }
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('text' in value) return typeof value.text === 'string' ? value.text : '';
  if ('error' in value) return '';
  return '';
}

export async function parseXlsx(bytes: Buffer, limits: TableLimits): Promise<string[][]> {
  try {
    checkZip(bytes, { maxEntries: limits.maxZipEntries, maxUnpackedBytes: limits.maxUnpackedBytes });
  } catch (error) {
    if (error instanceof ZipRefused) throw new TableRefused(error.code);
    throw error;
  }
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw new TableRefused('invalid_file');
  }
  const sheet =
    workbook.worksheets.find((candidate) => candidate.state === 'visible') ?? workbook.worksheets[0];
  if (!sheet) throw new TableRefused('invalid_file');
  if (sheet.actualRowCount - 1 > limits.maxRows) throw new TableRefused('too_many_rows');
  if (sheet.actualColumnCount > limits.maxColumns) throw new TableRefused('too_many_columns');
  const rows: string[][] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, column) => {
      cells[column - 1] = xlsxCellText(cell.value);
    });
    rows.push(Array.from(cells, (cell) => cell ?? ''));
  });
  return checkShape(rows, limits);
}

/** The file's rows, the header first. */
export async function readTable(bytes: Buffer, fileName: string, limits: TableLimits): Promise<string[][]> {
  if (bytes.length === 0) throw new TableRefused('empty');
  if (bytes.length > limits.maxFileBytes) throw new TableRefused('too_large');
  return fileKind(bytes, fileName) === 'xlsx' ? parseXlsx(bytes, limits) : parseCsv(decodeCsv(bytes), limits);
}

/** The body of an upload, read up to `maxBytes` (null: more than that). */
export async function readUpload(stream: AsyncIterable<Buffer>, maxBytes: number): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += chunk.length;
    if (size > maxBytes) return null;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}
