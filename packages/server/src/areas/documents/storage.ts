/**
 * Files kept in the database in chunks (docs/documents.md): an upload is written chunk by chunk as
 * it arrives, a download read chunk by chunk as the socket drains, so neither holds a whole large
 * file in memory. Every chunk but the last holds exactly the blob's chunk size, so a range
 * request finds its first chunk by division.
 */
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import type { UploadError } from './model.js';
import { documentBlobs, documentChunks } from './schema.js';

export const CHUNK_SIZE = 256 * 1024;
/** How many leading bytes the type sniffer is given (file-type reads at most 4100). */
const SNIFF_BYTES = 4100;

/** An upload refused with a clear reason (the HTTP status and `error` code of the answer). */
export class UploadRefused extends Error {
  constructor(
    readonly code: UploadError,
    readonly status: number,
    message: string = code,
  ) {
    super(message);
    this.name = 'UploadRefused';
  }
}

export interface WriteLimits {
  /** Bytes this file may have at most (TOO_LARGE beyond). */
  maxBytes: number;
  /** Bytes left of the client's quota (QUOTA_EXCEEDED beyond). */
  quotaLeft: number;
}

export interface WrittenBlob {
  id: string;
  size: number;
  sha256: string;
  contentType: string;
}

/**
 * Streams `source` into a new blob of `clientId`. `decideType` gets the leading bytes before
 * anything is stored and answers the content type (or throws UploadRefused). Any failure deletes
 * what was written, so a refused upload leaves nothing behind.
 */
export async function writeBlob(
  db: Db,
  clientId: string,
  source: AsyncIterable<Uint8Array>,
  limits: WriteLimits,
  decideType: (head: Buffer) => Promise<string> | string,
): Promise<WrittenBlob> {
  const [blob] = await db
    .insert(documentBlobs)
    .values({ clientId, contentType: 'application/octet-stream', chunkSize: CHUNK_SIZE })
    .returning({ id: documentBlobs.id });
  const blobId = blob!.id;
  const hash = createHash('sha256');
  // The chunk being filled: every chunk but the last is exactly CHUNK_SIZE bytes.
  let chunk = Buffer.allocUnsafe(CHUNK_SIZE);
  let filled = 0;
  let total = 0;
  let seq = 0;
  let contentType: string | null = null;
  // The chunk being written while the next one arrives: at most one, so that the upload holds at
  // most two chunks, and the database's round trip overlaps the client's sending instead of
  // stopping it once a chunk (80 times for 20 MB).
  let writing: Promise<unknown> | null = null;

  const store = async (data: Buffer) => {
    if (contentType === null) contentType = await decideType(data.subarray(0, SNIFF_BYTES));
    if (writing) await writing;
    const insert = db.insert(documentChunks).values({ blobId, seq, data }).execute();
    // Awaited before the next chunk, the blob's completion or the clean-up; never unhandled.
    insert.catch(() => {});
    writing = insert;
    seq += 1;
  };

  try {
    for await (const piece of source) {
      let bytes = Buffer.isBuffer(piece)
        ? piece
        : Buffer.from(piece.buffer, piece.byteOffset, piece.byteLength);
      total += bytes.length;
      if (total > limits.maxBytes) throw new UploadRefused('TOO_LARGE', 413);
      if (total > limits.quotaLeft) throw new UploadRefused('QUOTA_EXCEEDED', 413);
      hash.update(bytes);
      while (bytes.length > 0) {
        const taken = bytes.copy(chunk, filled);
        filled += taken;
        bytes = bytes.subarray(taken);
        // The type is decided as soon as enough bytes are in, before anything is stored.
        if (contentType === null && filled >= SNIFF_BYTES)
          contentType = await decideType(chunk.subarray(0, SNIFF_BYTES));
        if (filled === CHUNK_SIZE) {
          await store(chunk);
          chunk = Buffer.allocUnsafe(CHUNK_SIZE);
          filled = 0;
        }
      }
    }
    if (total === 0) throw new UploadRefused('EMPTY', 400);
    if (filled > 0) await store(chunk.subarray(0, filled));
    if (writing) await writing;
    const sha256 = hash.digest('hex');
    await db
      .update(documentBlobs)
      .set({ size: total, sha256, contentType: contentType!, complete: true })
      .where(eq(documentBlobs.id, blobId));
    return { id: blobId, size: total, sha256, contentType: contentType! };
  } catch (error) {
    if (writing) await (writing as Promise<unknown>).catch(() => {});
    await deleteBlobs(db, [blobId]);
    throw error;
  }
}

