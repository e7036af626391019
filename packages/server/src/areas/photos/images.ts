/**
 * What is read from a photo's bytes (docs/photos.md): its type (file-type, the documents' sniffer
 * narrowed to pictures), when and where it was taken (EXIF, read with exifr), and a perceptual
 * hash that finds the same picture used twice.
 *
 * Why dHash: a driver who sends last week's photo again sends it re-encoded by the phone, resized
 * or lightly cropped, so the SHA-256 differs. dHash (the sign of the brightness step between
 * neighbouring pixels of a 9x8 greyscale thumbnail) survives re-encoding, resizing and small
 * changes of brightness, costs one tiny sharp resize, and compares by counting differing bits;
 * it is not meant to survive rotation or heavy crops, which is fine for "the same picture twice".
 */
import exifr from 'exifr';
import sharp from 'sharp';
import { sniffDocumentType, MAX_PIXELS } from '../documents/files.js';
import { UploadRefused } from '../documents/storage.js';
import { PHOTO_FILE_TYPES } from './model.js';

/** The picture type the leading bytes announce; UploadRefused(UNSUPPORTED_TYPE) for anything else (a PDF too). */
export async function sniffPhotoType(head: Buffer): Promise<string> {
  const type = await sniffDocumentType(head);
  if (!(PHOTO_FILE_TYPES as readonly string[]).includes(type))
    throw new UploadRefused('UNSUPPORTED_TYPE', 415, `Files of type ${type} are not photos`);
  return type;
}

/** The 64-bit dHash of a picture as a signed bigint (PostgreSQL's bigint), EXIF orientation applied. */
export async function dHash(data: Buffer): Promise<bigint> {
  const pixels = await sharp(data, { limitInputPixels: MAX_PIXELS, failOn: 'error' })
    .rotate()
    .greyscale()
    .resize(9, 8, { fit: 'fill', kernel: 'lanczos3' })
    .raw()
    .toBuffer();
  let hash = 0n;
  for (let row = 0; row < 8; row += 1)
    for (let col = 0; col < 8; col += 1) {
      const left = pixels[row * 9 + col]!;
      const right = pixels[row * 9 + col + 1]!;
      hash = (hash << 1n) | (left > right ? 1n : 0n);
    }
  return BigInt.asIntN(64, hash);
}

/** Bits that differ between two hashes. */
export function hammingDistance(a: bigint, b: bigint): number {
  let x = BigInt.asUintN(64, a ^ b);
  let bits = 0;
  while (x) {
    bits += Number(x & 1n);
    x >>= 1n;
  }
  return bits;
}

/** The offset of Europe/Copenhagen from UTC (minutes) at a UTC instant. */
function copenhagenOffset(utc: Date): number {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Copenhagen',
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(utc);
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  const local = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'));
  return Math.round((local - utc.getTime()) / 60_000);
}

/**
 * An EXIF date (`2026:11:27 14:05:09`, the camera's clock) as an instant. With the offset EXIF 2.31
 * writes beside it (`+01:00`) that is exact; without, the clock is taken to be Danish time (the
 * fleet's). Anything else (a blank, a zeroed date, a date that does not exist) is null.
 */
export function exifInstant(value: unknown, offset?: unknown): Date | null {
  if (typeof value !== 'string') return null;
  const match = /^(\d{4})[:-](\d{2})[:-](\d{2})[ T](\d{2}):(\d{2}):(\d{2})/.exec(value.trim());
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  if (year < 1990 || month < 1 || month > 12 || day < 1 || hour > 23 || minute > 59 || second > 59)
    return null;
  const asUtc = Date.UTC(year, month - 1, day, hour, minute, second);
  if (new Date(asUtc).getUTCDate() !== day) return null;
  const zone = typeof offset === 'string' ? /^([+-])(\d{2}):(\d{2})$/.exec(offset.trim()) : null;
  if (zone) {
    const minutes = (zone[1] === '-' ? -1 : 1) * (Number(zone[2]) * 60 + Number(zone[3]));
    return new Date(asUtc - minutes * 60_000);
  }
  // Danish time: the offset at that moment (a guess one hour off only within a DST change).
  const guess = asUtc - copenhagenOffset(new Date(asUtc)) * 60_000;
  return new Date(asUtc - copenhagenOffset(new Date(guess)) * 60_000);
}

