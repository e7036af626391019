/**
 * The documents area (docs/documents.md) on both engines: the pure pieces as tables (ranges,
 * dispositions, names, expiry states), the demo data, uploads streamed into chunks with the type
 * read from the bytes, hostile files refused with a clear answer and nothing stored (a renamed
 * text file and executable, an SVG with script, an HTML/PDF polyglot, damaged pictures and PDFs,
 * a decompression bomb's dimensions, an oversized file with and without a length, the quota),
 * photos made web-sized, search inside a PDF in Danish, a PDF bomb read off the event loop and
 * stopped at its limits (the server answers meanwhile, clients take turns), downloads (headers, ranges), versions,
 * the renewal a policy proposes, and roles and tenant separation of every id and file URL.
 */
import { crc32, deflateSync } from 'node:zlib';
import { and, count, eq, isNotNull, like, sql } from 'drizzle-orm';
import { readFile } from 'node:fs/promises';
import { createServer, get } from 'node:http';
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import { complianceItems } from '../src/areas/compliance/schema.js';
import { vehicles } from '../src/areas/vehicles/schema.js';
import { agreements, expenses } from '../src/areas/partners/schema.js';
import { contentDisposition, parseRange, safeFileName } from '../src/areas/documents/http.js';
import { dossierData, dossierFormats } from '../src/areas/documents/dossier.js';
import { DOSSIER_WORDS } from '../src/areas/documents/dossierWords.js';
import { cleanText, MAX_TEXT, pdfText } from '../src/areas/documents/files.js';
import { extractPdfText, pdfTextBacklog } from '../src/areas/documents/pdfText.js';
import type { DocumentItem } from '../src/areas/documents/model.js';
import { flateBombPdf, onePagePdf, simplePdf } from '../src/areas/documents/pdf.js';
import { COUNT_CAP, expiryState } from '../src/areas/documents/repository.js';
import { documentBlobs, documentChunks, documents } from '../src/areas/documents/schema.js';
import {
  blobInfo,
  deleteBlobs,
  readBlob,
  readBlobToBuffer,
  writeBlobFromBuffer,
} from '../src/areas/documents/storage.js';
import { DOCUMENTS_DEMO } from '../src/areas/documents/seed.js';
import { APP_ORIGIN, FOREIGN_ORIGIN } from './helpers.js';
import { ENGINES, failure, useWorkFixture, type Role, type WorkFixture } from './workFixture.js';

describe('byte ranges', () => {
  it.each([
    [undefined, 100, null],
    ['bytes=0-9', 100, { start: 0, end: 9 }],
    ['bytes=90-', 100, { start: 90, end: 99 }],
    ['bytes=-10', 100, { start: 90, end: 99 }],
    ['bytes=50-500', 100, { start: 50, end: 99 }],
    ['bytes=-500', 100, { start: 0, end: 99 }],
    ['bytes=100-', 100, 'invalid'],
    ['bytes=9-3', 100, 'invalid'],
    ['bytes=-0', 100, 'invalid'],
    ['bytes=-', 100, 'invalid'],
    ['bytes=0-1,5-6', 100, null],
    ['items=0-1', 100, null],
  ] as const)('%s of %i bytes', (header, size, expected) => {
    expect(parseRange(header, size)).toEqual(expected);
  });
});

describe('names and states', () => {
  it.each([
    ['police.pdf', 'police.pdf'],
    ['../../etc/passwd', 'passwd'],
    ['C:\\Users\\x\\bil "1".jpg', 'bil 1.jpg'],
    ['\u0000\u001f', 'file'],
  ])('stores %j as %j', (name, stored) => {
    expect(safeFileName(name)).toBe(stored);
  });

  it('offers a file name in ASCII and UTF-8', () => {
    expect(contentDisposition('attachment', 'Forsikring æøå "x".pdf')).toBe(
      `attachment; filename="Forsikring ___ _x_.pdf"; filename*=UTF-8''Forsikring%20%C3%A6%C3%B8%C3%A5%20%22x%22.pdf`,
    );
  });

  it.each([
    [null, 'none'],
    ['2026-11-22', 'expired'],
    ['2026-11-23', 'expiring'],
    ['2026-12-23', 'expiring'],
    ['2026-12-24', 'valid'],
  ] as const)('expiry %s on 2026-11-23 is %s', (date, state) => {
    expect(expiryState(date, '2026-11-23')).toBe(state);
  });

  it('keeps text PostgreSQL can store', () => {
    expect(cleanText('a\u0000b\t\tc \uD800 d')).toBe('a b c \uFFFD d');
  });
});

describe('reading a PDF’s text in the worker', () => {
  it('stops a PDF bomb at the wall clock, and clients take turns', async () => {
    const bomb = flateBombPdf(900);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const finished: string[] = [];
    const read = (data: Buffer) => async (begin: number, end: number) => data.subarray(begin, end);
    // Two bombs of one client, stopped at 0.5 s with no memory limit to speak of, then another
    // client's PDF: it is read between them, not after both.
    const slow = { ms: 500, memoryMb: 4096 };
    const letter = simplePdf(['Kvittering', 'Værksted Nord har skiftet bremseklodser']);
    // The worker started and pdf.js loaded, so the half second goes to the bomb.
    expect((await pdfText(letter)).status).toBe('complete');
    const first = extractPdfText('a', bomb.length, read(bomb), slow).then((r) => (finished.push('a1'), r));
    const second = extractPdfText('a', bomb.length, read(bomb), slow).then((r) => (finished.push('a2'), r));
    const other = extractPdfText('b', letter.length, read(letter)).then((r) => (finished.push('b'), r));
    expect(pdfTextBacklog()).toBe(3);
    const [a1, a2, b] = await Promise.all([first, second, other]);
    expect(finished).toEqual(['a1', 'b', 'a2']);
    expect([a1.status, a1.text, a2.status, a2.text]).toEqual(['timed_out', '', 'timed_out', '']);
    expect(b).toEqual({
      pages: 1,
      text: 'Kvittering\nVærksted Nord har skiftet bremseklodser',
      status: 'complete',
    });
    expect(pdfTextBacklog()).toBe(0);
  });

  it('reads a PDF of several megabytes by ranges', async () => {
    // pdf.js's array of the file's length is made in memory that becomes resident only
    // where ranges are written (pdfTextWorker.js): the text is read all the same, then a small one.
    const big = onePagePdf(
      Buffer.from(`BT /F1 12 Tf 72 720 Td (Forsikringspolice kasko) Tj ET\n%${'x'.repeat(3_000_000)}\n`),
    );
    expect(await pdfText(big)).toEqual({ pages: 1, text: 'Forsikringspolice kasko', status: 'complete' });
    expect((await pdfText(simplePdf(['Kvittering']))).text).toBe('Kvittering');
  });

  it('caps the text kept, page by page', async () => {
    // 600 lines of 400 characters in a tiny font (pdf.js reads only text inside the page).
    const line = (i: number) => `0 -1.2 Td (${`Linje ${i} `.padEnd(400, 'x')}) Tj`;
    const content = ['BT /F1 0.5 Tf 20 820 Td', ...Array.from({ length: 600 }, (_, i) => line(i)), 'ET'];
    const { pages, text, status } = await pdfText(onePagePdf(Buffer.from(content.join('\n'))));
    expect({ pages, status }).toEqual({ pages: 1, status: 'partial' });
    expect(text.length).toBeLessThanOrEqual(MAX_TEXT);
    expect(text.length).toBeGreaterThan(MAX_TEXT / 2);
  });

  it('refuses a file that does not open as a PDF', async () => {
    await expect(pdfText(Buffer.from('%PDF-1.7\n' + ' '.repeat(5000)))).rejects.toMatchObject({
      code: 'INVALID_FILE',
    });
  });
});

