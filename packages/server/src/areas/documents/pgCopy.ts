/**
 * A file's chunks to and from a real PostgreSQL with binary COPY (docs/documents.md, "Uploads and
 * downloads"), so that the bytes cross node-postgres as bytes:
 *
 * - node-postgres reads every value as text (a bytea as hex, twice its size, decoded by us), and
 *   its `binary` results turn a bytea into lossy UTF-8; a `COPY (SELECT data …) TO STDOUT (FORMAT
 *   binary)` instead arrives as CopyData messages, slices of the driver's own receive buffer, which
 *   are copied once into the caller's buffer (one reused per transfer, see storage.ts).
 * - A parameter of an INSERT is copied three times by the driver's serializer into buffers it
 *   grows and drops per message; a `COPY document_chunks FROM STDIN (FORMAT binary)` of one row is
 *   written here as a small prefix, the chunk's own buffer and a suffix, corked into one write,
 *   with no copy in JavaScript.
 *
 * Each is a node-postgres "submittable" (what pg-query-stream and pg-copy-streams are): the client
 * hands it the protocol messages of its statement. Written here rather than with pg-copy-streams:
 * its COPY FROM sends through the connection's `sendCopyFromChunk`, which copies every chunk into
 * the serializer's growing buffer (pg-protocol's `copyData`), the copy this file exists to avoid,
 * and the binary row format around the bytes (header, field count and length) is ours either way. One chunk a statement on a connection taken from
 * the pool for that statement only, so a slow client never holds a connection between chunks.
 * Only the top-level database of the PostgreSQL driver has a pool (`postgresPool`); PGlite, and a
 * transaction, keep drizzle's statements.
 */
import pg from 'pg';
import type { Db } from '../../db/database.js';

