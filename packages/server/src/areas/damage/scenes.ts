/**
 * Generated check-out/check-in photos for the before/after comparison (docs/damage.md; its tests,
 * the e2e journey and the measurements): the side of a van in a yard, rendered from SVG by sharp,
 * taken as a phone would: a 1280×720 JPEG with sensor noise, optionally moved a little, in other
 * light, or with a scratch or a dent drawn on.
 */
import sharp from 'sharp';
import { seededRandom } from '../../db/seededRandom.js';

export interface Shot {
  /** The camera moved by this many pixels (of 1280×720). */
  shiftX?: number;
  shiftY?: number;
  /** The light: multiplies the brightness (1 as it was) and adds a brightness gradient. */
  light?: number;
  gradient?: boolean;
  damage?: 'scratch' | 'dent' | null;
  /** The name on the van's side (capitals; the demo's Nordlys by default). */
  brand?: string;
  /** The seed of the sensor noise (each photo its own). */
  seed?: number;
  width?: number;
  height?: number;
}

const MARGIN = 40;

function scene(damage: Shot['damage'], brand: string): string {
  const stripes = Array.from(
    { length: 14 },
    (_, i) => `<rect x="${60 + i * 95}" y="120" width="40" height="200" fill="#8a8f98" opacity="0.5"/>`,
  ).join('');
  const scratch =
    damage === 'scratch'
      ? `<polyline points="540,430 600,424 660,436 720,428 780,441 830,433" fill="none"
           stroke="#f4f4f4" stroke-width="4" stroke-linecap="round"/>
         <polyline points="545,436 605,430 665,442 725,434 785,447" fill="none" stroke="#3a3a3a" stroke-width="2"/>`
      : '';
  const dent =
    damage === 'dent'
      ? `<ellipse cx="940" cy="470" rx="70" ry="45" fill="url(#dent)"/>
         <path d="M880,455 Q940,420 1000,458" fill="none" stroke="#ffffff" stroke-width="3" opacity="0.8"/>`
      : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${1280 + 2 * MARGIN}" height="${720 + 2 * MARGIN}">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#9cc3e6"/><stop offset="1" stop-color="#dfe9f2"/></linearGradient>
    <linearGradient id="body" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f2f2f0"/><stop offset="0.6" stop-color="#c9ccd0"/><stop offset="1" stop-color="#8e9297"/></linearGradient>
    <radialGradient id="dent"><stop offset="0" stop-color="#2c2f33" stop-opacity="0.85"/><stop offset="1" stop-color="#6b6f74" stop-opacity="0"/></radialGradient>
    <radialGradient id="wheel"><stop offset="0" stop-color="#b0b4b8"/><stop offset="0.45" stop-color="#50545a"/><stop offset="0.5" stop-color="#1b1c1e"/><stop offset="1" stop-color="#101112"/></radialGradient>
  </defs>
  <rect width="100%" height="100%" fill="url(#sky)"/>
  ${stripes}
  <rect x="0" y="560" width="100%" height="260" fill="#5d5f5b"/>
  <path d="M150,600 L150,300 Q160,230 260,220 L980,220 Q1040,222 1080,300 L1200,380 Q1240,400 1240,450 L1240,600 Z" fill="url(#body)" stroke="#4a4d52" stroke-width="3"/>
  <path d="M1000,240 L1070,310 L1000,310 Z" fill="#2f3b46"/>
  <rect x="200" y="250" width="260" height="90" rx="10" fill="#2f3b46"/>
  <line x1="520" y1="240" x2="520" y2="590" stroke="#55595e" stroke-width="3"/>
  <line x1="860" y1="240" x2="860" y2="590" stroke="#55595e" stroke-width="3"/>
  <rect x="800" y="400" width="40" height="10" rx="4" fill="#3c3f44"/>
  <text x="560" y="380" font-family="DejaVu Sans, sans-serif" font-size="54" font-weight="bold" fill="#1f5fa8">${brand}</text>
  <rect x="150" y="520" width="1090" height="18" fill="#6f7379"/>
  <circle cx="330" cy="600" r="85" fill="url(#wheel)"/>
  <circle cx="1030" cy="600" r="85" fill="url(#wheel)"/>
  ${scratch}${dent}
</svg>`;
}

/** Deterministic noise. */
const random = (seed: number) => seededRandom(seed).next;

/** One photo of the van, a JPEG. */
export async function shoot(shot: Shot = {}): Promise<Buffer> {
  const {
    shiftX = 0,
    shiftY = 0,
    light = 1,
    gradient = false,
    damage = null,
    seed = 1,
    brand = 'NORDLYS',
  } = shot;
  const raw = await sharp(Buffer.from(scene(damage, brand)))
    .extract({ left: MARGIN + shiftX, top: MARGIN + shiftY, width: 1280, height: 720 })
    .removeAlpha()
    .raw()
    .toBuffer();
  const next = random(seed);
  for (let i = 0; i < raw.length; i += 3) {
    const x = (i / 3) % 1280;
    const shade = light * (gradient ? 0.8 + (0.35 * x) / 1280 : 1);
    const noise = (next() + next() + next() - 1.5) * 8;
    for (let c = 0; c < 3; c++) raw[i + c] = Math.max(0, Math.min(255, raw[i + c]! * shade + noise));
  }
  let image = sharp(raw, { raw: { width: 1280, height: 720, channels: 3 } });
  if (shot.width && shot.height) image = image.resize(shot.width, shot.height, { fit: 'fill' });
  return image.jpeg({ quality: 85 }).toBuffer();
}

/** Where the drawn damages are, as fractions of the unmoved picture (the scene less its margin). */
export const DAMAGE_AT = {
  scratch: { x: (540 - MARGIN) / 1280, y: (424 - MARGIN) / 720, width: 290 / 1280, height: 23 / 720 },
  dent: { x: (870 - MARGIN) / 1280, y: (425 - MARGIN) / 720, width: 140 / 1280, height: 90 / 720 },
};
