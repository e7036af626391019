import type { User, UserSettings } from './areas/accounts/settings.js';

/** The id of the JSON data island the server puts into index.html. */
export const BOOT_ELEMENT_ID = 'vognpark-boot';

/** The id of the JSON island with the query answers a server-rendered page was rendered with. */
export const QUERY_STATE_ELEMENT_ID = 'vognpark-queries';

/** The id of the JSON island with the messages a server-rendered page's first screen shows. */
export const MESSAGES_ELEMENT_ID = 'vognpark-messages';

/**
 * Runs one query procedure (`vehicles.list`, `dashboard.summary`, …) as the page request's
 * signed-in user, with the same rules as over the WebSocket; rejects with the procedure's error.
 * Mutations and subscriptions are refused.
 */
export type PageQuery = (path: string, input: unknown) => Promise<unknown>;

/**
 * The basemap an operator configured for the page's map (docs/map.md, "An operator's own tiles"):
 * a TileJSON of our own server's tiles (MAP_PMTILES) drawn over the offline basemap, or a MapLibre
 * style (MAP_STYLE_URL) drawn instead of it. The kit's Map takes the same shape (`MapBasemap`).
 */
export type MapBasemapConfig = { kind: 'tilejson'; url: string } | { kind: 'style'; url: string };

/**
 * What the app finds in `<script type="application/json" id="vognpark-boot">`: the runtime config
 * and, for a signed-in visitor, the answers of POST /api/auth/user (`user`) and
 * my.getUserSettings (`settings`), so the first paint needs no round trip.
 */
export interface BootData {
  config: {
    WS_URL: string;
    APP_URL: string;
    /** The operator's basemap; null or absent: the map's offline basemap only. */
    MAP_BASEMAP?: MapBasemapConfig | null;
  };
  user: User | null;
  settings: UserSettings | null;
}

/**
 * One page request as the server hands it to the app's server bundle (server rendering,
 * docs/decisions/first-paint.md). The bundle is optional: without it the page is index.html with
 * the boot data, rendered by the browser.
 */
export interface PageRenderRequest {
  /** The request's path and query string. */
  url: string;
  /** What the page's boot data island holds. */
  boot: BootData;
  /** The request's Cookie header (language and sidebar choices). */
  cookie: string | undefined;
  /** The request's Accept-Language header. */
  acceptLanguage: string | undefined;
  /**
   * The page's data for a signed-in visitor, so a page renders with its first answers instead of
   * its loading state; absent for anonymous requests (and from older servers).
   */
  query?: PageQuery;
}

/** What the app's server bundle answers for one page. */
export interface PageRenderResult {
  /**
   * The app's HTML for `<div id="root">`, which the browser hydrates; null when the page is left to
   * the browser (a redirect, a spinner), as without the bundle.
   */
  html: string | null;
  /** Elements for `<head>`: the styles of that HTML. */
  head: string;
  /** The page's language (`<html lang>`). */
  lang: string;
  /** The source modules the page imports at start (Vite manifest keys): preloaded with the entry. */
  modules: string[];
  /**
   * The query answers the HTML was rendered with (the app's dehydrated React Query cache, in a
   * JSON-safe form), for the browser to start from so that hydration matches; null when none.
   */
  queryState?: unknown;
  /**
   * The messages of the page's language its first screen needs (JSON-safe), for the browser to
   * start from instead of importing their chunks one after another before it hydrates; null or
   * absent when the browser is to load them itself.
   */
  messages?: unknown;
  /**
   * What else the HTML was rendered with that the browser must hydrate with (the app's shell
   * state from cookies, which may change between the request and the page's boot): written on
   * #root as `data-ssr-<name>` attributes. Names are lower-case words joined by `-`.
   */
  rootData?: Record<string, string>;
}

/** The module of the app's server bundle (packages/app/dist/.ssr/entry-server.js). */
export interface PageRenderer {
  render(request: PageRenderRequest): Promise<PageRenderResult>;
  /**
   * The language `render` will render the request in, known before rendering (from the cookie,
   * the saved setting and Accept-Language): with it the page's head, the start chunk's script
   * among it, goes out with the headers. Absent from older bundles.
   */
  pageLanguage?(request: Pick<PageRenderRequest, 'boot' | 'cookie' | 'acceptLanguage'>): string;
}

/**
 * JSON that is safe inside a `<script>` element: `<`, `>` and `&` become \u escapes (so neither
 * `</script>` nor `<!--` can end or confuse the element) and so do U+2028/U+2029 (line breaks to
 * older JavaScript parsers). JSON.parse reads the result back unchanged.
 */
export function serializeForScript(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (char) => {
    return `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`;
  });
}

/**
 * Puts the boot data into the page before its first `<script` (so it exists when the app's code
 * runs), else before `</head>`, else at the very start.
 */
export function injectBootData(html: string, data: BootData): string {
  const island = `<script type="application/json" id="${BOOT_ELEMENT_ID}">${serializeForScript(data)}</script>`;
  for (const marker of [/<script\b/i, /<\/head>/i]) {
    const match = marker.exec(html);
    if (match) return html.slice(0, match.index) + island + html.slice(match.index);
  }
  return island + html;
}

