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
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  let total = 0;
  let seq = 0;
  let contentType: string | null = null;

  const store = async (chunk: Buffer) => {
    if (contentType === null) contentType = await decideType(chunk.subarray(0, SNIFF_BYTES));
    await db.insert(documentChunks).values({ blobId, seq, data: chunk });
    seq += 1;
  };

  try {
    for await (const piece of source) {
      const bytes = Buffer.isBuffer(piece)
        ? piece
        : Buffer.from(piece.buffer, piece.byteOffset, piece.byteLength);
      total += bytes.length;
      if (total > limits.maxBytes) throw new UploadRefused('TOO_LARGE', 413);
      if (total > limits.quotaLeft) throw new UploadRefused('QUOTA_EXCEEDED', 413);
      hash.update(bytes);
      pending.push(bytes);
      pendingBytes += bytes.length;
      // The type is decided as soon as enough bytes are in, before the rest is stored.
      if (contentType === null && pendingBytes >= SNIFF_BYTES)
        contentType = await decideType(Buffer.concat(pending).subarray(0, SNIFF_BYTES));
      while (pendingBytes >= CHUNK_SIZE) {
        const joined = Buffer.concat(pending);
        await store(joined.subarray(0, CHUNK_SIZE));
        const rest = joined.subarray(CHUNK_SIZE);
        pending = rest.length ? [rest] : [];
        pendingBytes = rest.length;
      }
    }
    if (total === 0) throw new UploadRefused('EMPTY', 400);
    if (pendingBytes > 0) await store(Buffer.concat(pending));
    const sha256 = hash.digest('hex');
    await db
      .update(documentBlobs)
      .set({ size: total, sha256, contentType: contentType!, complete: true })
      .where(eq(documentBlobs.id, blobId));
    return { id: blobId, size: total, sha256, contentType: contentType! };
  } catch (error) {
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
 * The bytes `start`..`end` (inclusive) of a blob as a stream that reads one chunk at a time, the
 * next only when the consumer asks for more.
 */
export function readBlob(db: Db, blob: BlobInfo, start = 0, end = blob.size - 1): Readable {
  async function* chunks() {
    if (blob.size === 0 || end < start) return;
    let seq = Math.floor(start / blob.chunkSize);
    const last = Math.floor(end / blob.chunkSize);
    for (; seq <= last; seq += 1) {
      const [row] = await db
        .select({ data: documentChunks.data })
        .from(documentChunks)
        .where(and(eq(documentChunks.blobId, blob.id), eq(documentChunks.seq, seq)));
      if (!row) throw new Error(`blob ${blob.id} lacks chunk ${seq}`);
      const base = seq * blob.chunkSize;
      const from = Math.max(0, start - base);
      const to = Math.min(row.data.length, end - base + 1);
      yield row.data.subarray(from, to);
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
