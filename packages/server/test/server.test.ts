import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../src/server.js';
import { readConfig } from '../src/config.js';

describe('server', () => {
  let baseUrl: string;
  let close: () => Promise<void>;

  beforeAll(async () => {
    const appDistDir = await mkdtemp(path.join(tmpdir(), 'vognpark-app-'));
    await writeFile(path.join(appDistDir, 'index.html'), '<!doctype html><title>Vognpark</title>');
    const server = await buildServer({ ...readConfig({ PORT: '0' }), appDistDir });
    await server.listen({ port: 0, host: '127.0.0.1' });
    const address = server.server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    baseUrl = `http://127.0.0.1:${address.port}`;
    close = () => server.close();
  });
  afterAll(() => close());

  it('answers the health check', async () => {
    const response = await fetch(`${baseUrl}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
  });

  it('serves the app for any page path', async () => {
    const response = await fetch(`${baseUrl}/manager/dashboard`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<title>Vognpark</title>');
  });

  it('answers unknown API paths with 404 JSON', async () => {
    const response = await fetch(`${baseUrl}/api/nope`);
    expect(response.status).toBe(404);
  });
});

describe('readConfig', () => {
  it('derives the URLs from HOST and PORT', () => {
    const config = readConfig({ PORT: '4123' });
    expect(config.appUrl).toBe('http://127.0.0.1:4123');
    expect(config.wsUrl).toBe('ws://127.0.0.1:4123/trpc');
    expect(config.allowedOrigins).toEqual(['http://127.0.0.1:4123']);
  });
  it('refuses a port that is not a number', () => {
    expect(() => readConfig({ PORT: 'abc' })).toThrow(/PORT/);
  });
});
