import { constants, deflateRawSync } from 'node:zlib';

/**
 * A minimal one-page PDF with lines of text in Helvetica (WinAnsi: Danish letters print, Cyrillic
 * does not), for the demo data and the tests: real PDFs that viewers open and pdf.js reads, made
 * here instead of downloaded.
 */
export function simplePdf(lines: readonly string[], options: { title?: string } = {}): Buffer {
  const escape = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[^\x20-\xFF]/g, '?');
  const content = [
    'BT',
    '/F1 20 Tf',
    '56 780 Td',
    `(${escape(lines[0] ?? '')}) Tj`,
    '/F1 11 Tf',
    ...lines.slice(1).flatMap((line) => ['0 -22 Td', `(${escape(line)}) Tj`]),
    'ET',
  ].join('\n');
  return onePagePdf(Buffer.from(content, 'latin1'), {
    info: `<< /Title (${escape(options.title ?? lines[0] ?? '')}) /Producer (Vognpark) >>`,
  });
}

/**
 * A one-page A4 PDF around a content stream (Helvetica as /F1), with the stream's filter (such as
 * `/Filter /FlateDecode`) and an /Info dictionary when given: `simplePdf`'s, and the tests' and the
 * bench's hostile ones.
 */
export function onePagePdf(stream: Buffer, options: { filter?: string; info?: string } = {}): Buffer {
  const objects: (string | null)[] = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    null,
    ...(options.info ? [options.info] : []),
  ];
  const filter = options.filter ? ` ${options.filter}` : '';
  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n%\xE2\xE3\xCF\xD3\n', 'latin1')];
  const offsets: number[] = [];
  let length = parts[0]!.length;
  objects.forEach((body, index) => {
    offsets.push(length);
    const part =
      body === null
        ? Buffer.concat([
            Buffer.from(`${index + 1} 0 obj\n<< /Length ${stream.length}${filter} >>\nstream\n`, 'latin1'),
            stream,
            Buffer.from('\nendstream\nendobj\n', 'latin1'),
          ])
        : Buffer.from(`${index + 1} 0 obj\n${body}\nendobj\n`, 'latin1');
    parts.push(part);
    length += part.length;
  });
  const info = options.info ? ` /Info ${objects.length} 0 R` : '';
  const xref = [
    'xref',
    `0 ${objects.length + 1}`,
    '0000000000 65535 f ',
    ...offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n `),
    'trailer',
    `<< /Size ${objects.length + 1} /Root 1 0 R${info} >>`,
    'startxref',
    String(length),
    '%%EOF',
    '',
  ].join('\n');
  parts.push(Buffer.from(xref, 'latin1'));
  return Buffer.concat(parts);
}

/**
 * A one-page PDF whose content stream is `megabytes` MB of zeros (whitespace to a PDF reader) in
 * one flate stream: about 1 kB of file per MB inflated, for the tests and the bench of hostile
 * uploads. The flate data is one block of a megabyte of zeros ended by a full flush (byte-aligned
 * and independent of what came before), repeated, then an empty final block and the Adler-32.
 */
export function flateBombPdf(megabytes: number): Buffer {
  const block = deflateRawSync(Buffer.alloc(1 << 20), { level: 9, finishFlush: constants.Z_FULL_FLUSH });
  const adler = Buffer.alloc(4);
  adler.writeUInt32BE((((megabytes * (1 << 20)) % 65521) * 65536 + 1) >>> 0);
  const stream = Buffer.concat([
    Buffer.from([0x78, 0xda]),
    ...Array.from({ length: megabytes }, () => block),
    Buffer.from([0x03, 0x00]),
    adler,
  ]);
  return onePagePdf(stream, { filter: '/Filter /FlateDecode' });
}
