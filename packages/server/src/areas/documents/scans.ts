/**
 * Generated scans for the tests and the bench of the OCR of documents (docs/documents.md,
 * "Reading a scan's text"): a page of text in DejaVu Sans from `dejavu-fonts-ttf` (sharp's text
 * renderer with the font file, the same glyphs on every machine) as a JPEG, the same page as a
 * scanned PDF (pdfkit, the picture filling an A4 page and no text of its own), and a photo with
 * no text. Nothing is downloaded.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import sharp, { type OverlayOptions } from 'sharp';

const require = createRequire(import.meta.url);
const FONT = path.join(
  path.dirname(require.resolve('dejavu-fonts-ttf/package.json')),
  'ttf',
  'DejaVuSans.ttf',
);

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export interface ScanOptions {
  /** The page's size in pixels (A4 at 150 dpi by default). */
  width?: number;
  height?: number;
  /** The text's size in pixels (28: a 13-point letter at 150 dpi). */
  textSize?: number;
  /** Gaussian blur sigma over the page. */
  blur?: number;
  /** Degrees (clockwise) the page is turned, as photographed lying on a desk. */
  angle?: number;
}

/** A JPEG of a white page with `lines` of black text from its top left. */
export async function scanPage(lines: readonly string[], options: ScanOptions = {}): Promise<Buffer> {
  const { width = 1240, height = 1754, textSize = 28, blur = 0, angle = 0 } = options;
  const layers: OverlayOptions[] = [];
  let top = Math.round(height * 0.07);
  for (const line of lines) {
    const input = await sharp({
      text: {
        text: `<span foreground="#151515">${escape(line)}</span>`,
        fontfile: FONT,
        font: `DejaVu Sans ${textSize}`,
        dpi: 72,
        rgba: true,
      },
    })
      .png()
      .toBuffer();
    layers.push({ input, left: Math.round(width * 0.09), top });
    top += Math.round(textSize * 1.7);
  }
  let page = sharp({ create: { width, height, channels: 3, background: '#fbfbf8' } }).composite(layers);
  if (blur) page = sharp(await page.png().toBuffer()).blur(blur);
  if (angle) page = sharp(await page.png().toBuffer()).rotate(angle, { background: '#6d5b4a' });
  return page.jpeg({ quality: 85 }).toBuffer();
}

/** A PDF of A4 pages, each only a picture (a scanner's PDF): no text of its own. */
export async function scannedPdf(pages: readonly Buffer[]): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 0, autoFirstPage: false });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve) => doc.on('end', () => resolve()));
  for (const picture of pages) {
    doc.addPage();
    doc.image(picture, 0, 0, { width: doc.page.width, height: doc.page.height });
  }
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}

/** A photo with no text: a sky over a field. */
export async function photoWithoutText(width = 1600, height = 1200): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#5b8fd1"/><stop offset="1" stop-color="#cfe3f5"/></linearGradient></defs>
    <rect width="${width}" height="${height}" fill="url(#sky)"/>
    <rect y="${Math.round(height * 0.62)}" width="${width}" height="${height}" fill="#5f8a3a"/>
    <circle cx="${Math.round(width * 0.8)}" cy="${Math.round(height * 0.2)}" r="${Math.round(height * 0.08)}" fill="#fff4b8"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}
