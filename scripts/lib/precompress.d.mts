import type { Plugin } from 'vite';

/** Writes `<file>.br` and `<file>.gz` beside `file` (each only when smaller than the file). */
export function compressFile(file: string): Promise<void>;

/** Vite plugin: a Brotli and a gzip copy beside every script, style sheet and SVG of a client build. */
export function precompress(): Plugin;
