/**
 * Driving licence categories (kørekortkategorier) and which of them a licence covers: pure, no
 * server dependencies (docs/sharing.md "Driving licence").
 *
 * The categories are those of Directive 2006/126/EC on driving licences, Article 4, as a Danish
 * kørekort lists them. What one category is also valid for is the directive's Article 6(2):
 * - (a) C1E, CE, D1E and DE are valid for combinations of category BE;
 * - (b) CE is valid for DE when the holder is entitled to drive D;
 * - (c) CE and DE are valid for C1E and D1E respectively;
 * - (d) any category is valid for AM (Denmark does not use the option to limit this to A1, A2 and A);
 * - (e) A2 is valid for A1;
 * - (f) A, C and D are valid for A2 and A1, C1 and D1 respectively.
 * Applied until nothing more follows, so CE covers C1E, BE and AM, and A covers A2, A1 and AM.
 * Article 6(1) (C and D need B first, the E categories their unit's) is a condition of issuing a
 * licence, not an equivalence: a card with CE lists C and B too, so record every category on it.
 */

export const LICENCE_CATEGORIES = [
  'AM',
  'A1',
  'A2',
  'A',
  'B',
  'BE',
  'C1',
  'C1E',
  'C',
  'CE',
  'D1',
  'D1E',
  'D',
  'DE',
] as const;
export type LicenceCategory = (typeof LICENCE_CATEGORIES)[number];

/** Article 6(2) (a), (c), (e), (f): what each category is also valid for, one step at a time. */
const ALSO_VALID_FOR: Partial<Record<LicenceCategory, readonly LicenceCategory[]>> = {
  A: ['A2', 'A1'],
  A2: ['A1'],
  C: ['C1'],
  D: ['D1'],
  C1E: ['BE'],
  CE: ['C1E', 'BE'],
  D1E: ['BE'],
  DE: ['D1E', 'BE'],
};

/** Every category a licence with `held` is valid for (the held ones included), in the list's order. */
export function coveredCategories(held: readonly LicenceCategory[]): LicenceCategory[] {
  const covered = new Set<LicenceCategory>(held);
  // (b) CE with D is valid for DE.
  if (covered.has('CE') && covered.has('D')) covered.add('DE');
  const queue = [...covered];
  while (queue.length > 0)
    for (const next of ALSO_VALID_FOR[queue.pop()!] ?? [])
      if (!covered.has(next)) {
        covered.add(next);
        queue.push(next);
      }
  // (d) any category is valid for AM.
  if (covered.size > 0) covered.add('AM');
  return LICENCE_CATEGORIES.filter((category) => covered.has(category));
}

/** Whether a licence with `held` is valid for a vehicle of category `needed`. */
export function licenceCovers(held: readonly LicenceCategory[], needed: LicenceCategory): boolean {
  return coveredCategories(held).includes(needed);
}

/**
 * Why a driver may not drive a vehicle of category `needed`, or null when they may. A driver with no
 * categories recorded is taken to hold B, the licence of nearly everyone who drives a company car
 * and what the register assumed before it kept licences: refused only a vehicle B does not cover,
 * with `no_licence_recorded` (record the licence); one with categories recorded, none covering it,
 * with `licence_not_covered`.
 */
export function licenceRefusal(
  held: readonly LicenceCategory[],
  needed: LicenceCategory,
): 'licence_not_covered' | 'no_licence_recorded' | null {
  if (held.length === 0) return licenceCovers(['B'], needed) ? null : 'no_licence_recorded';
  return licenceCovers(held, needed) ? null : 'licence_not_covered';
}

/** The category a vehicle of a type usually needs: set on new vehicles unless chosen (migration 0043). */
export function defaultLicenceCategory(type: string): LicenceCategory {
  if (type === 'truck') return 'C';
  if (type === 'bus') return 'D';
  if (type === 'trailer') return 'BE';
  return 'B';
}

/** The categories as stored: each once, in the list's order. */
export function normaliseCategories(categories: readonly LicenceCategory[]): LicenceCategory[] {
  return LICENCE_CATEGORIES.filter((category) => categories.includes(category));
}
