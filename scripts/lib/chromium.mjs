// Chromium as every browser run of the repository launches it: the Vitest browser projects
// (vitest.workspace.ts), the e2e and consumer tests (through CHROMIUM_ARGS) and bench/.
// scripts/ensure-chromium.mjs installs it.

/** Debian's chromium, or the one named by CHROMIUM_PATH. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Headless in a container, no background traffic, text drawn the same on every machine. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--font-render-hinting=none',
];
