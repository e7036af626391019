/**
 * Server rendering of app pages (docs/decisions/first-paint.md) with fake app builds: the page is
 * index.html with the boot data when the build has no server renderer (or it fails), and carries
 * the renderer's HTML, styles, language and the page's preloaded chunks when it has one.
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { execFile } from 'node:child_process';
import { get } from 'node:http';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { promisify } from 'node:util';
import { createBrotliDecompress, createGunzip } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  BOOT_ELEMENT_ID,
  MESSAGES_ELEMENT_ID,
  QUERY_STATE_ELEMENT_ID,
  fetchOnlyPreloads,
  fontFacesOf,
  fontFilesFor,
  injectRenderedPage,
  preloadFiles,
  splitPageHead,
  startFilesLinkHeader,
  type BuildManifest,
} from '../src/boot.js';
import { clients, userSettings, users } from '../src/db/schema.js';
import { vehicles } from '../src/areas/vehicles/schema.js';
import { DEMO_ACCOUNTS } from '../src/db/seed.js';
import { makeAppDist, openTestPglite, signIn, startServer } from './helpers.js';

const brotliDecompressor = () => createBrotliDecompress();
const gunzipper = () => createGunzip();

type TestDatabase = Awaited<ReturnType<typeof openTestPglite>>;

let database: TestDatabase;
const dists: string[] = [];

beforeAll(async () => {
  database = await openTestPglite();
});
afterAll(async () => {
  await database?.close();
  for (const dir of dists) await rm(dir, { recursive: true, force: true });
});

const manifest: BuildManifest = {
  'index.html': { file: 'assets/index-abc123.js', isEntry: true, imports: ['_shared.js'] },
  '_shared.js': { file: 'assets/shared-1.js' },
  'src/shell/ShellLayout.tsx': { file: 'assets/ShellLayout-2.js', imports: ['_shared.js', '_kit.js'] },
  '_kit.js': { file: 'assets/kit-3.js' },
  'src/messages/da.ts': { file: 'assets/da-4.js' },
};

/** A fake app build; `renderer` is the source of its dist/.ssr/entry-server.js, if any. */
async function appDist(renderer?: string): Promise<string> {
  const dir = await makeAppDist();
  dists.push(dir);
  await mkdir(path.join(dir, '.vite'));
  await writeFile(path.join(dir, '.vite/manifest.json'), JSON.stringify(manifest));
  if (renderer !== undefined) {
    await mkdir(path.join(dir, '.ssr'));
    await writeFile(path.join(dir, '.ssr/entry-server.js'), renderer);
  }
  return dir;
}

async function page(dir: string, pathname: string, cookie?: string) {
  const server = await startServer(database, { appDistDir: dir });
  try {
    const headers: Record<string, string> = {};
    if (cookie === 'sign in') headers.cookie = await signIn(server.baseUrl, DEMO_ACCOUNTS.manager);
    const response = await fetch(`${server.baseUrl}${pathname}`, { headers });
    return { status: response.status, html: await response.text() };
  } finally {
    await server.close();
  }
}

/** A renderer that says the page's language before rendering (the app's bundle does). */
const languageRenderer = `
export function pageLanguage(request) {
  return /lang=(\\w+)/.exec(request.cookie ?? '')?.[1] ?? 'da';
}
export async function render(request) {
  await new Promise((resolve) => setTimeout(resolve, 400));
  return {
    html: '<main>rendered in ' + pageLanguage(request) + '</main>',
    head: '<style data-styled="active">.a{color:red}</style>',
    lang: pageLanguage(request) === 'xx' ? 'en' : pageLanguage(request),
    modules: ['src/shell/ShellLayout.tsx'],
    queryState: { queries: [] },
  };
}
`;

/**
 * A page as the browser receives it: its first decoded chunk and when it came, the whole text and
 * when it ended, the bytes on the wire and their encoding.
 */
