/**
 * Generated photos of Danish plates (docs/vehicle-detection.md; the tests, the end-to-end test and
 * the bench read them): a plate drawn
 * with SVG shapes and DejaVu Sans Bold text (sharp's text renderer with the font file from
 * `dejavu-fonts-ttf`, so the same glyphs on every machine), put on a simple vehicle in a scene,
 * then turned, blurred or noised as asked.
 */
import sharp from 'sharp';
import { blurredAndNoisy, FONTS } from './sceneParts.js';

export interface SceneOptions {
  /** White (most vehicles) or yellow (vans on yellow plates). */
  colour?: 'white' | 'yellow';
  /** The plate's height in pixels (a 1280×720 photo of a car a few metres away: 60–110). */
  plateHeight?: number;
  /** Degrees the plate is turned in the picture. */
  angle?: number;
  /** Gaussian blur sigma over the whole picture. */
  blur?: number;
  /** Noise amplitude (0–255) added to every channel. */
  noise?: number;
  width?: number;
  height?: number;
  /** Where the plate's centre is, as fractions of the picture. */
  at?: { x: number; y: number };
}

/** A plate alone: white or yellow, red rim, the blue EU band, the text ("AB 12 345") in black. */
export async function plateImage(text: string, colour: 'white' | 'yellow', height: number): Promise<Buffer> {
  const width = Math.round((height * 520) / 110);
  const band = Math.round(height * 0.42);
  const rim = Math.max(2, Math.round(height * 0.04));
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect x="1" y="1" width="${width - 2}" height="${height - 2}" rx="${height * 0.08}"
      fill="${colour === 'yellow' ? '#f6c500' : '#ffffff'}" stroke="#c8102e" stroke-width="${rim}"/>
    <rect x="${height * 0.06}" y="${height * 0.06}" width="${band}" height="${height * 0.88}" fill="#0a3d91"/>
  </svg>`;
  const label = await sharp({
    text: {
      text: `<span foreground="#111111">${text}</span>`,
      fontfile: FONTS.bold.file,
      font: 'DejaVu Sans Bold',
      height: Math.round(height * 0.62),
      width: Math.round(width - band - height * 0.3),
      rgba: true,
    },
  })
    .png()
    .toBuffer();
  const size = await sharp(label).metadata();
  return sharp(Buffer.from(svg))
    .composite([
      {
        input: label,
        left: Math.round(band + height * 0.1 + (width - band - height * 0.2 - size.width) / 2),
        top: Math.round((height - size.height) / 2),
      },
    ])
    .png()
    .toBuffer();
}

/** A JPEG photo (1280×720 unless asked) of a vehicle wearing the plate `text`. */
export async function plateScene(text: string, options: SceneOptions = {}): Promise<Buffer> {
  const {
    colour = 'white',
    plateHeight = 90,
    angle = 0,
    blur = 0,
    noise = 0,
    width: W = 1280,
    height: H = 720,
    at = { x: 0.5, y: 0.64 },
  } = options;
  let plate = sharp(await plateImage(text, colour, plateHeight));
  if (angle) plate = plate.rotate(angle, { background: { r: 0, g: 0, b: 0, alpha: 0 } });
  const turned = await plate.png().toBuffer();
  const size = await sharp(turned).metadata();
  const scene = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#9fb4c8"/><stop offset="1" stop-color="#d9dde2"/></linearGradient></defs>
    <rect width="${W}" height="${H}" fill="url(#sky)"/>
    <rect y="${H * 0.78}" width="${W}" height="${H * 0.22}" fill="#4a4a4a"/>
    <rect x="${W * at.x - W * 0.3}" y="${H * at.y - H * 0.4}" width="${W * 0.6}" height="${H * 0.55}" rx="${H * 0.06}" fill="#2d4f7a"/>
    <rect x="${W * at.x - W * 0.22}" y="${H * at.y - H * 0.35}" width="${W * 0.44}" height="${H * 0.17}" rx="${H * 0.02}" fill="#b7c9d9"/>
    <circle cx="${W * at.x - W * 0.23}" cy="${H * at.y - H * 0.07}" r="${H * 0.045}" fill="#fff6d5"/>
    <circle cx="${W * at.x + W * 0.23}" cy="${H * at.y - H * 0.07}" r="${H * 0.045}" fill="#fff6d5"/>
    <rect x="${W * at.x - W * 0.3}" y="${H * at.y + H * 0.1}" width="${W * 0.6}" height="${H * 0.05}" fill="#1d1d1d"/>
  </svg>`;
  const photo = await sharp(Buffer.from(scene))
    .composite([
      {
        input: turned,
        left: Math.round(W * at.x - size.width / 2),
        top: Math.round(H * at.y - size.height / 2),
      },
    ])
    .jpeg({ quality: 90 })
    .toBuffer();
  return blurredAndNoisy(photo, { blur, noise, seed: text.length * 7919, quality: 90 });
}

/** The conditions the tests and the bench read, each with a few plates. */
export const PLATE_CONDITIONS: { name: string; options: SceneOptions }[] = [
  { name: 'clean white', options: {} },
  { name: 'clean yellow', options: { colour: 'yellow' } },
  { name: 'small (50 px)', options: { plateHeight: 50 } },
  { name: 'turned 8°', options: { angle: 8 } },
  { name: 'turned -12°', options: { angle: -12, plateHeight: 70 } },
  { name: 'blur 1.5', options: { blur: 1.5 } },
  { name: 'noise 30', options: { noise: 30 } },
  { name: 'yellow, turned, noisy', options: { colour: 'yellow', angle: -6, noise: 20 } },
];

/** A plate of the standard shape from a number (AA 00 000 … ZZ 99 999), spaced as on the plate. */
export function platePattern(n: number): string {
  const letters = 'ABCDEFGHJKLMNPRSTUVXYZ';
  const a = letters[n % letters.length]!;
  const b = letters[Math.floor(n / letters.length) % letters.length]!;
  const digits = String((n * 7919 + 10_007) % 100_000).padStart(5, '0');
  return `${a}${b} ${digits.slice(0, 2)} ${digits.slice(2)}`;
}
