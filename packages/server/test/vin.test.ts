/**
 * The VIN read from a registration certificate (docs/vehicle-detection.md): the candidates found
 * in OCR-like lines as a table, and on both engines a generated certificate read back to its VIN
 * through POST /api/vehicle-detection/vin, with the refusals and the roles.
 */
import { count } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { documentBlobs } from '../src/areas/documents/schema.js';
import { certificateScene } from '../src/areas/vehicleDetection/certificateScenes.js';
import type { VinRead } from '../src/areas/vehicleDetection/model.js';
import { stopOcr } from '../src/areas/vehicleDetection/ocrWorker.js';
import { plateReads } from '../src/areas/vehicleDetection/schema.js';
import { checkDigitHolds, vinCandidates, vinCheckDigit } from '../src/areas/vehicleDetection/vin.js';
import { APP_ORIGIN } from './helpers.js';
import { ENGINES, useWorkFixture, type Role, type WorkFixture } from './workFixture.js';

afterAll(() => stopOcr());

describe('VIN candidates in OCR lines', () => {
  it.each([
    // The Danish certificate's field E, on one line or split over two.
    [['E Stelnummer WVWZZZ1KZAW123456'], ['WVWZZZ1KZAW123456']],
    [['E Stelnummer', 'WVWZZZ1KZAW123456'], ['WVWZZZ1KZAW123456']],
    [['E. Stelnummer: WVW ZZZ 1KZ AW 123456'], ['WVWZZZ1KZAW123456']],
    // Spaces the OCR put in, lower case, O and I where a VIN has none (read as 0 and 1).
    [['E Stelnummer wvwzzz1kzaw 123 456'], ['WVWZZZ1KZAW123456']],
    [['E Stelnummer WVWZZZIKZAWI23456'], ['WVWZZZ1KZAW123456']],
    [['Stelnummer VF1RFB00O63123456'], ['VF1RFB00063123456']],
    [['stelnummer', 'TMBJJ7NE8L0I234Q6'], ['TMBJJ7NE8L0123406']],
    // The German papers and an English label.
    [['Fahrgestellnummer: WDB9066331S123456'], ['WDB9066331S123456']],
    [['E Fahrzeug-Identifizierungsnummer', 'WF0XXXTTGXKA12345'], ['WF0XXXTTGXKA12345']],
    [['VIN: YV1LW5720W2345678'], ['YV1LW5720W2345678']],
    // A field letter or a border glued to it: the end first.
    [['EWVWZZZ1KZAW123456'], ['WVWZZZ1KZAW123456', 'EWVWZZZ1KZAW12345']],
    [['|WVWZZZ1KZAW123456|'], ['WVWZZZ1KZAW123456']],
    // Under the label before a 17-character string elsewhere on the page.
    [
      ['A AB 12 345', 'Reg. nr. ref. X7Y8Z9A1B2C3D4567', 'E Stelnummer', 'VF3LCBHZ6JS123456', 'F.1 2100'],
      ['VF3LCBHZ6JS123456', 'X7Y8Z9A1B2C3D4567'],
    ],
    // No label: still a candidate.
    [['Ford Transit', 'WF0XXXTTGXKA12345'], ['WF0XXXTTGXKA12345']],
    // North America (WMI 1–5): a held check digit before a failed one.
    [
      ['1M8GDM9AXKP042788', '1M8GDM9A1KP042788'],
      ['1M8GDM9AXKP042788', '1M8GDM9A1KP042788'],
    ],
    // Not a VIN: too short, too long, only digits (a phone or an account), only letters, one repeated.
    [['E Stelnummer WVWZZZ1KZAW12345'], []],
    [['WVWZZZ1KZAW1234567890'], []],
    [['12345678901234567'], []],
    [['REGISTRERINGSATTESTENS'], []],
    // Words of the certificate whose letters and I/O read as digits would make 17.
    [['A Registreringsnummer AB12345', 'P.3 Drivkraft Diesel', 'F.1 Tilladttotalvaegt 3000 kg'], []],
    [['00000000000000000'], []],
    [[], []],
  ])('%j → %j', (lines, vins) => {
    expect(vinCandidates(lines).map((candidate) => candidate.vin)).toEqual(vins);
  });

  it('tells what it fixed, whether it was under the label, and the check digit where it applies', () => {
    expect(vinCandidates(['E Stelnummer WVWZZZIKZAWO23456'])).toEqual([
      {
        vin: 'WVWZZZ1KZAW023456',
        raw: 'E Stelnummer WVWZZZIKZAWO23456',
        fixes: 2,
        labelled: true,
        checkDigit: null,
      },
    ]);
    expect(vinCandidates(['1M8GDM9AXKP042788'])[0]).toMatchObject({ labelled: false, checkDigit: true });
  });

  it('computes the ISO 3779 / 49 CFR 565 check digit', () => {
    expect(vinCheckDigit('1M8GDM9AXKP042788')).toBe('X');
    expect(vinCheckDigit('1HGCM82633A004352')).toBe('3');
    expect(checkDigitHolds('1HGCM82633A004352')).toBe(true);
    expect(checkDigitHolds('1HGCM82643A004352')).toBe(false);
    // A European VIN's 9th character is the maker's: no check.
    expect(checkDigitHolds('WVWZZZ1KZAW123456')).toBeNull();
  });
});

