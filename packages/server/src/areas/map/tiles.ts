/**
 * An operator's own basemap tiles (docs/map.md, "An operator's own tiles"): a PMTiles archive on
 * the server's disk (MAP_PMTILES), read with the `pmtiles` library and served through our own
 * server, so the page fetches nothing from another machine:
 *
 *   GET /api/map/tiles.json          TileJSON 3.0 (bounds, zooms, the archive's vector layers)
 *   GET /api/map/tiles/<z>/<x>/<y>   a tile: 200 with its type, 204 where the archive has none
 *
 * With nothing configured the routes answer 404 and the map draws its offline basemap only.
 */
import { open, type FileHandle } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { PMTiles, TileType, type RangeResponse, type Source } from 'pmtiles';
import type { MapBasemapConfig } from '../../boot.js';
import type { ServerConfig } from '../../config.js';

export const TILES_PATH = '/api/map/tiles';

/**
 * What the page's map draws besides (or instead of) its offline basemap, for its boot data: the
 * operator's style (MAP_STYLE_URL) in place of the basemap, else the archive (MAP_PMTILES) through
 * our own server's TileJSON over it, else nothing. With both, the style: it is the whole map.
 */
export function mapBasemap(
  config: Pick<ServerConfig, 'mapPmtilesPath' | 'mapStyleUrl'>,
): MapBasemapConfig | null {
  if (config.mapStyleUrl) return { kind: 'style', url: config.mapStyleUrl };
  if (config.mapPmtilesPath) return { kind: 'tilejson', url: `${TILES_PATH}.json` };
  return null;
}

const CONTENT_TYPES: Partial<Record<TileType, string>> = {
  [TileType.Mvt]: 'application/vnd.mapbox-vector-tile',
  [TileType.Png]: 'image/png',
  [TileType.Jpeg]: 'image/jpeg',
  [TileType.Webp]: 'image/webp',
  [TileType.Avif]: 'image/avif',
};

/** The archive's bytes from the server's disk (a range read for each directory and tile). */
class DiskSource implements Source {
  private file: Promise<FileHandle> | null = null;
  constructor(private readonly path: string) {}
  getKey(): string {
    return this.path;
  }
  async getBytes(offset: number, length: number): Promise<RangeResponse> {
    this.file ??= open(this.path, 'r');
    const buffer = Buffer.alloc(length);
    const { bytesRead } = await (await this.file).read(buffer, 0, length, offset);
    const data = buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + bytesRead) as ArrayBuffer;
    return { data };
  }
  async close(): Promise<void> {
    if (this.file) await (await this.file).close();
  }
}

const WHOLE = /^\d{1,8}$/;

export function registerTileRoutes(app: FastifyInstance, pmtilesPath: string | null): void {
  if (!pmtilesPath) return;
  const source = new DiskSource(pmtilesPath);
  const archive = new PMTiles(source);
  app.addHook('onClose', () => source.close());
  const cached = { 'cache-control': 'public, max-age=3600' };

  app.get(`${TILES_PATH}.json`, async (_request, reply) => {
    const header = await archive.getHeader();
    const metadata = (await archive.getMetadata().catch(() => ({}))) as {
      vector_layers?: unknown;
      attribution?: string;
      name?: string;
    };
    return reply.headers(cached).send({
      tilejson: '3.0.0',
      scheme: 'xyz',
      tiles: [`${TILES_PATH}/{z}/{x}/{y}`],
      vector_layers: metadata.vector_layers ?? [],
      attribution: metadata.attribution ?? '',
      name: metadata.name ?? '',
      type: header.tileType === TileType.Mvt ? 'vector' : 'raster',
      bounds: [header.minLon, header.minLat, header.maxLon, header.maxLat],
      minzoom: header.minZoom,
      maxzoom: header.maxZoom,
    });
  });

  app.get<{ Params: { z: string; x: string; y: string } }>(
    `${TILES_PATH}/:z/:x/:y`,
    async (request, reply) => {
      const { z, x } = request.params;
      // A tile's extension (".pbf", ".png") is allowed and ignored.
      const y = request.params.y.replace(/\.[a-z]{2,4}$/, '');
      if (!WHOLE.test(z) || !WHOLE.test(x) || !WHOLE.test(y)) return reply.code(404).send();
      const [zoom, column, row] = [Number(z), Number(x), Number(y)];
      if (zoom > 26 || column >= 2 ** zoom || row >= 2 ** zoom) return reply.code(404).send();
      const [header, tile] = await Promise.all([archive.getHeader(), archive.getZxy(zoom, column, row)]);
      if (!tile) return reply.code(204).headers(cached).send();
      return reply
        .headers(cached)
        .type(CONTENT_TYPES[header.tileType] ?? 'application/octet-stream')
        .send(Buffer.from(tile.data));
    },
  );
}
