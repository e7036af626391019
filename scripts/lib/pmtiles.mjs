// A small PMTiles v3 archive written by the spec's bytes, and a solid PNG tile or a vector tile to put in it, for the
// tests of an operator's own tiles (MAP_PMTILES, docs/map.md): the server's map.test.ts and the
// app's e2e map test. Nothing here is used by the server itself.
import { crc32, deflateSync } from 'node:zlib';
import { zxyToTileId } from 'pmtiles';

/**
 * A PNG of one colour, `size` pixels square, made with zlib alone (no image library).
 * @param {readonly [number, number, number]} rgb
 * @param {number} [size]
 * @returns {Buffer}
 */
export function solidPng(rgb, size = 256) {
  const chunk = (type, data) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.writeUInt8(8, 8); // bits per channel
  header.writeUInt8(2, 9); // RGB
  const row = Buffer.alloc(1 + size * 3); // filter 0, then the pixels
  for (let x = 0; x < size; x++) row.set(rgb, 1 + x * 3);
  const pixels = Buffer.concat(Array.from({ length: size }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const varint = (n) => {
  const bytes = [];
  while (n >= 0x80) {
    bytes.push((n & 0x7f) | 0x80);
    n = Math.floor(n / 128);
  }
  bytes.push(n);
  return bytes;
};

/**
 * A Mapbox Vector Tile (MVT 2.1, protobuf by hand) with areas and lines, in the tile's own
 * coordinates (0–4096, y down; an area's ring clockwise on screen, not closed: ClosePath closes it).
 * @param {readonly { name: string; features: readonly { type: 'area' | 'line'; points: readonly [number, number][] }[] }[]} layers
 * @returns {Buffer}
 */
export function vectorTile(layers) {
  const field = (number, bytes) => [...varint((number << 3) | 2), ...varint(bytes.length), ...bytes];
  const number = (field, value) => [...varint(field << 3), ...varint(value)];
  const zigzag = (n) => (n << 1) ^ (n >> 31);
  const geometry = (type, points) => {
    let [x, y] = [0, 0];
    const moves = points.map(([px, py]) => {
      const step = [zigzag(px - x), zigzag(py - y)];
      [x, y] = [px, py];
      return step;
    });
    const commands = [9, ...moves[0], 2 | ((moves.length - 1) << 3), ...moves.slice(1).flat()];
    return type === 'area' ? [...commands, 15] : commands;
  };
  let id = 0;
  return Buffer.from(
    layers.flatMap((layer) =>
      field(3, [
        ...number(15, 2),
        ...field(1, [...Buffer.from(layer.name)]),
        ...layer.features.flatMap((feature) =>
          field(2, [
            ...number(1, ++id),
            ...number(3, feature.type === 'area' ? 3 : 2),
            ...field(4, geometry(feature.type, feature.points).flatMap(varint)),
          ]),
        ),
        ...number(5, 4096),
      ]),
    ),
  );
}

/**
 * A PMTiles v3 archive of PNG tiles (or vector tiles, `mvt`), uncompressed, with one root
 * directory, its bounds Denmark's.
 * @param {readonly { z: number; x: number; y: number; data: Buffer }[]} tiles
 * @param {Record<string, unknown>} metadata the archive's JSON metadata (name, attribution, vector_layers, …)
 * @param {{ tileType?: 'png' | 'mvt' }} [options]
 * @returns {Buffer}
 */
export function pmtilesArchive(tiles, metadata, { tileType = 'png' } = {}) {
  // The directory lists the tiles by their id on the Hilbert curve, the data in the same order.
  const sorted = tiles
    .map((tile) => ({ ...tile, id: zxyToTileId(tile.z, tile.x, tile.y) }))
    .sort((a, b) => a.id - b.id);
  const directory = Buffer.from([
    ...varint(sorted.length),
    ...sorted.flatMap((t, i) => varint(i === 0 ? t.id : t.id - sorted[i - 1].id)), // ids as deltas
    ...sorted.flatMap(() => varint(1)), // run lengths
    ...sorted.flatMap((t) => varint(t.data.length)),
    ...sorted.flatMap((_, i) => varint(i === 0 ? 1 : 0)), // offset + 1; 0: right after the previous
  ]);
  const json = Buffer.from(JSON.stringify(metadata));
  const data = Buffer.concat(sorted.map((t) => t.data));
  const header = Buffer.alloc(127);
  header.write('PMTiles', 0, 'ascii');
  header.writeUInt8(3, 7);
  const u64 = (offset, value) => header.writeBigUInt64LE(BigInt(value), offset);
  u64(8, 127);
  u64(16, directory.length);
  u64(24, 127 + directory.length);
  u64(32, json.length);
  u64(40, 127 + directory.length + json.length);
  u64(48, 0);
  u64(56, 127 + directory.length + json.length);
  u64(64, data.length);
  u64(72, sorted.length);
  u64(80, sorted.length);
  u64(88, sorted.length);
  header.writeUInt8(1, 96); // clustered
  header.writeUInt8(1, 97); // internal compression: none
  header.writeUInt8(1, 98); // tile compression: none
  header.writeUInt8(tileType === 'mvt' ? 1 : 2, 99); // MVT or PNG
  header.writeUInt8(Math.min(...sorted.map((t) => t.z)), 100);
  header.writeUInt8(Math.max(...sorted.map((t) => t.z)), 101);
  const e7 = (offset, degrees) => header.writeInt32LE(Math.round(degrees * 1e7), offset);
  e7(102, 8);
  e7(106, 54.5);
  e7(110, 15.2);
  e7(114, 57.8);
  header.writeUInt8(0, 118);
  e7(119, 11.5);
  e7(123, 56);
  return Buffer.concat([header, directory, json, data]);
}