function receive(
  url: string,
  headers: Record<string, string>,
  decoder: () => NodeJS.ReadWriteStream = () => new PassThrough(),
) {
  return new Promise<{
    encoding: string | undefined;
    bytes: number;
    firstText: string;
    firstAt: number;
    endAt: number;
    text: string;
  }>((resolve, reject) => {
    const started = performance.now();
    get(url, { headers }, (response) => {
      let bytes = 0;
      let firstText = '';
      let firstAt = 0;
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      const decoded = response.pipe(decoder());
      decoded.on('data', (chunk: Buffer) => {
        if (!firstText) {
          firstText = chunk.toString('utf8');
          firstAt = performance.now() - started;
        }
        chunks.push(chunk);
      });
      decoded.on('end', () =>
        resolve({
          encoding: response.headers['content-encoding'],
          bytes,
          firstText,
          firstAt,
          endAt: performance.now() - started,
          text: Buffer.concat(chunks).toString('utf8'),
        }),
      );
      decoded.on('error', reject);
    }).on('error', reject);
  });
}

const echoRenderer = `
export async function render(request) {
  const name = request.boot.user ? request.boot.user.contact.name : 'nobody';
  return {
    html: '<div data-testid="sidebar">' + name + ' at ' + request.url + ' $& $1</div>',
    head: '<style data-styled="active">.a{color:red}</style>',
    lang: 'da',
    modules: ['src/shell/ShellLayout.tsx', 'src/messages/da.ts', 'src/unknown.tsx'],
  };
}
export default { render };
`;

describe('pages without a server renderer', () => {
  it('are index.html with the boot data, for the browser to render', async () => {
    const dir = await appDist();
    const { status, html } = await page(dir, '/manager/dashboard', 'sign in');
    expect(status).toBe(200);
    expect(html).toContain(`id="${BOOT_ELEMENT_ID}"`);
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('data-ssr-lang');
    expect(html).not.toContain('rel="preload"');
  });

  it('fall back the same way when the renderer throws, or does not load', async () => {
    for (const renderer of [
      'export async function render() { throw new Error("boom"); }',
      'this is not JavaScript',
      'export const nothing = 1;',
    ]) {
      const dir = await appDist(renderer);
      const { status, html } = await page(dir, '/manager/dashboard', 'sign in');
      expect(status).toBe(200);
      expect(html).toContain(`id="${BOOT_ELEMENT_ID}"`);
      expect(html).toContain('<div id="root"></div>');
    }
  });
});

