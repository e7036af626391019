/**
 * Avatar images: the type is decided by the bytes (magic numbers and a full walk of the
 * container), never by the file's name or the browser's word, and everything that is not the
 * picture is dropped: EXIF (camera, GPS position, time), XMP, comments, text chunks, colour
 * profiles and thumbnails. docs/accounts.md explains why this is done here, without an image
 * library:
 * - the picture data itself is kept byte for byte (no re-encoding), so there is no native
 *   dependency (sharp/libvips) to install, audit and keep patched, and no quality loss;
 * - what is kept is an allow-list of the structures needed to draw the image, each one checked
 *   (PNG chunk CRCs, JPEG segment lengths, RIFF chunk sizes); anything malformed is refused;
 * - the one piece of metadata that changes how a photo looks, the JPEG orientation, is carried
 *   over as a minimal EXIF block of that single tag.
 * The stored file is served with its detected type, `nosniff` and a sandboxing CSP (routes/files.ts).
 */
import { crc32 } from 'node:zlib';

export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
/** The largest width or height accepted (a bigger picture is no avatar, and costs every browser). */
export const AVATAR_MAX_DIMENSION = 8000;

export type AvatarType = 'image/png' | 'image/jpeg' | 'image/webp';

export type AvatarResult =
  | { ok: true; type: AvatarType; data: Buffer; width: number; height: number }
  | { ok: false; reason: 'too_large' | 'unsupported' | 'invalid' };

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The type the bytes announce, or null (the name and the claimed type are never asked). */
export function sniffImageType(data: Uint8Array): AvatarType | null {
  const bytes = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return 'image/png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (
    bytes.length >= 12 &&
    bytes.toString('latin1', 0, 4) === 'RIFF' &&
    bytes.toString('latin1', 8, 12) === 'WEBP'
  )
    return 'image/webp';
  return null;
}

class Invalid extends Error {}
function check(condition: unknown): asserts condition {
  if (!condition) throw new Invalid();
}

/** Checks and cleans an uploaded avatar: PNG, JPEG or WebP up to 2 MB, metadata removed. */
export function cleanAvatar(data: Buffer): AvatarResult {
  if (data.length > AVATAR_MAX_BYTES) return { ok: false, reason: 'too_large' };
  const type = sniffImageType(data);
  if (!type) return { ok: false, reason: 'unsupported' };
  try {
    const cleaned =
      type === 'image/png' ? cleanPng(data) : type === 'image/jpeg' ? cleanJpeg(data) : cleanWebp(data);
    check(cleaned.width > 0 && cleaned.height > 0);
    check(cleaned.width <= AVATAR_MAX_DIMENSION && cleaned.height <= AVATAR_MAX_DIMENSION);
    return { ok: true, type, ...cleaned };
  } catch (error) {
    if (error instanceof Invalid || error instanceof RangeError) return { ok: false, reason: 'invalid' };
    throw error;
  }
}

interface Cleaned {
  data: Buffer;
  width: number;
  height: number;
}

// PNG: keep the chunks needed to draw (and animate) the picture; drop text, EXIF, time, profiles.
const PNG_KEEP = new Set([
  'IHDR',
  'PLTE',
  'IDAT',
  'IEND',
  'tRNS',
  'gAMA',
  'cHRM',
  'sRGB',
  'sBIT',
  'pHYs',
  'acTL',
  'fcTL',
  'fdAT',
]);

