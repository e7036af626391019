// What the ensure-*.mjs scripts ask of this machine: is a file executable, is a command on PATH,
// and Debian packages installed with apt-get when we run as root.
import { execFileSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';

/** @param {string} file */
export function isExecutable(file) {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** @param {string} command */
export function hasCommand(command) {
  try {
    execFileSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** Whether this process may install Debian packages itself: root, with apt-get on PATH. */
export function canAptInstall() {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  return isRoot && hasCommand('apt-get');
}

/**
 * Refreshes the package lists and installs `packages` with apt-get, quietly and without prompts.
 * @param {string[]} packages
 */
export function aptInstall(packages) {
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', ...packages], { stdio: 'inherit', env });
}
