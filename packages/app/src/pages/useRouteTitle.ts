import { useKitMessages } from '@vognpark/ui';
import { useMatches } from 'react-router-dom';
import type { MessageFeature } from '../i18n/loadMessages';
import type { Title } from '../routes/registry';
import { useAppMessages } from '../i18n/useAppMessages';

/** What a page route carries in its `handle`. */
export interface PageHandle {
  title: Title;
  /** The message folders the page shows, beside the core ones (routes/registry.ts). */
  messages?: readonly MessageFeature[] | undefined;
}

function isPageHandle(handle: unknown): handle is PageHandle {
  return typeof handle === 'object' && handle !== null && 'title' in handle;
}

/** Formats a page title, whether it is one of the kit's messages or one of the app's. */
export function useTitleText(): (title: Title) => string {
  const tKit = useKitMessages();
  const tApp = useAppMessages();
  return (title) => ('kit' in title ? tKit(title.kit) : tApp(title.app));
}

/** The localized title of the deepest matched route that names one. */
export function useRouteTitle(): string | undefined {
  const matches = useMatches();
  const format = useTitleText();
  const handle = [...matches].reverse().find((match) => isPageHandle(match.handle))?.handle;
  return isPageHandle(handle) ? format(handle.title) : undefined;
}
