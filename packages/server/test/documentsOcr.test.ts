/**
 * Scans' and photos' text recognised for search (docs/documents.md, "Reading a scan's text"): in
 * the text worker alone (a generated page read back word for word, as a JPEG and a WebP, straight
 * and turned 4° and −7° on a desk, a photo without text, a huge picture and a slow one stopped at
 * their limits, the worker reading the next file afterwards),
 * and on both engines through the upload: a photographed page and a scanned PDF are found by words
 * recognised in them, a photo without text is stored `no_text`, a huge picture ends with a clear
 * status while another client is answered. The recogniser has no æ, ø or å, so the pages carry
 * words it can read (docs/documents.md says so).
 */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { DocumentItem } from '../src/areas/documents/model.js';
import { extractPdfText, extractPictureText } from '../src/areas/documents/pdfText.js';
import { photoWithoutText, scannedPdf, scanPage } from '../src/areas/documents/scans.js';
import { APP_ORIGIN } from './helpers.js';
import { ENGINES, useWorkFixture, type Role } from './workFixture.js';

const POLICY = [
  'FORSIKRINGSPOLICE Policenummer 4471-2290',
  'Kasko og ansvar for varebil AB 12 345',
  'Roadside assistance included across Scandinavia',
  'Selvrisiko 5000 kr',
];
const INVOICE = ['SERVICEFAKTURA 2026-118', 'Olieskift og nyt luftfilter', 'Workshop invoice for the camper'];

const read = (data: Buffer) => async (begin: number, end: number) => data.subarray(begin, end);

/** A 62-megapixel PNG (under the 64-megapixel limit) of one colour: a few hundred kilobytes. */
const hugePicture = () =>
  sharp({ create: { width: 7900, height: 7900, channels: 3, background: '#dfe6ee' } })
    .png({ compressionLevel: 9 })
    .toBuffer();

describe('recognising a picture’s text in the worker', () => {
  it('reads a page word for word (JPEG, WebP), a scanned PDF’s page, a turned page, and nothing in a photo without text', async () => {
    const page = await scanPage(POLICY);
    const photo = await extractPictureText('a', page.length, read(page));
    expect(photo).toEqual({ pages: null, text: POLICY.join('\n'), status: 'recognised' });

    const pdf = await scannedPdf([await scanPage(INVOICE)]);
    const scan = await extractPdfText('a', pdf.length, read(pdf));
    expect(scan).toEqual({ pages: 1, text: INVOICE.join('\n'), status: 'recognised' });

    // The same page as a WebP.
    const webp = await sharp(page).webp({ quality: 85 }).toBuffer();
    expect(await extractPictureText('a', webp.length, read(webp))).toMatchObject({
      text: POLICY.join('\n'),
      status: 'recognised',
    });

    // A page photographed turned on a desk is turned level first.
    for (const angle of [4, -7]) {
      const turned = await scanPage(POLICY, { angle });
      expect(await extractPictureText('a', turned.length, read(turned))).toMatchObject({
        text: POLICY.join('\n'),
        status: 'recognised',
      });
    }

    const sky = await photoWithoutText();
    expect(await extractPictureText('a', sky.length, read(sky))).toEqual({
      pages: null,
      text: '',
      status: 'no_text',
    });
  }, 180_000);

  it('stops a huge picture at its memory and a slow one at its clock, then reads the next', async () => {
    const huge = await hugePicture();
    expect(huge.length).toBeLessThan(1024 * 1024);
    const tight = { ms: 10_000, memoryMb: 256, ocrMs: 60_000, ocrMemoryMb: 32 };
    expect(await extractPictureText('a', huge.length, read(huge), tight)).toMatchObject({
      text: '',
      status: 'too_large',
    });
    const page = await scanPage(POLICY);
    const hurried = { ms: 10_000, memoryMb: 256, ocrMs: 50, ocrMemoryMb: 512 };
    expect(await extractPictureText('a', page.length, read(page), hurried)).toMatchObject({
      status: 'timed_out',
    });
    // The worker was stopped twice, each time once out of the OCR engine; a new one reads on.
    expect(await extractPictureText('a', page.length, read(page))).toMatchObject({
      text: POLICY.join('\n'),
      status: 'recognised',
    });
  }, 180_000);
});

