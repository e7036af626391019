import type { SidebarWindow } from './useSidebarExpanded';
import type { SidebarStorage } from './sidebarExpandedRules';

/** A window stand-in: a width you set and real resize/storage events. */
export class FakeWindow extends EventTarget implements SidebarWindow {
  constructor(public innerWidth: number) {
    super();
  }

  /** Changes the width and fires `resize`, as dragging the window edge does. */
  resizeTo(width: number): void {
    this.innerWidth = width;
    this.dispatchEvent(new Event('resize'));
  }

  /** Fires the `storage` event another tab's write would cause here. */
  storageFromOtherTab(key: string | null, newValue: string | null): void {
    this.dispatchEvent(new StorageEvent('storage', { key, newValue }));
  }
}

/** An in-memory localStorage. */
export class MemoryStorage implements SidebarStorage {
  readonly values = new Map<string, string>();
  constructor(initial: Record<string, string> = {}) {
    for (const [key, value] of Object.entries(initial)) this.values.set(key, value);
  }
  getItem(key: string): string | null {
    return this.values.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.values.set(key, value);
  }
}

/** A storage that throws on every call, as Safari's private mode or a SecurityError does. */
export class ThrowingStorage implements SidebarStorage {
  getItem(): string | null {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  }
  setItem(): void {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  }
}
