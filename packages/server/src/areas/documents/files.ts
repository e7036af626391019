/**
 * What an uploaded file is and what is made of it (docs/documents.md). The type is read from the
 * bytes with file-type and must be on the allow-list; the name and the browser's claim are never
 * asked. Photos are decoded (which proves they are pictures) and turned into a web-sized image
 * and a thumbnail with sharp, under a pixel limit that stops decompression bombs; a PDF must
 * open, and its text is kept for search.
 *
 * HEIC: the prebuilt libvips of sharp here decodes HEIF only with AV1 (AVIF), not HEVC, so an
 * iPhone's HEIC is stored and offered as a download, without a preview (checked in the tests).
 */
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { DOCUMENT_FILE_TYPES, type DocumentFileType } from './model.js';
import { UploadRefused } from './storage.js';

/** The most pixels a picture may have (a 48-megapixel phone photo fits; a 100k x 100k PNG does not). */
export const MAX_PIXELS = 64_000_000;
/** The longest side of the web-sized image and of the thumbnail. */
export const WEB_SIZE = 1600;
export const THUMB_SIZE = 320;
/** The most text kept per version (the column's check). */
export const MAX_TEXT = 200_000;

const IMAGE_TYPES = new Set<string>(['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/heif']);

/** The allowed type the leading bytes announce; UploadRefused(UNSUPPORTED_TYPE) otherwise. */
export async function sniffDocumentType(head: Buffer): Promise<DocumentFileType> {
  const found = await fileTypeFromBuffer(head);
  const mime = found?.mime as string | undefined;
  if (mime && (DOCUMENT_FILE_TYPES as readonly string[]).includes(mime)) return mime as DocumentFileType;
  throw new UploadRefused(
    'UNSUPPORTED_TYPE',
    415,
    mime ? `Files of type ${mime} are not accepted` : 'The file is of no accepted type',
  );
}

export const isImageType = (type: string) => IMAGE_TYPES.has(type);

export interface ImageDerivatives {
  width: number;
  height: number;
  web: Buffer | null;
  thumb: Buffer | null;
}

/**
 * Decodes a picture and makes its web-sized JPEG and thumbnail (EXIF orientation applied, every
 * piece of metadata dropped). A picture that does not decode, or has more than MAX_PIXELS, is
 * refused. A HEIC the library cannot decode gets no derivatives.
 */
