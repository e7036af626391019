/**
 * The VIN (stelnummer) in the text lines the OCR read from a registration certificate
 * (docs/vehicle-detection.md, "VIN from a registration certificate"). Pure: lines in, candidates
 * out, the likeliest first.
 *
 * A VIN is 17 characters of A–Z and 0–9 without I, O and Q (ISO 3779). The OCR splits it with
 * spaces and reads a 0 as O or D, a 1 as I; since a VIN has no I, O or Q, those three are read as
 * 1, 0 and 0 wherever they stand (nothing else is changed: an 8 or a B may be either in a VIN).
 *
 * Where it is: the Danish registreringsattest prints it in field "E" ("E Stelnummer"), a German
 * Zulassungsbescheinigung also in "E" ("Fahrzeug-Identifizierungsnummer"; older papers
 * "Fahrgestellnummer"), others say "VIN". A candidate on the label's line or on the next lines
 * comes first.
 *
 * The check digit: ISO 3779 has none; only North America (WMI starting 1–5) requires the 9th
 * character to be the weighted sum modulo 11 (49 CFR 565). A European VIN's 9th character is
 * anything (VW writes Z), so the digit is checked only for a North American WMI, where a wrong one
 * lowers the candidate behind the others rather than dropping it (the OCR may have misread one
 * character; the person checks the read against the document anyway).
 */

export interface VinCandidate {
  /** The 17 characters, upper-case. */
  vin: string;
  /** The line it was read from, as read. */
  raw: string;
  /** Characters read as I, O or Q and taken as 1, 0 or 0. */
  fixes: number;
  /** Found on or after the certificate's VIN field (E / Stelnummer / VIN). */
  labelled: boolean;
  /** true/false for a North American VIN's check digit; null where none applies. */
  checkDigit: boolean | null;
}

const VIN_LENGTH = 17;
/** How many lines after the label's line still count as "under the label". */
const LABEL_REACH = 2;

/** The field's label on the certificates we meet: Danish, German, English, the EU field code E. */
const LABEL =
  /(^|[^A-Z0-9])(E\s*[.:)]?\s*STELNUMMER|STELNUMMER|STEL-?NR|E\s*[.:)]\s|FAHRGESTELLNUMMER|FAHRZEUG-?\s*IDENTIFIZIERUNGSNUMMER|IDENTIFIZIERUNGSNUMMER|CHASSIS\s*(?:NO|NUMBER)?|VIN)([^A-Z]|$)/;

const TRANSLITERATION: Record<string, number> = Object.fromEntries([
  ...[...'0123456789'].map((digit, i) => [digit, i] as const),
  ...[...'ABCDEFGH'].map((letter, i) => [letter, i + 1] as const),
  ...[...'JKLMN'].map((letter, i) => [letter, i + 1] as const),
  ['P', 7],
  ['R', 9],
  ...[...'STUVWXYZ'].map((letter, i) => [letter, i + 2] as const),
]);
const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];

/** The check digit a VIN's 9th character should be (0–9 or X), per 49 CFR 565.15. */
export function vinCheckDigit(vin: string): string {
  let sum = 0;
  for (let i = 0; i < VIN_LENGTH; i += 1) sum += (TRANSLITERATION[vin[i]!] ?? 0) * WEIGHTS[i]!;
  const rest = sum % 11;
  return rest === 10 ? 'X' : String(rest);
}

/** Whether the check digit applies (a North American WMI: 1–5), and if so whether it holds. */
export function checkDigitHolds(vin: string): boolean | null {
  if (!/^[1-5]/.test(vin)) return null;
  return vin[8] === vinCheckDigit(vin);
}

/** The line as VIN characters: upper-case, spaces and punctuation gone, I/O/Q as 1/0/0. */
function normalise(line: string): { text: string; fixed: boolean[] } {
  const kept = line
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .split('');
  return {
    text: kept.map((c) => (c === 'I' ? '1' : c === 'O' || c === 'Q' ? '0' : c)).join(''),
    fixed: kept.map((c) => c === 'I' || c === 'O' || c === 'Q'),
  };
}

