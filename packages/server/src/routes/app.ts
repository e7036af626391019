import { access, readFile } from 'node:fs/promises';
import path from 'node:path';
import { PassThrough, type Transform } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import fastifyStatic from '@fastify/static';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  fetchOnlyPreloads,
  fontFacesOf,
  fontFilesFor,
  type FontFace,
  injectBootData,
  injectRenderedPage,
  latinFontOf,
  preloadFiles,
  splitPageHead,
  startFilesLinkHeader,
  type BootData,
  type BuildManifest,
  type PageRenderer,
} from '../boot.js';
import type { ServerConfig } from '../config.js';
import type { SessionCookies } from '../http/sessionCookie.js';
import type { Context } from '../trpc/router.js';
import { createPageQuery } from '../trpc/pageQuery.js';
import { hashedAssetsHandler, loadHashedAssets } from './hashedAssets.js';
import { toPublicUser } from '../areas/accounts/settings.js';
import { mapBasemap } from '../areas/map/tiles.js';

export interface AppRouteOptions {
  config: Pick<
    ServerConfig,
    'appDistDir' | 'wsUrl' | 'appUrl' | 'serveSourceMaps' | 'sessionTtlMs' | 'mapPmtilesPath' | 'mapStyleUrl'
  >;
  cookies: SessionCookies;
  /**
   * What a page's queries run with (the database and the WebSocket server's caches); without it
   * pages render without data, their loading state, as before.
   */
  queryContext?: Pick<Context, 'db' | 'sessions' | 'badges'>;
}

/** Where the app's build puts its server renderer and its manifest, inside the dist folder. */
export const rendererPath = '.ssr/entry-server.js';
export const manifestPath = '.vite/manifest.json';

/** The start of index.html sent with the headers, before the page is rendered. */
const doctype = /^<!doctype html>\s*/i;

/**
 * The app's server renderer (`render`), or null when the build has none (an older or a test
 * build): pages are then index.html with the boot data, rendered by the browser.
 */
export async function loadPageRenderer(
  distDir: string,
  log: FastifyBaseLogger,
): Promise<PageRenderer | null> {
  const file = path.join(distDir, rendererPath);
  try {
    await access(file);
  } catch {
    log.info({ file }, 'no server renderer in the app build: pages render in the browser');
    return null;
  }
  try {
    const module = (await import(/* @vite-ignore */ pathToFileURL(file).href)) as Partial<PageRenderer>;
    if (typeof module.render === 'function')
      return {
        render: module.render,
        ...(typeof module.pageLanguage === 'function' && { pageLanguage: module.pageLanguage }),
      };
    log.warn({ file }, 'the server renderer exports no render(): pages render in the browser');
  } catch (error) {
    log.warn({ err: error, file }, 'the server renderer failed to load: pages render in the browser');
  }
  return null;
}

/**
 * index.html as every page starts from (its module preloads made plain fetches), read once like the
 * renderer and the manifest it belongs with; null when the app is not built.
 */
async function loadPageTemplate(distDir: string): Promise<string | null> {
  try {
    return fetchOnlyPreloads(await readFile(path.join(distDir, 'index.html'), 'utf8'));
  } catch {
    return null;
  }
}

/** The page's head in the language the renderer will render it in, or null when it cannot say. */
function headFirst(
  page: string,
  renderer: PageRenderer,
  request: Parameters<NonNullable<PageRenderer['pageLanguage']>>[0],
  log: FastifyBaseLogger,
): ReturnType<typeof splitPageHead> {
  if (!renderer.pageLanguage) return null;
  try {
    return splitPageHead(page, renderer.pageLanguage(request));
  } catch (error) {
    log.error({ err: error }, "the server renderer could not say the page's language");
    return null;
  }
}

/**
 * Resolves once the page's head is on its way to the browser, before the render starts: a
 * compressor holds its output until it has more, and its flush ends on libuv's thread pool, so the
 * compressed head reaches the stream only in a later turn of the event loop. Rendering does not
 * yield to that turn (the embedded database answers synchronously, React renders to a string), so
 * without waiting, a browser asking for gzip or Brotli (every browser) got the head, and the start
 * chunk's script tag in it, with the rest of the page (docs/decisions/first-paint.md, "The eighth
 * step"). Fastify writes the headers once its send hooks have run: one more turn.
 */
async function headSent(body: Transform): Promise<void> {
  if (!(body instanceof PassThrough))
    await new Promise<void>((resolve) =>
      (body as Transform & { flush(done: () => void): void }).flush(resolve),
    );
  await new Promise((resolve) => setImmediate(resolve));
}

/** What a page may be sent as, best first. */
const pageEncodings = ['br', 'gzip'];

/**
 * The stream a page is written to: compressed as the browser asked (a signed-in page is 80–140 kB
 * of HTML, 15–20 kB in Brotli). Quality 5, not the build's 11: this runs per request, and at 5 a
 * page compresses in a few milliseconds to within 11 % of the best (q11 takes 140–220 ms).
 */
function pageBody(encoding: string | null): Transform {
  if (encoding === 'br') return createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
  if (encoding === 'gzip') return createGzip({ level: 6 });
  return new PassThrough();
}

/** The `@font-face` rules of the entry's style sheet, and the face the Link header preloads. */
async function loadFontFaces(
  distDir: string,
  manifest: BuildManifest,
): Promise<{ faces: FontFace[]; preloaded: string[] }> {
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  const css = await Promise.all(
    (entry?.css ?? []).map((file) => readFile(path.join(distDir, file), 'utf8').catch(() => '')),
  );
  const faces = fontFacesOf(css.join('\n'));
  const latin = latinFontOf(entry);
  return { faces, preloaded: latin ? [latin] : [] };
}

