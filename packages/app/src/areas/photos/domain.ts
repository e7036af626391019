/**
 * The photos area's words on the app side (the server's areas/photos/model.ts): the walk-around
 * checklist in the order a driver walks round, and the pure rules of the check form.
 */
import type { WalkAroundItem } from '@vognpark/server/areas/photos';

export const WALK_AROUND_ITEMS = [
  'lights',
  'tyres',
  'mirrors',
  'windscreen',
  'bodywork',
  'leaks',
  'warning_lights',
  'brakes',
  'horn',
  'seat_belts',
] as const satisfies readonly WalkAroundItem[];

export type Answer = 'pass' | 'fail' | '';

export interface WalkAroundDraft {
  odometer: string;
  answers: Record<WalkAroundItem, Answer>;
  defects: Record<WalkAroundItem, string>;
  photos: Record<WalkAroundItem, File[]>;
}

export function emptyWalkAround(): WalkAroundDraft {
  const each = <T>(value: () => T) =>
    Object.fromEntries(WALK_AROUND_ITEMS.map((item) => [item, value()])) as Record<WalkAroundItem, T>;
  return { odometer: '', answers: each(() => ''), defects: each(() => ''), photos: each(() => []) };
}

export type WalkAroundError = 'answer' | 'defectRequired' | 'odometerInvalid' | 'odometerDecreased';

/** An odometer as typed: '' is none, digits (spaces and dots as thousands separators allowed) a number, else invalid. */
export function parseOdometer(text: string): number | null | 'invalid' {
  const cleaned = text.replace(/[\s.\u00a0\u202f]/g, '');
  if (cleaned === '') return null;
  if (!/^\d{1,7}$/.test(cleaned)) return 'invalid';
  return Number(cleaned);
}

/** What is wrong with a draft, by field (`odometer`, `answer.<item>`, `defect.<item>`). */
export function validateWalkAround(draft: WalkAroundDraft): Record<string, WalkAroundError> {
  const errors: Record<string, WalkAroundError> = {};
  if (parseOdometer(draft.odometer) === 'invalid') errors.odometer = 'odometerInvalid';
  for (const item of WALK_AROUND_ITEMS) {
    if (draft.answers[item] === '') errors[`answer.${item}`] = 'answer';
    else if (draft.answers[item] === 'fail' && !draft.defects[item].trim())
      errors[`defect.${item}`] = 'defectRequired';
  }
  return errors;
}

/** The completion's input: a failed item's defect reads "<item>: <what is wrong>" in the driver's words. */
export function toWalkAroundInput(
  inspectionId: string,
  draft: WalkAroundDraft,
  itemLabel: (item: WalkAroundItem) => string,
) {
  const odometer = parseOdometer(draft.odometer);
  return {
    inspectionId,
    odometerKm: typeof odometer === 'number' ? odometer : null,
    checks: WALK_AROUND_ITEMS.map((item) =>
      draft.answers[item] === 'fail'
        ? { item, passed: false, defect: `${itemLabel(item)}: ${draft.defects[item].trim()}`.slice(0, 200) }
        : { item, passed: true },
    ),
  };
}

/** The most pixels a picture may have: the server's bound (a decompression bomb's header says more). */
export const MAX_PHOTO_PIXELS = 64_000_000;

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0) =>
  prefix.every((byte, i) => bytes[at + i] === byte);
const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.slice(from, to));

/**
 * What the first bytes of a file say about it as a photo, before it is sent: null for a JPEG, PNG,
 * WebP or HEIC/HEIF picture (the types the server keeps), `UNSUPPORTED_TYPE` for anything else (a
 * PDF, an SVG, a text file renamed .jpg), `IMAGE_TOO_LARGE` for a PNG whose header claims more
 * than the server decodes. The server checks every byte again; this only spares a person the wait.
 */
export function pictureProblem(head: Uint8Array): 'UNSUPPORTED_TYPE' | 'IMAGE_TOO_LARGE' | null {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return null;
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) {
    if (head.length < 24 || ascii(head, 12, 16) !== 'IHDR') return 'UNSUPPORTED_TYPE';
    const view = new DataView(head.buffer, head.byteOffset, head.byteLength);
    return view.getUint32(16) * view.getUint32(20) > MAX_PHOTO_PIXELS ? 'IMAGE_TOO_LARGE' : null;
  }
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP') return null;
  if (ascii(head, 4, 8) === 'ftyp' && /^(heic|heix|hevc|hevx|heim|heis|mif1|msf1)$/.test(ascii(head, 8, 12)))
    return null;
  return 'UNSUPPORTED_TYPE';
}
