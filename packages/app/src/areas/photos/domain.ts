/**
 * The photos area's words on the app side (the server's areas/photos/model.ts): the walk-around
 * checklist in the order a driver walks round, and the pure rules of the check form.
 */
import type { WalkAroundItem } from '@vognpark/server';

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
