/**
 * The service book for its CSV file, streamed by the server (`service.exportEntries`, like the
 * register's export): the chunks arrive over the WebSocket, newest entries first, and a reconnect
 * resumes after the last chunk received (tRPC's `tracked` ids), so the browser no longer pages
 * through the list itself.
 */
import type { ServiceEntry, ServiceEntryExportChunk } from '@vognpark/server/areas/service';

export interface EntryStreamHandlers {
  onData: (event: { id: string; data: ServiceEntryExportChunk }) => void;
  onError: (error: unknown) => void;
  onComplete: () => void;
}

/** `trpcClient.service.exportEntries.subscribe` with the filters applied. */
export type SubscribeEntries = (handlers: EntryStreamHandlers) => { unsubscribe: () => void };

/** Every entry the stream sends, in order; fails when the stream fails or ends before its last chunk. */
export function streamEntries(subscribe: SubscribeEntries): Promise<ServiceEntry[]> {
  return new Promise((resolve, reject) => {
    const entries: ServiceEntry[] = [];
    let finished = false;
    const subscription = subscribe({
      onData: ({ data }) => {
        if (finished) return;
        entries.push(...data.entries);
        if (data.done) {
          finished = true;
          resolve(entries);
          queueMicrotask(() => subscription.unsubscribe());
        }
      },
      onError: (error) => {
        if (finished) return;
        finished = true;
        reject(error instanceof Error ? error : new Error(String(error)));
      },
      onComplete: () => {
        if (finished) return;
        finished = true;
        reject(new Error('The service book export ended before its last chunk'));
      },
    });
  });
}
