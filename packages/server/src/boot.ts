import type { User, UserSettings } from './users.js';

/** The id of the JSON data island the server puts into index.html. */
export const BOOT_ELEMENT_ID = 'vognpark-boot';

/**
 * What the app finds in `<script type="application/json" id="vognpark-boot">`: the runtime config
 * and, for a signed-in visitor, the answers of POST /api/auth/user (`user`) and
 * my.getUserSettings (`settings`), so the first paint needs no round trip.
 */
export interface BootData {
  config: { WS_URL: string; APP_URL: string };
  user: User | null;
  settings: UserSettings | null;
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
