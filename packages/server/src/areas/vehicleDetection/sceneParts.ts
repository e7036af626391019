/**
 * What the generated photos of plates, certificates and dashboards share (plateScenes.ts,
 * certificateScenes.ts, odometerScenes.ts): DejaVu Sans from `dejavu-fonts-ttf` (sharp's text
 * renderer with the font file, the same glyphs on every machine), and the camera's blur and noise.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import sharp from 'sharp';

const require = createRequire(import.meta.url);
const fontDir = path.join(path.dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
export const FONTS = {
  regular: { file: path.join(fontDir, 'DejaVuSans.ttf'), name: 'DejaVu Sans' },
  bold: { file: path.join(fontDir, 'DejaVuSans-Bold.ttf'), name: 'DejaVu Sans Bold' },
};

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** `text` rendered `height` px high on a transparent PNG. */
export async function textImage(
  text: string,
  height: number,
  { colour = '#1a1a1a', bold = false }: { colour?: string; bold?: boolean } = {},
): Promise<Buffer> {
  const font = bold ? FONTS.bold : FONTS.regular;
  return sharp({
    text: {
      text: `<span foreground="${colour}">${escape(text)}</span>`,
      fontfile: font.file,
      font: `${font.name} ${height}`,
      dpi: 72,
      rgba: true,
    },
  })
    .png()
    .toBuffer();
}

/**
 * A linear congruential sequence, the same on every run. Not db/seededRandom's mulberry32: the
 * tests' expected reads were measured on pictures noised with this one.
 */
function random(seed: number) {
  let state = seed >>> 0 || 1;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/** The JPEG `photo` blurred (Gaussian sigma) and noised (amplitude 0–255 on every channel) as asked. */
export async function blurredAndNoisy(
  photo: Buffer,
  { blur = 0, noise = 0, seed, quality }: { blur?: number; noise?: number; seed: number; quality: number },
): Promise<Buffer> {
  let result = photo;
  if (blur) result = await sharp(result).blur(blur).jpeg({ quality }).toBuffer();
  if (noise) {
    const { data, info } = await sharp(result).raw().toBuffer({ resolveWithObject: true });
    const next = random(seed + noise);
    for (let i = 0; i < data.length; i += 1)
      data[i] = Math.max(0, Math.min(255, Math.round(data[i]! + (next() - 0.5) * 2 * noise)));
    result = await sharp(data, { raw: info }).jpeg({ quality }).toBuffer();
  }
  return result;
}
