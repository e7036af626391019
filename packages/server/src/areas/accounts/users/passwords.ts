import { randomInt } from 'node:crypto';
import { z } from 'zod';
import { singleLineText } from '../../../validation/text.js';

/** The shortest password a person may choose (docs/accounts.md). */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 200;

/** Letters and digits that cannot be mistaken for each other when read aloud or copied by hand. */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/**
 * A one-time password: 16 characters of a 55-letter alphabet (about 92 bits), in four groups of
 * four ("k7Qm-2xPa-..."), from the operating system's random source. Shown once to the admin or
 * manager who made it; only its hash is stored, and it must be changed at the first sign-in.
 */
export function generateOneTimePassword(): string {
  const groups: string[] = [];
  for (let g = 0; g < 4; g += 1) {
    let group = '';
    for (let i = 0; i < 4; i += 1) group += ALPHABET[randomInt(ALPHABET.length)];
    groups.push(group);
  }
  return groups.join('-');
}

/** A new password: at least 12 characters (counted as a person counts them), one line. */
export const newPasswordSchema = singleLineText(PASSWORD_MAX_LENGTH).refine(
  (value) => [...value].length >= PASSWORD_MIN_LENGTH,
  { error: 'Too short', params: { code: 'too_short' } },
);

/** The current password as typed (checked against the hash, not against the rules). */
export const currentPasswordSchema = singleLineText(1024).min(1);

export const passwordChangeInput = z.strictObject({
  currentPassword: currentPasswordSchema,
  newPassword: newPasswordSchema,
});
