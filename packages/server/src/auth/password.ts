import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** scrypt cost: N = 2^15, r = 8, p = 1 (32 MiB, ~0.1 s); stored with each hash so it can change. */
const DEFAULTS = { N: 2 ** 15, r: 8, p: 1 };

/**
 * The cost new hashes get. VOGNPARK_SCRYPT_LOG2N (10–20) sets N = 2^value instead of 2^15: the
 * test projects set 10 (vitest.workspace.ts), where some 550 sign-ins and password changes at
 * 2^15 were about 140 s of the server tests' CPU. Verifying always uses the hash's own cost, so a
 * hash made at either cost verifies everywhere. Never lower it in production.
 */
function costOfNewHashes(): ScryptOptions & typeof DEFAULTS {
  const log2N = Number(process.env.VOGNPARK_SCRYPT_LOG2N);
  return Number.isInteger(log2N) && log2N >= 10 && log2N <= 20 ? { ...DEFAULTS, N: 2 ** log2N } : DEFAULTS;
}
const KEY_LENGTH = 64;

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  const maxmem = 256 * (options.N ?? DEFAULTS.N) * (options.r ?? DEFAULTS.r);
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, { ...options, maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

/** `scrypt$N$r$p$salt$hash` (salt and hash base64). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const cost = costOfNewHashes();
  const key = await derive(password, salt, cost);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64'), key.toString('base64')].join('$');
}

/** True when `password` matches `stored`; false (never throws) for a malformed stored hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  if (![N, r, p].every((n) => Number.isInteger(n) && n > 0) || N > 2 ** 20) return false;
  const salt = Buffer.from(parts[4]!, 'base64');
  const expected = Buffer.from(parts[5]!, 'base64');
  if (expected.length !== KEY_LENGTH) return false;
  const actual = await derive(password, salt, { N, r, p });
  return timingSafeEqual(actual, expected);
}

/** A valid hash of a random password: verified against when the e-mail is unknown, so timing tells nothing. */
let dummyHash: Promise<string> | undefined;
export function getDummyHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  return dummyHash;
}
