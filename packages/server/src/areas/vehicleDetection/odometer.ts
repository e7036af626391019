/**
 * The odometer in the text lines the OCR read from a photo of a dashboard (docs/vehicle-detection.md,
 * "Odometer from a dashboard photo"). Pure: lines in, candidates out, the likeliest first.
 *
 * A dashboard shows more numbers than the odometer: trip meters ("TRIP A 123.4 km"), the clock
 * ("12:34"), the outside temperature ("-3°C"), the range ("Range 320 km", "Rækkevidde 320 km"), the
 * consumption ("5.6 l/100km"), the speed ("50 km/h"). The odometer is a whole number of km from 0
 * to 999,999, sometimes printed in groups ("48 213", "48.213", "48,213"), often labelled (ODO,
 * Kilometerstand, Gesamt, Total) and followed by "km".
 *
 * What is no candidate: a number with one or two decimals, a time, a number with a sign or a
 * degree, a speed, a percentage, the 100 of "l/100km", and every number after a trip's or the
 * range's word (up to the next label: the OCR joins what stands side by side into one line). Of the rest: a labelled one first, then one followed by km, then the largest. The vehicle's
 * last reading ranks them too: a candidate below it, or more than `MAX_GAIN_KM` (or
 * `MAX_KM_PER_DAY` a day since) above it, goes behind the others, never away (the last reading may
 * be the wrong one). The OCR's O/0, I/1, S/5 and B/8 are put right only inside a number: a word of
 * digits and those letters with at least one digit.
 */

export type OdometerReason =
  /** On a line with an odometer label (ODO, Kilometerstand, Gesamt, …) or just under one. */
  | 'label'
  /** Followed by "km". */
  | 'unit'
  /** A whole number that is nothing else the dashboard shows. */
  | 'number';

/** How a candidate stands to the vehicle's last reading. */
export type OdometerFit = 'ok' | 'below_last' | 'far_above_last' | 'no_last';

export interface OdometerCandidate {
  km: number;
  /** The line it was read from, as read. */
  raw: string;
  /** The line's index in the lines given. */
  line: number;
  reason: OdometerReason;
  fit: OdometerFit;
  /** Letters read as digits (O/I/S/B as 0/1/5/8). */
  fixes: number;
}

export interface LastReading {
  km: number;
  /** ISO date of the reading. */
  readOn: string;
}

/** The largest gain in km above the last reading that is believable whatever its age… */
export const MAX_GAIN_KM = 20_000;
/** …and per day since it, when that allows more (a vehicle not read for months). */
export const MAX_KM_PER_DAY = 500;
/** The odometer's largest value (six digits). */
export const MAX_ODOMETER_KM = 999_999;

/** Labels of the odometer on dashboards (Danish, German, English, French; the OCR reads ODO's O as 0). */
const LABEL =
  /(^|[^A-Z0-9])([O0Q]D[O0Q](?:METER)?|KM-?STAND|KILOMETERSTAND|KILOMETERTÆLLER|KILOMETERTAELLER|GESAMT|TOTAL|KILOM[EÉ]TRAGE|MILEAGE)(?=[^A-Z]|$)/gi;
/** Words after which the numbers are another meter's: trips, the range, the service interval. */
const OTHER_METER =
  /(^|[^A-Z])(TRIP|TAGES-?KM|TAGESZ[AÄ]HLER|TUR\s*[AB12](?![A-Z])|RANGE|R[ÆA]KKEVIDDE|REICHWEITE|AUTONOMIE|SERVICE|INSPEKTION)/gi;
