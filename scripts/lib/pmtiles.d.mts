/** A PNG of one colour, `size` pixels square (default 256), made with zlib alone. */
export function solidPng(rgb: readonly [number, number, number], size?: number): Buffer;

/**
 * A Mapbox Vector Tile with areas and lines, in the tile's own coordinates (0–4096, y down; an
 * area's ring clockwise on screen, not closed).
 */
export function vectorTile(
  layers: readonly {
    name: string;
    features: readonly { type: 'area' | 'line'; points: readonly [number, number][] }[];
  }[],
): Buffer;

/**
 * A PMTiles v3 archive of PNG tiles (or vector tiles, `mvt`), uncompressed, with one root
 * directory, its bounds Denmark's.
 */
export function pmtilesArchive(
  tiles: readonly { z: number; x: number; y: number; data: Buffer }[],
  metadata: Record<string, unknown>,
  options?: { tileType?: 'png' | 'mvt' },
): Buffer;
