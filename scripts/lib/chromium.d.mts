/** Debian's chromium, or the one named by CHROMIUM_PATH: what the bench measures pages in. */
export const chromiumPath: string;
/** Debian's headless shell's path. */
export const headlessShellPath: string;
/** The Chromium the tests run in: CHROMIUM_PATH, else the headless shell when installed, else chromiumPath. */
export const testChromiumPath: string;
/** Headless in a container, no background traffic, text drawn the same on every machine. */
export const chromiumArgs: string[];
