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
import { copyChunkIn, copyChunksOut, copyRangeOut, postgresPool } from './pgCopy.js';
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
 * Chunk buffers kept between transfers on PostgreSQL, where chunks are written and read from
 * buffers of ours (pgCopy.ts): a transfer takes its buffers here and gives them back when it is
 * over, so that one after another they use the same memory instead of new buffers the collector
 * frees only later (RSS growth is the budget, docs/documents.md). At most SPARE_BUFFERS are kept
 * (the transfers of a few at once); only whole ones of CHUNK_SIZE. A buffer is given out with
 * the bytes of an earlier file in it: only the part filled by the new one is ever sent or stored.
 */
const spareBuffers: Buffer[] = [];
const SPARE_BUFFERS = 16;

function takeBuffer(size: number): Buffer {
  return (size === CHUNK_SIZE && spareBuffers.pop()) || Buffer.allocUnsafe(size);
}

function giveBack(buffers: readonly Buffer[]) {
  for (const buffer of buffers)
    if (buffer.length === CHUNK_SIZE && spareBuffers.length < SPARE_BUFFERS && !spareBuffers.includes(buffer))
      spareBuffers.push(buffer);
}

/**
 * Chunks written at once on PostgreSQL, each by its own connection: PostgreSQL stores one while
 * the next arrives and the one after is stored by another backend on the other core (its storing,
 * not the network, is the slow part of an upload). Drizzle's statements (PGlite, a transaction)
 * one at a time.
 */
