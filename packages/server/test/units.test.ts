/** The pure pieces, table-driven: boot data injection, config, throttle, renewal, file access, passwords. */
import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../src/auth/password.js';
import { hashSessionId, shouldRenew } from '../src/auth/sessions.js';
import { LoginThrottle } from '../src/auth/throttle.js';
import { BOOT_ELEMENT_ID, injectBootData, serializeForScript, type BootData } from '../src/boot.js';
import { readConfig } from '../src/config.js';
import { canSeeFile } from '../src/files.js';
import { contentSecurityPolicy } from '../src/server.js';

const data = (name: string): BootData => ({
  config: { WS_URL: 'ws://127.0.0.1:3000/trpc', APP_URL: 'http://127.0.0.1:3000' },
  user: {
    id: 'u1',
    role: 'manager',
    email: 'manager@example.com',
    imageFileId: null,
    contact: { name, surname: 'Sørensen' },
    language: 'da',
  },
  settings: { language: 'da' },
});

describe('serializeForScript', () => {
  it.each([
    [
      '</script><script>alert(1)</script>',
      '\\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e',
    ],
    ['<!-- x -->', '\\u003c!-- x --\\u003e'],
    ['Tom & Jerry', 'Tom \\u0026 Jerry'],
    ['line\u2028sep\u2029para', 'line\\u2028sep\\u2029para'],
    ['Mette Sørensen', 'Mette Sørensen'],
  ])('escapes %j', (input, expected) => {
    const json = serializeForScript({ name: input });
    expect(json).toBe(`{"name":"${expected}"}`);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual({ name: input });
  });
});

describe('injectBootData', () => {
  const island = (d: BootData) =>
    `<script type="application/json" id="${BOOT_ELEMENT_ID}">${serializeForScript(d)}</script>`;

  it.each([
    [
      'before the first script',
      '<html><head><title>V</title><script type="module" src="/a.js"></script><script src="/b.js"></script></head></html>',
      (i: string) =>
        `<html><head><title>V</title>${i}<script type="module" src="/a.js"></script><script src="/b.js"></script></head></html>`,
    ],
    [
      'before </head> when there is no script',
      '<html><head><title>V</title></head><body></body></html>',
      (i: string) => `<html><head><title>V</title>${i}</head><body></body></html>`,
    ],
    ['at the start of a fragment', '<div></div>', (i: string) => `${i}<div></div>`],
    [
      'before an upper-case SCRIPT',
      '<HEAD><SCRIPT SRC="/a.js"></SCRIPT></HEAD>',
      (i: string) => `<HEAD>${i}<SCRIPT SRC="/a.js"></SCRIPT></HEAD>`,
    ],
  ])('puts the data %s', (_case, html, expected) => {
    const d = data('Mette');
    expect(injectBootData(html, d)).toBe(expected(island(d)));
  });

  it('keeps a hostile user name inside the JSON element', () => {
    const hostile = '</script><script>alert(document.cookie)</script>';
    const page = injectBootData('<head><script src="/a.js"></script></head>', data(hostile));
    expect(page.match(/<\/script>/g)).toHaveLength(2);
    expect(page).not.toContain('<script>alert');
    const json = /id="vognpark-boot">(.*?)<\/script>/.exec(page)![1]!;
    expect((JSON.parse(json) as BootData).user?.contact.name).toBe(hostile);
  });

  it('carries null user and settings for a signed-out visitor', () => {
    const signedOut: BootData = { config: data('x').config, user: null, settings: null };
    const json = /id="vognpark-boot">(.*?)<\/script>/.exec(
      injectBootData('<script></script>', signedOut),
    )![1]!;
    expect(JSON.parse(json)).toEqual(signedOut);
  });
});

describe('readConfig', () => {
  it('derives the URLs and the origin from HOST and PORT', () => {
    const config = readConfig({ PORT: '4123' });
    expect(config.appUrl).toBe('http://127.0.0.1:4123');
    expect(config.wsUrl).toBe('ws://127.0.0.1:4123/trpc');
    expect(config.allowedOrigins).toEqual(['http://127.0.0.1:4123']);
    expect(config.databaseUrl).toBeNull();
    expect(config.dataDir).toMatch(/packages[/\\]server[/\\]\.data$/);
    expect(config.sessionTtlMs).toBe(14 * 24 * 3600 * 1000);
  });

  it.each([
    [{ HOST: '::1', PORT: '3001' }, 'http://[::1]:3001', 'ws://[::1]:3001/trpc', ['http://[::1]:3001']],
    [{}, 'http://127.0.0.1:3000', 'ws://127.0.0.1:3000/trpc', ['http://127.0.0.1:3000']],
    [
      { APP_URL: 'https://fleet.example.dk/', WS_URL: 'wss://fleet.example.dk/trpc' },
      'https://fleet.example.dk/',
      'wss://fleet.example.dk/trpc',
      ['https://fleet.example.dk'],
    ],
    [
      { ALLOWED_ORIGINS: 'http://localhost:5173, http://127.0.0.1:3000' },
      'http://127.0.0.1:3000',
      'ws://127.0.0.1:3000/trpc',
      ['http://localhost:5173', 'http://127.0.0.1:3000'],
    ],
  ])('reads %j', (env, appUrl, wsUrl, origins) => {
    const config = readConfig(env);
    expect([config.appUrl, config.wsUrl, config.allowedOrigins]).toEqual([appUrl, wsUrl, origins]);
  });

  it('takes DATABASE_URL, DATA_DIR and SESSION_TTL_HOURS', () => {
    const config = readConfig({
      DATABASE_URL: 'postgres://u@db/v',
      DATA_DIR: '/var/lib/v',
      SESSION_TTL_HOURS: '2',
    });
    expect([config.databaseUrl, config.dataDir, config.sessionTtlMs]).toEqual([
      'postgres://u@db/v',
      '/var/lib/v',
      7_200_000,
    ]);
  });

  it.each([
    [{ PORT: 'abc' }, /PORT/],
    [{ PORT: '70000' }, /PORT/],
    [{ APP_URL: 'not a url' }, /APP_URL/],
    [{ SESSION_TTL_HOURS: '-1' }, /SESSION_TTL_HOURS/],
  ])('refuses %j', (env, message) => {
    expect(() => readConfig(env)).toThrow(message);
  });
});

