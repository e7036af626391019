/**
 * The app's hashed files served from memory (src/routes/hashedAssets.ts): the same answers as
 * @fastify/static gave, read once when the server starts.
 */
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressFile } from '../../../scripts/lib/precompress.mjs';
import { pickEncoding, type HashedAsset } from '../src/routes/hashedAssets.js';
import { makeAppDist, openTestPglite, startServer, type TestServer } from './helpers.js';

describe('pickEncoding', () => {
  const both: HashedAsset = {
    type: 'text/css',
    identity: Buffer.from('plain'),
    br: Buffer.from('br'),
    gzip: Buffer.from('gz'),
  };
  const gzipOnly: HashedAsset = { type: 'text/css', identity: Buffer.from('plain'), gzip: Buffer.from('gz') };
  it.each([
    [both, 'gzip, deflate, br, zstd', 'br'],
    [both, 'gzip', 'gzip'],
    [both, 'br;q=0.1, gzip;q=0.9', 'gzip'],
    [both, 'identity', null],
    [both, undefined, null],
    [both, 'br;q=0', null],
    [gzipOnly, 'br, gzip', 'gzip'],
    [gzipOnly, 'br', null],
  ])('%#: Accept-Encoding %s', (asset, accepted, expected) => {
    const { encoding, body } = pickEncoding(asset, accepted);
    expect(encoding).toBe(expected);
    expect(body.toString()).toBe(expected === 'br' ? 'br' : expected === 'gzip' ? 'gz' : 'plain');
  });
});

describe('hashed files from memory', () => {
  let database: Awaited<ReturnType<typeof openTestPglite>>;
  let appDistDir: string;
  let server: TestServer;
  const source = `export const plates = ${JSON.stringify(Array.from({ length: 500 }, (_, i) => `AB ${10000 + i}`))};`;

  beforeAll(async () => {
    database = await openTestPglite();
    appDistDir = await makeAppDist();
    const file = path.join(appDistDir, 'assets', 'plates-def456.js');
    await writeFile(file, source);
    await compressFile(file);
    await writeFile(path.join(appDistDir, 'assets', 'plates-def456.js.map'), '{"version":3}');
    server = await startServer(database, { appDistDir });
    // Read when the server started: the disk is not read again.
    await rm(file);
  });
  afterAll(async () => {
    await server?.close();
    await database?.close();
    await rm(appDistDir, { recursive: true, force: true });
  });

  it('sends the copy the browser takes, as the files were when the server started', async () => {
    for (const [accepted, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['identity', null],
    ] as const) {
      const response = await fetch(`${server.baseUrl}/assets/plates-def456.js`, {
        headers: { 'accept-encoding': accepted },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-encoding')).toBe(encoding);
      expect(response.headers.get('content-type')).toBe('application/javascript; charset=utf-8');
      expect(response.headers.get('vary')).toContain('accept-encoding');
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const sentBytes = Number(response.headers.get('content-length'));
      expect(await response.text()).toBe(source);
      if (encoding) expect(sentBytes).toBeLessThan(source.length / 3);
      else expect(sentBytes).toBe(source.length);
    }
    const head = await fetch(`${server.baseUrl}/assets/plates-def456.js`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });

  it('leaves ranges, source maps, unknown files and paths that leave the folder to the file server', async () => {
    const range = await fetch(`${server.baseUrl}/assets/index-abc123.js`, {
      headers: { range: 'bytes=0-6', 'accept-encoding': 'identity' },
    });
    expect(range.status).toBe(206);
    expect(await range.text()).toBe('console');
    // SERVE_SOURCE_MAPS is off: the map is not served.
    expect((await fetch(`${server.baseUrl}/assets/plates-def456.js.map`)).status).toBe(404);
    expect((await fetch(`${server.baseUrl}/assets/missing-1.js`)).status).toBe(404);
    const outside = await fetch(`${server.baseUrl}/assets/..%2findex.html`);
    expect(outside.status).toBeGreaterThanOrEqual(400);
    expect(await outside.text()).not.toContain('<div id="root">');
  });
});
