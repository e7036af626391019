/**
 * The folder holding initdb: PG_BIN when it has one, else Debian's newest
 * /usr/lib/postgresql/<version>/bin, else the first PATH folder that has it; null when none does.
 */
export function findPostgresBin(env?: NodeJS.ProcessEnv): string | null;
