/**
 * Receiving and sending a stored file over HTTP, shared by every area that keeps files in the
 * document store (documents, photos): the size and quota checks before a byte is read, the upload
 * streamed into chunks with its type read from the bytes, a picture's web-sized image and
 * thumbnail, and a download with byte ranges and the headers that keep a file from running.
 */
import type { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.js';
import { imageDerivatives } from './files.js';
import {
  blobInfo,
  deleteBlobs,
  readBlob,
  readBlobToBuffer,
  UploadRefused,
  usedBytes,
  writeBlob,
  writeBlobFromBuffer,
  type WrittenBlob,
} from './storage.js';

export interface TransferLimits {
  maxFileBytes: number;
  quotaBytes: number;
}

/**
 * The upload's declared length against the file limit and the client's quota, before a byte is
 * read: UploadRefused (the connection closes after the answer) or the quota left.
 */
export async function admitUpload(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  clientId: string,
  limits: TransferLimits,
): Promise<number> {
  const declared = Number(request.headers['content-length'] ?? NaN);
  if (declared > limits.maxFileBytes) {
    reply.header('connection', 'close');
    throw new UploadRefused('TOO_LARGE', 413, `At most ${limits.maxFileBytes} bytes`);
  }
  const quotaLeft = limits.quotaBytes - (await usedBytes(db, clientId));
  if (quotaLeft <= 0 || declared > quotaLeft) {
    reply.header('connection', 'close');
    throw new UploadRefused('QUOTA_EXCEEDED', 413);
  }
  return quotaLeft;
}

/** Streams the request's body into a new blob (the connection closes when it is refused). */
export async function receiveOriginal(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  clientId: string,
  limits: { maxBytes: number; quotaLeft: number },
  decideType: (head: Buffer) => Promise<string> | string,
): Promise<WrittenBlob> {
  try {
    return await writeBlob(db, clientId, request.body as Readable, limits, decideType);
  } catch (error) {
    // The rest of the body is not read: the connection closes after the answer.
    reply.header('connection', 'close');
    throw error;
  }
}

export interface StoredImage {
  /** The original's bytes (bounded by the file limit), for what else is read from them (EXIF). */
  data: Buffer;
  /** The picture as sharp reads it: the original, or a HEIC's decoded JPEG (for hashes, faces). */
  readable: Buffer;
  width: number | null;
  height: number | null;
  webBlobId: string;
  thumbBlobId: string;
}

/**
 * Decodes a stored picture (refused when it is no picture or has too many pixels) and stores its
 * web-sized image and thumbnail; the ids of what it wrote are pushed onto `written` so that the
 * caller deletes them when a later step fails.
 */
export async function storeImageDerivatives(
  db: Db,
  clientId: string,
  original: WrittenBlob,
  written: string[],
): Promise<StoredImage> {
  const info = (await blobInfo(db, original.id))!;
  const data = await readBlobToBuffer(db, info);
  const derived = await imageDerivatives(data, original.contentType);
  const web = await writeBlobFromBuffer(db, clientId, derived.web, 'image/jpeg');
  written.push(web.id);
  const thumb = await writeBlobFromBuffer(db, clientId, derived.thumb, 'image/jpeg');
  written.push(thumb.id);
  return {
    data,
    readable: derived.readable,
    width: derived.width || null,
    height: derived.height || null,
    webBlobId: web.id,
    thumbBlobId: thumb.id,
  };
}

export { deleteBlobs, UploadRefused };

/** The file name as it may be stored and offered: no path, no control characters. */
export function safeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex -- control characters are what is removed
  const cleaned = base.replace(/[\u0000-\u001F\u007F"]/g, '').trim();
  return (cleaned || 'file').slice(0, 200);
}

/** `Content-Disposition` with the name in ASCII and in UTF-8 (RFC 6266). */
export function contentDisposition(kind: 'inline' | 'attachment', fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7E]/g, '_').replace(/[\\"]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** One byte range of `size` bytes from a `Range` header; null: whole file; 'invalid': 416. */
export function parseRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | null | 'invalid' {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  // Several ranges, or another unit: the whole file (allowed by RFC 9110).
  if (!match) return header.includes(',') || !header.startsWith('bytes=') ? null : 'invalid';
  const [, from, to] = match;
  if (from === '' && to === '') return 'invalid';
  let start: number;
  let end: number;
  if (from === '') {
    const suffix = Number(to);
    if (suffix === 0) return 'invalid';
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(from);
    end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  }
  if (start >= size || end < start) return 'invalid';
  return { start, end };
}

/** The CSP of a stored file: nothing runs, nothing loads; a page of ours may frame a preview. */
const FILE_CSP =
  "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox; frame-ancestors 'self'";

export interface SendTarget {
  blobId: string;
  contentType: string;
  fileName: string;
  sha256: string | null;
  /** Shown in the browser (pictures, PDFs) rather than downloaded. */
  inline: boolean;
}

/**
 * Answers a stored file: 404 when there is none, 416 for a range outside it, 304 for a matching
 * ETag, 206 for one byte range, else the whole file, read chunk by chunk.
 */
export async function sendStoredFile(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  target: SendTarget | null,
) {
  const blob = target ? await blobInfo(db, target.blobId) : null;
  if (!target || !blob) return reply.code(404).send({ error: 'NOT_FOUND' });
  const range = parseRange(request.headers.range, blob.size);
  if (range === 'invalid') {
    reply.header('content-range', `bytes */${blob.size}`);
    return reply.code(416).send({ error: 'RANGE_NOT_SATISFIABLE' });
  }
  reply.header('content-type', target.contentType);
  reply.header(
    'content-disposition',
    contentDisposition(target.inline ? 'inline' : 'attachment', target.fileName),
  );
  reply.header('content-security-policy', FILE_CSP);
  reply.header('x-frame-options', 'SAMEORIGIN');
  reply.header('x-content-type-options', 'nosniff');
  reply.header('cross-origin-resource-policy', 'same-origin');
  reply.header('cache-control', 'private, max-age=300');
  reply.header('accept-ranges', 'bytes');
  if (target.sha256) reply.header('etag', `"${target.sha256}"`);
  if (target.sha256 && request.headers['if-none-match'] === `"${target.sha256}"`)
    return reply.code(304).send();
  if (range) {
    reply.code(206);
    reply.header('content-range', `bytes ${range.start}-${range.end}/${blob.size}`);
    reply.header('content-length', range.end - range.start + 1);
    return reply.send(readBlob(db, blob, range.start, range.end, reply.raw));
  }
  reply.header('content-length', blob.size);
  return reply.send(readBlob(db, blob, 0, blob.size - 1, reply.raw));
}
