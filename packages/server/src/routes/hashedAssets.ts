import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import negotiate from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The app build's hashed files (dist/assets: scripts, style sheets, fonts), read once into memory
 * with the build's Brotli and gzip copies, and sent from there.
 *
 * @fastify/static serves every other file, and these when asked for a range or a file not read:
 * per file it looks for the compressed copies on disk, opens and streams the file and computes its
 * validators, about 1.6 ms of the server's CPU a file (a cold register load fetches 25 of them
 * while its page renders). From memory it is a map lookup and one write, about 0.2 ms
 * (docs/decisions/first-paint.md, "The sixth step"). The files never change under a name (the name
 * carries their hash), so there is nothing to revalidate: no ETag, the same `immutable`
 * Cache-Control. Source maps stay on disk, behind SERVE_SOURCE_MAPS.
 */
export interface HashedAsset {
  type: string;
  identity: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

const types: Record<string, string> = {
  '.js': 'application/javascript; charset=utf-8',
  '.mjs': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.woff2': 'font/woff2',
  '.svg': 'image/svg+xml',
  '.wasm': 'application/wasm',
};

const encodings = ['br', 'gzip'] as const;

/** The files of `dir/assets` by name, with their compressed copies; empty when there is none. */
export async function loadHashedAssets(dir: string): Promise<Map<string, HashedAsset>> {
  const assetsDir = path.join(dir, 'assets');
  const names = await readdir(assetsDir).catch(() => [] as string[]);
  const present = new Set(names);
  const assets = new Map<string, HashedAsset>();
  await Promise.all(
    names.map(async (name) => {
      const type = types[path.extname(name)];
      if (!type) return;
      const read = (file: string) => (present.has(file) ? readFile(path.join(assetsDir, file)) : undefined);
      const [identity, br, gzip] = await Promise.all([read(name), read(`${name}.br`), read(`${name}.gz`)]);
      if (identity) assets.set(name, { type, identity, ...(br && { br }), ...(gzip && { gzip }) });
    }),
  );
  return assets;
}

/** The copy of `asset` the request's Accept-Encoding takes, and its encoding (null: as it is). */
export function pickEncoding(
  asset: HashedAsset,
  acceptEncoding: string | undefined,
): { encoding: (typeof encodings)[number] | null; body: Buffer } {
  const offered = encodings.filter((encoding) => asset[encoding] !== undefined);
  const encoding =
    acceptEncoding && offered.length > 0
      ? (negotiate(acceptEncoding, offered) as (typeof encodings)[number] | null)
      : null;
  return encoding ? { encoding, body: asset[encoding]! } : { encoding: null, body: asset.identity };
}

/**
 * The GET handler of `/assets/*`: the file from memory, else @fastify/static's `sendFile` (a range,
 * a source map, a file the build added since), which applies its own rules.
 */
export function hashedAssetsHandler(assets: Map<string, HashedAsset>) {
  return (request: FastifyRequest<{ Params: { '*': string } }>, reply: FastifyReply) => {
    const name = request.params['*'];
    const asset = assets.get(name);
    if (!asset || request.headers.range !== undefined) return reply.sendFile(`assets/${name}`);
    const { encoding, body } = pickEncoding(asset, request.headers['accept-encoding']);
    void reply
      .header('content-type', asset.type)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('vary', 'accept-encoding');
    if (encoding) void reply.header('content-encoding', encoding);
    return reply.send(body);
  };
}
