import { open, readFile, rm } from 'node:fs/promises';
import path from 'node:path';

/** The lock file inside DATA_DIR. */
export const LOCK_FILE = 'vognpark.lock';

/** A second process (or a second open in this one) wants a DATA_DIR already in use. */
export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holderPid: number,
  ) {
    super(
      `DATA_DIR ${dataDir} is in use by process ${holderPid}: the embedded database serves one process ` +
        `only. Stop that process, give this one another DATA_DIR, or use DATABASE_URL for several servers.`,
    );
    this.name = 'DataDirLockedError';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes the exclusive lock of an embedded database folder: a file created with O_EXCL holding our
 * pid. A lock whose process is gone (killed, crashed) is taken over. Returns the release function.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const file = path.join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      const handle = await open(file, 'wx');
      await handle.writeFile(`${process.pid}\n`);
      await handle.close();
      let released = false;
      return async () => {
        if (released) return;
        released = true;
        await rm(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = Number.parseInt(await readFile(file, 'utf8').catch(() => ''), 10);
    if (Number.isInteger(holder) && holder > 0 && isAlive(holder))
      throw new DataDirLockedError(dataDir, holder);
    // Stale (or half-written by a process that died): remove it and try again.
    await rm(file, { force: true });
  }
  throw new Error(`Could not lock DATA_DIR ${dataDir}`);
}
