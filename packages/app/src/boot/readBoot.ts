import type { BOOT_ELEMENT_ID, BootData } from '@vognpark/server';
import type { Language, User } from '@vognpark/server/areas/accounts';
import { isLocale, type Locale } from '@vognpark/ui';

/** Runtime configuration: one build runs in any environment (docs/decisions/first-paint.md). */
export type RuntimeConfig = BootData['config'];

/** What the page knows before its first render. `user` undefined = not known yet, null = signed out. */
export interface Boot {
  config: RuntimeConfig;
  user: User | null | undefined;
  settings: BootData['settings'] | undefined;
}

/**
 * The id of the script element the server fills with the boot JSON. Its type is the server's
 * constant, so a different string here fails the type check.
 */
export const bootElementId: typeof BOOT_ELEMENT_ID = 'vognpark-boot';

type SameUnion<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Assert<T extends true> = T;
/**
 * The app takes its language list from the kit (`supportedLocales`) at run time; the server has its
 * own (`Language`). This type fails to compile when the two lists differ.
 */
export type LanguagesAgree = Assert<SameUnion<Locale, Language>>;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isUser(value: unknown): value is User {
  return (
    isRecord(value) && typeof value.role === 'string' && typeof value.email === 'string' && 'id' in value
  );
}

/** An operator's basemap for the map (MAP_STYLE_URL, MAP_PMTILES), or null when none or not one. */
function mapBasemapOf(value: unknown): RuntimeConfig['MAP_BASEMAP'] {
  if (!isRecord(value) || typeof value.url !== 'string' || !value.url) return null;
  if (value.kind === 'tilejson' || value.kind === 'style') return { kind: value.kind, url: value.url };
  return null;
}

/** The configuration to use when the server embedded none (`vite dev`): this page's own origin. */
export function fallbackConfig(location: Pick<Location, 'protocol' | 'host' | 'origin'>): RuntimeConfig {
  return {
    WS_URL: `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}/trpc`,
    APP_URL: location.origin,
  };
}

/**
 * Parses the boot JSON the server embeds in index.html. Missing or corrupt (as under
 * `vite dev`), it falls back to this origin's WebSocket and leaves the user unknown.
 */
export function parseBoot(
  text: string | null | undefined,
  location: Pick<Location, 'protocol' | 'host' | 'origin'>,
): Boot {
  const fallback: Boot = { config: fallbackConfig(location), user: undefined, settings: undefined };
  if (!text) return fallback;
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return fallback;
  }
  if (!isRecord(data)) return fallback;
  const config = isRecord(data.config) ? data.config : {};
  const WS_URL = typeof config.WS_URL === 'string' && config.WS_URL ? config.WS_URL : fallback.config.WS_URL;
  const APP_URL =
    typeof config.APP_URL === 'string' && config.APP_URL ? config.APP_URL : fallback.config.APP_URL;
  const user = data.user === null ? null : isUser(data.user) ? data.user : undefined;
  const settings =
    user === null
      ? null
      : isRecord(data.settings) && isLocale(data.settings.language)
        ? { language: data.settings.language }
        : undefined;
  const MAP_BASEMAP = mapBasemapOf(config.MAP_BASEMAP);
  return { config: { WS_URL, APP_URL, ...(MAP_BASEMAP && { MAP_BASEMAP }) }, user, settings };
}

/** Reads the boot JSON from the page. */
export function readBoot(doc: Document = document, location: Location = window.location): Boot {
  return parseBoot(doc.getElementById(bootElementId)?.textContent, location);
}