describe('pages with a server renderer', () => {
  it("carry its HTML in #root, its styles, the language and the page's chunks as fetch-only preloads", async () => {
    const dir = await appDist(echoRenderer);
    const { html } = await page(dir, '/manager/dashboard?x=1', 'sign in');
    // Inserted as is: `$&` and `$1` are not replacement patterns.
    expect(html).toContain(
      '<div id="root" data-ssr-lang="da"><div data-testid="sidebar">Mette at /manager/dashboard?x=1 $& $1</div></div>',
    );
    expect(html).toMatch(/^<!doctype html><html lang="da">/);
    expect(html.indexOf('<style data-styled')).toBeLessThan(html.indexOf('</head>'));
    const preloaded = [...html.matchAll(/<link rel="preload" as="script" crossorigin href="([^"]+)">/g)].map(
      (m) => m[1],
    );
    // The entry's own imports are index.html's; the route's and the language's are added.
    expect(preloaded.sort()).toEqual(['/assets/ShellLayout-2.js', '/assets/da-4.js', '/assets/kit-3.js']);
    // The boot data is still there, before the first script.
    expect(html.indexOf(`id="${BOOT_ELEMENT_ID}"`)).toBeLessThan(html.indexOf('<script type="module"'));
  });

  it.each([
    ['br', brotliDecompressor],
    ['gzip', gunzipper],
  ] as const)(
    'are sent as %s when the browser takes it, the doctype before the render ends',
    async (encoding, decompressor) => {
      const slowRenderer = `export async function render() {
        await new Promise((resolve) => setTimeout(resolve, 400));
        return { html: '<main>${'Flåde '.repeat(2000)}</main>', head: '', lang: 'da', modules: [] };
      }`;
      const server = await startServer(database, { appDistDir: await appDist(slowRenderer) });
      try {
        const plain = await fetch(`${server.baseUrl}/manager/dashboard`, {
          headers: { 'accept-encoding': 'identity' },
        });
        expect(plain.headers.get('content-encoding')).toBeNull();
        const expected = await plain.text();
        const sent = await receive(
          `${server.baseUrl}/manager/dashboard`,
          { 'accept-encoding': `${encoding}, deflate;q=0.1` },
          decompressor,
        );
        expect(sent.encoding).toBe(encoding);
        expect(sent.text).toBe(expected);
        expect(sent.bytes).toBeLessThan(Buffer.byteLength(expected) / 4);
        // The head reached the browser while the page was still rendering.
        expect(sent.firstText).toMatch(/^<!doctype html>/i);
        expect(sent.endAt - sent.firstAt).toBeGreaterThan(200);
      } finally {
        await server.close();
      }
    },
  );

  it.each(['br', 'gzip'])(
    'send the head compressed as %s before a render that keeps the server busy until it ends',
    async (encoding) => {
      // As the app's renderer does: the embedded database answers and React renders to a string
      // without a turn of the event loop, in which a compressor's flushed head would be written.
      const busyRenderer = `export function pageLanguage() { return 'da'; }
        export async function render() {
          const until = Date.now() + 400;
          while (Date.now() < until);
          return { html: '<main>rendered</main>', head: '', lang: 'da', modules: [] };
        }`;
      const server = await startServer(database, { appDistDir: await appDist(busyRenderer) });
      try {
        // The browser in a process of its own: this one is busy while the server renders.
        const browser = `const t0 = Date.now(); const times = [];
          require('node:http').get(process.argv[1], { headers: { 'accept-encoding': process.argv[2] } }, (r) => {
            r.on('data', () => times.push(Date.now() - t0));
            r.on('end', () => console.log(JSON.stringify({ encoding: r.headers['content-encoding'], times })));
          });`;
        const { stdout } = await promisify(execFile)(process.execPath, [
          '-e',
          browser,
          `${server.baseUrl}/manager/dashboard`,
          encoding,
        ]);
        const { encoding: sentAs, times } = JSON.parse(stdout) as { encoding: string; times: number[] };
        expect(sentAs).toBe(encoding);
        // The head's bytes came 400 ms before the rest, not with it.
        expect(times.at(-1)! - times[0]!).toBeGreaterThan(300);
      } finally {
        await server.close();
      }
    },
  );

  it("send the head, with the language and the start chunk's script, before the page is rendered when the renderer names the language", async () => {
    const server = await startServer(database, { appDistDir: await appDist(languageRenderer) });
    try {
      const cookie = await signIn(server.baseUrl, DEMO_ACCOUNTS.manager);
      const sent = await receive(`${server.baseUrl}/manager/dashboard`, {
        'accept-encoding': 'identity',
        cookie: `${cookie}; lang=uk`,
      });
      // The head, boot data and script included, came while the renderer still worked (400 ms).
      expect(sent.firstText).toMatch(/^<!doctype html><html lang="uk"><head>/);
      expect(sent.firstText).toContain(`id="${BOOT_ELEMENT_ID}"`);
      expect(sent.firstText).toContain(
        '<script type="module" crossorigin src="/assets/index-abc123.js"></script>',
      );
      expect(sent.firstText).not.toContain('</head>');
      expect(sent.endAt - sent.firstAt).toBeGreaterThan(200);
      // Then the rest: the styles before </head>, the page, its answers after it; lang once.
      expect(sent.text.startsWith(sent.firstText)).toBe(true);
      expect(sent.text.indexOf('<style data-styled="active">.a{color:red}</style>')).toBeGreaterThan(
        sent.firstText.length - 1,
      );
      expect(sent.text.indexOf('<style data-styled')).toBeLessThan(sent.text.indexOf('</head>'));
      expect(sent.text).toContain(
        `<div id="root" data-ssr-lang="uk"><main>rendered in uk</main></div><script type="application/json" id="${QUERY_STATE_ELEMENT_ID}">{"queries":[]}</script>`,
      );
      expect(sent.text.match(/<html/g)).toHaveLength(1);
      expect(sent.text.match(/<\/head>/g)).toHaveLength(1);
    } finally {
      await server.close();
    }
  });

  it('keep the language of the head when the page is rendered in another, and the browser corrects it', async () => {
    const dir = await appDist(languageRenderer);
    const server = await startServer(database, { appDistDir: dir });
    try {
      const response = await fetch(`${server.baseUrl}/manager/dashboard`, { headers: { cookie: 'lang=xx' } });
      const html = await response.text();
      expect(html).toMatch(/^<!doctype html><html lang="xx">/);
      expect(html).toContain('<div id="root" data-ssr-lang="en">');
    } finally {
      await server.close();
    }
  });

  it('fall back to the doctype first, and the entry in the Link header, when the renderer cannot name the language', async () => {
    const throwing = `
export function pageLanguage() {
  throw new Error('no language');
}
export async function render() {
  return { html: '<main>rendered in da</main>', head: '', lang: 'da', modules: [] };
}
`;
    const server = await startServer(database, { appDistDir: await appDist(throwing) });
    try {
      const response = await fetch(`${server.baseUrl}/manager/dashboard`);
      const html = await response.text();
      expect(response.headers.get('link')).toContain('</assets/index-abc123.js>; rel=preload');
      expect(html).toMatch(/^<!doctype html><html lang="da"><head>/);
      expect(html).toContain('<main>rendered in ');
    } finally {
      await server.close();
    }
  });

  it('render signed-out pages too', async () => {
    const dir = await appDist(echoRenderer);
    const { html } = await page(dir, '/auth/login');
    expect(html).toContain('<div data-testid="sidebar">nobody at /auth/login');
  });
});