function cleanPng(data: Buffer): Cleaned {
  const out: Buffer[] = [PNG_SIGNATURE];
  let offset = 8;
  let width = 0;
  let height = 0;
  let first = true;
  let ended = false;
  let sawData = false;
  while (offset < data.length) {
    check(!ended);
    check(offset + 12 <= data.length);
    const length = data.readUInt32BE(offset);
    const type = data.toString('latin1', offset + 4, offset + 8);
    check(/^[A-Za-z]{4}$/.test(type));
    const end = offset + 12 + length;
    check(end <= data.length);
    const crc = data.readUInt32BE(offset + 8 + length);
    check(crc32(data.subarray(offset + 4, offset + 8 + length)) === crc);
    if (first) {
      check(type === 'IHDR' && length === 13);
      width = data.readUInt32BE(offset + 8);
      height = data.readUInt32BE(offset + 12);
      first = false;
    }
    if (type === 'IDAT') sawData = true;
    if (type === 'IEND') ended = true;
    // An unknown critical chunk (upper-case first letter) means a picture we cannot vouch for.
    const critical = type.charCodeAt(0) < 0x61;
    check(!critical || PNG_KEEP.has(type));
    if (PNG_KEEP.has(type)) out.push(data.subarray(offset, end));
    offset = end;
  }
  check(ended && sawData);
  return { data: Buffer.concat(out), width, height };
}

/** Segments a JPEG needs to be drawn: tables, frame, scan (APP0 JFIF and APP14 Adobe say how colours are coded). */
const JPEG_KEEP_APP = new Set([0xe0, 0xee]);

function cleanJpeg(data: Buffer): Cleaned {
  const out: Buffer[] = [Buffer.from([0xff, 0xd8])];
  let offset = 2;
  let width = 0;
  let height = 0;
  let orientation: number | null = null;
  for (;;) {
    check(offset + 2 <= data.length);
    check(data[offset] === 0xff);
    let marker = data[offset + 1]!;
    // Fill bytes before a marker.
    while (marker === 0xff) {
      offset += 1;
      check(offset + 2 <= data.length);
      marker = data[offset + 1]!;
    }
    check(marker !== 0xd8 && marker !== 0x00 && !(marker >= 0xd0 && marker <= 0xd7));
    if (marker === 0xd9) break;
    check(offset + 4 <= data.length);
    const length = data.readUInt16BE(offset + 2);
    check(length >= 2);
    const end = offset + 2 + length;
    check(end <= data.length);
    const segment = data.subarray(offset, end);
    if (marker === 0xda) {
      // Start of scan: the entropy-coded data runs to the next marker that is not a restart or a stuffed byte.
      let scan = end;
      for (;;) {
        check(scan + 1 < data.length);
        if (data[scan] === 0xff) {
          const next = data[scan + 1]!;
          if (next !== 0x00 && !(next >= 0xd0 && next <= 0xd7) && next !== 0xff) break;
        }
        scan += 1;
      }
      out.push(data.subarray(offset, scan));
      offset = scan;
      continue;
    }
    const isFrame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isFrame) {
      check(length >= 8);
      height = data.readUInt16BE(offset + 5);
      width = data.readUInt16BE(offset + 7);
    }
    if (marker === 0xe1 && orientation === null) orientation = exifOrientation(segment.subarray(4));
    const isApp = marker >= 0xe0 && marker <= 0xef;
    if (marker === 0xfe || (isApp && !JPEG_KEEP_APP.has(marker))) {
      // Comments and application data (EXIF, XMP, ICC, Photoshop, thumbnails) are dropped.
    } else out.push(segment);
    offset = end;
  }
  check(width > 0 && height > 0);
  out.push(Buffer.from([0xff, 0xd9]));
  const body = Buffer.concat(out);
  if (orientation === null || orientation === 1) return { data: body, width, height };
  // Put a minimal EXIF block with only the orientation right after SOI (and APP0, if any).
  const app0 = body[2] === 0xff && body[3] === 0xe0 ? 4 + body.readUInt16BE(4) : 2;
  return {
    data: Buffer.concat([body.subarray(0, app0), orientationSegment(orientation), body.subarray(app0)]),
    width,
    height,
  };
}

