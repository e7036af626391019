/** A PNG of one colour, `size` pixels square (default 256), made with zlib alone. */
export function solidPng(rgb: readonly [number, number, number], size?: number): Buffer;

/** A PMTiles v3 archive of PNG tiles, uncompressed, with one root directory, its bounds Denmark's. */
export function pmtilesArchive(
  tiles: readonly { z: number; x: number; y: number; data: Buffer }[],
  metadata: Record<string, unknown>,
): Buffer;