/** A chunk of Vite's build manifest (dist/.vite/manifest.json), as far as the server reads it. */
export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
  assets?: string[];
}
export type BuildManifest = Record<string, ManifestChunk>;

/**
 * The files of `modules` and their static imports, less what index.html already loads (the
 * entry and its imports, which Vite links itself): the page's route and language chunks.
 */
export function preloadFiles(manifest: BuildManifest, modules: readonly string[]): string[] {
  const closure = (keys: readonly string[]) => {
    const seen = new Set<string>();
    const visit = (key: string) => {
      if (seen.has(key) || !manifest[key]) return;
      seen.add(key);
      for (const next of manifest[key].imports ?? []) visit(next);
    };
    keys.forEach(visit);
    return seen;
  };
  const entry = closure(Object.keys(manifest).filter((key) => manifest[key]?.isEntry));
  return [...closure(modules)].filter((key) => !entry.has(key)).map((key) => manifest[key]!.file);
}

/** The Latin face of the app's font among an entry's assets: every page shows it. */
export function latinFontOf(entry: ManifestChunk | undefined): string | undefined {
  return (entry?.assets ?? []).find((file) => /\/inter-latin-wght-[^/]*\.woff2$/.test(file));
}

/**
 * A `Link` header that has the browser fetch the app's start files (the entry chunk and its static
 * imports, its style sheet, the Latin face of its font) with the page's first bytes, while the
 * server is still rendering the page: the tags that name them are in the rendered HTML, which
 * arrives only once rendering ends (docs/decisions/first-paint.md, "The fourth step: compressed
 * once, and the start files with the headers"). Fetch-only preloads, as for the page's chunks
 * (`fetchOnlyPreloads`). Null without a manifest entry.
 */
export function startFilesLinkHeader(
  manifest: BuildManifest,
  { entry: withEntry = true }: { entry?: boolean } = {},
): string | null {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) return null;
  const scripts: string[] = [];
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || scripts.includes(chunk.file)) return;
    scripts.push(chunk.file);
    for (const next of chunk.imports ?? []) visit(next);
  };
  visit(entryKey);
  // Without the entry when its script tag goes out with the headers (`splitPageHead`): a preload
  // fetch would serve that tag, and V8 compiles a script it gets that way on the main thread
  // instead of while it streams in.
  if (!withEntry) scripts.shift();
  const entry = manifest[entryKey]!;
  const font = latinFontOf(entry);
  const url = (file: string) => `</${encodeURI(file)}>`;
  return [
    ...scripts.map((file) => `${url(file)}; rel=preload; as=script; crossorigin`),
    ...(entry.css ?? []).map((file) => `${url(file)}; rel=preload; as=style; crossorigin`),
    ...(font ? [`${url(font)}; rel=preload; as=font; type="font/woff2"; crossorigin`] : []),
  ].join(', ');
}

/** A face of the app's font: its file and the code points it covers (CSS `unicode-range`). */
export interface FontFace {
  file: string;
  ranges: readonly (readonly [number, number])[];
}

/**
 * The `@font-face` rules of a built style sheet: each face's file (an `/assets/` URL) and its
 * `unicode-range` (`U+0131`, `U+0100-02BA`, `U+4??`), in the order they are defined.
 */
export function fontFacesOf(css: string): FontFace[] {
  const faces: FontFace[] = [];
  for (const [, body = ''] of css.matchAll(/@font-face\s*\{([^}]*)\}/g)) {
    const file = /url\(\s*['"]?\/?([^'")]+\.woff2)['"]?\s*\)/.exec(body)?.[1];
    const range = /unicode-range\s*:\s*([^;}]*)/.exec(body)?.[1];
    if (!file || !range) continue;
    const ranges = range
      .split(',')
      .map((part) => /^U\+([0-9a-f?]+)(?:-([0-9a-f]+))?$/i.exec(part.trim()))
      .filter((match) => match !== null)
      .map(([, from = '', to]): [number, number] =>
        to
          ? [parseInt(from, 16), parseInt(to, 16)]
          : [parseInt(from.replace(/\?/g, '0'), 16), parseInt(from.replace(/\?/g, 'f'), 16)],
      );
    faces.push({ file, ranges });
  }
  return faces;
}

/**
 * The faces (their files) the text of `html` needs beyond `preloaded`: the browser would find out
 * only while laying the page out, then fetch the face and lay the page out again (the register's
 * "Škoda" needs the Latin Extended face, 85 kB: a second layout of its table, 30–60 ms, before the
 * start chunk ran). As a browser picks a face: of the faces covering a character, the last defined.
 * Tags and their attributes are left out: only text is drawn.
 */
export function fontFilesFor(
  html: string,
  faces: readonly FontFace[],
  preloaded: readonly string[] = [],
): string[] {
  const needed = new Set<string>();
  const seen = new Set<number>();
  const text = html.replace(/<[^>]*>/g, '');
  // Above U+00FF: the Latin face's own range (and the range no other face covers) ends there.
  for (const [char] of text.matchAll(/[\u0100-\u{10ffff}]/gu)) {
    const point = char.codePointAt(0)!;
    if (seen.has(point)) continue;
    seen.add(point);
    const face = faces.findLast((candidate) =>
      candidate.ranges.some(([from, to]) => point >= from && point <= to),
    );
    if (face && !preloaded.includes(face.file)) needed.add(face.file);
  }
  return [...needed];
}

