import type { Locale } from '@vognpark/ui';
import { loadMessages, messageFeatures, type LoadedMessages, type MessageFeature } from './loadMessages';

/**
 * The messages of the page's language as they arrive: the core ones (and the kit's) from the
 * start, each feature folder's once a page that shows it loads (`needMessages`). The LanguageProvider
 * reads it as an external store, so a feature's strings are there in the same render as the page
 * that needed them; the router waits for `needMessages` before it renders that page, so no message id
 * ever shows in its place (docs/decisions/language-start-up.md). The loading itself is in
 * featureMessages.ts, a chunk of its own.
 */
export class MessageCatalog {
  private current: LoadedMessages;
  /** The features the catalog holds. */
  readonly loaded: Set<MessageFeature>;
  private readonly listeners = new Set<() => void>();

  /** `loaded`: the features `start` holds already (all of them unless told). */
  constructor(start: LoadedMessages, loaded: readonly MessageFeature[] = messageFeatures) {
    this.current = start;
    this.loaded = new Set(loaded);
  }

  readonly snapshot = (): LoadedMessages => this.current;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  /** Puts in the messages of another language, or of more features (featureMessages.ts). */
  replace(next: LoadedMessages): void {
    this.current = next;
    for (const listener of this.listeners) listener();
  }

  /** Loads another language with every feature loaded so far, then switches to it. */
  async switchTo(locale: Locale): Promise<LoadedMessages> {
    const next = await loadMessages(locale, undefined, [...this.loaded]);
    this.replace(next);
    return next;
  }
}

let browserCatalog: Promise<MessageCatalog> | null = null;
/** The browser's catalog when it started with its messages at hand (`adoptMessageCatalog`). */
let readyCatalog: MessageCatalog | null = null;

/**
 * Starts the browser's catalog in `locale` with the core messages only (bootstrap.tsx, before the
 * router starts loading the first page, whose `needMessages` waits for it).
 */
export function startMessageCatalog(locale: Locale): Promise<MessageCatalog> {
  readyCatalog = null;
  browserCatalog = loadMessages(locale, undefined, []).then((loaded) => new MessageCatalog(loaded, []));
  return browserCatalog;
}

/**
 * Starts the browser's catalog with messages it already has, those of `features` among them: a
 * server-rendered page's (boot/readMessagesIsland.ts). A page that needs only those waits for
 * nothing, not even the code that loads the others.
 */
export function adoptMessageCatalog(
  start: LoadedMessages,
  features: readonly MessageFeature[],
): MessageCatalog {
  const catalog = new MessageCatalog(start, features);
  readyCatalog = catalog;
  browserCatalog = Promise.resolve(catalog);
  return catalog;
}

/** Forgets the browser's catalog: pages then render with what they have, as on the server (tests). */
export function forgetMessageCatalog(): void {
  browserCatalog = null;
  readyCatalog = null;
}

/**
 * Resolves once `features` are in the browser's catalog. Without one (the server, tests) there
 * is nothing to wait for: they render with every message.
 */
export async function needMessages(features: readonly MessageFeature[] | undefined): Promise<void> {
  if (!browserCatalog || !features?.length) return;
  if (readyCatalog && features.every((feature) => readyCatalog?.loaded.has(feature))) return;
  // The loading code is a chunk of its own, fetched beside the core messages.
  const [catalog, { need }] = await Promise.all([browserCatalog, import('./featureMessages')]);
  await need(catalog, features);
}
