import type { MESSAGES_ELEMENT_ID } from '@vognpark/server';
import type { Locale } from '@vognpark/ui';
import { messageFeatures, type LoadedMessages, type MessageFeature } from '../i18n/loadMessages';

/** The id of the island with a server-rendered page's messages (the server's constant). */
export const messagesElementId: typeof MESSAGES_ELEMENT_ID = 'vognpark-messages';

/**
 * What the server puts into the island (entry-server.tsx): the messages of the language the page
 * was rendered in that its first screen shows (the core ones, the kit's and those of `features`).
 */
export interface MessagesIsland extends LoadedMessages {
  features: MessageFeature[];
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The messages a server-rendered page came with, when they are in `locale` (the language the
 * page was rendered in, #root's `data-ssr-lang`): the browser's catalog starts from them instead
 * of importing their chunks before it hydrates (docs/decisions/first-paint.md, "Interactive").
 * Missing, unreadable or of another language: null, and the browser loads the messages itself.
 */
export function readMessagesIsland(
  locale: Locale,
  doc: Pick<Document, 'getElementById'> = document,
): MessagesIsland | null {
  const text = doc.getElementById(messagesElementId)?.textContent;
  if (!text) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(value) || value.locale !== locale || !isRecord(value.messages)) return null;
  const { messages, features } = value;
  if (!Object.values(messages).every((message) => typeof message === 'string')) return null;
  const known = messageFeatures as readonly unknown[];
  if (!Array.isArray(features) || !features.every((feature) => known.includes(feature))) return null;
  return {
    locale,
    messages: messages as Record<string, string>,
    features: features as MessageFeature[],
  };
}