const escapeAttribute = (value: string) => value.replace(/[&"<>]/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * Vite's `<link rel="modulepreload">` links as `<link rel="preload" as="script" crossorigin>`:
 * both fetch the chunks in parallel with the HTML, but Chromium also parses and compiles a
 * modulepreloaded module at once, on the main thread, while it is still parsing the page's
 * HTML, which delayed the server-rendered shell on screen (docs/decisions/first-paint.md,
 * "Preloading"). Fetched only, the modules are compiled when the entry imports them, after the
 * HTML is on screen. `crossorigin` keeps the request a CORS one, as the module's own import is,
 * so the preloaded response is the one used.
 */
export function fetchOnlyPreloads(page: string): string {
  return page.replace(
    /<link rel="modulepreload" crossorigin href=/g,
    '<link rel="preload" as="script" crossorigin href=',
  );
}

/**
 * A page from index.html (with its boot data) in two parts: its head with `lang` on `<html>`,
 * which goes out with the headers before the page is rendered, and the rest from `</head>` on,
 * for `injectRenderedPage` once it is. The head names the start chunk, so the browser fetches it
 * at once and V8 compiles it while it streams in (docs/decisions/first-paint.md, "The sixth
 * step"). Null when the page has no `</head>`.
 */
export function splitPageHead(page: string, lang: string): { head: string; rest: string } | null {
  const headEnd = /<\/head>/i.exec(page);
  if (!headEnd) return null;
  return { head: withLang(page.slice(0, headEnd.index), lang), rest: page.slice(headEnd.index) };
}

function withLang(page: string, lang: string): string {
  const value = escapeAttribute(lang);
  return page.replace(/<html\b[^>]*>/i, (tag) =>
    /\slang=/i.test(tag)
      ? tag.replace(/\slang="[^"]*"/i, ` lang="${value}"`)
      : tag.replace(/>$/, ` lang="${value}">`),
  );
}

/**
 * Puts a server-rendered page into index.html (already carrying the boot data), or into its part
 * from `</head>` on (`splitPageHead`): the language on `<html>`, the styles and the preload links of
 * the fonts (`fontFilesFor`) and the page's chunks before `</head>`, and the HTML inside
 * `<div id="root">`, marked with the language it was rendered in (the browser then hydrates it),
 * then the query answers and, at the end of the body, the first screen's messages it was rendered
 * with. With `html` null only the language and the preload links go in.
 */
export function injectRenderedPage(
  page: string,
  rendered: Pick<PageRenderResult, 'html' | 'head' | 'lang' | 'queryState' | 'messages' | 'rootData'>,
  preload: readonly string[],
  fonts: readonly string[] = [],
): string {
  const lang = escapeAttribute(rendered.lang);
  let out = withLang(page, rendered.lang);
  const links =
    fonts
      .map(
        (file) =>
          `<link rel="preload" as="font" type="font/woff2" crossorigin href="/${escapeAttribute(file)}">`,
      )
      .join('') +
    preload
      .map((file) => `<link rel="preload" as="script" crossorigin href="/${escapeAttribute(file)}">`)
      .join('');
  const head = (rendered.html === null ? '' : rendered.head) + links;
  const headEnd = /<\/head>/i.exec(out);
  if (head && headEnd) out = out.slice(0, headEnd.index) + head + out.slice(headEnd.index);
  if (rendered.html !== null) {
    const root = /<div id="root"><\/div>/.exec(out);
    const data = Object.entries(rendered.rootData ?? {})
      .filter(([name]) => /^[a-z]+(-[a-z]+)*$/.test(name) && name !== 'lang')
      .map(([name, value]) => ` data-ssr-${name}="${escapeAttribute(value)}"`)
      .join('');
    const island = (id: string, value: unknown) =>
      `<script type="application/json" id="${id}">${serializeForScript(value)}</script>`;
    // Right after the HTML it was rendered with: the app's module script runs once the document
    // is parsed and reads it before it hydrates. Not in the head, which may have gone out before
    // the page was rendered (`splitPageHead`).
    const answers = rendered.queryState != null ? island(QUERY_STATE_ELEMENT_ID, rendered.queryState) : '';
    if (root)
      out =
        out.slice(0, root.index) +
        `<div id="root" data-ssr-lang="${lang}"${data}>${rendered.html}</div>${answers}` +
        out.slice(root.index + root[0].length);
    else out += answers;
    // After the page's HTML: the first paint does not need them, and the app's module script runs
    // once the document is parsed.
    if (rendered.messages != null) {
      const bodyEnd = /<\/body>/i.exec(out);
      const messages = island(MESSAGES_ELEMENT_ID, rendered.messages);
      out = bodyEnd ? out.slice(0, bodyEnd.index) + messages + out.slice(bodyEnd.index) : out + messages;
    }
  }
  return out;
}
