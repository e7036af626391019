#!/usr/bin/env node
// Makes sure a Chromium for the browser tests is on this machine before `npm test` needs it.
// Tools that download their own browser cannot work here, so this uses Debian's package.
import { accessSync, constants } from 'node:fs';
import { execFileSync } from 'node:child_process';

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function isExecutable(file) {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function hasCommand(command) {
  try {
    execFileSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

if (isExecutable(chromiumPath)) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (!process.env.CHROMIUM_PATH && isRoot && hasCommand('apt-get')) {
  console.log('Chromium is missing: installing Debian\'s "chromium" package (about 30 s)...');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium', 'fonts-dejavu-core'], {
    stdio: 'inherit',
    env,
  });
  if (isExecutable(chromiumPath)) process.exit(0);
}

console.error(
  [
    `No Chromium at ${chromiumPath}; the story and end-to-end tests need one.`,
    'Install it with your package manager (Debian/Ubuntu: `sudo apt-get install chromium`),',
    'or point CHROMIUM_PATH at an existing Chromium or Chrome binary, then run `npm test` again.',
  ].join('\n'),
);
process.exit(1);
