import { z } from 'zod';

/** The field-error code of text holding control characters. */
export const CONTROL_CHARACTERS_CODE = 'control_characters';

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
    });
}
