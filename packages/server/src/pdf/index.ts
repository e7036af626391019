/**
 * Writing PDFs on the server (the kørebog, next a vehicle's dossier): a document with DejaVu Sans
 * registered (the standard PDF fonts have no Cyrillic; DejaVu prints æøå, Cyrillic and the rest of
 * the five languages), a table that breaks across pages and repeats its header, and streaming the
 * document to an HTTP reply as an attachment. Offline: the fonts come from the `dejavu-fonts-ttf`
 * package.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { FastifyReply } from 'fastify';
import PDFDocument from 'pdfkit';
import { contentDisposition } from '../areas/documents/transfer.js';

export type PdfDocument = PDFKit.PDFDocument;

const fontDir = join(dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')), 'ttf');

/** The registered font names. */
export const FONTS = {
  regular: 'DejaVuSans',
  bold: 'DejaVuSans-Bold',
} as const;

export interface NewPdfOptions {
  title: string;
  /** `landscape` for wide tables. */
  layout?: 'portrait' | 'landscape';
  /** Sets the document's creation date (tests and byte-for-byte comparisons). */
  createdAt?: Date;
}

/** An A4 document with DejaVu Sans (regular and bold) registered and selected. */
export function newPdf(options: NewPdfOptions): PdfDocument {
  const doc = new PDFDocument({
    size: 'A4',
    layout: options.layout ?? 'portrait',
    margin: 40,
    bufferPages: false,
    info: {
      Title: options.title,
      Producer: 'Vognpark',
      Creator: 'Vognpark',
      ...(options.createdAt && { CreationDate: options.createdAt }),
    },
    lang: 'da',
  });
  doc.registerFont(FONTS.regular, join(fontDir, 'DejaVuSans.ttf'));
  doc.registerFont(FONTS.bold, join(fontDir, 'DejaVuSans-Bold.ttf'));
  doc.font(FONTS.regular).fontSize(9);
  return doc;
}

export interface PdfColumn<Row> {
  header: string;
  /** A share of the table's width (the shares are normalised). */
  width: number;
  align?: 'left' | 'right';
  text: (row: Row) => string;
}

const CELL_PADDING = 3;

/**
 * Draws a table from the current position over the page's width: a bold header row, rows that
 * grow with their wrapped text, a new page (with the header again) when a row does not fit.
 * Leaves the position under the table.
 */
export function drawTable<Row>(
  doc: PdfDocument,
  columns: readonly PdfColumn<Row>[],
  rows: readonly Row[],
  options: { fontSize?: number } = {},
): void {
  const fontSize = options.fontSize ?? 8;
  const left = doc.page.margins.left;
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
  const share = columns.reduce((sum, c) => sum + c.width, 0);
  const widths = columns.map((c) => (c.width / share) * width);
  const bottom = () => doc.page.height - doc.page.margins.bottom;

  const rowHeight = (cells: string[], font: string) => {
    doc.font(font).fontSize(fontSize);
    return (
      Math.max(
        ...cells.map((text, i) => doc.heightOfString(text || ' ', { width: widths[i]! - 2 * CELL_PADDING })),
      ) +
      2 * CELL_PADDING
    );
  };
  const drawRow = (cells: string[], font: string, height: number, shade: boolean) => {
    const top = doc.y;
    if (shade) doc.save().rect(left, top, width, height).fill('#eeeeee').restore();
    doc.font(font).fontSize(fontSize).fillColor('#000000');
    let x = left;
    cells.forEach((text, i) => {
      doc.text(text, x + CELL_PADDING, top + CELL_PADDING, {
        width: widths[i]! - 2 * CELL_PADDING,
        align: columns[i]!.align ?? 'left',
        lineBreak: true,
      });
      x += widths[i]!;
    });
    doc
      .save()
      .moveTo(left, top + height)
      .lineTo(left + width, top + height)
      .lineWidth(0.5)
      .strokeColor('#999999')
      .stroke()
      .restore();
    doc.x = left;
    doc.y = top + height;
  };

  const headers = columns.map((c) => c.header);
  const headerHeight = rowHeight(headers, FONTS.bold);
  const header = () => drawRow(headers, FONTS.bold, headerHeight, true);
  if (doc.y + headerHeight * 2 > bottom()) doc.addPage();
  header();
  for (const row of rows) {
    const cells = columns.map((c) => c.text(row));
    const height = rowHeight(cells, FONTS.regular);
    if (doc.y + height > bottom()) {
      doc.addPage();
      header();
    }
    drawRow(cells, FONTS.regular, height, false);
  }
  doc.font(FONTS.regular);
}

/**
 * Sends a finished document as a download: `application/pdf`, an attachment with the file name
 * (UTF-8 safe), `nosniff`, no caching by shared caches. The document is ended here and streamed.
 */
export function sendPdf(reply: FastifyReply, doc: PdfDocument, fileName: string) {
  reply.header('content-type', 'application/pdf');
  reply.header('content-disposition', contentDisposition('attachment', fileName));
  reply.header('x-content-type-options', 'nosniff');
  reply.header('cross-origin-resource-policy', 'same-origin');
  reply.header('cache-control', 'private, no-store');
  doc.end();
  return reply.send(doc);
}

/** A finished document's bytes (tests, the bench). */
export async function pdfBytes(doc: PdfDocument): Promise<Buffer> {
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  doc.end();
  await done;
  return Buffer.concat(chunks);
}