/**
 * A renderer that asks for data through `request.query` as the app's pages do, and hands back what
 * each call answered (or the error code) as its query state.
 */
const queryingRenderer = (otherClientsVehicle: string) => `
const outcome = (promise) => promise.then((value) => ({ value }), (error) => ({ code: error.code }));
export async function render(request) {
  const asked = { anonymous: request.query === undefined };
  if (request.query) {
    asked.list = await outcome(request.query('vehicles.list', { limit: 3 }));
    asked.othersVehicle = await outcome(request.query('vehicles.get', { id: '${otherClientsVehicle}' }));
    asked.mutation = await outcome(request.query('my.updateUserSettings', { language: 'uk' }));
    asked.unknown = await outcome(request.query('vehicles.nothing', {}));
    asked.badInput = await outcome(request.query('vehicles.list', { limit: 'many' }));
    asked.adminOnly = await outcome(request.query('clients.list', {}));
  }
  return { html: '<p>rendered</p>', head: '', lang: 'en', modules: [], queryState: asked };
}
`;

describe('pages rendered with their data', () => {
  it("let the renderer run queries as the signed-in user, with the socket's rules, and carry their answers", async () => {
    const [fjordbus] = await database.db.select().from(clients).where(eq(clients.name, 'Fjordbus A/S'));
    const [othersVehicle] = await database.db
      .select({ id: vehicles.id })
      .from(vehicles)
      .where(eq(vehicles.clientId, fjordbus!.id))
      .limit(1);
    const dir = await appDist(queryingRenderer(othersVehicle!.id));
    const { html } = await page(dir, '/manager/vehicles', 'sign in');
    const island = new RegExp(
      `<script type="application/json" id="${QUERY_STATE_ELEMENT_ID}">(.*?)</script>`,
    ).exec(html);
    expect(island).not.toBeNull();
    // Right after the page's HTML, before the end of the body (the module script runs after it is parsed).
    expect(html.indexOf(`id="${QUERY_STATE_ELEMENT_ID}"`)).toBeGreaterThan(html.indexOf('<div id="root"'));
    expect(html.indexOf(`id="${QUERY_STATE_ELEMENT_ID}"`)).toBeLessThan(html.indexOf('</body>'));
    const asked = JSON.parse(island![1]!);
    expect(asked.anonymous).toBe(false);
    expect(asked.list.value.items).toHaveLength(3);
    // Another client's vehicle does not exist for this manager; nothing but queries can be run.
    expect(asked.othersVehicle).toEqual({ code: 'NOT_FOUND' });
    expect(asked.mutation).toEqual({ code: 'NOT_FOUND' });
    expect(asked.unknown).toEqual({ code: 'NOT_FOUND' });
    expect(asked.badInput).toEqual({ code: 'BAD_REQUEST' });
    expect(asked.adminOnly).toEqual({ code: 'FORBIDDEN' });
    const settings = await database.db
      .select({ language: userSettings.language })
      .from(userSettings)
      .innerJoin(users, eq(users.id, userSettings.userId))
      .where(eq(users.email, DEMO_ACCOUNTS.manager));
    expect(settings.map((row) => row.language)).not.toContain('uk');
  });

  it('give a signed-out request no data at all', async () => {
    const dir = await appDist(queryingRenderer('00000000-0000-0000-0000-000000000000'));
    const { html } = await page(dir, '/auth/login');
    expect(html).toContain('{"anonymous":true}');
  });
});