/** The pool of a database opened on a real PostgreSQL (db/database.ts), else null. */
export function postgresPool(db: Db): pg.Pool | null {
  const client = (db as unknown as { $client?: unknown }).$client;
  return client instanceof pg.Pool ? client : null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** COPY's binary file header: the signature, no flags, no extension (19 bytes). */
const HEADER = Buffer.concat([Buffer.from('PGCOPY\n\xff\r\n\0', 'latin1'), Buffer.alloc(8)]);

/** What the client gives a submittable (node-postgres's Connection, the parts used here). */
interface Connection {
  stream: NodeJS.WritableStream & { cork(): void; uncork(): void };
  query(text: string): void;
}

/** The messages of one simple-protocol statement; `finish` once, with its error if any. */
abstract class Statement {
  private done = false;
  private resolve!: () => void;
  private reject!: (error: unknown) => void;
  readonly finished = new Promise<void>((resolve, reject) => {
    this.resolve = resolve;
    this.reject = reject;
  });
  /** An error found in the data (answered once the statement is over). */
  protected failure: Error | null = null;

  constructor(private readonly text: string) {}

  submit(connection: Connection) {
    connection.query(this.text);
  }
  handleError(error: unknown) {
    this.finish(error);
  }
  handleReadyForQuery() {
    this.finish(this.failure ?? this.complete());
  }
  /** The error to answer when the statement ended normally, or null. */
  protected complete(): Error | null {
    return null;
  }
  handleCommandComplete() {}
  handleRowDescription() {}
  handleDataRow() {}
  handleEmptyQuery() {}
  handlePortalSuspended() {}
  handleCopyInResponse(_connection: Connection) {}
  handleCopyData(_message: { chunk: Buffer }) {}

  private finish(error: unknown) {
    if (this.done) return;
    this.done = true;
    if (error) this.reject(error);
    else this.resolve();
  }
}

/** Runs `statement` on a connection of its own; a connection that failed is not reused. */
async function run(pool: pg.Pool, statement: Statement): Promise<void> {
  const client = await pool.connect();
  try {
    client.query(statement as unknown as pg.QueryConfig);
    await statement.finished;
    client.release();
  } catch (error) {
    // Not knowing what state the connection is in, the pool drops it.
    client.release(error instanceof Error ? error : new Error(String(error)));
    throw error;
  }
}

/** COPY of one row (blob_id, seq, data) in: the prefix, the caller's bytes, the suffix. */
class CopyChunkIn extends Statement {
  constructor(
    private readonly prefix: Buffer,
    private readonly data: Buffer,
  ) {
    super('COPY document_chunks (blob_id, seq, data) FROM STDIN (FORMAT binary)');
  }

  override handleCopyInResponse(connection: Connection) {
    const stream = connection.stream;
    stream.cork();
    stream.write(this.prefix);
    stream.write(this.data);
    stream.write(COPY_IN_END);
    stream.uncork();
  }
}

/** The end of the one CopyData message (no more rows: -1), then CopyDone. */
const COPY_IN_END = Buffer.from([0xff, 0xff, 0x63, 0, 0, 0, 4]);

/**
 * Stores `data` as chunk `seq` of blob `blobId`. `data` must stay as it is until this resolves
 * (it is written from where it lies).
 */
export function copyChunkIn(pool: pg.Pool, blobId: string, seq: number, data: Buffer): Promise<void> {
  if (!UUID.test(blobId)) throw new Error(`not a blob id: ${blobId}`);
  // CopyData: 'd', its length; the header; one row of three fields: the uuid's 16 bytes, the
  // integer's 4, then the bytes' length (the bytes follow, then COPY_IN_END).
  const prefix = Buffer.alloc(5 + HEADER.length + 2 + 4 + 16 + 4 + 4 + 4);
  let at = prefix.write('d', 0, 'latin1');
  const payload = HEADER.length + 2 + 4 + 16 + 4 + 4 + 4 + data.length + 2;
  at = prefix.writeInt32BE(4 + payload, at);
  at += HEADER.copy(prefix, at);
  at = prefix.writeInt16BE(3, at);
  at = prefix.writeInt32BE(16, at);
  at += Buffer.from(blobId.replaceAll('-', ''), 'hex').copy(prefix, at);
  at = prefix.writeInt32BE(4, at);
  at = prefix.writeInt32BE(seq, at);
  prefix.writeInt32BE(data.length, at);
  return run(pool, new CopyChunkIn(prefix, data));
}

/**
 * COPY of consecutive chunks out, their bytes copied into `targets` as they arrive (the driver's
 * slices are its receive buffer, reused for the next message): every chunk but a blob's last is
 * whole, so the rows' bytes in order fill one target after the other. The binary format is
 * parsed as a stream: the header, then per row a field count (-1 ends), then per field a length
 * and the bytes.
 */
class CopyChunksOut extends Statement {
  /** Bytes received, and of the current target filled. */
  received = 0;
  private filled = 0;
  private index = 0;
  private rows = 0;
  /** The small field being gathered (the header, a count, a length) and how long it is. */
  private readonly scratch = Buffer.alloc(HEADER.length);
  private have = 0;
  private need = HEADER.length;
  private stage: 'header' | 'count' | 'length' | 'end' = 'header';
  /** Bytes of the current field still to copy. */
  private left = 0;
  private readonly total: number;

  constructor(
    text: string,
    private readonly targets: readonly Buffer[],
    private readonly expected: readonly number[],
  ) {
    super(text);
    this.total = expected.reduce((sum, n) => sum + n, 0);
  }

  override handleCopyData({ chunk }: { chunk: Buffer }) {
    let i = 0;
    while (i < chunk.length && !this.failure) {
      if (this.left > 0) {
        if (this.filled === this.expected[this.index]) {
          this.index += 1;
          this.filled = 0;
        }
        const n = Math.min(this.left, chunk.length - i, this.expected[this.index]! - this.filled);
        chunk.copy(this.targets[this.index]!, this.filled, i, i + n);
        this.filled += n;
        this.received += n;
        this.left -= n;
        i += n;
        continue;
      }
      if (this.stage === 'end') return this.fail('data after the end of the COPY');
      const n = Math.min(this.need - this.have, chunk.length - i);
      chunk.copy(this.scratch, this.have, i, i + n);
      this.have += n;
      i += n;
      if (this.have === this.need) this.field();
    }
  }

  private field() {
    this.have = 0;
    if (this.stage === 'header') {
      if (!this.scratch.subarray(0, 11).equals(HEADER.subarray(0, 11))) return this.fail('no COPY header');
      this.stage = 'count';
      this.need = 2;
    } else if (this.stage === 'count') {
      const count = this.scratch.readInt16BE(0);
      if (count === -1) {
        this.stage = 'end';
        return;
      }
      this.rows += 1;
      if (count !== 1) return this.fail('more than one value in a row');
      this.stage = 'length';
      this.need = 4;
    } else if (this.stage === 'length') {
      const length = this.scratch.readInt32BE(0);
      if (length < 0 || this.received + length > this.total) return this.fail('chunks of the wrong size');
      this.left = length;
      this.stage = 'count';
      this.need = 2;
    }
  }

  private fail(reason: string) {
    this.failure ??= new Error(`COPY of chunks: ${reason}`);
  }

  protected override complete() {
    if (this.rows === 0) return null;
    return this.received === this.total && this.stage === 'end'
      ? null
      : new Error(`COPY of chunks: ${this.received} bytes where ${this.total} were expected`);
  }
}

/** The bytes of a row of chunks read out (see copyChunksOut). */
const PIECE = 32 * 1024;

/**
 * Chunks `first`.. of blob `blobId`, `expected[i]` bytes each, read into `targets[i]` (at least
 * that long): the bytes of each, or null when the blob has none of them (a blob lacking some
 * is an error).
 */
export async function copyChunksOut(
  pool: pg.Pool,
  blobId: string,
  first: number,
  expected: readonly number[],
  targets: readonly Buffer[],
): Promise<Buffer[] | null> {
  if (!UUID.test(blobId)) throw new Error(`not a blob id: ${blobId}`);
  if (!Number.isSafeInteger(first) || first < 0) throw new Error(`not a chunk number: ${first}`);
  const last = first + expected.length - 1;
  // In rows of PIECE bytes: PostgreSQL sends a row as one message, which the driver gathers in a
  // buffer of its own that it doubles until the message fits (128, 256, then 512 KiB for a whole
  // chunk) and drops after each statement; a piece fits the buffer it keeps. Each chunk is read
  // from its table once (the CTE, `|| ''` taking it out of TOAST) and cut in memory.
  const statement = new CopyChunksOut(
    `COPY (WITH c AS MATERIALIZED (SELECT seq, data || ''::bytea AS data FROM document_chunks ` +
      `WHERE blob_id = '${blobId}' AND seq BETWEEN ${first} AND ${last}) ` +
      `SELECT substring(c.data FROM o + 1 FOR ${PIECE}) FROM c, generate_series(0, length(c.data) - 1, ${PIECE}) AS o ` +
      'ORDER BY c.seq, o) TO STDOUT (FORMAT binary)',
    targets,
    expected,
  );
  await run(pool, statement);
  if (statement.received === 0) return null;
  return expected.map((n, i) => targets[i]!.subarray(0, n));
}

/**
 * Bytes `start`..`end` (inclusive) of blob `blobId`, whose chunks hold `chunkSize` bytes each,
 * copied into `target` (at least `end - start + 1` long) by one binary COPY: PostgreSQL sends
 * from each chunk only the slice asked for, and reads only that slice from TOAST (the chunks are
 * stored uncompressed, migration 0054), in rows of PIECE bytes as copyChunksOut. For the ranges
 * pdf.js asks for (64 KiB) and a picture read whole: one buffer of the bytes asked for, where
 * reading whole chunks made a new buffer of 256 KiB a chunk and then their copy. False when the
 * blob has none of those chunks (lacking some is an error).
 */
export async function copyRangeOut(
  pool: pg.Pool,
  blobId: string,
  chunkSize: number,
  start: number,
  end: number,
  target: Buffer,
): Promise<boolean> {
  if (!UUID.test(blobId)) throw new Error(`not a blob id: ${blobId}`);
  for (const n of [chunkSize, start, end])
    if (!Number.isSafeInteger(n) || n < 0) throw new Error(`not a byte position: ${n}`);
  const first = Math.floor(start / chunkSize);
  const last = Math.floor(end / chunkSize);
  const statement = new CopyChunksOut(
    `COPY (SELECT substring(c.data FROM o + 1 FOR least(${PIECE}, c.till - o)) FROM ` +
      `(SELECT seq, data, greatest(0, ${start} - seq::bigint * ${chunkSize})::int AS since, ` +
      `least(length(data), ${end} + 1 - seq::bigint * ${chunkSize})::int AS till FROM document_chunks ` +
      `WHERE blob_id = '${blobId}' AND seq BETWEEN ${first} AND ${last}) AS c, ` +
      `generate_series(c.since, c.till - 1, ${PIECE}) AS o ORDER BY c.seq, o) TO STDOUT (FORMAT binary)`,
    [target],
    [end - start + 1],
  );
  await run(pool, statement);
  return statement.received > 0;
}
