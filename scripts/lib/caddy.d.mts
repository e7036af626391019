/** CADDY_BIN when set, else the first `caddy` on PATH, else Debian's /usr/bin/caddy; null when none. */
export function findCaddy(env?: NodeJS.ProcessEnv): string | null;
