import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { Locale } from '../i18n/locales';
import { glossary, sameAsEnglish, type GlossaryTerm } from '../messages/glossary';

/**
 * The language rules every message catalog follows (docs/glossary.md). Each function returns
 * the problems it finds as readable lines, empty when all is well, so a test can show them all.
 */

type Catalog = Record<string, string>;

/** The words of a message a person reads: its literal text, placeholders and ICU syntax left out. */
export function literalParts(elements: MessageFormatElement[], parts: string[] = []): string[] {
  for (const element of elements) {
    if (element.type === TYPE.literal) parts.push(element.value);
    else if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) literalParts(option.value, parts);
    } else if (element.type === TYPE.tag) literalParts(element.children, parts);
  }
  return parts;
}

const textOf = (message: string) => literalParts(parse(message)).join(' ');

const termById = new Map(glossary.map((term) => [term.id, term]));

/**
 * Every message whose English text mentions a glossary term says it with the glossary's word in
 * each language, and never with the word of a term it must be told apart from (the fleet's own
 * inspections versus the statutory periodic inspection).
 */
export function glossaryProblems(
  catalogs: Partial<Record<Locale, Catalog>> & { en: Catalog },
  terms: readonly GlossaryTerm[] = glossary,
): string[] {
  const problems: string[] = [];
  for (const [id, english] of Object.entries(catalogs.en)) {
    const englishText = textOf(english);
    for (const term of terms) {
      if (!term.match.en.test(englishText)) continue;
      const others = (term.distinctFrom ?? [])
        .map((otherId) => termById.get(otherId))
        .filter((other): other is GlossaryTerm => !!other && !other.match.en.test(englishText));
      for (const [locale, catalog] of Object.entries(catalogs) as [Locale, Catalog][]) {
        if (locale === 'en' || catalog[id] === undefined) continue;
        const text = textOf(catalog[id]);
        if (!term.match[locale].test(text))
          problems.push(`${locale} ${id}: "${catalog[id]}" should say "${term.terms[locale]}" (${term.id})`);
        for (const other of others) {
          if (other.match[locale].test(text))
            problems.push(
              `${locale} ${id}: "${catalog[id]}" uses "${other.terms[locale]}" (${other.id}) for ${term.id}`,
            );
        }
      }
    }
  }
  return problems;
}

const NARROW_NO_BREAK_SPACE = '\u202F';

/**
 * French typography: a narrow no-break space (U+202F) right before ? ! : ; (none of a plain
 * space, a no-break space U+00A0 or nothing). "?!" needs it once; a colon in a URL ("https:")
 * or between digits ("10:30") is not punctuation.
 */
export function frenchSpacingProblems(catalog: Catalog): string[] {
  const problems: string[] = [];
  for (const [id, message] of Object.entries(catalog)) {
    for (const part of literalParts(parse(message))) {
      for (let i = 0; i < part.length; i++) {
        const mark = part[i]!;
        if (!'?!:;'.includes(mark)) continue;
        const before = part[i - 1];
        const after = part[i + 1];
        if (before === NARROW_NO_BREAK_SPACE || (before && '?!'.includes(before))) continue;
        if (
          mark === ':' &&
          (part.startsWith('//', i + 1) || (/\d/.test(before ?? '') && /\d/.test(after ?? '')))
        )
          continue;
        const got = before === ' ' ? 'a plain space' : before === '\u00A0' ? 'a no-break space' : 'no space';
        problems.push(`fr ${id}: "${message}" has ${got} before "${mark}" (U+202F wanted)`);
      }
    }
  }
  return problems;
}

function pluralElements(elements: MessageFormatElement[], found: MessageFormatElement[] = []) {
  for (const element of elements) {
    if (element.type === TYPE.plural) found.push(element);
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) pluralElements(option.value, found);
    } else if (element.type === TYPE.tag) pluralElements(element.children, found);
  }
  return found;
}

/**
 * Every plural (and selectordinal) has a branch for each category the language's CLDR rules
 * use (Intl.PluralRules): Ukrainian one/few/many/other, French one/many/other, and so on.
 * Exact matches such as `=1` do not stand in for a category.
 */