for (const { engine, open } of ENGINES) {
  describe(`the VIN read from a certificate on ${engine}`, () => {
    const f: WorkFixture = useWorkFixture(open, { DOCUMENT_MAX_MB: '2' });

    const send = (role: Role | null, body: Buffer, contentType = 'application/octet-stream') =>
      fetch(`${f.http.baseUrl}/api/vehicle-detection/vin`, {
        method: 'POST',
        headers: {
          'content-type': contentType,
          origin: APP_ORIGIN,
          ...(role && { cookie: f.http.cookies[role] }),
        },
        body: new Uint8Array(body),
      });
    const stored = async () => ({
      blobs: (await f.database.db.select({ n: count() }).from(documentBlobs))[0]!.n,
      reads: (await f.database.db.select({ n: count() }).from(plateReads))[0]!.n,
    });

    it('reads the VIN of a generated certificate exactly, the lines with it, and keeps nothing', async () => {
      const before = await stored();
      const response = await send('manager', await certificateScene('WVWZZZ7HZLH012345'));
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      const read = (await response.json()) as VinRead;
      expect(read.candidates[0]).toEqual({
        vin: 'WVWZZZ7HZLH012345',
        fixes: 0,
        labelled: true,
        checkDigit: null,
      });
      // The plate and the certificate's other words are no candidates.
      expect(read.candidates).toHaveLength(1);
      expect(read.lines.join(' ')).toMatch(/Stelnummer/);
      expect(read.lines.join(' ')).toMatch(/AB ?12 ?345/);
      // Turned on the desk, smaller, blurred and noisy: a North American VIN with its check digit.
      const turned = await send(
        'manager',
        await certificateScene('1M8GDM9AXKP042788', {
          angle: 3,
          blur: 1,
          noise: 20,
          textHeight: 22,
          make: 'MACK',
          model: 'ANTHEM',
        }),
      );
      expect(turned.status).toBe(200);
      expect(((await turned.json()) as VinRead).candidates[0]).toMatchObject({
        vin: '1M8GDM9AXKP042788',
        checkDigit: true,
      });
      // Nothing of the person's document is kept.
      expect(await stored()).toEqual(before);
      // Two reads at 960 px, one at a time beside the other tests: 30 s was too little at load 12.
    }, 120_000);

    it('refuses what is no certificate photo, and who may not read one', async () => {
      const certificate = await certificateScene('WVWZZZ7HZLH012345');
      const refusal = async (response: Response) => ({
        status: response.status,
        error: ((await response.json()) as { error: string }).error,
      });
      expect(await refusal(await send('manager', Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n')))).toEqual({
        status: 415,
        error: 'UNSUPPORTED_TYPE',
      });
      const huge = await sharp({ create: { width: 9000, height: 9000, channels: 3, background: '#eee' } })
        .png()
        .toBuffer();
      expect(await refusal(await send('manager', huge))).toEqual({ status: 422, error: 'IMAGE_TOO_LARGE' });
      const blank = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#f4f1e8' } })
        .jpeg()
        .toBuffer();
      const nothing = await send('manager', blank);
      expect(nothing.status).toBe(422);
      expect(await nothing.json()).toEqual(expect.objectContaining({ error: 'NO_VIN', lines: [] }));
      expect(await refusal(await send('manager', Buffer.alloc(0)))).toEqual({ status: 400, error: 'EMPTY' });
      const overLimit = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(3 * 1024 * 1024)]);
      expect(await refusal(await send('manager', overLimit))).toEqual({ status: 413, error: 'TOO_LARGE' });
      expect(await refusal(await send('manager', certificate, 'image/jpeg'))).toEqual({
        status: 415,
        error: 'UNSUPPORTED_MEDIA_TYPE',
      });
      // Same origin only: a page elsewhere cannot send a manager's cookie along.
      const crossSite = await fetch(`${f.http.baseUrl}/api/vehicle-detection/vin`, {
        method: 'POST',
        headers: {
          'content-type': 'application/octet-stream',
          origin: 'https://elsewhere.example',
          cookie: f.http.cookies.manager,
        },
        body: new Uint8Array(certificate),
      });
      expect(await refusal(crossSite)).toEqual({ status: 403, error: 'FORBIDDEN_ORIGIN' });
      // Managers only: a driver and an admin are FORBIDDEN, nobody signed in UNAUTHORIZED.
      expect(await refusal(await send('user', certificate))).toEqual({ status: 403, error: 'FORBIDDEN' });
      expect(await refusal(await send('admin', certificate))).toEqual({ status: 403, error: 'FORBIDDEN' });
      expect(await refusal(await send(null, certificate))).toEqual({ status: 401, error: 'UNAUTHORIZED' });
    });
  });
}