/** A PNG whose header claims `width` x `height` (the pixel data is a few bytes). */
function pngClaiming(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.alloc(1024))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The leading bytes of an HEIC (an ISO-BMFF `ftyp` box of brand heic) and nothing a decoder reads. */
function heicLike(): Buffer {
  const ftyp = Buffer.alloc(24);
  ftyp.writeUInt32BE(24, 0);
  ftyp.write('ftypheic', 4, 'latin1');
  ftyp.writeUInt32BE(0, 12);
  ftyp.write('mif1heic', 16, 'latin1');
  return Buffer.concat([ftyp, Buffer.alloc(2000, 7)]);
}

for (const { engine, open } of ENGINES) {
  describe(`documents on ${engine}`, () => {
    // Reading a PDF's text: the memory limit well below the default (256 MB) and the wall clock above
    // it (10 s), so that the bomb below is stopped by its memory, soon, on a loaded machine.
    const f: WorkFixture = useWorkFixture(open, {
      DOCUMENT_MAX_MB: '1',
      DOCUMENT_TEXT_MEMORY_MB: '128',
      DOCUMENT_TEXT_SECONDS: '30',
    });

    function upload(
      role: Role | null,
      body: Buffer | ReadableStream<Uint8Array>,
      query: Record<string, string>,
      options: { origin?: string; contentType?: string; signal?: AbortSignal } = {},
    ) {
      const headers: Record<string, string> = {
        'content-type': options.contentType ?? 'application/octet-stream',
        origin: options.origin ?? APP_ORIGIN,
      };
      if (role) headers.cookie = f.http.cookies[role];
      return fetch(`${f.http.baseUrl}/api/documents/upload?${new URLSearchParams(query)}`, {
        method: 'POST',
        headers,
        body,
        signal: options.signal,
        ...(body instanceof ReadableStream && { duplex: 'half' }),
      } as RequestInit);
    }
    const download = (
      role: Role | null,
      versionId: string,
      variant = 'original',
      headers: Record<string, string> = {},
    ) =>
      fetch(`${f.http.baseUrl}/api/documents/files/${versionId}/${variant}`, {
        headers: { ...headers, ...(role && { cookie: f.http.cookies[role] }) },
      });
    const forVehicle = (vehicleId: string, extra: Record<string, string> = {}) => ({
      ownerKind: 'vehicle',
      ownerId: vehicleId,
      type: 'other',
      fileName: 'file.pdf',
      ...extra,
    });
    const blobCount = async () => (await f.database.db.select({ n: count() }).from(documentBlobs))[0]!.n;

    it('seeds policies and certificates as real PDFs, photos, and renewals to propose', async () => {
      const page = await f.as.manager.documents.list.query({ limit: 100 });
      expect(page.total).toBe(DOCUMENTS_DEMO.nordlysVehicles * 2 + DOCUMENTS_DEMO.photos);
      expect(page.items.filter((d) => d.proposal)).toHaveLength(DOCUMENTS_DEMO.proposals);
      const photo = page.items.find((d) => d.current.contentType === 'image/jpeg')!;
      expect(photo.current).toMatchObject({ hasWeb: true, hasThumb: true, width: 1200, height: 800 });
      const policy = page.items.find((d) => d.type === 'insurance_policy')!;
      const response = await download('manager', policy.current.id);
      expect(response.status).toBe(200);
      expect(
        Buffer.from(await response.arrayBuffer())
          .subarray(0, 5)
          .toString(),
      ).toBe('%PDF-');
      const fjordbus = await f.as.manager2.documents.list.query({ limit: 100 });
      expect(fjordbus.total).toBe(DOCUMENTS_DEMO.fjordbusVehicles * 2);
    });

    it('takes a PDF, finds it by a Danish word inside, serves it inline with ranges', async () => {
      const pdf = simplePdf(['Synsrapport', 'Bremserne er efterset og godkendt', 'Køretøjet bestod synet']);
      const response = await upload(
        'manager',
        pdf,
        forVehicle(f.ids.nordlysVehicle, { type: 'syn_report', title: 'Syn 2026', fileName: 'syn æøå.pdf' }),
      );
      expect(response.status).toBe(201);
      const item = (await response.json()) as DocumentItem;
      expect(item.current).toMatchObject({
        contentType: 'application/pdf',
        size: pdf.length,
        pages: 1,
        version: 1,
        textStatus: 'complete',
      });
      expect(item.current.fileName).toBe('syn æøå.pdf');
      // Danish stems: "bremse" finds "Bremserne", "køretøj" finds "Køretøjet".
      for (const q of ['bremse', 'køretøj', 'Syn 2026'])
        expect((await f.as.manager.documents.list.query({ q })).items.map((d) => d.id)).toContain(item.id);
      expect((await f.as.manager.documents.list.query({ q: 'campingvogn' })).items).toHaveLength(0);
      // Filters: type, owner, vehicle.
      const filtered = await f.as.manager.documents.list.query({
        types: ['syn_report'],
        vehicleId: f.ids.nordlysVehicle,
      });
      expect(filtered.items.map((d) => d.id)).toEqual([item.id]);

      const whole = await download('manager', item.current.id);
      expect(whole.status).toBe(200);
      expect(whole.headers.get('content-type')).toBe('application/pdf');
      expect(whole.headers.get('content-disposition')).toMatch(
        /^inline; filename="syn ___.pdf"; filename\*=UTF-8''syn%20/,
      );
      expect(whole.headers.get('x-content-type-options')).toBe('nosniff');
      expect(whole.headers.get('content-security-policy')).toContain('sandbox');
      expect(whole.headers.get('content-security-policy')).toContain("default-src 'none'");
      expect(whole.headers.get('accept-ranges')).toBe('bytes');
      expect(Buffer.from(await whole.arrayBuffer()).equals(pdf)).toBe(true);
      const part = await download('manager', item.current.id, 'original', { range: 'bytes=5-14' });
      expect(part.status).toBe(206);
      expect(part.headers.get('content-range')).toBe(`bytes 5-14/${pdf.length}`);
      expect(Buffer.from(await part.arrayBuffer()).equals(pdf.subarray(5, 15))).toBe(true);
      expect(
        (await download('manager', item.current.id, 'original', { range: `bytes=${pdf.length}-` })).status,
      ).toBe(416);
      const attachment = await fetch(
        `${f.http.baseUrl}/api/documents/files/${item.current.id}/original?download=1`,
        {
          headers: { cookie: f.http.cookies.manager },
        },
      );
      expect(attachment.headers.get('content-disposition')).toMatch(/^attachment;/);
    });

    it('reads a PDF bomb off the event loop: others are answered meanwhile, it is stored marked, without its text', async () => {
      const bomb = flateBombPdf(900);
      let answered = false;
      const uploading = upload(
        'manager',
        bomb,
        forVehicle(f.ids.nordlysVehicle, { fileName: 'bombe.pdf', title: 'Bombe' }),
      ).then((response) => ((answered = true), response));
      // While the worker inflates it, another client's manager lists documents and is answered
      // first (with pdf.js on the event loop the list waited until the bomb was done).
      await vi.waitFor(() => expect(pdfTextBacklog()).toBe(1), { timeout: 10_000, interval: 5 });
      const others = await f.as.manager2.documents.list.query({ limit: 5 });
      expect(others.items.length).toBeGreaterThan(0);
      expect(answered).toBe(false);
      const response = await uploading;
      expect(response.status).toBe(201);
      const item = (await response.json()) as DocumentItem;
      // Past the memory limit (128 MB here) before the wall clock: stopped, stored, marked.
      expect(item.current).toMatchObject({ contentType: 'application/pdf', textStatus: 'too_large' });
      const back = Buffer.from(await (await download('manager', item.current.id)).arrayBuffer());
      expect(back.equals(bomb)).toBe(true);
      expect((await f.as.manager.documents.list.query({ q: 'Bombe' })).items.map((d) => d.id)).toEqual([
        item.id,
      ]);
      // The next PDF is read by a new worker and found by a word inside.
      const receipt = await upload(
        'manager',
        simplePdf(['Kvittering', 'Dækskifte og afbalancering']),
        forVehicle(f.ids.nordlysVehicle, { fileName: 'kvittering.pdf' }),
      );
      const kept = (await receipt.json()) as DocumentItem;
      expect(kept.current.textStatus).toBe('complete');
      expect(
        (await f.as.manager.documents.list.query({ q: 'afbalancering' })).items.map((d) => d.id),
      ).toEqual([kept.id]);
      await f.as.manager.documents.remove.mutate({ id: item.id });
      await f.as.manager.documents.remove.mutate({ id: kept.id });
    });

    it('streams a file bigger than a chunk in and out unchanged', async () => {
      const big = await sharp({
        create: {
          width: 600,
          height: 500,
          channels: 3,
          background: '#000',
          noise: { type: 'gaussian', mean: 128, sigma: 60 },
        },
      })
        .png({ compressionLevel: 0 })
        .toBuffer();
      expect(big.length).toBeGreaterThan(256 * 1024 * 2);
      expect(big.length).toBeLessThan(1024 * 1024);
      const response = await upload(
        'manager',
        big,
        forVehicle(f.ids.nordlysVehicle, { fileName: 'noise.png' }),
      );
      expect(response.status).toBe(201);
      const item = (await response.json()) as DocumentItem;
      const back = Buffer.from(await (await download('manager', item.current.id)).arrayBuffer());
      expect(back.equals(big)).toBe(true);
      // A range across a chunk boundary.
      const start = 256 * 1024 - 10;
      const part = await download('manager', item.current.id, 'original', {
        range: `bytes=${start}-${start + 19}`,
      });
      expect(Buffer.from(await part.arrayBuffer()).equals(big.subarray(start, start + 20))).toBe(true);
    });

    it('stores chunks as they are, without compressing them', async () => {
      // Migration 0054: files are compressed formats, and PostgreSQL's attempt on each chunk cost
      // more than storing it. Even bytes that compress well are kept whole, and read back unchanged.
      const text = Buffer.from('1 0 obj << /Type /Page /Parent 2 0 R >> endobj\n'.repeat(12_000), 'latin1');
      expect(text.length).toBeGreaterThan(2 * 256 * 1024);
      const blob = await writeBlobFromBuffer(f.database.db, f.ids.fjordbus, text, 'application/pdf');
      const rows = await f.database.db
        .select({
          stored: sql<number>`pg_column_size(${documentChunks.data})`,
          size: sql<number>`length(${documentChunks.data})`,
        })
        .from(documentChunks)
        .where(eq(documentChunks.blobId, blob.id));
      expect(rows).toHaveLength(3);
      for (const row of rows) expect(Number(row.stored)).toBeGreaterThanOrEqual(Number(row.size));
      const info = (await blobInfo(f.database.db, blob.id))!;
      const parts: Buffer[] = [];
      for await (const part of readBlob(f.database.db, info)) parts.push(part as Buffer);
      expect(Buffer.concat(parts).equals(text)).toBe(true);
      await deleteBlobs(f.database.db, [blob.id]);
    });

    it('reads any range of a file into memory, across chunks', async () => {
      // What pdf.js asks for while a PDF's text is read, and a picture read whole.
      const data = randomBytes(3 * 256 * 1024 + 1000);
      const blob = await writeBlobFromBuffer(f.database.db, f.ids.fjordbus, data, 'application/pdf');
      const info = (await blobInfo(f.database.db, blob.id))!;
      expect((await readBlobToBuffer(f.database.db, info)).equals(data)).toBe(true);
      for (const [start, end] of [
        [0, 0],
        [10, 65_545],
        [256 * 1024 - 5, 256 * 1024 + 4],
        [100_000, 2 * 256 * 1024 + 7],
        [data.length - 1000, data.length - 1],
        [data.length - 1, data.length - 1],
      ] as const) {
        const read = await readBlobToBuffer(f.database.db, info, start, end);
        expect(read.equals(data.subarray(start, end + 1))).toBe(true);
      }
      await deleteBlobs(f.database.db, [blob.id]);
      await expect(readBlobToBuffer(f.database.db, info, 0, 99)).rejects.toThrow();
    });

    it('keeps files sent and fetched at the same time apart, and stores nothing of an upload cut off', async () => {
      // Chunks are written and read from buffers reused between transfers (storage.ts): two files
      // of three chunks each, up and down at once, come back each as it was.
      const noise = () =>
        sharp({
          create: {
            width: 600,
            height: 500,
            channels: 3,
            background: '#000',
            noise: { type: 'gaussian', mean: 128, sigma: 60 },
          },
        })
          .png({ compressionLevel: 0 })
          .toBuffer();
      const files = [await noise(), await noise()];
      expect(files[0]!.equals(files[1]!)).toBe(false);
      const items = await Promise.all(
        files.map(async (file, i) => {
          const response = await upload(
            'manager',
            file,
            forVehicle(f.ids.nordlysVehicle, { fileName: `noise-${i}.png` }),
          );
          expect(response.status).toBe(201);
          return (await response.json()) as DocumentItem;
        }),
      );
      for (let round = 0; round < 3; round += 1) {
        const back = await Promise.all(
          items.map(async (item) =>
            Buffer.from(await (await download('manager', item.current.id)).arrayBuffer()),
          ),
        );
        back.forEach((bytes, i) => expect(bytes.equals(files[i]!), `round ${round}, file ${i}`).toBe(true));
      }

      // A file of many reads (four chunks a read on PostgreSQL), fetched at once by clients that
      // read slowly and fast: each gets its bytes, whatever buffers were reused. 16 MB, more than
      // the system's socket buffers take: the server's writes wait (with a 3 MB file the slow
      // reader did not catch a buffer reused while its chunk was still to be sent).
      const many = randomBytes(64 * 256 * 1024 + 777);
      const blob = await writeBlobFromBuffer(f.database.db, f.ids.fjordbus, many, 'application/pdf');
      const info = (await blobInfo(f.database.db, blob.id))!;
      const server = createServer((request, response) => {
        const [from, to] = (request.url ?? '/0/0').split('/').slice(1).map(Number) as [number, number];
        response.writeHead(200, { 'content-length': to - from + 1 });
        readBlob(f.database.db, info, from, to, response).pipe(response);
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const port = (server.address() as { port: number }).port;
      const fetchRange = (from: number, to: number, slow: boolean) =>
        new Promise<Buffer>((resolve, reject) => {
          get({ host: '127.0.0.1', port, path: `/${from}/${to}` }, (response) => {
            const parts: Buffer[] = [];
            response.on('data', (part: Buffer) => {
              parts.push(part);
              if (!slow) return;
              response.pause();
              setTimeout(() => response.resume(), 2);
            });
            response.on('end', () => resolve(Buffer.concat(parts)));
            response.on('error', reject);
          }).on('error', reject);
        });
      try {
        const ranges: [number, number, boolean][] = [
          [0, many.length - 1, true],
          [0, many.length - 1, false],
          [256 * 1024 - 5, 9 * 256 * 1024 + 5, false],
          [5, many.length - 2, true],
        ];
        const got = await Promise.all(ranges.map(([from, to, slow]) => fetchRange(from, to, slow)));
        got.forEach((bytes, i) => {
          const [from, to, slow] = ranges[i]!;
          expect(bytes.equals(many.subarray(from, to + 1)), `${from}-${to}${slow ? ' slowly' : ''}`).toBe(
            true,
          );
        });
      } finally {
        server.close();
        await deleteBlobs(f.database.db, [blob.id]);
      }

      // The client goes away after two chunks have been stored: the blob and its chunks go.
      const chunkCount = async () => (await f.database.db.select({ n: count() }).from(documentChunks))[0]!.n;
      const blobsBefore = await blobCount();
      const chunksBefore = await chunkCount();
      const file = files[0]!;
      let offset = 0;
      const cutOff = new AbortController();
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          // 640 KiB (two whole chunks and a part), then nothing more until the client is gone.
          if (offset >= 640 * 1024) return new Promise(() => {});
          controller.enqueue(file.subarray(offset, offset + 64 * 1024));
          offset += 64 * 1024;
        },
      });
      const sending = upload('manager', body, forVehicle(f.ids.nordlysVehicle, { fileName: 'cut.png' }), {
        signal: cutOff.signal,
      }).catch((error: unknown) => error);
      await vi.waitFor(async () => expect(await chunkCount()).toBeGreaterThanOrEqual(chunksBefore + 2), {
        timeout: 20_000,
        interval: 20,
      });
      cutOff.abort();
      expect(await sending).toBeInstanceOf(Error);
      await vi.waitFor(
        async () => {
          expect(await blobCount()).toBe(blobsBefore);
          expect(await chunkCount()).toBe(chunksBefore);
        },
        { timeout: 20_000, interval: 50 },
      );
    });

    it('makes a web-sized image and a thumbnail of a photo, without its metadata', async () => {
      const photo = await sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#3a6ea5' } })
        .jpeg({ quality: 60 })
        .withMetadata({ orientation: 6 })
        .withExif({ IFD0: { Copyright: 'secret-camera-owner' } })
        .toBuffer();
      const response = await upload(
        'manager',
        photo,
        forVehicle(f.ids.nordlysVehicle, { fileName: 'bil.txt' }),
      );
      expect(response.status).toBe(201);
      const item = (await response.json()) as DocumentItem;
      // The bytes decide, not the name; the orientation turns the picture upright.
      expect(item.current).toMatchObject({
        contentType: 'image/jpeg',
        width: 2000,
        height: 3000,
        hasWeb: true,
      });
      const web = Buffer.from(await (await download('manager', item.current.id, 'web')).arrayBuffer());
      const webMeta = await sharp(web).metadata();
      expect([webMeta.width, webMeta.height]).toEqual([1067, 1600]);
      expect(webMeta.exif).toBeUndefined();
      expect(web.includes('secret-camera-owner')).toBe(false);
      const thumb = await sharp(
        Buffer.from(await (await download('manager', item.current.id, 'thumb')).arrayBuffer()),
      ).metadata();
      expect(Math.max(thumb.width!, thumb.height!)).toBe(320);
    });

    it('refuses hostile files by their bytes with a clear answer and stores nothing', async () => {
      const before = await blobCount();
      const documentsBefore = (await f.database.db.select({ n: count() }).from(documents))[0]!.n;
      const cases: [string, Buffer, number, string][] = [
        [
          'a text file named .pdf',
          Buffer.from('Dette er bare tekst, ikke en PDF.\n'.repeat(50)),
          415,
          'UNSUPPORTED_TYPE',
        ],
        [
          'an executable named .jpg',
          Buffer.concat([
            Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00', 'latin1'),
            Buffer.alloc(5000, 0x41),
          ]),
          415,
          'UNSUPPORTED_TYPE',
        ],
        [
          'an SVG with script',
          Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
          415,
          'UNSUPPORTED_TYPE',
        ],
        [
          'HTML with a PDF inside',
          Buffer.from(
            `<html><script>alert(1)</script>${simplePdf(['x']).toString('latin1')}</html>`,
            'latin1',
          ),
          415,
          'UNSUPPORTED_TYPE',
        ],
        [
          'a zip archive',
          Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), Buffer.alloc(3000, 1)]),
          415,
          'UNSUPPORTED_TYPE',
        ],
        [
          'a JPEG header and garbage',
          Buffer.concat([
            Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16]),
            Buffer.from('JFIF\0'),
            Buffer.alloc(5000, 0x55),
          ]),
          422,
          'INVALID_FILE',
        ],
        [
          'a PDF header and garbage',
          Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(5000, 0x20), Buffer.from('<script>')]),
          422,
          'INVALID_FILE',
        ],
        ['a PNG claiming 100000 x 100000 pixels', pngClaiming(100_000, 100_000), 422, 'IMAGE_TOO_LARGE'],
        ['an oversized file', Buffer.alloc(1024 * 1024 + 1, 0x25), 413, 'TOO_LARGE'],
        ['an empty file', Buffer.alloc(0), 400, 'EMPTY'],
      ];
      for (const [what, bytes, status, error] of cases) {
        const response = await upload(
          'manager',
          bytes,
          forVehicle(f.ids.nordlysVehicle, { fileName: 'x.pdf' }),
        );
        expect([what, response.status], what).toEqual([what, status]);
        expect(((await response.json()) as { error: string }).error, what).toBe(error);
      }
      // A stream without a length, bigger than the limit, is cut off while it arrives.
      let sent = 0;
      const endless = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (sent > 3 * 1024 * 1024) return controller.close();
          controller.enqueue(sent === 0 ? simplePdf(['Stor']) : new Uint8Array(64 * 1024).fill(0x20));
          sent += 64 * 1024;
        },
      });
      const streamed = await upload('manager', endless, forVehicle(f.ids.nordlysVehicle)).catch(() => null);
      if (streamed) expect(streamed.status).toBe(413);
      expect(await blobCount()).toBe(before);
      expect((await f.database.db.select({ n: count() }).from(documents))[0]!.n).toBe(documentsBefore);
    });

    it('keeps a polyglot to the type its first bytes name, and serves it sandboxed', async () => {
      // A photo with a zip archive after its end, named .zip: a picture, and only one.
      const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#aa3333' } })
        .jpeg()
        .toBuffer();
      const zip = Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), Buffer.alloc(60, 0x41)]);
      const jpegZip = await upload(
        'manager',
        Buffer.concat([photo, zip]),
        forVehicle(f.ids.nordlysVehicle, { fileName: 'arkiv.zip' }),
      );
      expect(jpegZip.status).toBe(201);
      const picture = (await jpegZip.json()) as DocumentItem;
      expect(picture.current).toMatchObject({ contentType: 'image/jpeg', hasWeb: true });
      const web = Buffer.from(await (await download('manager', picture.current.id, 'web')).arrayBuffer());
      expect(web.includes(Buffer.from('PK\x03\x04', 'latin1'))).toBe(false);
      // A PDF with a page of script after its end: a PDF, shown under a CSP that runs nothing.
      const pdfHtml = await upload(
        'manager',
        Buffer.concat([simplePdf(['Polyglot']), Buffer.from('<html><script>alert(1)</script></html>')]),
        forVehicle(f.ids.nordlysVehicle, { fileName: 'side.html' }),
      );
      expect(pdfHtml.status).toBe(201);
      const pdf = (await pdfHtml.json()) as DocumentItem;
      expect(pdf.current.contentType).toBe('application/pdf');
      const served = await download('manager', pdf.current.id);
      expect(served.headers.get('content-type')).toBe('application/pdf');
      expect(served.headers.get('x-content-type-options')).toBe('nosniff');
      expect(served.headers.get('content-security-policy')).toContain('sandbox');
      expect(served.headers.get('content-security-policy')).toContain("default-src 'none'");
    });

    it("makes a preview and a thumbnail of an iPhone's HEIC, reads its text, and keeps the HEIC as sent", async () => {
      const heic = await readFile(new URL('./fixtures/photo.heic', import.meta.url));
      const response = await upload(
        'manager',
        heic,
        forVehicle(f.ids.nordlysVehicle, { fileName: 'IMG_0001.HEIC' }),
      );
      expect(response.status).toBe(201);
      const item = (await response.json()) as DocumentItem;
      expect(item.current).toMatchObject({ contentType: 'image/heic', hasWeb: true, hasThumb: true });
      // The plate in the picture, read by the OCR from the decoded picture, finds it.
      expect(item.current.textStatus).toBe('recognised');
      const found = await f.as.manager.documents.list.query({ q: 'AB 12 345', limit: 20 });
      expect(found.items.map((row) => row.id)).toContain(item.id);
      const web = await sharp(
        Buffer.from(await (await download('manager', item.current.id, 'web')).arrayBuffer()),
      ).metadata();
      expect([web.format, web.width, web.height]).toEqual(['jpeg', 1600, 1200]);
      const file = await download('manager', item.current.id);
      expect(file.headers.get('content-disposition')).toMatch(/^attachment;/);
      expect(Buffer.from(await file.arrayBuffer()).equals(heic)).toBe(true);
      await f.as.manager.documents.remove.mutate({ id: item.id });
    });

    it('refuses a HEIC that does not decode, and stores nothing', async () => {
      const before = await blobCount();
      const response = await upload(
        'manager',
        heicLike(),
        forVehicle(f.ids.nordlysVehicle, { fileName: 'IMG_0002.HEIC' }),
      );
      expect(response.status).toBe(422);
      expect(((await response.json()) as { error: string }).error).toBe('INVALID_FILE');
      expect(await blobCount()).toBe(before);
    });

    it('keeps each client within its quota', async () => {
      const [filler] = await f.database.db
        .insert(documentBlobs)
        .values({
          clientId: f.ids.fjordbus,
          contentType: 'application/pdf',
          size: 2048 * 1024 * 1024,
          chunkSize: 1,
          complete: true,
        })
        .returning({ id: documentBlobs.id });
      const usage = await f.as.manager2.documents.usage.query();
      expect(usage.usedBytes).toBeGreaterThanOrEqual(usage.quotaBytes);
      const response = await upload('manager2', simplePdf(['Kvote']), forVehicle(f.ids.fjordbusVehicle));
      expect(response.status).toBe(413);
      expect(((await response.json()) as { error: string }).error).toBe('QUOTA_EXCEEDED');
      await f.database.db.delete(documentBlobs).where(eq(documentBlobs.id, filler!.id));
      expect((await upload('manager2', simplePdf(['Kvote']), forVehicle(f.ids.fjordbusVehicle))).status).toBe(
        201,
      );
    });

    it('keeps every version: a new upload supersedes, the old file stays', async () => {
      const first = (await (
        await upload(
          'manager',
          simplePdf(['Leasingkontrakt', 'Version et']),
          forVehicle(f.ids.nordlysVehicle, { type: 'leasing_contract', title: 'Leasing' }),
        )
      ).json()) as DocumentItem;
      const second = await upload('manager', simplePdf(['Leasingkontrakt', 'Version to', 'Tillæg om dæk']), {
        documentId: first.id,
        fileName: 'leasing-2.pdf',
      });
      expect(second.status).toBe(201);
      const item = (await second.json()) as DocumentItem;
      expect(item).toMatchObject({
        id: first.id,
        versionCount: 2,
        current: { version: 2, fileName: 'leasing-2.pdf' },
      });
      const versions = await f.as.manager.documents.versions.query({ id: first.id });
      expect(versions.map((v) => v.version)).toEqual([2, 1]);
      expect(versions[0]!.uploadedBy?.id).toBe(f.ids.manager);
      expect((await download('manager', first.current.id)).status).toBe(200);
      // Search follows the current version's text.
      expect((await f.as.manager.documents.list.query({ q: 'dæk tillæg' })).items.map((d) => d.id)).toContain(
        first.id,
      );
    });

    it('proposes renewing the insurance to a policy’s expiry; the manager confirms and it links the evidence', async () => {
      const vehicle = f.ids.nordlysVehicle;
      const [obligation] = await f.database.db
        .select()
        .from(complianceItems)
        .where(and(eq(complianceItems.vehicleId, vehicle), eq(complianceItems.kind, 'insurance')));
      const until = '2031-03-31';
      const response = await upload(
        'manager',
        simplePdf(['Forsikringspolice', `Gælder til ${until}`]),
        forVehicle(vehicle, {
          type: 'insurance_policy',
          title: 'Ny police',
          issuedOn: '2026-01-01',
          expiresOn: until,
        }),
      );
      const item = (await response.json()) as DocumentItem;
      expect(item.proposal).toEqual({
        obligationId: obligation!.id,
        kind: 'insurance',
        currentValidUntil: obligation!.validUntil,
        proposedValidUntil: until,
      });
      // Nothing changes until the manager confirms.
      const [unchanged] = await f.database.db
        .select()
        .from(complianceItems)
        .where(eq(complianceItems.id, obligation!.id));
      expect(unchanged!.validUntil).toBe(obligation!.validUntil);
      const confirmed = await f.as.manager.documents.confirmRenewal.mutate({ id: item.id });
      expect(confirmed).toMatchObject({ proposal: null, evidenceFor: obligation!.id });
      const renewed = await f.as.manager.compliance.get.query({ id: obligation!.id });
      expect(renewed.validUntil).toBe(until);
      const history = await f.as.manager.compliance.history.query({ id: obligation!.id });
      expect(history.items[0]).toMatchObject({
        validUntil: until,
        completedOn: '2026-01-01',
        note: 'Ny police',
      });
      expect(
        (await f.as.manager.documents.evidence.query({ obligationId: obligation!.id })).map((d) => d.id),
      ).toEqual([item.id]);
      expect(
        (await failure(f.as.manager.documents.confirmRenewal.mutate({ id: item.id }))).fieldErrors,
      ).toEqual({ proposal: 'none' });
    });

    it('edits fields, and deleting gives the quota back', async () => {
      const item = (await (
        await upload('manager', simplePdf(['Fuldmagt']), forVehicle(f.ids.nordlysVehicle))
      ).json()) as DocumentItem;
      expect(item.version).toBe(1);
      const edited = await f.as.manager.documents.update.mutate({
        id: item.id,
        expectedVersion: item.version,
        title: 'Fuldmagt til værksted',
        type: 'power_of_attorney',
        visibleToDriver: true,
      });
      expect(edited).toMatchObject({
        title: 'Fuldmagt til værksted',
        type: 'power_of_attorney',
        visibleToDriver: true,
        version: 2,
      });
      expect((await f.as.manager.documents.list.query({ q: 'værksted' })).items.map((d) => d.id)).toContain(
        item.id,
      );
      expect(
        (
          await failure(
            f.as.manager.documents.update.mutate({
              id: item.id,
              expectedVersion: edited.version,
              issuedOn: '2026-05-01',
              expiresOn: '2026-04-01',
            }),
          )
        ).fieldErrors,
      ).toEqual({ expiresOn: 'before_issued' });
      const used = (await f.as.manager.documents.usage.query()).usedBytes;
      await f.as.manager.documents.remove.mutate({ id: item.id });
      expect((await f.as.manager.documents.usage.query()).usedBytes).toBe(used - item.current.size);
      expect((await download('manager', item.current.id)).status).toBe(404);
    });

    it('separates clients and roles on every procedure and file URL', async () => {
      const nordlys = (await f.as.manager.documents.list.query({ limit: 1 })).items[0]!;
      const id = nordlys.id;
      // One call at a time: a call made before the previous one is awaited rejects unhandled.
      for (const call of [
        () => f.as.manager2.documents.get.query({ id }),
        () => f.as.manager2.documents.versions.query({ id }),
        () => f.as.manager2.documents.update.mutate({ id, expectedVersion: nordlys.version, title: 'x' }),
        () => f.as.manager2.documents.remove.mutate({ id }),
        () => f.as.manager2.documents.confirmRenewal.mutate({ id }),
      ])
        expect((await failure(call())).code).toBe('NOT_FOUND');
      expect(
        await f.as.manager2.documents.evidence.query({ obligationId: nordlys.proposal?.obligationId ?? id }),
      ).toEqual([]);
      expect((await f.as.manager2.documents.list.query({ vehicleId: f.ids.nordlysVehicle })).items).toEqual(
        [],
      );
      expect((await download('manager2', nordlys.current.id)).status).toBe(404);
      expect((await download(null, nordlys.current.id)).status).toBe(404);
      expect((await download('admin', nordlys.current.id)).status).toBe(404);
      expect((await download('manager', 'not-a-uuid')).status).toBe(404);
      expect((await download('manager', nordlys.current.id, 'bogus')).status).toBe(404);
      // Uploads: to another client's owner or document, by other roles, from elsewhere.
      const pdf = simplePdf(['x']);
      expect((await upload('manager2', pdf, forVehicle(f.ids.nordlysVehicle))).status).toBe(404);
      expect((await upload('manager2', pdf, { documentId: id, fileName: 'x.pdf' })).status).toBe(404);
      expect(
        (
          await upload('manager2', pdf, {
            ownerKind: 'client',
            ownerId: f.ids.nordlys,
            type: 'other',
            fileName: 'x.pdf',
          })
        ).status,
      ).toBe(404);
      expect(
        (
          await upload('manager2', pdf, {
            ownerKind: 'driver',
            ownerId: f.ids.jonas,
            type: 'other',
            fileName: 'x.pdf',
          })
        ).status,
      ).toBe(404);
      expect((await upload('user', pdf, forVehicle(f.ids.jonasVehicles[0]!))).status).toBe(403);
      expect((await upload('admin', pdf, forVehicle(f.ids.nordlysVehicle))).status).toBe(403);
      expect((await upload(null, pdf, forVehicle(f.ids.nordlysVehicle))).status).toBe(401);
      expect(
        (await upload('manager', pdf, forVehicle(f.ids.nordlysVehicle), { origin: FOREIGN_ORIGIN })).status,
      ).toBe(403);
      expect(
        (await upload('manager', pdf, forVehicle(f.ids.nordlysVehicle), { contentType: 'text/plain' }))
          .status,
      ).toBe(415);
      const damage = await upload('manager', pdf, {
        ...forVehicle(f.ids.nordlysVehicle),
        ownerKind: 'damage',
      });
      expect([damage.status, await damage.json()]).toEqual([
        400,
        { error: 'BAD_REQUEST', message: 'unavailable', field: 'ownerKind' },
      ]);
      const badQuery = await upload('manager', pdf, {
        ...forVehicle(f.ids.nordlysVehicle),
        expiresOn: '2026-02-30',
      });
      expect(badQuery.status).toBe(400);
      // Drivers: only what is marked visible, of their own vehicles.
      expect((await failure(f.as.user.documents.list.query({}))).code).toBe('FORBIDDEN');
      expect((await failure(f.as.manager.documents.mine.query({}))).code).toBe('FORBIDDEN');
      const mine = await f.as.user.documents.mine.query({});
      expect(mine.items.length).toBeGreaterThan(0);
      for (const doc of mine.items) {
        expect(doc.visibleToDriver).toBe(true);
        expect(f.ids.jonasVehicles).toContain(doc.vehicleId);
      }
      expect((await download('user', mine.items[0]!.current.id)).status).toBe(200);
      const hidden = (await (
        await upload('manager', pdf, forVehicle(f.ids.jonasVehicles[0]!, { visibleToDriver: 'false' }))
      ).json()) as DocumentItem;
      expect((await download('user', hidden.current.id)).status).toBe(404);
      expect((await download('user', nordlys.current.id)).status).toBe(
        nordlys.visibleToDriver && f.ids.jonasVehicles.includes(nordlys.vehicleId!) ? 200 : 404,
      );
    });

    it('finds a document by its vehicle’s registration, as stored and as written', async () => {
      const [vehicle] = await f.database.db
        .select({ registration: vehicles.registration })
        .from(vehicles)
        .where(eq(vehicles.id, f.ids.nordlysVehicle));
      const plate = vehicle!.registration;
      expect(plate).toMatch(/^[A-Z]{2}\d{5}$/);
      const written = `${plate.slice(0, 2)} ${plate.slice(2, 4)} ${plate.slice(4)}`;
      // Seeded documents (their vectors made by the migration's function) and a new upload.
      const item = (await (
        await upload('manager', simplePdf(['Kvittering']), forVehicle(f.ids.nordlysVehicle))
      ).json()) as DocumentItem;
      for (const q of [plate, written, plate.toLowerCase()]) {
        const found = await f.as.manager.documents.list.query({ q, limit: 100 });
        expect(found.items.map((d) => d.id)).toContain(item.id);
        expect(found.items.every((d) => d.vehicleId === f.ids.nordlysVehicle)).toBe(true);
        expect(found.total).toBeGreaterThan(1);
      }
      expect((await f.as.manager2.documents.list.query({ q: plate })).items).toEqual([]);
      // A new registration is searchable at once, the old one finds nothing of the vehicle's.
      const renamed = async (registration: string) =>
        f.database.db.update(vehicles).set({ registration }).where(eq(vehicles.id, f.ids.nordlysVehicle));
      await renamed('ZZ98765');
      try {
        const byNew = await f.as.manager.documents.list.query({ q: 'ZZ 98 765', limit: 100 });
        expect(byNew.items.map((d) => d.id)).toContain(item.id);
        expect((await f.as.manager.documents.list.query({ q: plate, limit: 100 })).items).toEqual([]);
      } finally {
        await renamed(plate);
      }
    });

    it('keeps documents on agreements and expenses; another client’s are out of reach', async () => {
      const [agreement] = await f.database.db
        .select({ id: agreements.id, validFrom: agreements.validFrom })
        .from(agreements)
        .where(eq(agreements.clientId, f.ids.nordlys))
        .limit(1);
      const [expense] = await f.database.db
        .select({ id: expenses.id, vehicleId: expenses.vehicleId, spentOn: expenses.spentOn })
        .from(expenses)
        .where(and(eq(expenses.clientId, f.ids.nordlys), isNotNull(expenses.vehicleId)))
        .limit(1);
      const onAgreement = (await (
        await upload('manager', simplePdf(['Leasingaftale']), {
          ownerKind: 'agreement',
          ownerId: agreement!.id,
          type: 'leasing_contract',
          title: 'Leasingaftale',
          fileName: 'aftale.pdf',
        })
      ).json()) as DocumentItem;
      expect(onAgreement).toMatchObject({ ownerKind: 'agreement', vehicleId: null, proposal: null });
      expect(onAgreement.owner.name).toBeTruthy();
      expect(onAgreement.owner.day).toBe(agreement!.validFrom);
      const onExpense = (await (
        await upload('manager', simplePdf(['Kvittering']), {
          ownerKind: 'expense',
          ownerId: expense!.id,
          type: 'service_invoice',
          title: 'Kvittering',
          fileName: 'kvittering.pdf',
        })
      ).json()) as DocumentItem;
      expect(onExpense).toMatchObject({ ownerKind: 'expense', vehicleId: expense!.vehicleId });
      expect(onExpense.owner.day).toBe(expense!.spentOn);
      expect(onExpense.owner.registration).toMatch(/^[A-Z]{2}\d{5}$/);
      const listed = await f.as.manager.documents.list.query({
        ownerKind: 'agreement',
        ownerId: agreement!.id,
      });
      expect(listed.items.map((d) => d.id)).toEqual([onAgreement.id]);
      // Another client's manager: NOT_FOUND for both owners, nothing stored, nothing listed.
      const blobs = await blobCount();
      for (const owner of [
        { ownerKind: 'agreement', ownerId: agreement!.id },
        { ownerKind: 'expense', ownerId: expense!.id },
      ]) {
        const refused = await upload('manager2', simplePdf(['x']), {
          ...owner,
          type: 'other',
          fileName: 'x.pdf',
        });
        expect(refused.status).toBe(404);
        expect(
          (
            await f.as.manager2.documents.list.query({
              ownerKind: owner.ownerKind as 'agreement',
              ownerId: owner.ownerId,
            })
          ).items,
        ).toEqual([]);
      }
      expect(await blobCount()).toBe(blobs);
    });

    it('attaches an existing document to an expense and an agreement, within the client', async () => {
      const [agreement] = await f.database.db
        .select({ id: agreements.id })
        .from(agreements)
        .where(eq(agreements.clientId, f.ids.nordlys))
        .limit(1);
      const [expense] = await f.database.db
        .select({ id: expenses.id, vehicleId: expenses.vehicleId })
        .from(expenses)
        .where(and(eq(expenses.clientId, f.ids.nordlys), isNotNull(expenses.vehicleId)))
        .limit(1);
      const item = (await (
        await upload('manager', simplePdf(['Faktura']), forVehicle(f.ids.nordlysVehicle))
      ).json()) as DocumentItem;
      const onExpense = await f.as.manager.documents.attach.mutate({
        id: item.id,
        ownerKind: 'expense',
        ownerId: expense!.id,
      });
      expect(onExpense).toMatchObject({
        ownerKind: 'expense',
        ownerId: expense!.id,
        vehicleId: expense!.vehicleId,
      });
      // An agreement has no vehicle: the document keeps the expense's.
      const onAgreement = await f.as.manager.documents.attach.mutate({
        id: item.id,
        ownerKind: 'agreement',
        ownerId: agreement!.id,
      });
      expect(onAgreement).toMatchObject({ ownerKind: 'agreement', vehicleId: expense!.vehicleId });
      // Another client's owner or document, and a driver: refused, nothing changed.
      const refusals = [
        () =>
          f.as.manager.documents.attach.mutate({
            id: item.id,
            ownerKind: 'vehicle',
            ownerId: f.ids.fjordbusVehicle,
          }),
        () =>
          f.as.manager2.documents.attach.mutate({ id: item.id, ownerKind: 'expense', ownerId: expense!.id }),
        () =>
          f.as.manager.documents.attach.mutate({
            id: item.id,
            ownerKind: 'expense',
            ownerId: '00000000-0000-4000-8000-000000000000',
          }),
      ];
      // Each call is made in turn (a promise made early would fail unobserved).
      for (const refusal of refusals) expect((await failure(refusal())).code).toBe('NOT_FOUND');
      expect(
        (
          await failure(
            f.as.user.documents.attach.mutate({
              id: item.id,
              ownerKind: 'vehicle',
              ownerId: f.ids.nordlysVehicle,
            }),
          )
        ).code,
      ).toBe('FORBIDDEN');
      expect(
        (
          await failure(
            f.as.manager.documents.attach.mutate({ id: item.id, ownerKind: 'damage', ownerId: item.id }),
          )
        ).fieldErrors,
      ).toEqual({ ownerKind: 'unavailable' });
      expect(await f.as.manager.documents.get.query({ id: item.id })).toMatchObject({
        ownerKind: 'agreement',
        ownerId: agreement!.id,
        vehicleId: expense!.vehicleId,
      });
    });

    it('attaches a document as an obligation’s evidence and detaches it, within the client', async () => {
      const obligationOf = async (vehicleId: string) =>
        (
          await f.database.db
            .select({ id: complianceItems.id })
            .from(complianceItems)
            .where(eq(complianceItems.vehicleId, vehicleId))
            .limit(1)
        )[0]!.id;
      const obligationId = await obligationOf(f.ids.nordlysVehicle);
      const item = (await (
        await upload('manager', simplePdf(['Synsrapport']), forVehicle(f.ids.nordlysVehicle))
      ).json()) as DocumentItem;
      const attached = await f.as.manager.documents.attachEvidence.mutate({ id: item.id, obligationId });
      expect(attached.evidenceFor).toBe(obligationId);
      expect((await f.as.manager.documents.evidence.query({ obligationId })).map((d) => d.id)).toContain(
        item.id,
      );
      // Another vehicle's obligation is refused on the field; another client's ids are NOT_FOUND.
      expect(
        (
          await failure(
            f.as.manager.documents.attachEvidence.mutate({
              id: item.id,
              obligationId: await obligationOf(f.ids.jonasVehicles[0]!),
            }),
          )
        ).fieldErrors,
      ).toEqual({ obligationId: 'other_vehicle' });
      expect(
        (
          await failure(
            f.as.manager.documents.attachEvidence.mutate({
              id: item.id,
              obligationId: await obligationOf(f.ids.fjordbusVehicle),
            }),
          )
        ).code,
      ).toBe('NOT_FOUND');
      expect(
        (await failure(f.as.manager2.documents.attachEvidence.mutate({ id: item.id, obligationId: null })))
          .code,
      ).toBe('NOT_FOUND');
      expect(
        (await failure(f.as.user.documents.attachEvidence.mutate({ id: item.id, obligationId: null }))).code,
      ).toBe('FORBIDDEN');
      expect((await f.as.manager.documents.get.query({ id: item.id })).evidenceFor).toBe(obligationId);
      const detached = await f.as.manager.documents.attachEvidence.mutate({
        id: item.id,
        obligationId: null,
      });
      expect(detached.evidenceFor).toBeNull();
    });

    it('prints a vehicle’s dossier in the reader’s language, to its client’s managers only', async () => {
      const vehicleId = f.ids.nordlysVehicle;
      await upload(
        'manager',
        simplePdf(['Leasing']),
        forVehicle(vehicleId, {
          type: 'leasing_contract',
          title: 'Ærø Leasing Шевченко',
          expiresOn: '2029-03-31',
        }),
      );
      const get = (role: Role | null, query = '', id = vehicleId) =>
        fetch(`${f.http.baseUrl}/api/documents/dossier/${id}${query}`, {
          headers: role ? { cookie: f.http.cookies[role] } : {},
        });
      const data = (await dossierData(f.database.db, f.ids.nordlys, vehicleId))!;
      const flat = (text: string) => text.replace(/\s+/g, ' ');
      for (const language of ['da', 'uk'] as const) {
        const response = await get('manager', `?lang=${language}`);
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toBe('application/pdf');
        expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename=/);
        expect(response.headers.get('x-content-type-options')).toBe('nosniff');
        const text = flat((await pdfText(Buffer.from(await response.arrayBuffer()))).text);
        const words = DOSSIER_WORDS[language];
        const format = dossierFormats(language);
        for (const expected of [
          words.title,
          words.registration,
          words.types.leasing_contract,
          words.kinds.insurance,
          'Ærø Leasing Шевченко',
          format.date('2029-03-31'),
          format.km(data.vehicle.odometerKm),
          ...(data.service.length === 0
            ? [words.none]
            : data.service.slice(0, 3).map((entry) => format.money(entry.totals.net))),
        ])
          expect(text).toContain(flat(expected));
      }
      // The user's own language without `lang` (the demo manager's is English).
      const english = flat((await pdfText(Buffer.from(await (await get('manager')).arrayBuffer()))).text);
      expect(english).toContain(
        DOSSIER_WORDS[(await f.as.manager.my.getUserSettings.query()).language].title,
      );
      // Who may not: no session, an admin, a driver, another client's manager; a bad id or language.
      expect((await get(null)).status).toBe(401);
      expect((await get('admin')).status).toBe(403);
      expect((await get('user')).status).toBe(403);
      expect((await get('manager2')).status).toBe(404);
      expect((await get('manager', '', f.ids.fjordbusVehicle)).status).toBe(404);
      expect((await get('manager', '', 'not-an-id')).status).toBe(404);
      expect((await get('manager', '?lang=sv')).status).toBe(400);
    });

    it('pages newest first with a keyset cursor and refuses a forged one', async () => {
      const first = await f.as.manager.documents.list.query({ limit: 3 });
      const second = await f.as.manager.documents.list.query({ limit: 3, cursor: first.nextCursor });
      expect(second.items.map((d) => d.id)).not.toContain(first.items[0]!.id);
      expect(first.items.length + second.items.length).toBe(6);
      expect((await failure(f.as.manager.documents.list.query({ cursor: 'forged' }))).fieldErrors).toEqual({
        cursor: 'invalid',
      });
    });

    it('counts up to 1,000 on the first page and says when more match', async () => {
      const own = await f.as.manager2.documents.list.query({ limit: 5 });
      const other = await f.as.manager.documents.list.query({ limit: 5 });
      expect(own).toMatchObject({ totalCapped: false });
      // A thousand more documents of the client, each pointing at one of its own files.
      await f.database.db.execute(sql`INSERT INTO documents
          (client_id, owner_kind, owner_id, vehicle_id, type, title, current_version_id)
        SELECT d.client_id, d.owner_kind, d.owner_id, d.vehicle_id, d.type, 'Tællebilag ' || g, d.current_version_id
        FROM documents d, generate_series(1, ${COUNT_CAP}) AS g WHERE d.id = ${own.items[0]!.id}`);
      try {
        const first = await f.as.manager2.documents.list.query({ limit: 5 });
        expect(first).toMatchObject({ total: COUNT_CAP, totalCapped: true });
        const second = await f.as.manager2.documents.list.query({ limit: 5, cursor: first.nextCursor });
        expect(second).toMatchObject({ total: null });
        expect(second.items).toHaveLength(5);
        // Filtered below the cap, the count is exact again; another client's count is its own.
        expect(await f.as.manager2.documents.list.query({ types: ['syn_report'] })).toMatchObject({
          totalCapped: false,
        });
        expect(await f.as.manager.documents.list.query({ limit: 5 })).toMatchObject({
          total: other.total,
          totalCapped: false,
        });
      } finally {
        await f.database.db.delete(documents).where(like(documents.title, 'Tællebilag %'));
      }
      expect((await f.as.manager2.documents.list.query({ limit: 5 })).total).toBe(own.total);
    });

    it('finds a registration named inside a file, written spaced or not', async () => {
      const item = (await (
        await upload(
          'manager',
          simplePdf(['Skade på modpartens bil XY 12 345 ved rundkørslen']),
          forVehicle(f.ids.nordlysVehicle),
        )
      ).json()) as DocumentItem;
      for (const q of ['XY 12 345', 'xy12345', 'XY12345'])
        expect((await f.as.manager.documents.list.query({ q })).items.map((d) => d.id)).toEqual([item.id]);
      expect((await f.as.manager2.documents.list.query({ q: 'XY 12 345' })).items).toEqual([]);
      await f.as.manager.documents.remove.mutate({ id: item.id });
    });
  });
}