const WRITES_AT_ONCE = 2;

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
  // On PostgreSQL a chunk is written by COPY from where it lies (pgCopy.ts), from buffers that go
  // back to the spare ones. Drizzle's statements may read theirs later: a new buffer a chunk.
  const pool = postgresPool(db);
  const atOnce = pool ? WRITES_AT_ONCE : 1;
  // The chunk being filled: every chunk but the last is exactly CHUNK_SIZE bytes.
  let chunk = pool ? takeBuffer(CHUNK_SIZE) : Buffer.allocUnsafe(CHUNK_SIZE);
  let filled = 0;
  let total = 0;
  let seq = 0;
  let contentType: string | null = null;
  // The chunks being written while the next one arrives, oldest first: so the upload holds at
  // most atOnce + 1 chunks, and the database's round trips overlap the client's sending instead
  // of stopping it once a chunk (80 times for 20 MB).
  const writing: { insert: Promise<unknown>; buffer: Buffer }[] = [];
  // Buffers whose chunk is written, to fill again.
  const free: Buffer[] = [];
  const awaitOldest = async () => {
    const oldest = writing.shift()!;
    await oldest.insert;
    free.push(oldest.buffer);
  };

  const store = async (data: Buffer) => {
    if (contentType === null) contentType = await decideType(data.subarray(0, SNIFF_BYTES));
    while (writing.length >= atOnce) await awaitOldest();
    const insert = pool
      ? copyChunkIn(pool, blobId, seq, data)
      : db.insert(documentChunks).values({ blobId, seq, data }).execute();
    // Awaited before a later chunk, the blob's completion or the clean-up; never unhandled.
    insert.catch(() => {});
    writing.push({ insert, buffer: chunk });
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
          chunk = pool ? (free.pop() ?? takeBuffer(CHUNK_SIZE)) : Buffer.allocUnsafe(CHUNK_SIZE);
          filled = 0;
        }
      }
    }
    if (total === 0) throw new UploadRefused('EMPTY', 400);
    if (filled > 0) await store(chunk.subarray(0, filled));
    while (writing.length > 0) await awaitOldest();
    const sha256 = hash.digest('hex');
    await db
      .update(documentBlobs)
      .set({ size: total, sha256, contentType: contentType!, complete: true })
      .where(eq(documentBlobs.id, blobId));
    return { id: blobId, size: total, sha256, contentType: contentType! };
  } catch (error) {
    while (writing.length > 0) await awaitOldest().catch(() => {});
    await deleteBlobs(db, [blobId]);
    throw error;
  } finally {
    // Every statement that read a buffer is over (awaited above, on either path).
    if (pool) giveBack([chunk, ...free]);
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
 * The bytes of chunks `first`..`last` of a blob (an error when it lacks one). On PostgreSQL by
 * one binary COPY into `targets` (pgCopy.ts; new buffers where a target is null). Otherwise
 * (PGlite, a transaction) one chunk through drizzle as base64: a bytea column comes as hex text,
 * twice its size, and the string, the driver's buffers for it and the decoding are a third
 * smaller and faster so. The decoder skips the line breaks `encode` puts in.
 */
async function readChunks(
  db: Db,
  blob: BlobInfo,
  first: number,
  last: number,
  targets: readonly (Buffer | null)[],
): Promise<Buffer[]> {
  const pool = postgresPool(db);
  if (pool) {
    const expected: number[] = [];
    for (let seq = first; seq <= last; seq += 1)
      expected.push(Math.min(blob.chunkSize, blob.size - seq * blob.chunkSize));
    const read = await copyChunksOut(
      pool,
      blob.id,
      first,
      expected,
      expected.map((n, i) => targets[i] ?? Buffer.allocUnsafe(n)),
    );
    if (!read) throw new Error(`blob ${blob.id} lacks chunk ${first}`);
    return read;
  }
  if (last !== first) throw new Error('one chunk at a time through drizzle');
  const [row] = await db
    .select({ base64: sql<string>`encode(${documentChunks.data}, 'base64')` })
    .from(documentChunks)
    .where(and(eq(documentChunks.blobId, blob.id), eq(documentChunks.seq, first)));
  if (!row) throw new Error(`blob ${blob.id} lacks chunk ${first}`);
  return [Buffer.from(row.base64, 'base64')];
}

/**
 * Where a read blob is written (an HTTP response): its bytes not yet handed to the system, and
 * 'finish' once all are.
 */
export interface BlobSink {
  readonly writableLength: number;
  /** Closed (a client gone): a read waiting for buffers stops. */
  readonly destroyed: boolean;
  once(event: 'finish', listener: () => void): unknown;
}

/**
 * Chunks read by one statement on PostgreSQL. A statement's round trip and PostgreSQL's work for
 * it (a pool's connection, the plan) took longer than sending a chunk, so one chunk a statement
 * had the download wait for the database 80 times for 20 MB (read-ahead by two connections
 * instead did not help: measured). Drizzle's statements (PGlite, a transaction) one at a time.
 */
const CHUNKS_A_READ = 4;

/**
 * The bytes `start`..`end` (inclusive) of a blob as a stream that reads a few chunks at a time
 * (CHUNKS_A_READ, one without PostgreSQL), the next ones only when the consumer asks for more.
 * The chunks after those being sent are read while they are sent (one read, never more), so that
 * the database's round trip does not stop the download once a read.
 *
 * Given the `sink` the stream is piped to (on PostgreSQL, where chunks are read into buffers of
 * ours), the chunks' buffers are reused: the buffers of the chunks sent are free again once this
 * stream holds nothing and the sink has handed everything to the system (`writableLength` 0); a
 * chunk is read into a free one when there is one, into a spare one (above) otherwise, and all go
 * back to the spare ones when the sink has finished. A download has at most 3 * CHUNKS_A_READ;
 * with all in use the next read waits for the sink. So downloads one after another use the same
 * few buffers, not one a chunk that the collector frees only later.
 */
export function readBlob(db: Db, blob: BlobInfo, start = 0, end = blob.size - 1, sink?: BlobSink): Readable {
  const postgres = postgresPool(db) !== null;
  const reuse = sink !== undefined && postgres;
  const batch = postgres ? CHUNKS_A_READ : 1;
  // Buffers free to read into, and those of chunks handed to the stream; how many this download
  // has (two reads' worth, and one more while the sink still sends the chunks before).
  const free: Buffer[] = [];
  const sent: Buffer[] = [];
  const owned: Buffer[] = [];
  const take = async (): Promise<Buffer | null> => {
    if (!reuse) return null;
    for (;;) {
      if (stream.readableLength === 0 && sink!.writableLength === 0) free.push(...sent.splice(0));
      if (free.length > 0) return free.pop()!;
      if (owned.length < 3 * batch) {
        const buffer = takeBuffer(blob.chunkSize);
        owned.push(buffer);
        return buffer;
      }
      // All in use: the next read waits until the sink has sent what it holds (the client is
      // slower than the database), with what is queued still going out meanwhile.
      await new Promise((resolve) => setTimeout(resolve, 1));
      if (stream.destroyed || sink!.destroyed) throw new Error('download stopped');
    }
  };
  // Finished: every byte written is with the system, and nothing is being read. (A download cut
  // off keeps its buffers.)
  if (reuse) sink!.once('finish', () => giveBack(owned));
  async function* chunks() {
    if (blob.size === 0 || end < start) return;
    const first = Math.floor(start / blob.chunkSize);
    const last = Math.floor(end / blob.chunkSize);
    const read = async (from: number) => {
      const to = Math.min(last, from + batch - 1);
      const targets: (Buffer | null)[] = [];
      for (let seq = from; seq <= to; seq += 1) targets.push(await take());
      return { data: await readChunks(db, blob, from, to, targets), targets, to };
    };
    const readNext = (from: number) => {
      const reading = read(from);
      // Awaited below; when the download stops first, its failure is of no interest.
      reading.catch(() => {});
      return reading;
    };
    let next = readNext(first);
    for (let from = first; from <= last;) {
      const { data, targets, to } = await next;
      if (to < last) next = readNext(to + 1);
      for (let i = 0; i < data.length; i += 1) {
        const base = (from + i) * blob.chunkSize;
        const chunk = data[i]!;
        yield chunk.subarray(Math.max(0, start - base), Math.min(chunk.length, end - base + 1));
        // Resumed: the chunk is in the stream (or passed on). Counted as sent only now: between
        // the yield and the stream's push it is in neither, and the next read's `take`, run in
        // between, found both empty and gave it to the database to overwrite (caught by a test
        // reading slowly).
        if (targets[i]) sent.push(targets[i]!);
      }
      from = to + 1;
    }
  }
  const stream = Readable.from(chunks(), { objectMode: false, highWaterMark: 1 });
  return stream;
}

/**
 * A blob's bytes `start`..`end` (inclusive; the whole blob by default) in memory: only for bounded
 * work (a range of a PDF that pdf.js asks for, an image's preview). On PostgreSQL read straight
 * into one buffer of that length, only the slices asked for (pgCopy.ts `copyRangeOut`); otherwise
 * (PGlite, a transaction) chunk by chunk, joined.
 */
export async function readBlobToBuffer(
  db: Db,
  blob: BlobInfo,
  start = 0,
  end = blob.size - 1,
): Promise<Buffer> {
  const pool = postgresPool(db);
  if (pool && blob.size > 0 && end >= start) {
    const target = Buffer.allocUnsafe(end - start + 1);
    if (!(await copyRangeOut(pool, blob.id, blob.chunkSize, start, end, target)))
      throw new Error(`blob ${blob.id} lacks bytes ${start}-${end}`);
    return target;
  }
  const parts: Buffer[] = [];
  for await (const part of readBlob(db, blob, start, end)) parts.push(part as Buffer);
  return Buffer.concat(parts);
}
