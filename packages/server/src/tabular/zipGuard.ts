/**
 * A look inside an XLSX file (a ZIP archive) before any spreadsheet reader does: the archive's
 * table of contents with Node's own zlib, no reader of our own beyond the headers. It refuses
 * archives that would unpack to more than a limit (a "zip bomb": the declared sizes are checked,
 * and each part is inflated with that size as the most zlib may produce, so a part that lies about
 * its size fails), ZIP64 archives (never needed for an import this small), too many parts, and any
 * XML part that declares a DOCTYPE or entities (the "billion laughs" XML bomb, external entities).
 */
import { inflateRawSync } from 'node:zlib';

export interface ZipLimits {
  maxEntries: number;
  /** The most all parts together may unpack to. */
  maxUnpackedBytes: number;
}

export type ZipRefusal = 'invalid_file' | 'unsafe_file';

export class ZipRefused extends Error {
  constructor(readonly code: ZipRefusal) {
    super(code);
    this.name = 'ZipRefused';
  }
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

/** Throws ZipRefused when `bytes` is not an archive that is safe to hand to a spreadsheet reader. */
export function checkZip(bytes: Buffer, limits: ZipLimits): void {
  const fail = (code: ZipRefusal): never => {
    throw new ZipRefused(code);
  };
  let end = -1;
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - 22 - 0xffff); at--)
    if (bytes.readUInt32LE(at) === EOCD) {
      end = at;
      break;
    }
  if (end < 0) fail('invalid_file');
  const count = bytes.readUInt16LE(end + 10);
  const directorySize = bytes.readUInt32LE(end + 12);
  const directoryOffset = bytes.readUInt32LE(end + 16);
  if (count === 0xffff || directoryOffset === 0xffffffff) fail('unsafe_file');
  if (count > limits.maxEntries) fail('unsafe_file');
  if (directoryOffset + directorySize > end) fail('invalid_file');

  let unpacked = 0;
  let at = directoryOffset;
  for (let index = 0; index < count; index++) {
    if (at + 46 > end || bytes.readUInt32LE(at) !== CENTRAL) fail('invalid_file');
    const method = bytes.readUInt16LE(at + 10);
    const packedSize = bytes.readUInt32LE(at + 20);
    const size = bytes.readUInt32LE(at + 24);
    const nameLength = bytes.readUInt16LE(at + 28);
    const extraLength = bytes.readUInt16LE(at + 30);
    const commentLength = bytes.readUInt16LE(at + 32);
    const localOffset = bytes.readUInt32LE(at + 42);
    const name = bytes.toString('utf8', at + 46, at + 46 + nameLength);
    at += 46 + nameLength + extraLength + commentLength;

    if (size === 0xffffffff || packedSize === 0xffffffff || localOffset === 0xffffffff) fail('unsafe_file');
    unpacked += size;
    if (unpacked > limits.maxUnpackedBytes) fail('unsafe_file');
    if (method !== 0 && method !== 8) fail('invalid_file');
    if (!/\.(xml|rels|vml)$/i.test(name)) continue;

    if (localOffset + 30 > bytes.length || bytes.readUInt32LE(localOffset) !== LOCAL) fail('invalid_file');
    const start =
      localOffset + 30 + bytes.readUInt16LE(localOffset + 26) + bytes.readUInt16LE(localOffset + 28);
    if (start + packedSize > bytes.length) fail('invalid_file');
    const packed = bytes.subarray(start, start + packedSize);
    let xml: Buffer;
    try {
      xml = method === 0 ? packed : inflateRawSync(packed, { maxOutputLength: Math.max(size, 1) });
    } catch {
      // More than the declared size (a lie, the mark of a bomb) or not deflate at all.
      return fail('unsafe_file');
    }
    if (xml.length !== size) fail('unsafe_file');
    if (/<!DOCTYPE|<!ENTITY/i.test(xml.toString('latin1'))) fail('unsafe_file');
  }
}
