// Chromium as every browser run of the repository launches it: the Vitest browser projects
// (vitest.workspace.ts), the e2e and consumer tests (through CHROMIUM_ARGS) and bench/.
// scripts/ensure-chromium.mjs installs it.
import { isExecutable } from './system.mjs';

/** Debian's chromium, or the one named by CHROMIUM_PATH: what the bench measures pages in. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Debian's package of Chromium's old headless mode: the same engine without the browser around it. */
export const headlessShellPath = '/usr/bin/chromium-headless-shell';

/**
 * The Chromium the tests run in: CHROMIUM_PATH when set, else the headless shell when installed,
 * else Debian's chromium. The shell renders with the same Blink and V8 at about a third of the
 * CPU for a fresh browser context and a page load (2.0 s against 6.2 s for a cold dashboard here;
 * the e2e tasks file 38.7 s against 64.4 s of Chromium CPU): the tests are CPU-bound on two cores.
 */
export const testChromiumPath =
  process.env.CHROMIUM_PATH ?? (isExecutable(headlessShellPath) ? headlessShellPath : chromiumPath);

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
