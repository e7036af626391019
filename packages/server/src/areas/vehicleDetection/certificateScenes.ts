/**
 * A generated photo of a Danish registration certificate (registreringsattest, del I) for the
 * tests of the VIN read (docs/vehicle-detection.md): the fields with their EU codes (A, B, D.1,
 * D.3, E, …) in DejaVu Sans from `dejavu-fonts-ttf` (sharp's text renderer with the font file, the
 * same glyphs on every machine), on a sheet lying on a desk, turned a little if asked.
 */
import sharp, { type OverlayOptions } from 'sharp';
import { blurredAndNoisy, textImage } from './sceneParts.js';

export interface CertificateOptions {
  /** The plate in field A ("AB 12 345"). */
  registration?: string;
  make?: string;
  model?: string;
  /** Degrees the sheet is turned in the photo. */
  angle?: number;
  /** The text's height in pixels (the photo is 1600×1130). */
  textHeight?: number;
  /** Gaussian blur sigma over the whole photo. */
  blur?: number;
  /** Noise amplitude (0–255) added to every channel. */
  noise?: number;
}

/** A JPEG photo (1600×1130) of a registration certificate whose field E carries `vin`. */
export async function certificateScene(vin: string, options: CertificateOptions = {}): Promise<Buffer> {
  const {
    registration = 'AB 12 345',
    make = 'VOLKSWAGEN',
    model = 'TRANSPORTER',
    angle = 0,
    textHeight = 30,
    blur = 0,
    noise = 0,
  } = options;
  const W = 1600;
  const H = 1130;
  const sheetW = 1360;
  const sheetH = 960;
  const fields: [string, string, string][] = [
    ['A', 'Registreringsnummer', registration],
    ['B', 'Dato for 1. registrering', '14.03.2019'],
    ['C.1.1', 'Navn', 'NORDLYS TRANSPORT ApS'],
    ['D.1', 'Mærke', make],
    ['D.3', 'Model', model],
    ['E', 'Stelnummer', vin],
    ['J', 'Køretøjsart', 'Varebil'],
    ['P.3', 'Drivkraft', 'Diesel'],
    ['F.1', 'Tilladt totalvægt', '3000 kg'],
  ];
  const layers: OverlayOptions[] = [
    {
      input: await textImage('REGISTRERINGSATTEST  Del I', Math.round(textHeight * 1.2), { bold: true }),
      left: 80,
      top: 60,
    },
  ];
  const rowHeight = Math.round(textHeight * 2.6);
  for (const [index, [code, label, value]] of fields.entries()) {
    const top = 60 + Math.round(textHeight * 3.2) + index * rowHeight;
    layers.push(
      { input: await textImage(code, textHeight, { bold: true }), left: 80, top },
      { input: await textImage(label, textHeight), left: 210, top },
      { input: await textImage(value, textHeight, { bold: true }), left: 700, top },
    );
  }
  let sheet = sharp({
    create: { width: sheetW, height: sheetH, channels: 4, background: '#f4f1e8' },
  }).composite([
    ...layers,
    {
      input: Buffer.from(
        `<svg xmlns="http://www.w3.org/2000/svg" width="${sheetW}" height="${sheetH}"><rect x="30" y="30" width="${sheetW - 60}" height="${sheetH - 60}" fill="none" stroke="#6b7f99" stroke-width="3"/></svg>`,
      ),
      left: 0,
      top: 0,
    },
  ]);
  let page = await sheet.png().toBuffer();
  if (angle) {
    sheet = sharp(page).rotate(angle, { background: { r: 0, g: 0, b: 0, alpha: 0 } });
    page = await sheet.png().toBuffer();
  }
  const size = await sharp(page).metadata();
  const photo = await sharp({ create: { width: W, height: H, channels: 3, background: '#6d5b4a' } })
    .composite([
      { input: page, left: Math.round((W - size.width) / 2), top: Math.round((H - size.height) / 2) },
    ])
    .jpeg({ quality: 88 })
    .toBuffer();
  return blurredAndNoisy(photo, { blur, noise, seed: vin.length * 7919, quality: 88 });
}