/** A blob from bytes already in memory (a thumbnail, a web-sized image, demo data). */
export async function writeBlobFromBuffer(db: Db, clientId: string, data: Buffer, contentType: string) {
  async function* once() {
    yield data;
  }
  return writeBlob(db, clientId, once(), { maxBytes: Infinity, quotaLeft: Infinity }, () => contentType);
}

export async function deleteBlobs(db: Db, ids: readonly (string | null | undefined)[]): Promise<void> {
  for (const id of ids) if (id) await db.delete(documentBlobs).where(eq(documentBlobs.id, id));
}

/** Bytes a client's stored files take (every version, web image and thumbnail). */
export async function usedBytes(db: Db, clientId: string): Promise<number> {
  const [row] = await db
    .select({ used: sql<string>`coalesce(sum(${documentBlobs.size}), 0)` })
    .from(documentBlobs)
    .where(eq(documentBlobs.clientId, clientId));
  return Number(row?.used ?? 0);
}

export interface BlobInfo {
  id: string;
  size: number;
  chunkSize: number;
  contentType: string;
  sha256: string | null;
}

export async function blobInfo(db: Db, id: string): Promise<BlobInfo | null> {
  const [row] = await db
    .select({
      id: documentBlobs.id,
      size: documentBlobs.size,
      chunkSize: documentBlobs.chunkSize,
      contentType: documentBlobs.contentType,
      sha256: documentBlobs.sha256,
    })
    .from(documentBlobs)
    .where(and(eq(documentBlobs.id, id), eq(documentBlobs.complete, true)));
  return row ?? null;
}

/**
 * One chunk's bytes (null when the blob lacks it), sent by the database as base64: a bytea column
 * comes as hex text (node-postgres reads every value as text), 512 KiB a chunk; base64 is 350 KiB,
 * and the string, the driver's buffers for it and the decoding are a third smaller and faster.
 * The decoder skips the line breaks `encode` puts in.
 */
async function readChunk(db: Db, blobId: string, seq: number): Promise<Buffer | null> {
  const [row] = await db
    .select({ base64: sql<string>`encode(${documentChunks.data}, 'base64')` })
    .from(documentChunks)
    .where(and(eq(documentChunks.blobId, blobId), eq(documentChunks.seq, seq)));
  return row ? Buffer.from(row.base64, 'base64') : null;
}

/**
 * The bytes `start`..`end` (inclusive) of a blob as a stream that reads one chunk at a time, the
 * next only when the consumer asks for more. The chunk after the one being sent is read while it
 * is sent (one, never more), so that the database's round trip does not stop the download once
 * a chunk.
 */
export function readBlob(db: Db, blob: BlobInfo, start = 0, end = blob.size - 1): Readable {
  async function* chunks() {
    if (blob.size === 0 || end < start) return;
    const first = Math.floor(start / blob.chunkSize);
    const last = Math.floor(end / blob.chunkSize);
    const read = (seq: number) => {
      const reading = readChunk(db, blob.id, seq);
      // Awaited below; when the download stops first, its failure is of no interest.
      reading.catch(() => {});
      return reading;
    };
    let next = read(first);
    for (let seq = first; seq <= last; seq += 1) {
      const data = await next;
      if (!data) throw new Error(`blob ${blob.id} lacks chunk ${seq}`);
      if (seq < last) next = read(seq + 1);
      const base = seq * blob.chunkSize;
      const from = Math.max(0, start - base);
      const to = Math.min(data.length, end - base + 1);
      yield data.subarray(from, to);
    }
  }
  return Readable.from(chunks(), { objectMode: false, highWaterMark: 1 });
}

/**
 * A blob's bytes `start`..`end` (inclusive; the whole blob by default) in memory: only for bounded
 * work (a range of a PDF that pdf.js asks for, an image's preview).
 */
export async function readBlobToBuffer(
  db: Db,
  blob: BlobInfo,
  start = 0,
  end = blob.size - 1,
): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of readBlob(db, blob, start, end)) parts.push(part as Buffer);
  return Buffer.concat(parts);
}