describe('contentSecurityPolicy', () => {
  it('allows no inline script, no framing, and the WebSocket origin', () => {
    const csp = contentSecurityPolicy('wss://fleet.example.dk/trpc');
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("connect-src 'self' wss://fleet.example.dk");
  });
});

describe('LoginThrottle', () => {
  it('refuses after the allowed failures until the window passes, per key', () => {
    let now = 1_000;
    const throttle = new LoginThrottle(3, 60_000, () => now);
    for (let i = 0; i < 3; i++) {
      expect(throttle.retryAfterMs('a')).toBe(0);
      throttle.recordFailure('a');
    }
    expect(throttle.retryAfterMs('a')).toBe(60_000);
    expect(throttle.retryAfterMs('b')).toBe(0);
    now += 59_999;
    expect(throttle.retryAfterMs('a')).toBe(1);
    now += 1;
    expect(throttle.retryAfterMs('a')).toBe(0);
  });

  it('forgets failures on reset', () => {
    const throttle = new LoginThrottle(1, 60_000, () => 0);
    throttle.recordFailure('a');
    expect(throttle.retryAfterMs('a')).toBeGreaterThan(0);
    throttle.reset('a');
    expect(throttle.retryAfterMs('a')).toBe(0);
  });
});

describe('shouldRenew', () => {
  const HOUR = 3_600_000;
  const ttl = 14 * 24 * HOUR;
  const now = new Date(10 * ttl);
  it.each([
    ['just issued', ttl, false],
    ['used 59 minutes after issue', ttl - 59 * 60_000, false],
    ['used 61 minutes after issue', ttl - 61 * 60_000, true],
    ['about to expire', 1_000, true],
  ])('%s -> %s', (_case, remaining, expected) => {
    expect(shouldRenew(new Date(now.getTime() + remaining), ttl, now)).toBe(expected);
  });
  it('renews a short session after a tenth of its life', () => {
    expect(shouldRenew(new Date(now.getTime() + 0.91 * HOUR), HOUR, now)).toBe(false);
    expect(shouldRenew(new Date(now.getTime() + 0.89 * HOUR), HOUR, now)).toBe(true);
  });
});

describe('canSeeFile', () => {
  const file = { ownerUserId: 'owner', clientId: 'c1' };
  it.each([
    [
      'an admin, any file',
      { id: 'x', role: 'admin', clientId: null },
      { ownerUserId: 'y', clientId: null },
      true,
    ],
    ['the owner', { id: 'owner', role: 'user', clientId: null }, file, true],
    ['someone of the same client', { id: 'x', role: 'user', clientId: 'c1' }, file, true],
    ['someone of another client', { id: 'x', role: 'manager', clientId: 'c2' }, file, false],
    [
      'someone without a client, a client-less file',
      { id: 'x', role: 'user', clientId: null },
      { ownerUserId: 'y', clientId: null },
      false,
    ],
  ] as const)('%s -> %s', (_case, user, f, expected) => {
    expect(canSeeFile(user, f)).toBe(expected);
  });
});

describe('passwords and session ids', () => {
  it('verifies scrypt hashes and nothing else', async () => {
    const hash = await hashPassword('demo');
    expect(hash).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(await hashPassword('demo')).not.toBe(hash);
    expect(await verifyPassword('demo', hash)).toBe(true);
    expect(await verifyPassword('Demo', hash)).toBe(false);
    for (const broken of ['', 'demo', 'bcrypt$x', hash.replace(/\$[^$]+$/, '$AAAA'), 'scrypt$0$8$1$AA$AA'])
      expect(await verifyPassword('demo', broken)).toBe(false);
  });

  it('stores a SHA-256 of the session id', () => {
    expect(hashSessionId('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});
