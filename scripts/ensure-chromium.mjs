#!/usr/bin/env node
// Makes sure a Chromium for the browser tests is on this machine before `npm test` needs it.
// Tools that download their own browser cannot work here, so this uses Debian's package.
import { aptInstall, canAptInstall, isExecutable } from './lib/system.mjs';

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

if (isExecutable(chromiumPath)) process.exit(0);

if (!process.env.CHROMIUM_PATH && canAptInstall()) {
  console.log('Chromium is missing: installing Debian\'s "chromium" package (about 30 s)...');
  aptInstall(['chromium', 'fonts-dejavu-core']);
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