describe('startFilesLinkHeader', () => {
  it('names the entry, its imports, its style sheet and the Latin font, each once, as fetch-only preloads', () => {
    expect(
      startFilesLinkHeader({
        ...manifest,
        'index.html': {
          ...manifest['index.html']!,
          imports: ['_shared.js', '_kit.js'],
          css: ['assets/index-9.css'],
          assets: ['assets/inter-cyrillic-wght-normal-1.woff2', 'assets/inter-latin-wght-normal-2.woff2'],
        },
        '_kit.js': { file: 'assets/kit-3.js', imports: ['_shared.js'] },
      }),
    ).toBe(
      [
        '</assets/index-abc123.js>; rel=preload; as=script; crossorigin',
        '</assets/shared-1.js>; rel=preload; as=script; crossorigin',
        '</assets/kit-3.js>; rel=preload; as=script; crossorigin',
        '</assets/index-9.css>; rel=preload; as=style; crossorigin',
        '</assets/inter-latin-wght-normal-2.woff2>; rel=preload; as=font; type="font/woff2"; crossorigin',
      ].join(', '),
    );
    expect(startFilesLinkHeader({ 'src/a.tsx': { file: 'assets/a.js' } })).toBeNull();
  });

  it("leaves the entry out when the renderer names the page's language, whose head then carries its script", async () => {
    expect(
      startFilesLinkHeader(
        {
          'index.html': { file: 'assets/index-abc123.js', isEntry: true, imports: ['_shared.js'] },
          '_shared.js': { file: 'assets/shared-1.js' },
        },
        { entry: false },
      ),
    ).toBe('</assets/shared-1.js>; rel=preload; as=script; crossorigin');
    const server = await startServer(database, { appDistDir: await appDist(languageRenderer) });
    try {
      const response = await fetch(`${server.baseUrl}/manager/dashboard`);
      await response.text();
      expect(response.headers.get('link')).toBe('</assets/shared-1.js>; rel=preload; as=script; crossorigin');
    } finally {
      await server.close();
    }
  });

  it('goes out with the headers of a rendered page, before its HTML', async () => {
    const server = await startServer(database, { appDistDir: await appDist(echoRenderer) });
    try {
      const response = await fetch(`${server.baseUrl}/manager/dashboard`);
      await response.text();
      expect(response.headers.get('link')).toBe(
        '</assets/index-abc123.js>; rel=preload; as=script; crossorigin, </assets/shared-1.js>; rel=preload; as=script; crossorigin',
      );
    } finally {
      await server.close();
    }
  });
});