/**
 * What exifr reads: the file, or for a HEIF container (an iPhone's HEIC) the EXIF block libvips
 * finds in it, as a TIFF: exifr's own HEIC reader refuses the Exif item libheif writes ("Malformed
 * EXIF data"), which exiftool and libvips read.
 */
async function exifSource(data: Buffer): Promise<Buffer> {
  if (data.subarray(4, 8).toString('latin1') !== 'ftyp') return data;
  const exif = await sharp(data)
    .metadata()
    .then((meta) => meta.exif)
    .catch(() => undefined);
  if (!exif) return data;
  const head = exif.subarray(0, 16).toString('latin1');
  const tiff = Math.max(head.indexOf('MM\0*'), head.indexOf('II*\0'));
  return tiff >= 0 ? exif.subarray(tiff) : data;
}

export interface PhotoExif {
  takenAt: Date | null;
  location: { latitude: number; longitude: number } | null;
}

/**
 * When and where a picture was taken, from its EXIF; nothing when it has none or it is damaged.
 * Without `place` (the uploader has not agreed to their photos keeping it) GPS is not read.
 */
export async function readExif(data: Buffer, { place = true }: { place?: boolean } = {}): Promise<PhotoExif> {
  let tags: Record<string, unknown> | undefined;
  try {
    tags = (await exifr.parse(await exifSource(data), {
      tiff: true,
      exif: true,
      gps: place,
      ifd1: false,
      xmp: false,
      icc: false,
      iptc: false,
      reviveValues: false,
      translateValues: false,
    })) as Record<string, unknown> | undefined;
  } catch {
    return { takenAt: null, location: null };
  }
  if (!tags) return { takenAt: null, location: null };
  const takenAt =
    exifInstant(tags.DateTimeOriginal, tags.OffsetTimeOriginal) ??
    exifInstant(tags.CreateDate, tags.OffsetTimeDigitized) ??
    exifInstant(tags.ModifyDate, tags.OffsetTime);
  return { takenAt, location: place ? gpsOf(tags) : null };
}

/** Degrees from EXIF's [degrees, minutes, seconds] and its N/S, E/W reference; null when off the globe. */
export function gpsOf(tags: Record<string, unknown>): PhotoExif['location'] {
  const degrees = (value: unknown, ref: unknown, negative: string, limit: number) => {
    const parts = Array.isArray(value) ? value.map(Number) : typeof value === 'number' ? [value] : null;
    if (!parts || parts.length === 0 || parts.some((part) => !Number.isFinite(part) || part < 0)) return null;
    const [d = 0, m = 0, s = 0] = parts;
    const sign = typeof ref === 'string' && ref.trim().toUpperCase() === negative ? -1 : 1;
    const result = sign * (d + m / 60 + s / 3600);
    return Math.abs(result) <= limit ? Math.round(result * 1e6) / 1e6 : null;
  };
  const latitude = degrees(tags.GPSLatitude, tags.GPSLatitudeRef, 'S', 90);
  const longitude = degrees(tags.GPSLongitude, tags.GPSLongitudeRef, 'W', 180);
  if (latitude === null || longitude === null) return null;
  // 0,0 is a phone that had no fix, not the Gulf of Guinea.
  if (latitude === 0 && longitude === 0) return null;
  return { latitude, longitude };
}

/**
 * The picture re-encoded in its own type with no metadata but its colour profile: no GPS, no
 * camera serial, no EXIF at all (the orientation is applied to the pixels). Null when the
 * picture cannot be decoded (a HEIC this sharp does not read) or has no such type to write.
 */
export async function withoutMetadata(data: Buffer, type: string): Promise<Buffer | null> {
  const image = () =>
    sharp(data, { limitInputPixels: MAX_PIXELS, failOn: 'error' }).rotate().keepIccProfile();
  try {
    if (type === 'image/jpeg')
      return await image().jpeg({ quality: 92, chromaSubsampling: '4:4:4' }).toBuffer();
    if (type === 'image/png') return await image().png().toBuffer();
    if (type === 'image/webp') return await image().webp({ quality: 92 }).toBuffer();
    return null;
  } catch {
    return null;
  }
}
