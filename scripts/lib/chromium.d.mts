/** Debian's chromium, or the one named by CHROMIUM_PATH. */
export const chromiumPath: string;
/** Headless in a container, no background traffic, text drawn the same on every machine. */
export const chromiumArgs: string[];