/** A word the OCR may have read with letters for digits: digits, O/I/S/B (and o, l), grouping marks, a trailing km. */
const NUMBER_WORD = /^([0-9OoIlSB]+(?:[.,'’][0-9OoIlSB]+)*)((?:km|KM|Km)?)$/;
const CONFUSION: Record<string, string> = { O: '0', o: '0', I: '1', l: '1', S: '5', B: '8' };

/** The line with letters put right inside numbers, and how many were. */
function fixNumbers(line: string): { text: string; fixes: number } {
  let fixes = 0;
  const text = line
    .split(/(\s+)/)
    .map((word) => {
      const match = NUMBER_WORD.exec(word);
      if (!match || !/[0-9]/.test(match[1]!) || !/[OoIlSB]/.test(match[1]!)) return word;
      return (
        match[1]!.replace(/[OoIlSB]/g, (c) => {
          fixes += 1;
          return CONFUSION[c]!;
        }) + match[2]!
      );
    })
    .join('');
  return { text, fixes };
}

type SegmentKind = 'label' | 'other' | 'none';

/**
 * The line cut at each odometer label and each other meter's word: the text after each (the word
 * itself cut off: "OD0 48213" must not read as 048213's 0), and whose it is; the text before the
 * first is nobody's. The OCR joins what stands side by side ("TRIP A 123.4 km ODO 48213 km").
 */
function segmentsOf(raw: string): { text: string; kind: SegmentKind }[] {
  const marks = [
    ...[...raw.matchAll(LABEL)].map((match) => ({ match, kind: 'label' as const })),
    ...[...raw.matchAll(OTHER_METER)].map((match) => ({ match, kind: 'other' as const })),
  ]
    .map(({ match, kind }) => ({
      start: match.index + match[1]!.length,
      end: match.index + match[0].length,
      kind,
    }))
    .sort((a, b) => a.start - b.start);
  return [
    { text: raw.slice(0, marks[0]?.start ?? raw.length), kind: 'none' as const },
    ...marks.map((mark, i) => ({
      text: raw.slice(mark.end, Math.max(mark.end, marks[i + 1]?.start ?? raw.length)),
      kind: mark.kind,
    })),
  ];
}

interface Found {
  km: number;
  unit: boolean;
}

/** The whole numbers in a line that may be an odometer (see the file's comment for what is not). */
function integersIn(text: string): Found[] {
  const found: Found[] = [];
  // A time, a decimal, a grouped whole number or a plain one, in that order of preference.
  const token =
    /(\d{1,2}\s?[:;]\s?\d{2})(?!\d)|(\d+[.,]\d{1,2})(?![\d.,]*\d)|(\d{1,3}(?:[ .,'’]\d{3})+)(?![\d]|[.,]\d)|(\d+)/g;
  for (const match of text.matchAll(token)) {
    const [whole, time, decimal, grouped, plain] = match;
    if (time || decimal) continue;
    const before = text.slice(0, match.index);
    const after = text.slice(match.index + whole.length);
    // A sign (a temperature), a slash (l/100km), a degree, a percentage, a speed, a consumption.
    if (/[-+−–/]\s?$/.test(before)) continue;
    if (/^\s?(°|º|℃|℉|%|km\s?\/\s?h|kmh|mph|l\s?\/|kwh|rpm|x\s?1000)/i.test(after)) continue;
    const digits = (grouped ?? plain)!.replace(/[^0-9]/g, '');
    if (digits.length > 7) continue;
    const km = Number(digits);
    if (km > MAX_ODOMETER_KM) continue;
    found.push({ km, unit: /^\s?km(?![a-z/])/i.test(after) });
  }
  return found;
}

const DAY = 86_400_000;

/** Whether `km` is believable after the last reading (`today` an ISO date). */
function fitOf(km: number, last: LastReading | null | undefined, today: string): OdometerFit {
  if (!last) return 'no_last';
  if (km < last.km) return 'below_last';
  const days = Math.max(0, (Date.parse(today) - Date.parse(last.readOn)) / DAY);
  if (km - last.km > Math.max(MAX_GAIN_KM, days * MAX_KM_PER_DAY)) return 'far_above_last';
  return 'ok';
}

const REASON_ORDER: Record<OdometerReason, number> = { label: 0, unit: 1, number: 2 };

function rank(a: OdometerCandidate, b: OdometerCandidate): number {
  const believable = (c: OdometerCandidate) => Number(c.fit === 'ok' || c.fit === 'no_last');
  return (
    believable(b) - believable(a) ||
    REASON_ORDER[a.reason] - REASON_ORDER[b.reason] ||
    b.km - a.km ||
    a.fixes - b.fixes ||
    a.line - b.line
  );
}

/**
 * The odometer candidates in the OCR's lines (top to bottom as read), the likeliest first; each
 * value once (its best showing). `last` is the vehicle's last reading on the odometer chain.
 */
export function odometerCandidates(
  lines: readonly string[],
  {
    last = null,
    today = new Date().toISOString().slice(0, 10),
  }: { last?: LastReading | null; today?: string } = {},
): OdometerCandidate[] {
  const found = new Map<number, OdometerCandidate>();
  let labelAbove = false;
  lines.forEach((raw, index) => {
    const segments = segmentsOf(raw).map((segment) => {
      const { text, fixes } = fixNumbers(segment.text);
      return { ...segment, fixes, numbers: integersIn(text) };
    });
    const labels = segments.filter((segment) => segment.kind === 'label');
    for (const segment of segments) {
      // Another meter's numbers are no candidates.
      if (segment.kind === 'other') continue;
      const labelled = segment.kind === 'label' || labelAbove;
      for (const number of segment.numbers) {
        const candidate: OdometerCandidate = {
          km: number.km,
          raw,
          line: index,
          reason: labelled ? 'label' : number.unit ? 'unit' : 'number',
          fit: fitOf(number.km, last, today),
          fixes: segment.fixes,
        };
        const earlier = found.get(number.km);
        if (!earlier || rank(candidate, earlier) < 0) found.set(number.km, candidate);
      }
    }
    // A label alone on its line labels the line under it.
    labelAbove = labels.length > 0 && labels.every((segment) => segment.numbers.length === 0);
  });
  return [...found.values()].sort(rank);
}
