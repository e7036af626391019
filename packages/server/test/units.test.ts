/**
 * The pure pieces, table-driven: boot data injection, config, renewal, file access, passwords (the
 * sign-in throttle keeps its counters in the database: test/events.test.ts).
 */
import { describe, expect, it, vi } from 'vitest';
import { hashPassword, verifyPassword } from '../src/auth/password.js';
import { hashSessionId, shouldRenew } from '../src/auth/sessions.js';
import { BOOT_ELEMENT_ID, injectBootData, serializeForScript, type BootData } from '../src/boot.js';
import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { ConfigError, readConfig } from '../src/config.js';
import { clientAddress } from '../src/http/clientAddress.js';
import { serializeError } from '../src/http/logging.js';
import { loggedPath } from '../src/http/requests.js';
import { FieldError } from '../src/errors.js';
import { fieldErrorsOf, publicMessage, trpcErrorOf } from '../src/trpc/trpc.js';
import { findControlCharacters, multiLineText, singleLineText } from '../src/validation/text.js';
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

  it('reads the drain settings, bounded by the shutdown timeout', () => {
    expect(readConfig({}).shutdown).toEqual({ timeoutMs: 10_000, readyDelayMs: 0, socketsMs: 5_000 });
    expect(readConfig({ SHUTDOWN_TIMEOUT_SECONDS: '4', DRAIN_DELAY_SECONDS: '1.5' }).shutdown).toEqual({
      timeoutMs: 4_000,
      readyDelayMs: 1_500,
      socketsMs: 1_250,
    });
    expect(() => readConfig({ DRAIN_DELAY_SECONDS: '-1' })).toThrow(/DRAIN_DELAY_SECONDS must be a number/);
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

  it('names every bad variable, why, and what it was', () => {
    let error: unknown;
    try {
      readConfig({ PORT: 'eighty', LOG_LEVEL: 'loud', TRUST_PROXY: 'yes', DATABASE_URL: 'mysql://x' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toContain('PORT must be a port number (0-65535), not "eighty"');
    expect(message).toContain(
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, not "loud"',
    );
    expect(message).toContain(
      'TRUST_PROXY must be a number of proxies (0, 1, 2...), true or false, not "yes"',
    );
    expect(message).toContain('DATABASE_URL must be a postgres:// or postgresql:// URL, not "mysql://x"');
    expect((error as ConfigError).problems.map((p) => p.variable).sort()).toEqual([
      'DATABASE_URL',
      'LOG_LEVEL',
      'PORT',
      'TRUST_PROXY',
    ]);
  });

  it.each([
    [undefined, 0],
    ['', 0],
    ['false', 0],
    ['0', 0],
    ['1', 1],
    ['true', 1],
    ['2', 2],
  ])('reads TRUST_PROXY=%j as %i trusted hops', (value, hops) => {
    expect(readConfig(value === undefined ? {} : { TRUST_PROXY: value }).trustProxy).toBe(hops);
  });

  it('takes the WebSocket limits from the environment, with defaults', () => {
    expect(readConfig({}).wsLimits).toMatchObject({
      maxCallsPerMessage: 20,
      maxInFlight: 16,
      callsPerSecond: 10,
      burst: 30,
      addressCallsPerSecond: 50,
      addressBurst: 100,
      maxSocketsPerAddress: 100,
    });
    expect(
      readConfig({
        WS_SOCKETS_PER_ADDRESS: '20000',
        WS_CALLS_PER_SECOND: '1000',
        WS_CALLS_PER_SECOND_PER_ADDRESS: '100000',
        WS_MAX_IN_FLIGHT: '64',
      }).wsLimits,
    ).toMatchObject({
      maxSocketsPerAddress: 20000,
      callsPerSecond: 1000,
      addressCallsPerSecond: 100000,
      maxInFlight: 64,
    });
  });
});

describe('clientAddress', () => {
  it.each([
    ['no proxy trusted: the peer, whatever the header says', '10.0.0.1', '6.6.6.6', 0, '10.0.0.1'],
    ['one proxy: the right-most entry', '10.0.0.1', '6.6.6.6, 203.0.113.7', 1, '203.0.113.7'],
    [
      'two proxies: the second from the right',
      '10.0.0.1',
      '6.6.6.6, 203.0.113.7, 10.0.0.2',
      2,
      '203.0.113.7',
    ],
    ['more hops than entries: the left-most there is', '10.0.0.1', '203.0.113.7', 3, '203.0.113.7'],
    ['no header: the peer', '10.0.0.1', undefined, 1, '10.0.0.1'],
  ])('%s', (_case, peer, header, hops, expected) => {
    expect(clientAddress(peer, header, hops)).toBe(expected);
  });
});

describe('text inputs', () => {
  it.each([
    ['a NUL', 'a\u0000b'],
    ['an escape', '\u001b[31m'],
    ['a DEL', 'a\u007fb'],
    ['a C1 control', 'a\u0085b'],
    ['a line feed in a single-line field', 'a\nb'],
  ])('refuses %s in a single-line field with the code control_characters', (_case, value) => {
    const result = z.object({ name: singleLineText(100) }).safeParse({ name: value });
    expect(result.success).toBe(false);
    const error = new TRPCError({ code: 'BAD_REQUEST', cause: result.error });
    expect(fieldErrorsOf(error)).toEqual({ name: 'control_characters' });
  });

  it('allows line breaks and tabs in a multi-line field, and every printable letter', () => {
    expect(multiLineText(100).parse('Bremser\n\tskiftet')).toBe('Bremser\n\tskiftet');
    expect(singleLineText(100).parse('Søren Ærø – Україна')).toBe('Søren Ærø – Україна');
    expect(multiLineText(100).safeParse('a\u0000').success).toBe(false);
  });

  it('finds a control character anywhere in an input, keys included', () => {
    expect(findControlCharacters({ a: 'ok', b: [{ c: 'x\u0000' }] })).toBe('b.0.c');
    expect(findControlCharacters({ ['k\u0001']: 1 })).toBe('_');
    expect(findControlCharacters({ note: 'two\nlines' })).toBeNull();
    expect(findControlCharacters(5)).toBeNull();
  });
});

describe('what clients and logs are told', () => {
  it('gives clients our own messages, and a generic one for an exception’s text', () => {
    expect(publicMessage(new TRPCError({ code: 'FORBIDDEN', message: 'Managers only' }))).toBe(
      'Managers only',
    );
    expect(publicMessage(trpcErrorOf(new FieldError('plate', 'duplicate')))).toBe('Invalid plate');
    expect(
      publicMessage(
        new TRPCError({ code: 'PARSE_ERROR', cause: new TypeError("Cannot destructure property 'json'") }),
      ),
    ).toBe('Malformed message');
    expect(
      publicMessage(
        new TRPCError({ code: 'INTERNAL_SERVER_ERROR', message: 'Maximum call stack size exceeded' }),
      ),
    ).toBe('Internal server error');
  });

  it('logs a failed query without its parameters or the driver’s detail', () => {
    const driverError = Object.assign(new Error('duplicate key value violates unique constraint'), {
      code: '23505',
      detail: 'Key (email)=(mette@example.com) already exists.',
    });
    const queryError = Object.assign(
      new Error('Failed query: insert into "users" ("email") values ($1)\nparams: mette@example.com', {
        cause: driverError,
      }),
      { query: 'insert into "users" ("email") values ($1)', params: ['mette@example.com', 'secret'] },
    );
    const logged = JSON.stringify(serializeError(queryError));
    expect(logged).not.toContain('mette@example.com');
    expect(logged).not.toContain('secret');
    expect(logged).toContain('insert into \\"users\\"');
    expect(logged).toContain('23505');
  });
});

describe('loggedPath', () => {
  it.each([
    ['/api/vehicles?q=x', '/api/vehicles'],
    ['/share/AbC_dEf-123?x=1', '/share/:token'],
    ['/share/', '/share/'],
    ['/feed/AbC_dEf-123.ics', '/feed/:token'],
    ['/api/tracker/S3cret-value', '/api/tracker/:secret'],
    ['/api/tracker/S3cret-value/extra?id=1', '/api/tracker/:secret/extra'],
    ['/shared/x', '/shared/x'],
  ])('%s is logged as %s', (url, expected) => {
    expect(loggedPath(url)).toBe(expected);
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
    // The tests' cheaper cost (VOGNPARK_SCRYPT_LOG2N) is not what a deployment gets.
    vi.stubEnv('VOGNPARK_SCRYPT_LOG2N', undefined);
    const hash = await hashPassword('demo');
    vi.unstubAllEnvs();
    expect(hash).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(await hashPassword('demo')).not.toBe(hash);
    expect(await verifyPassword('demo', hash)).toBe(true);
    expect(await verifyPassword('Demo', hash)).toBe(false);
    for (const broken of ['', 'demo', 'bcrypt$x', hash.replace(/\$[^$]+$/, '$AAAA'), 'scrypt$0$8$1$AA$AA'])
      expect(await verifyPassword('demo', broken)).toBe(false);
  });

  it('makes new hashes at the cost VOGNPARK_SCRYPT_LOG2N names, within 2^10–2^20', async () => {
    for (const [value, n] of [
      ['10', 1024],
      ['12', 4096],
      ['9', 32768],
      ['21', 32768],
      ['x', 32768],
    ] as const) {
      vi.stubEnv('VOGNPARK_SCRYPT_LOG2N', value);
      const hash = await hashPassword('demo');
      expect(hash.split('$')[1], value).toBe(String(n));
      expect(await verifyPassword('demo', hash)).toBe(true);
    }
    vi.unstubAllEnvs();
  });

  it('stores a SHA-256 of the session id', () => {
    expect(hashSessionId('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});