export async function imageDerivatives(data: Buffer, type: string): Promise<ImageDerivatives> {
  const heic = type === 'image/heic' || type === 'image/heif';
  const input = () => sharp(data, { limitInputPixels: MAX_PIXELS, failOn: 'error' });
  let width: number;
  let height: number;
  try {
    const meta = await input().metadata();
    width = meta.autoOrient?.width ?? meta.width ?? 0;
    height = meta.autoOrient?.height ?? meta.height ?? 0;
    if (!width || !height) throw new Error('no dimensions');
    if (width * height > MAX_PIXELS)
      throw new UploadRefused('IMAGE_TOO_LARGE', 422, `The picture has more than ${MAX_PIXELS} pixels`);
  } catch (error) {
    if (error instanceof UploadRefused) throw error;
    if (error instanceof Error && /pixel limit/i.test(error.message))
      throw new UploadRefused('IMAGE_TOO_LARGE', 422, `The picture has more than ${MAX_PIXELS} pixels`);
    if (heic) return { width: 0, height: 0, web: null, thumb: null };
    throw new UploadRefused('INVALID_FILE', 422, 'The picture cannot be read');
  }
  try {
    const web = await input()
      .rotate()
      .resize({ width: WEB_SIZE, height: WEB_SIZE, fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer();
    const thumb = await sharp(web)
      .resize({ width: THUMB_SIZE, height: THUMB_SIZE, fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 75 })
      .toBuffer();
    return { width, height, web, thumb };
  } catch (error) {
    const message = error instanceof Error ? error.message : '';
    if (/pixel limit/i.test(message))
      throw new UploadRefused('IMAGE_TOO_LARGE', 422, `The picture has more than ${MAX_PIXELS} pixels`);
    if (heic) return { width, height, web: null, thumb: null };
    throw new UploadRefused('INVALID_FILE', 422, 'The picture cannot be read');
  }
}

/** The most pages whose text is read for search (the text is capped at MAX_TEXT anyway). */
export const MAX_TEXT_PAGES = 200;
/** The bytes pdf.js asks for at a time when it reads a stored PDF by ranges. */
const PDF_RANGE = 64 * 1024;
/**
 * How long reading a PDF may take: one not opened by then is refused, one being read is stored
 * with the text found until then.
 */
const PDF_TEXT_MS = 30_000;

/**
 * Node 20 has no iterator helpers, and unpdf's pdf.js calls two of them: `Map.keys().find` in its
 * range transport (without it the failure escapes as an uncaught exception) and
 * `Map.values().some` in its form code. This adds just those two, as the standard defines them,
 * to the prototype every built-in iterator inherits from, and only where they are missing (Node 22
 * has them), so nothing else changes behaviour.
 */
function installIteratorHelpers() {
  const proto = Object.getPrototypeOf(Object.getPrototypeOf([][Symbol.iterator]())) as Record<
    string,
    unknown
  >;
  const define = (name: string, value: unknown) => {
    if (typeof proto[name] !== 'function')
      Object.defineProperty(proto, name, { value, writable: true, configurable: true, enumerable: false });
  };
  define(
    'find',
    function find(this: Iterator<unknown>, predicate: (value: unknown, index: number) => unknown) {
      let index = 0;
      for (let step = this.next(); !step.done; step = this.next()) {
        if (predicate(step.value, index++)) {
          this.return?.();
          return step.value;
        }
      }
      return undefined;
    },
  );
  define(
    'some',
    function some(this: Iterator<unknown>, predicate: (value: unknown, index: number) => unknown) {
      let index = 0;
      for (let step = this.next(); !step.done; step = this.next()) {
        if (predicate(step.value, index++)) {
          this.return?.();
          return true;
        }
      }
      return false;
    },
  );
}

/** A PDF's page count and text (for search); a file that does not open as a PDF is refused. */
export async function pdfText(data: Buffer): Promise<{ pages: number; text: string }> {
  return pdfTextByRanges(data.length, async (begin, end) => data.subarray(begin, end));
}

/**
 * A stored PDF's page count and text, read by the byte ranges pdf.js asks for (`read(begin, end)`,
 * end exclusive) instead of whole: pdf.js reads the cross-reference table, the pages' content
 * streams and fonts, never the pictures, so a 20 MB scan or a file padded with unreferenced
 * objects costs a few ranges of 64 KiB, not its size. The text comes from the first
 * MAX_TEXT_PAGES pages, and stops at MAX_TEXT characters.
 */
export async function pdfTextByRanges(
  length: number,
  read: (begin: number, end: number) => Promise<Uint8Array>,
): Promise<{ pages: number; text: string }> {
  installIteratorHelpers();
  const { getResolvedPDFJS } = await import('unpdf');
  const pdfjs = await getResolvedPDFJS();
  let failed: unknown = null;
  const transport = new pdfjs.PDFDataRangeTransport(length, null);
  transport.requestDataRange = (begin: number, end: number) => {
    read(begin, end).then(
      (bytes) => transport.onDataRange(begin, bytes),
      (error: unknown) => {
        failed = error;
        void task.destroy();
      },
    );
  };
  const task = pdfjs.getDocument({
    range: transport,
    length,
    rangeChunkSize: PDF_RANGE,
    disableAutoFetch: true,
    disableStream: true,
    isEvalSupported: false,
    stopAtErrors: false,
    // As unpdf's getDocumentProxy opens a PDF on Node: no fonts handed to a browser.
    useSystemFonts: true,
    disableFontFace: true,
  });
  const timer = setTimeout(() => void task.destroy(), PDF_TEXT_MS);
  let pdf: Awaited<typeof task.promise>;
  try {
    pdf = await task.promise;
  } catch {
    clearTimeout(timer);
    if (failed) throw failed;
    throw new UploadRefused('INVALID_FILE', 422, 'The PDF cannot be opened');
  }
  const texts: string[] = [];
  try {
    let size = 0;
    for (let number = 1; number <= Math.min(pdf.numPages, MAX_TEXT_PAGES) && size < MAX_TEXT; number += 1) {
      const page = await pdf.getPage(number);
      const content = await page.getTextContent();
      const text = content.items
        .map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : ''))
        .join('');
      page.cleanup();
      texts.push(text);
      size += text.length;
    }
    return { pages: pdf.numPages, text: cleanText(texts.join('\n')) };
  } catch {
    if (failed) throw failed;
    // Stopped (too slow) or a page pdf.js cannot read: the text found until then.
    return { pages: pdf.numPages, text: cleanText(texts.join('\n')) };
  } finally {
    clearTimeout(timer);
    await pdf.destroy().catch(() => {});
  }
}

/** Text PostgreSQL can store: no NUL or other control characters, lone surrogates dropped, capped. */
export function cleanText(text: string): string {
  return (
    text
      // eslint-disable-next-line no-control-regex -- control characters are what is removed
      .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, ' ')
      .replace(/[ \t]+/g, ' ')
      .trim()
      .slice(0, MAX_TEXT)
      .replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD')
  );
}
