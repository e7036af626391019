// Where the Caddy binary is: for packages/server/test/deploy.test.ts, which checks the reverse
// proxy configuration of deploy/ with the real thing, and scripts/ensure-caddy.mjs.
import path from 'node:path';
import { isExecutable } from './system.mjs';

/**
 * CADDY_BIN when set, else the first `caddy` on PATH, else Debian's /usr/bin/caddy; null when none.
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {string | null}
 */
export function findCaddy(env = process.env) {
  if (env.CADDY_BIN) return isExecutable(env.CADDY_BIN) ? env.CADDY_BIN : null;
  for (const dir of (env.PATH ?? '').split(path.delimiter)) {
    const candidate = dir && path.join(dir, 'caddy');
    if (candidate && isExecutable(candidate)) return candidate;
  }
  return isExecutable('/usr/bin/caddy') ? '/usr/bin/caddy' : null;
}