describe.each(ENGINES)('scans and photos found by their text on $engine', ({ open }) => {
  // A generous clock: this shared machine reads a page in 4 s of CPU, 10–15 s of wall clock.
  const f = useWorkFixture(open, { DOCUMENT_OCR_SECONDS: '180' });

  async function upload(role: Role, body: Buffer, fileName: string, title: string) {
    const query = { ownerKind: 'vehicle', ownerId: f.ids.nordlysVehicle, type: 'other', fileName, title };
    const response = await fetch(`${f.http.baseUrl}/api/documents/upload?${new URLSearchParams(query)}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/octet-stream',
        origin: APP_ORIGIN,
        cookie: f.http.cookies[role],
      },
      body: new Uint8Array(body),
    });
    expect(response.status).toBe(201);
    return (await response.json()) as DocumentItem;
  }
  const found = async (q: string) => (await f.as.manager.documents.list.query({ q })).items.map((d) => d.id);

  it('finds a photographed page and a scanned PDF by words recognised in them', async () => {
    const photo = await upload('manager', await scanPage(POLICY), 'police.jpg', 'Foto af police');
    expect(photo.current).toMatchObject({
      contentType: 'image/jpeg',
      hasWeb: true,
      textStatus: 'recognised',
    });
    const scan = await upload(
      'manager',
      await scannedPdf([await scanPage(INVOICE)]),
      'scan.pdf',
      'Scannet faktura',
    );
    expect(scan.current).toMatchObject({
      contentType: 'application/pdf',
      pages: 1,
      textStatus: 'recognised',
    });

    // Danish and English stems of words only in the pictures.
    expect(await found('varebil')).toContain(photo.id);
    expect(await found('Scandinavia')).toContain(photo.id);
    expect(await found('roadside')).toContain(photo.id);
    expect(await found('roadside')).not.toContain(scan.id);
    expect(await found('luftfilter')).toContain(scan.id);
    expect(await found('workshop invoice')).toContain(scan.id);
    expect(await found('olieskift')).not.toContain(photo.id);
    // The list tells the status again.
    const listed = (await f.as.manager.documents.list.query({ q: 'luftfilter' })).items.find(
      (d) => d.id === scan.id,
    );
    expect(listed!.current.textStatus).toBe('recognised');
  }, 300_000);

  it('stores a photo without text as no_text, found by its title only', async () => {
    const sky = await upload('manager', await photoWithoutText(), 'himmel.jpg', 'Himmel over marken');
    expect(sky.current).toMatchObject({ contentType: 'image/jpeg', textStatus: 'no_text' });
    expect(await found('himmel')).toContain(sky.id);
  }, 300_000);

  it('ends a huge picture with a clear status, answering another client meanwhile', async () => {
    let answered = false;
    const uploading = hugePicture()
      .then((png) => upload('manager', png, 'kæmpe.png', 'Kæmpebillede'))
      .then((item) => ((answered = true), item));
    const others = await f.as.manager2.documents.list.query({ limit: 5 });
    expect(others.items.length).toBeGreaterThan(0);
    expect(answered).toBe(false);
    const huge = await uploading;
    expect(huge.current).toMatchObject({ contentType: 'image/png', width: 7900, height: 7900 });
    expect(['no_text', 'too_large', 'timed_out']).toContain(huge.current.textStatus);
    // Nothing broken: the next photo is read.
    const after = await upload(
      'manager',
      await scanPage(['Efterfolgende kvittering 3141']),
      'efter.jpg',
      'Efter',
    );
    expect(after.current.textStatus).toBe('recognised');
    expect(await found('kvittering')).toContain(after.id);
  }, 300_000);
});