async function loadManifest(distDir: string): Promise<BuildManifest | null> {
  try {
    return JSON.parse(await readFile(path.join(distDir, manifestPath), 'utf8')) as BuildManifest;
  } catch {
    return null;
  }
}

/**
 * The built app: its static files, and every page path answered with index.html carrying the
 * boot data (config, the signed-in user, their settings). Other unknown paths answer 404.
 */
export async function registerAppRoutes(
  app: FastifyInstance,
  { config, cookies, queryContext }: AppRouteOptions,
): Promise<void> {
  const [template, renderer, manifest] = await Promise.all([
    loadPageTemplate(config.appDistDir),
    loadPageRenderer(config.appDistDir, app.log),
    loadManifest(config.appDistDir),
  ]);
  const startFiles = manifest ? startFilesLinkHeader(manifest) : null;
  // The faces of the app's font and the one the Link header preloads (the Latin face): a page that
  // shows characters of another is sent with a preload of that face too (`fontFilesFor`).
  const fonts = manifest ? await loadFontFaces(config.appDistDir, manifest) : { faces: [], preloaded: [] };
  const startFilesWithoutEntry = manifest ? startFilesLinkHeader(manifest, { entry: false }) : null;
  // The operator's basemap for the page's map (MAP_STYLE_URL, MAP_PMTILES), the same for every page.
  const basemap = mapBasemap(config);
  await app.register(fastifyStatic, {
    root: config.appDistDir,
    index: false,
    dotfiles: 'ignore',
    cacheControl: false,
    // The build's Brotli and gzip copies (`<file>.br`, `<file>.gz`), chosen by the request's
    // Accept-Encoding: the start chunk is 153 kB on the wire instead of 574 kB.
    preCompressed: true,
    // index.html is only served with the boot data (see servePage); source maps (our source code,
    // comments included) only when SERVE_SOURCE_MAPS opts in.
    allowedPath: (pathName) =>
      pathName !== '/index.html' && (config.serveSourceMaps || !pathName.endsWith('.map')),
    setHeaders: (reply, filePath) => {
      const hashed = filePath.split(path.sep).includes('assets');
      reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });

  // The hashed files from memory (routes/hashedAssets.ts); the rest as above.
  const assets = await loadHashedAssets(config.appDistDir);
  app.get('/assets/*', hashedAssetsHandler(assets));

  async function servePage(request: FastifyRequest, reply: FastifyReply) {
    if (template === null) {
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send('The app is not built yet: run `npm run build`, then restart the server.');
    }
    const session = await cookies.currentSession(request, reply);
    const data: BootData = {
      config: { WS_URL: config.wsUrl, APP_URL: config.appUrl, ...(basemap && { MAP_BASEMAP: basemap }) },
      user: session ? toPublicUser(session.user) : null,
      settings: session ? { language: session.user.language } : null,
    };
    const page = injectBootData(template, data);
    void reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
    if (!renderer) return reply.send(page);
    // The headers and the page's start at once, the rest once rendered: the browser sets up the new
    // document (the navigation's commit, the page's script context) while the server renders,
    // instead of after (docs/decisions/first-paint.md, "Few files, and headers first").
    const encoding = request.headers['accept-encoding']
      ? negotiate(request.headers['accept-encoding'], pageEncodings)
      : null;
    const body = pageBody(encoding);
    void reply.header('vary', 'accept-encoding');
    const renderRequest = {
      boot: data,
      cookie: request.headers.cookie,
      acceptLanguage: request.headers['accept-language'],
    };
    // With the language known before rendering, the whole head goes out with the headers: the start
    // chunk's script tag among it, which the browser fetches at once and compiles while it streams
    // in (docs/decisions/first-paint.md, "The sixth step"). Else the doctype alone, and the start
    // chunk in the Link header.
    const split = headFirst(page, renderer, renderRequest, request.log);
    const link = split ? startFilesWithoutEntry : startFiles;
    if (link) void reply.header('link', link);
    if (encoding) void reply.header('content-encoding', encoding);
    const start = split ? split.head : (doctype.exec(page)?.[0] ?? '');
    body.write(start);
    void reply.send(body);
    await headSent(body);
    let rest = split ? split.rest : page.slice(start.length);
    // Server rendering (docs/decisions/first-paint.md); any failure leaves the page to the browser.
    try {
      const result = await renderer.render({
        url: request.url,
        ...renderRequest,
        query:
          session && queryContext
            ? createPageQuery({
                ...queryContext,
                sessionHash: session.idHash,
                sessionTtlMs: config.sessionTtlMs,
                clientAddress: request.ip,
              })
            : undefined,
      });
      rest = injectRenderedPage(
        rest,
        result,
        manifest ? preloadFiles(manifest, result.modules) : [],
        result.html ? fontFilesFor(result.html, fonts.faces, fonts.preloaded) : [],
      );
    } catch (error) {
      request.log.error({ err: error }, 'server rendering failed; the browser renders the page');
    }
    // A browser that went away meanwhile has closed the stream.
    if (!body.destroyed) body.end(rest);
    return reply;
  }

  app.get('/', servePage);
  // Pages look up the session: they count against the same per-address limit as the routes.
  app.setNotFoundHandler({ preHandler: app.rateLimit() }, (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !pathname.startsWith('/api/') &&
      pathname !== '/trpc' &&
      (pathname === '/index.html' || !/\.[^/]*$/.test(pathname));
    if (isPage) return servePage(request, reply);
    return reply.code(404).send({ error: 'NOT_FOUND' });
  });
}
