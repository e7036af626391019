import type { FastifyInstance } from 'fastify';

const JSON_CONTENT_TYPE = /^application\/json\s*(;|$)/i;
const OCTET_STREAM = /^application\/octet-stream\s*(;|$)/i;
const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The Content-Security-Policy of every page and API answer: no inline script, no framing. An
 * operator's map style (`mapStyleUrl`, MAP_STYLE_URL) adds its origin, and only it, to connect-src
 * (the style, its tiles, glyphs and sprites are fetched) and img-src; nothing else is allowed out.
 */
export function contentSecurityPolicy(
  wsUrl: string,
  { mapStyleUrl }: { mapStyleUrl?: string | null } = {},
): string {
  const originOf = (url: string | null | undefined) => {
    try {
      return url ? ` ${new URL(url).origin}` : '';
    } catch {
      // An unparsable URL adds nothing ('self' still covers same-host sockets); config.ts refuses one.
      return '';
    }
  };
  const wsOrigin = originOf(wsUrl);
  const mapOrigin = originOf(mapStyleUrl);
  return [
    "default-src 'self'",
    "script-src 'self'",
    // styled-components injects <style> elements at run time.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${mapOrigin}`,
    "font-src 'self' data:",
    `connect-src 'self'${wsOrigin}${mapOrigin}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export interface SecurityOptions {
  /** The Content-Security-Policy header value. */
  csp: string;
  /** Whether the app is served over https (adds Strict-Transport-Security). */
  secure: boolean;
  /** Origins allowed to make state-changing calls. */
  allowedOrigins: readonly string[];
}

/**
 * The security headers on every answer, no-store on /api answers, and the guard of
 * state-changing calls: same origin only, JSON bodies only.
 */
export function registerSecurity(
  app: FastifyInstance,
  { csp, secure, allowedOrigins }: SecurityOptions,
): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('content-security-policy', csp);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('x-frame-options', 'DENY');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('cross-origin-opener-policy', 'same-origin');
    // Geolocation for our own pages only: the driver's Use My Location at a check-out or check-in
    // (the browser still asks the person; the app never asks unless they press it).
    reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=(self)');
    if (secure) reply.header('strict-transport-security', 'max-age=15552000');
    // Answers about the user are never cached (files set their own policy).
    if (request.url.startsWith('/api/')) reply.header('cache-control', 'no-store');

    // Live trackers (areas/map/tracker.ts) are phones, not browsers: no Origin, no cookie, a form
    // or no body; the secret in their path is their credential, so no cross-site page can use it.
    if (STATE_CHANGING.has(request.method) && !request.url.startsWith('/api/tracker/')) {
      const origin = request.headers.origin;
      const sameOrigin =
        origin !== undefined
          ? allowedOrigins.includes(origin)
          : request.headers['sec-fetch-site'] === 'same-origin';
      if (!sameOrigin) return reply.code(403).send({ error: 'FORBIDDEN_ORIGIN' });
      // A file upload route (config `rawUpload`) takes the file's bytes as the body, same origin only.
      const raw = (request.routeOptions.config as { rawUpload?: boolean } | undefined)?.rawUpload === true;
      if (raw && OCTET_STREAM.test(request.headers['content-type'] ?? '')) return;
      if (!JSON_CONTENT_TYPE.test(request.headers['content-type'] ?? ''))
        return reply.code(415).send({ error: 'UNSUPPORTED_MEDIA_TYPE' });
    }
  });
}
