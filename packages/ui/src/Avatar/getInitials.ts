/** The parts of a user that name them: what `getInitials` and `getDisplayName` read. */
export interface AvatarUser {
  /** The person's contact card; either part may be missing. */
  contact?: { name?: string | null; surname?: string | null } | null;
  /** Their e-mail address, used when the contact card has no name. */
  email?: string | null;
}

/** The initials shown when nothing at all is known about the person. */
export const UNKNOWN_INITIALS = 'U';

/**
 * Splits text into user-perceived characters (grapheme clusters), so an emoji made of
 * several code points, a surrogate pair ("𝒜") or a letter with a combining accent
 * ("e\u0301") counts as one character.
 */
export function graphemes(text: string, locale?: string): string[] {
  return Array.from(
    new Intl.Segmenter(safeLocale(locale), { granularity: 'grapheme' }).segment(text),
    (part) => part.segment,
  );
}

function safeLocale(locale: string | undefined): string | undefined {
  if (locale === undefined) return undefined;
  try {
    return Intl.getCanonicalLocales(locale)[0];
  } catch {
    return undefined;
  }
}

/** Upper-cases with the language's own rules (Turkish "i" -> "İ"), composed to NFC. */
function upper(text: string, locale?: string): string {
  return text.toLocaleUpperCase(safeLocale(locale)).normalize('NFC');
}

/**
 * Latin, Greek and Cyrillic letters, digits, punctuation and spaces, without their combining
 * marks: each is a grapheme of its own, and joins neither the character before it nor the one after.
 */
const standsAlone = /^[\u0020-\u007e\u00a1-\u02ff\u0370-\u03ff\u0400-\u0482\u048a-\u052f]*$/;

function firstGraphemes(text: string | null | undefined, count: number, locale?: string): string {
  const trimmed = (text ?? '').trim();
  if (trimmed === '') return '';
  // Most names need no segmenting: the first characters and the one after them stand alone. A
  // page's first Intl.Segmenter costs milliseconds (its rules are loaded), in the avatar of the
  // shell that the page hydrates first (docs/decisions/first-paint.md, "The seventh step").
  if (standsAlone.test(trimmed.slice(0, count + 1))) return trimmed.slice(0, count);
  return graphemes(trimmed, locale).slice(0, count).join('');
}

/**
 * The initials of a person for their avatar.
 *
 * 1. First character of the contact name + first character of the surname (each trimmed).
 *    When only one of them is present, its first character alone ("Mette" -> "M").
 * 2. Otherwise the first two characters of the e-mail's part before the first "@"
 *    (an address without "@" counts as all local part: "jens" -> "JE").
 * 3. Otherwise "U".
 *
 * "Character" means grapheme cluster (Intl.Segmenter). The result is upper-cased with
 * the rules of `locale` (the active language) and composed to Unicode NFC, so "e\u0301"
 * becomes the single code point "É".
 */
export function getInitials(user: AvatarUser | null | undefined, locale?: string): string {
  const fromName =
    firstGraphemes(user?.contact?.name, 1, locale) + firstGraphemes(user?.contact?.surname, 1, locale);
  if (fromName !== '') return upper(fromName, locale);

  const email = (user?.email ?? '').trim();
  const at = email.indexOf('@');
  const localPart = at === -1 ? email : email.slice(0, at);
  const fromEmail = firstGraphemes(localPart, 2, locale);
  if (fromEmail !== '') return upper(fromEmail, locale);

  return UNKNOWN_INITIALS;
}

/**
 * The name a person is known by: "name surname" (whichever parts exist, whitespace
 * collapsed at the ends), else the trimmed e-mail, else `null` (the caller shows a
 * translated "User").
 */
export function getDisplayName(user: AvatarUser | null | undefined): string | null {
  const fullName = [user?.contact?.name, user?.contact?.surname]
    .map((part) => (part ?? '').trim())
    .filter((part) => part !== '')
    .join(' ');
  if (fullName !== '') return fullName;
  const email = (user?.email ?? '').trim();
  return email === '' ? null : email;
}