describe('fetchOnlyPreloads', () => {
  it("turns Vite's modulepreload links into fetch-only CORS preloads and leaves the rest alone", () => {
    const vite =
      '<head><script type="module" crossorigin src="/assets/index-1.js"></script>' +
      '<link rel="modulepreload" crossorigin href="/assets/a-2.js">' +
      '<link rel="modulepreload" crossorigin href="/assets/b-3.js"><link rel="icon" href="/favicon.svg"></head>';
    expect(fetchOnlyPreloads(vite)).toBe(
      '<head><script type="module" crossorigin src="/assets/index-1.js"></script>' +
        '<link rel="preload" as="script" crossorigin href="/assets/a-2.js">' +
        '<link rel="preload" as="script" crossorigin href="/assets/b-3.js"><link rel="icon" href="/favicon.svg"></head>',
    );
  });
});

describe('fonts a page needs beyond the Latin face', () => {
  // The order of the app's inter.css: the Latin face last, so it wins where ranges overlap.
  const css =
    "@font-face{font-family:Inter;src:url('/assets/inter-cyrillic-3.woff2') format('woff2-variations');unicode-range:U+0400-045F,U+4B?}" +
    '@font-face{font-family:Inter;src:url(/assets/inter-latin-ext-2.woff2)format("woff2-variations");unicode-range:U+100-2BA,U+304,U+1E00-1E9F}' +
    '@font-face{font-family:Inter;src:url(/assets/inter-latin-1.woff2)format("woff2-variations");unicode-range:U+??,U+131,U+152-153,U+304}' +
    '.a{color:red}';
  const faces = fontFacesOf(css);
  const latin = ['assets/inter-latin-1.woff2'];

  it('reads each face and its unicode-range, wildcards included', () => {
    expect(faces).toEqual([
      {
        file: 'assets/inter-cyrillic-3.woff2',
        ranges: [
          [0x400, 0x45f],
          [0x4b0, 0x4bf],
        ],
      },
      {
        file: 'assets/inter-latin-ext-2.woff2',
        ranges: [
          [0x100, 0x2ba],
          [0x304, 0x304],
          [0x1e00, 0x1e9f],
        ],
      },
      {
        file: 'assets/inter-latin-1.woff2',
        ranges: [
          [0, 0xff],
          [0x131, 0x131],
          [0x152, 0x153],
          [0x304, 0x304],
        ],
      },
    ]);
  });

  it.each([
    ['Skoda, Citroen, Kobenhavn', []],
    ['Æbleø Fjordbus — Ålborg', []],
    ['Škoda Octavia', ['assets/inter-latin-ext-2.woff2']],
    ['Автомобілі', ['assets/inter-cyrillic-3.woff2']],
    // Characters two faces cover: the last defined, as the browser picks (the Latin face).
    ['Œuvre, cœur', []],
    ['a\u0304', []],
    ['Ħ', ['assets/inter-latin-ext-2.woff2']],
    [
      '<a title="Škoda">Octavia</a><p>Транспорт Łódź</p>',
      ['assets/inter-cyrillic-3.woff2', 'assets/inter-latin-ext-2.woff2'],
    ],
    ['no face: 中文', []],
  ])('%s', (html, expected) => {
    expect(fontFilesFor(html, faces, latin)).toEqual(expected);
  });

  it('are preloaded in the head of a rendered page that shows their characters', () => {
    const out = injectRenderedPage(
      '<html><head></head><body><div id="root"></div></body></html>',
      { html: '<p>Škoda</p>', head: '', lang: 'da' },
      ['assets/a.js'],
      fontFilesFor('<p>Škoda</p>', faces, latin),
    );
    expect(out).toContain(
      '<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/inter-latin-ext-2.woff2"><link rel="preload" as="script" crossorigin href="/assets/a.js"></head>',
    );
  });
});

