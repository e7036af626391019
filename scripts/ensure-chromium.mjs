#!/usr/bin/env node
// Makes sure a Chromium for the browser tests is on this machine before `npm test` needs it.
// Tools that download their own browser cannot work here, so this uses Debian's packages:
// `chromium` (the bench measures pages in it) and `chromium-headless-shell` (the tests run in it
// when it is there: the same engine at a third of the CPU per page; scripts/lib/chromium.mjs).
import { chromiumPath, headlessShellPath } from './lib/chromium.mjs';
import { aptInstall, canAptInstall, isExecutable } from './lib/system.mjs';

const missing = process.env.CHROMIUM_PATH
  ? []
  : [
      ...(isExecutable(chromiumPath) ? [] : ['chromium', 'fonts-dejavu-core']),
      ...(isExecutable(headlessShellPath) ? [] : ['chromium-headless-shell']),
    ];

if (missing.length > 0 && canAptInstall()) {
  console.log(`Installing Debian's ${missing.join(', ')} for the browser tests (about 30 s)...`);
  try {
    aptInstall(missing);
  } catch (error) {
    // Without the headless shell the tests still run, in chromium, only slower.
    console.error(`apt-get could not install ${missing.join(', ')}: ${error.message}`);
  }
}

if (isExecutable(chromiumPath)) process.exit(0);

console.error(
  [
    `No Chromium at ${chromiumPath}; the story and end-to-end tests need one.`,
    'Install it with your package manager (Debian/Ubuntu: `sudo apt-get install chromium',
    'chromium-headless-shell`), or point CHROMIUM_PATH at an existing Chromium or Chrome binary,',
    'then run `npm test` again.',
  ].join('\n'),
);
process.exit(1);