/**
 * Stretches of 17 that may be a VIN in one line (before I/O/Q are read as digits): consecutive
 * words whose letters and digits make 17 together (the OCR splits a VIN at spaces, and some
 * papers print it in groups), or one word of 18 or 19, each 17 of it (a field letter or a border
 * glued to it), its end first. The label ("E Stelnummer", "VIN:") is cut off first.
 */
function windowsOf(line: string): { text: string; trimmed: boolean }[] {
  const upper = line.toUpperCase();
  const match = LABEL.exec(upper);
  const rest = match ? upper.slice(match.index + match[0].length - match[3]!.length) : upper;
  const found: { text: string; trimmed: boolean }[] = [];
  // Spaces inside a VIN are the OCR's or the print's groups: joined; other separators split.
  for (const chunk of rest.split(/[,;|/\\:]+/)) {
    const words = chunk
      .split(/\s+/)
      .map((word) => word.replace(/[^A-Z0-9]/g, ''))
      .filter(Boolean);
    for (let a = 0; a < words.length; a += 1) {
      const word = words[a]!;
      if (word.length > VIN_LENGTH && word.length <= VIN_LENGTH + 2)
        for (let end = word.length; end >= VIN_LENGTH; end -= 1)
          found.push({ text: word.slice(end - VIN_LENGTH, end), trimmed: true });
      let joined = '';
      for (let b = a; b < words.length && joined.length < VIN_LENGTH; b += 1) joined += words[b]!;
      if (joined.length === VIN_LENGTH) found.push({ text: joined, trimmed: false });
    }
  }
  return found;
}

const VIN = /^[A-HJ-NPR-Z0-9]{17}$/;

/**
 * A believable VIN: ISO 3779 makes the serial number's last characters digits (the last four for
 * a maker of 500 or more vehicles a year, the last three for a smaller one), so a word of the
 * certificate ("Registreringsnummer", "Drivkraft Diesel") is none; and it is not one character
 * repeated.
 */
function plausible(vin: string): boolean {
  return VIN.test(vin) && /[A-Z]/.test(vin) && /[0-9]{3}$/.test(vin) && !/^(.)\1+$/.test(vin);
}

/**
 * The VIN candidates in the OCR's lines (top to bottom as read), the likeliest first: under a
 * VIN label before elsewhere, a held check digit before a failed one, fewer fixes first, then in
 * reading order. Each VIN once.
 */
export function vinCandidates(lines: readonly string[]): VinCandidate[] {
  const found = new Map<string, VinCandidate & { order: number }>();
  let sinceLabel = Infinity;
  lines.forEach((line, index) => {
    const labelHere = LABEL.test(line.toUpperCase());
    if (labelHere) sinceLabel = 0;
    else sinceLabel += 1;
    const labelled = sinceLabel <= LABEL_REACH;
    for (const window of windowsOf(line)) {
      const { text, fixed } = normalise(window.text);
      if (!plausible(text)) continue;
      const candidate = {
        vin: text,
        raw: line,
        fixes: fixed.filter(Boolean).length,
        labelled,
        checkDigit: checkDigitHolds(text),
        order: index * 2 + Number(window.trimmed),
      };
      const earlier = found.get(text);
      if (!earlier || rank(candidate, earlier) < 0) found.set(text, candidate);
    }
  });
  return [...found.values()].sort(rank).map(({ order: _order, ...candidate }) => candidate);
}

function rank(a: VinCandidate & { order: number }, b: VinCandidate & { order: number }): number {
  return (
    Number(b.labelled) - Number(a.labelled) ||
    Number(a.checkDigit === false) - Number(b.checkDigit === false) ||
    a.fixes - b.fixes ||
    a.order - b.order
  );
}
