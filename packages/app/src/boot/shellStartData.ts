import { parseColorScheme, parseColorSchemeChoice } from '@vognpark/ui';
import type { ShellStart } from '../shell/sidebarStart';

/**
 * The shell state the server rendered with, carried on #root as `data-ssr-*` attributes (the
 * server's `rootData`). The browser hydrates with these, not with its cookies: a cookie can
 * change between the request and the boot (a window resized just before a link was followed
 * records its new width after the request left), and the hydrating render must match the HTML.
 */
export function shellStartData(start: Required<ShellStart>): Record<string, string> {
  return {
    sidebar: start.sidebarExpanded ? 'expanded' : 'collapsed',
    'color-scheme': start.colorScheme.choice,
    'system-scheme': start.colorScheme.system ?? '',
  };
}

/** The shell state on a server-rendered #root; undefined when it carries none. */
export function readShellStart(root: Pick<Element, 'getAttribute'>): ShellStart | undefined {
  const sidebar = root.getAttribute('data-ssr-sidebar');
  const choice = parseColorSchemeChoice(root.getAttribute('data-ssr-color-scheme'));
  if ((sidebar !== 'expanded' && sidebar !== 'collapsed') || choice === null) return undefined;
  return {
    sidebarExpanded: sidebar === 'expanded',
    colorScheme: { choice, system: parseColorScheme(root.getAttribute('data-ssr-system-scheme')) },
  };
}