/** The Orientation tag (0x0112) of an EXIF block ("Exif\0\0" + TIFF), or null. */
export function exifOrientation(payload: Buffer): number | null {
  if (payload.length < 14 || payload.toString('latin1', 0, 6) !== 'Exif\0\0') return null;
  const tiff = payload.subarray(6);
  const order = tiff.toString('latin1', 0, 2);
  if (order !== 'II' && order !== 'MM') return null;
  const little = order === 'II';
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  try {
    const ifd = u32(4);
    const entries = u16(ifd);
    for (let i = 0; i < entries; i += 1) {
      const entry = ifd + 2 + i * 12;
      if (u16(entry) === 0x0112) {
        const value = u16(entry + 8);
        return value >= 1 && value <= 8 ? value : null;
      }
    }
  } catch {
    return null;
  }
  return null;
}

/** An APP1 segment holding an EXIF block with the orientation tag only. */
export function orientationSegment(orientation: number): Buffer {
  const tiff = Buffer.alloc(26);
  tiff.write('MM', 0, 'latin1');
  tiff.writeUInt16BE(42, 2);
  tiff.writeUInt32BE(8, 4); // IFD0 right after the header
  tiff.writeUInt16BE(1, 8); // one entry
  tiff.writeUInt16BE(0x0112, 10); // Orientation
  tiff.writeUInt16BE(3, 12); // SHORT
  tiff.writeUInt32BE(1, 14); // one value
  tiff.writeUInt16BE(orientation, 18); // the value, left-justified in the 4-byte field
  tiff.writeUInt32BE(0, 22); // no next IFD
  const payload = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]);
  const header = Buffer.alloc(4);
  header.writeUInt16BE(0xffe1, 0);
  header.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([header, payload]);
}

// WebP: keep the picture (VP8, VP8L, alpha, animation); drop EXIF, XMP and the colour profile.
const WEBP_KEEP = new Set(['VP8 ', 'VP8L', 'VP8X', 'ALPH', 'ANIM', 'ANMF']);

function cleanWebp(data: Buffer): Cleaned {
  check(data.readUInt32LE(4) + 8 === data.length);
  const chunks: Buffer[] = [];
  let offset = 12;
  let width = 0;
  let height = 0;
  let sawImage = false;
  while (offset < data.length) {
    check(offset + 8 <= data.length);
    const type = data.toString('latin1', offset, offset + 4);
    const size = data.readUInt32LE(offset + 4);
    const padded = size + (size % 2);
    const end = offset + 8 + padded;
    check(end <= data.length);
    const body = data.subarray(offset + 8, offset + 8 + size);
    if (type === 'VP8X') {
      check(size >= 10);
      width = 1 + body.readUIntLE(4, 3);
      height = 1 + body.readUIntLE(7, 3);
      // Clear the ICC, EXIF and XMP flags: those chunks are gone.
      const cleaned = Buffer.from(data.subarray(offset, end));
      cleaned[8] = cleaned[8]! & ~(0x20 | 0x08 | 0x04);
      chunks.push(cleaned);
    } else if (type === 'VP8 ') {
      check(size >= 10 && body[3] === 0x9d && body[4] === 0x01 && body[5] === 0x2a);
      if (!width) {
        width = body.readUInt16LE(6) & 0x3fff;
        height = body.readUInt16LE(8) & 0x3fff;
      }
      sawImage = true;
      chunks.push(data.subarray(offset, end));
    } else if (type === 'VP8L') {
      check(size >= 5 && body[0] === 0x2f);
      if (!width) {
        const bits = body.readUInt32LE(1);
        width = 1 + (bits & 0x3fff);
        height = 1 + ((bits >> 14) & 0x3fff);
      }
      sawImage = true;
      chunks.push(data.subarray(offset, end));
    } else if (WEBP_KEEP.has(type)) {
      if (type === 'ANMF') sawImage = true;
      chunks.push(data.subarray(offset, end));
    }
    offset = end;
  }
  check(sawImage);
  const body = Buffer.concat(chunks);
  const header = Buffer.alloc(12);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(body.length + 4, 4);
  header.write('WEBP', 8, 'latin1');
  return { data: Buffer.concat([header, body]), width, height };
}
