// Where PostgreSQL's server programs (initdb, pg_ctl, postgres) are: one search for
// scripts/ensure-postgres.mjs and the server tests' global setup.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { isExecutable } from './system.mjs';

/**
 * The folder holding initdb: PG_BIN when it has one, else Debian's newest
 * /usr/lib/postgresql/<version>/bin, else the first PATH folder that has it; null when none does.
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {string | null}
 */
export function findPostgresBin(env = process.env) {
  const hasInitdb = (dir) => isExecutable(path.join(dir, 'initdb'));
  if (env.PG_BIN) return hasInitdb(env.PG_BIN) ? env.PG_BIN : null;
  try {
    const versions = readdirSync('/usr/lib/postgresql')
      .filter((name) => /^\d+$/.test(name))
      .sort((a, b) => Number(b) - Number(a));
    for (const version of versions) {
      const bin = path.join('/usr/lib/postgresql', version, 'bin');
      if (hasInitdb(bin)) return bin;
    }
  } catch {
    // Not Debian's layout.
  }
  for (const dir of (env.PATH ?? '').split(path.delimiter)) if (dir && hasInitdb(dir)) return dir;
  return null;
}