export function pluralProblems(locale: string, catalog: Catalog): string[] {
  const problems: string[] = [];
  const cardinal = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
  const ordinal = new Intl.PluralRules(locale, { type: 'ordinal' }).resolvedOptions().pluralCategories;
  for (const [id, message] of Object.entries(catalog)) {
    for (const element of pluralElements(parse(message))) {
      if (element.type !== TYPE.plural) continue;
      const needed = element.pluralType === 'ordinal' ? ordinal : cardinal;
      const missing = needed.filter((category) => !Object.hasOwn(element.options, category));
      if (missing.length > 0)
        problems.push(`${locale} ${id}: {${element.value}, plural} lacks ${missing.join(', ')}`);
    }
  }
  return problems;
}

/**
 * A translation equal to the English text is a missed translation unless it is on the
 * language's allow-list (glossary.ts `sameAsEnglish`) or has no words of its own: only
 * placeholders, punctuation and the product name.
 */
export function untranslatedProblems(
  locale: Exclude<Locale, 'en'>,
  catalog: Catalog,
  english: Catalog,
  allowed: readonly string[] = sameAsEnglish[locale],
): string[] {
  // Compared by their words: "Information:" is allowed when "Information" is.
  const wordsOf = (message: string) =>
    textOf(message)
      .replaceAll('Vognpark', '')
      .replace(/[^\p{L}\p{N}\s’'-]/gu, '')
      .replace(/\s+/g, ' ')
      .trim();
  const allowedWords = new Set(allowed.map(wordsOf));
  const problems: string[] = [];
  for (const [id, message] of Object.entries(catalog)) {
    if (message !== english[id]) continue;
    const words = wordsOf(message);
    if (!/\p{L}/u.test(words) || allowedWords.has(words)) continue;
    problems.push(
      `${locale} ${id}: "${message}" is the English text (translate it or allow it in glossary.ts)`,
    );
  }
  return problems;
}

const minorWords = new Set(['a', 'an', 'the', 'and', 'or', 'but', 'for', 'of', 'to', 'in', 'on', 'at', 'by']);

/**
 * English commands (buttons, menu items) in Title Case: every word capitalised except
 * articles, conjunctions and short prepositions inside the text ("Sign In", "Account Menu for
 * {name}"); see docs/glossary.md.
 */
export function titleCaseProblems(catalog: Catalog, ids: readonly string[]): string[] {
  const problems: string[] = [];
  for (const id of ids) {
    // A placeholder stands for a word ("{name}"), so "for" before it stays inside the text.
    const words = (catalog[id] ?? '')
      .replace(/\{[^{}]*\}/g, 'X')
      .split(/\s+/)
      .filter((word) => /\p{L}/u.test(word));
    const wrong = words.filter((word, i) => {
      const minor = i > 0 && i < words.length - 1 && minorWords.has(word.toLowerCase());
      return minor ? word !== word.toLowerCase() : word[0] !== word[0]!.toUpperCase();
    });
    if (wrong.length > 0)
      problems.push(`en ${id}: "${catalog[id]}" is not in Title Case (${wrong.join(', ')})`);
  }
  return problems;
}

/** The glossary as the Markdown table docs/glossary.md holds. */
export function glossaryTable(terms: readonly GlossaryTerm[] = glossary): string {
  const escape = (text: string) => text.replaceAll('|', '\\|');
  const rows = terms.map(
    (term) =>
      `| ${[term.terms.en, term.terms.da, term.terms.uk, term.terms.de, term.terms.fr, term.meaning].map(escape).join(' | ')} |`,
  );
  return ['| en | da | uk | de | fr | Meaning |', '|---|---|---|---|---|---|', ...rows].join('\n');
}

/** The allow-list of words that stay as in English, as docs/glossary.md lists it. */
export function sameAsEnglishList(): string {
  return (Object.entries(sameAsEnglish) as [string, readonly string[]][])
    .map(([locale, values]) => `- ${locale}: ${values.map((value) => `"${value}"`).join(', ')}`)
    .join('\n');
}
