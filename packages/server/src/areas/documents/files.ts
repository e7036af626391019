/**
 * What an uploaded file is and what is made of it (docs/documents.md). The type is read from the
 * bytes with file-type and must be on the allow-list; the name and the browser's claim are never
 * asked. Photos are decoded (which proves they are pictures) and turned into a web-sized image
 * and a thumbnail with sharp (libvips decodes on its own threads, off the event loop), under a
 * pixel limit that stops decompression bombs; a PDF must open, and its text is kept for search
 * (read in a worker thread, ./pdfText.ts).
 *
 * HEIC: the prebuilt libvips of sharp here decodes HEIF only with AV1 (AVIF), not HEVC, so an
 * iPhone's HEIC is decoded in a worker thread by libheif in WebAssembly (./heic.ts) into a JPEG,
 * which is then treated like any other picture. The original HEIC is kept as sent.
 */
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { HeicUnreadable, heicToJpeg, isHeicType } from './heic.js';
import { DOCUMENT_FILE_TYPES, type DocumentFileType } from './model.js';
import { UploadRefused } from './storage.js';

/** A PDF's text is read in a worker thread (./pdfText.ts). */
export { cleanText, MAX_TEXT, pdfText } from './pdfText.js';

/** The most pixels a picture may have (a 48-megapixel phone photo fits; a 100k x 100k PNG does not). */
export const MAX_PIXELS = 64_000_000;
/** The longest side of the web-sized image and of the thumbnail. */
export const WEB_SIZE = 1600;
export const THUMB_SIZE = 320;

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
  web: Buffer;
  thumb: Buffer;
  /** The picture as sharp reads it: the bytes themselves, or a HEIC's decoded full-size JPEG. */
  readable: Buffer;
}

/**
 * Decodes a picture and makes its web-sized JPEG and thumbnail (EXIF orientation applied, every
 * piece of metadata dropped). A picture that does not decode, or has more than MAX_PIXELS (a
 * HEIC's declared size is checked before it is decoded), is refused.
 */
export async function imageDerivatives(data: Buffer, type: string): Promise<ImageDerivatives> {
  const heic = isHeicType(type);
  let readable = data;
  const input = () => sharp(readable, { limitInputPixels: MAX_PIXELS, failOn: 'error' });
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
    throw new UploadRefused('INVALID_FILE', 422, 'The picture cannot be read');
  }
  if (heic) {
    try {
      readable = await heicToJpeg(data);
    } catch (error) {
      if (error instanceof HeicUnreadable)
        throw new UploadRefused('INVALID_FILE', 422, 'The picture cannot be read');
      throw error;
    }
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
    return { width, height, web, thumb, readable };
  } catch (error) {
    const message = error instanceof Error ? error.message : '';
    if (/pixel limit/i.test(message))
      throw new UploadRefused('IMAGE_TOO_LARGE', 422, `The picture has more than ${MAX_PIXELS} pixels`);
    throw new UploadRefused('INVALID_FILE', 422, 'The picture cannot be read');
  }
}