describe('splitPageHead', () => {
  it("cuts a page before </head>, with the language on <html>, escaped; null without a head's end", () => {
    expect(
      splitPageHead(
        '<!doctype html><html lang="en"><head><title>x</title></head><body></body></html>',
        'da"',
      ),
    ).toEqual({
      head: '<!doctype html><html lang="da&#34;"><head><title>x</title>',
      rest: '</head><body></body></html>',
    });
    expect(splitPageHead('<html><head></head></html>', 'fr')?.head).toBe('<html lang="fr"><head>');
    expect(splitPageHead('<p>no head</p>', 'fr')).toBeNull();
  });
});

describe('injectRenderedPage', () => {
  const index = '<html lang="en"><head><title>x</title></head><body><div id="root"></div></body></html>';

  it('leaves #root empty and adds only the language and preloads when the renderer left the page to the browser', () => {
    const out = injectRenderedPage(index, { html: null, head: '<style></style>', lang: 'fr' }, [
      'assets/a.js',
    ]);
    expect(out).toBe(
      '<html lang="fr"><head><title>x</title><link rel="preload" as="script" crossorigin href="/assets/a.js"></head>' +
        '<body><div id="root"></div></body></html>',
    );
  });

  it('adds lang to an <html> without one', () => {
    const out = injectRenderedPage(
      '<html><head></head><body><div id="root"></div></body></html>',
      {
        html: '<p>hi</p>',
        head: '',
        lang: 'uk',
      },
      [],
    );
    expect(out).toBe(
      '<html lang="uk"><head></head><body><div id="root" data-ssr-lang="uk"><p>hi</p></div></body></html>',
    );
  });

  it("writes the renderer's root data as data-ssr attributes, escaped, and drops a name that is not one", () => {
    const out = injectRenderedPage(
      '<html><head></head><body><div id="root"></div></body></html>',
      {
        html: '<p>hi</p>',
        head: '',
        lang: 'en',
        rootData: { sidebar: 'collapsed', 'color-scheme': 'dark"><script>', 'x onload': '1', lang: 'fr' },
      },
      [],
    );
    expect(out).toBe(
      '<html lang="en"><head></head><body><div id="root" data-ssr-lang="en" data-ssr-sidebar="collapsed" data-ssr-color-scheme="dark&#34;&#62;&#60;script&#62;"><p>hi</p></div></body></html>',
    );
  });

  it("puts the query answers right after the page's HTML and its messages at the end of the body, escaped, and neither when the browser renders", () => {
    const page =
      '<html><head><script type="module" src="/assets/index-1.js"></script></head><body><div id="root"></div></body></html>';
    const messages = { locale: 'da', features: ['vehicles'], messages: { 'x.y': 'Køretøjer </script>' } };
    const out = injectRenderedPage(
      page,
      { html: '<p>hej</p>', head: '', lang: 'da', queryState: { queries: [] }, messages },
      [],
    );
    expect(out).toBe(
      '<html lang="da"><head>' +
        '<script type="module" src="/assets/index-1.js"></script></head><body><div id="root" data-ssr-lang="da"><p>hej</p></div>' +
        `<script type="application/json" id="${QUERY_STATE_ELEMENT_ID}">{"queries":[]}</script>` +
        `<script type="application/json" id="${MESSAGES_ELEMENT_ID}">{"locale":"da","features":["vehicles"],"messages":{"x.y":"Køretøjer \\u003c/script\\u003e"}}</script>` +
        '</body></html>',
    );
    const island = new RegExp(`id="${MESSAGES_ELEMENT_ID}">(.*?)</script>`).exec(out);
    expect(JSON.parse(island![1]!)).toEqual(messages);
    expect(injectRenderedPage(page, { html: null, head: '', lang: 'da', messages }, [])).not.toContain(
      MESSAGES_ELEMENT_ID,
    );
  });

  it('preloads a chunk once, however many modules import it', () => {
    expect(
      preloadFiles(manifest, ['src/shell/ShellLayout.tsx', 'src/shell/ShellLayout.tsx', '_kit.js']),
    ).toEqual(['assets/ShellLayout-2.js', 'assets/kit-3.js']);
  });
});
