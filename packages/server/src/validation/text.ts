import { z } from 'zod';

/** The field-error code of text holding control characters. */
export const CONTROL_CHARACTERS_CODE = 'control_characters';
/** The field-error code of text that is not well-formed UTF-16 (a lone surrogate). */
export const ILL_FORMED_UNICODE_CODE = 'ill_formed_unicode';
/** The field-error code of an identifier (plate, VIN, CVR, e-mail) holding a bidi control. */
export const BIDI_CONTROLS_CODE = 'bidi_controls';

/** A high surrogate without its low one, or a low one without its high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * The invisible characters that change the direction text is shown in: the embeddings and
 * overrides (U+202A-202E), the isolates (U+2066-2069) and the marks (U+200E LRM, U+200F RLM,
 * U+061C ALM). "abc\u202Egnp.exe" shows as "abcexe.png".
 */
const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/;
const BIDI_CONTROLS_ALL = new RegExp(BIDI_CONTROLS.source, 'g');

/** True when `value` is well-formed UTF-16: every surrogate is one of a pair (PostgreSQL's JSON refuses the rest). */
export function isWellFormedText(value: string): boolean {
  return !LONE_SURROGATE.test(value);
}

/** True when `value` holds a bidi control (see BIDI_CONTROLS). */
export function hasBidiControls(value: string): boolean {
  return BIDI_CONTROLS.test(value);
}

/**
 * `value` without its bidi controls: how free text (names, notes) is neutralised where it is shown
 * and exported, so that it reads as what it is. Answers `value` itself when it holds none.
 */
export function stripBidiControls(value: string): string {
  return BIDI_CONTROLS.test(value) ? value.replace(BIDI_CONTROLS_ALL, '') : value;
}

/**
 * A copy of `value` (a procedure's answer: plain objects, arrays, Dates, ...) with every string's
 * bidi controls stripped. Objects without such a string are answered as they are (not copied),
 * so cached answers are never changed and the common case allocates nothing.
 */
export function stripBidiControlsDeep<T>(value: T, maxDepth = 32): T {
  const walk = (node: unknown, depth: number): unknown => {
    if (typeof node === 'string') return stripBidiControls(node);
    if (node === null || typeof node !== 'object' || depth > maxDepth) return node;
    if (Array.isArray(node)) {
      let copy: unknown[] | null = null;
      for (let i = 0; i < node.length; i++) {
        const next = walk(node[i], depth + 1);
        if (next !== node[i]) (copy ??= [...node])[i] = next;
      }
      return copy ?? node;
    }
    const proto = Object.getPrototypeOf(node) as unknown;
    if (proto !== Object.prototype && proto !== null) return node; // Date, Map, class instances
    let copy: Record<string, unknown> | null = null;
    for (const [key, child] of Object.entries(node)) {
      const next = walk(child, depth + 1);
      if (next !== child) (copy ??= { ...(node as Record<string, unknown>) })[key] = next;
    }
    return copy ?? node;
  };
  return walk(value, 0) as T;
}

/** C0 controls but tab, line feed and carriage return; DEL; C1 controls. Never valid in text. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
/** Also the line breaks and tab, which single-line fields (names, e-mails, plates) never hold. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_OR_BREAK = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]/;

/** True when `value` has a character no text field accepts (tab and line breaks are allowed here). */
export function hasControlCharacters(value: string): boolean {
  return CONTROL.test(value);
}

/**
 * The dotted path of the first string (or object key) in `value` holding a control character, or
 * null. Nesting deeper than `maxDepth` counts as found ('_'): no input of ours is that deep.
 */
export function findControlCharacters(value: unknown, maxDepth = 32): string | null {
  const walk = (node: unknown, path: string[], depth: number): string | null => {
    if (typeof node === 'string') return CONTROL.test(node) ? path.join('.') || '_' : null;
    if (node === null || typeof node !== 'object') return null;
    if (depth > maxDepth) return path.join('.') || '_';
    for (const [key, child] of Object.entries(node)) {
      if (CONTROL.test(key)) return [...path, '_'].join('.');
      const found = walk(child, [...path, key], depth + 1);
      if (found !== null) return found;
    }
    return null;
  };
  return walk(value, [], 0);
}

/**
 * The first string (or object key) of `value` that no text input accepts, as the dotted path of the
 * field and the field-error code: `control_characters` (see `findControlCharacters`) or
 * `ill_formed_unicode` (a lone surrogate, which PostgreSQL's JSON refuses). Null when all is well.
 */
export function findInvalidText(value: unknown, maxDepth = 32): { field: string; code: string } | null {
  const control = findControlCharacters(value, maxDepth);
  if (control !== null) return { field: control, code: CONTROL_CHARACTERS_CODE };
  const walk = (node: unknown, path: string[], depth: number): string | null => {
    if (typeof node === 'string') return isWellFormedText(node) ? null : path.join('.') || '_';
    if (node === null || typeof node !== 'object' || depth > maxDepth) return null;
    for (const [key, child] of Object.entries(node)) {
      if (!isWellFormedText(key)) return [...path, '_'].join('.');
      const found = walk(child, [...path, key], depth + 1);
      if (found !== null) return found;
    }
    return null;
  };
  const field = walk(value, [], 0);
  return field === null ? null : { field, code: ILL_FORMED_UNICODE_CODE };
}

const wellFormed = { error: 'Ill-formed Unicode', params: { code: ILL_FORMED_UNICODE_CODE } } as const;

/**
 * A single-line text input: no control characters, tab or line breaks (field-error code
 * `control_characters`), at most `max` characters. Every free-text field of a procedure uses this
 * (or `multiLineText`), so no control character reaches the database or the logs.
 */
export function singleLineText(max: number) {
  return z
    .string()
    .max(max)
    .refine((value) => !CONTROL_OR_BREAK.test(value), {
      error: 'Control characters are not allowed',
      params: { code: CONTROL_CHARACTERS_CODE },
    })
    .refine(isWellFormedText, wellFormed);
}

/**
 * An identifier typed by a person (plate, VIN, CVR, e-mail): a `singleLineText` that also refuses
 * bidi controls (field code `bidi_controls`), so that it cannot read as another one.
 */
export function identifierText(max: number) {
  return singleLineText(max).refine((value) => !hasBidiControls(value), {
    error: 'Direction control characters are not allowed',
    params: { code: BIDI_CONTROLS_CODE },
  });
}

/** A multi-line text input (notes): tab and line breaks allowed, other control characters not. */
export function multiLineText(max: number) {
  return z
    .string()
    .max(max)
    .refine((value) => !CONTROL.test(value), {
      error: 'Control characters are not allowed',
      params: { code: CONTROL_CHARACTERS_CODE },
    })
    .refine(isWellFormedText, wellFormed);
}
