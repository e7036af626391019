/**
 * A generated photo of a dashboard for the tests of the odometer read (docs/vehicle-detection.md,
 * "Odometer from a dashboard photo"): a dark instrument cluster with two dials, and in its middle
 * display the odometer ("ODO 48213 km"), a trip meter ("TRIP A 123.4 km"), the clock ("12:34")
 * and the outside temperature ("-3°C") in light DejaVu Sans from `dejavu-fonts-ttf` (sharp's text
 * renderer with the font file, the same glyphs on every machine), turned, blurred or noised if asked.
 */
import sharp, { type OverlayOptions } from 'sharp';
import { blurredAndNoisy, textImage } from './sceneParts.js';

export interface DashboardOptions {
  /** The odometer's text as the display prints it ("48213", "48 213", "48.213"). */
  odometer?: string | null;
  /** The odometer's label ("ODO"); empty for none. */
  label?: string;
  trip?: string;
  clock?: string;
  temperature?: string;
  /** Degrees the photo is turned. */
  angle?: number;
  /** The odometer's text height in pixels (the photo is 1280×720). */
  textHeight?: number;
  /** Gaussian blur sigma over the whole photo. */
  blur?: number;
  /** Noise amplitude (0–255) added to every channel. */
  noise?: number;
}

/** A JPEG photo (1280×720) of a dashboard whose odometer shows `options.odometer` (none when null). */
export async function dashboardScene(options: DashboardOptions = {}): Promise<Buffer> {
  const {
    odometer = '48213',
    label = 'ODO',
    trip = 'TRIP A 123.4 km',
    clock = '12:34',
    temperature = '-3°C',
    angle = 0,
    textHeight = 40,
    blur = 0,
    noise = 0,
  } = options;
  const W = 1280;
  const H = 720;
  const light = '#e8f1ff';
  const dim = '#9fb3c8';
  // Two dials (speed and revolutions) around the middle display.
  const dial = (cx: number, label: string) => {
    const ticks = Array.from({ length: 9 }, (_, i) => {
      const a = ((-225 + i * 33.75) * Math.PI) / 180;
      const [x1, y1] = [cx + Math.cos(a) * 150, 330 + Math.sin(a) * 150];
      const [x2, y2] = [cx + Math.cos(a) * 175, 330 + Math.sin(a) * 175];
      return `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${dim}" stroke-width="5"/>`;
    }).join('');
    return `<circle cx="${cx}" cy="330" r="190" fill="#0d1218" stroke="#3a4654" stroke-width="8"/>${ticks}
      <line x1="${cx}" y1="330" x2="${cx - 90}" y2="${330 + 100}" stroke="#e0412b" stroke-width="7"/>
      <circle cx="${cx}" cy="330" r="18" fill="#3a4654"/><!-- ${label} -->`;
  };
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">
    <rect width="${W}" height="${H}" fill="#16181b"/>
    <rect x="40" y="90" width="${W - 80}" height="500" rx="120" fill="#07090c" stroke="#2a2f36" stroke-width="6"/>
    ${dial(250, 'speed')}${dial(W - 250, 'rpm')}
    <rect x="460" y="150" width="360" height="380" rx="24" fill="#05080d" stroke="#26303c" stroke-width="4"/>
  </svg>`;
  const layers: OverlayOptions[] = [];
  const put = async (text: string, height: number, top: number, colour: string, bold = false) => {
    if (!text) return;
    const image = await textImage(text, height, { colour, bold });
    const size = await sharp(image).metadata();
    layers.push({ input: image, left: Math.round(640 - size.width / 2), top });
  };
  await put(`${clock}    ${temperature}`, Math.round(textHeight * 0.75), 180, dim);
  await put(trip, Math.round(textHeight * 0.8), 290, light);
  if (odometer !== null) await put(`${label ? `${label} ` : ''}${odometer} km`, textHeight, 400, light, true);
  let photo = await sharp(Buffer.from(svg)).composite(layers).png().toBuffer();
  if (angle) {
    // Turned, then cut back to 1280×720 around the middle (the corners are the dashboard's dark).
    const turned = await sharp(photo).rotate(angle, { background: '#16181b' }).png().toBuffer();
    const size = await sharp(turned).metadata();
    photo = await sharp(turned)
      .extract({
        left: Math.round((size.width - W) / 2),
        top: Math.round((size.height - H) / 2),
        width: W,
        height: H,
      })
      .png()
      .toBuffer();
  }
  photo = await sharp(photo).jpeg({ quality: 88 }).toBuffer();
  return blurredAndNoisy(photo, { blur, noise, seed: (odometer ?? '').length * 7919, quality: 88 });
}
