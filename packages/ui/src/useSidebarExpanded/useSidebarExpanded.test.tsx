import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SIDEBAR_STORAGE_KEY } from './sidebarExpandedRules';
import { FakeWindow, MemoryStorage, ThrowingStorage } from './testDoubles';
import { useSidebarExpanded } from './useSidebarExpanded';

function setup(width: number, initial: Record<string, string> = {}) {
  const win = new FakeWindow(width);
  const storage = new MemoryStorage(initial);
  const hook = renderHook(() => useSidebarExpanded({ window: win, storage }));
  return { win, storage, hook };
}

describe('useSidebarExpanded', () => {
  it.each([
    [1920, {}, true],
    [1299, {}, false],
    [800, { [SIDEBAR_STORAGE_KEY]: 'true' }, true],
    [1920, { [SIDEBAR_STORAGE_KEY]: 'false' }, false],
    [800, { [SIDEBAR_STORAGE_KEY]: 'yes' }, false],
    [1920, { [SIDEBAR_STORAGE_KEY]: '{' }, true],
  ])('starts at %i px with storage %j: expanded %j', (width, initial, expected) => {
    expect(setup(width, initial).hook.result.current.expanded).toBe(expected);
  });

  it('is right on the very first render (no open-then-close flash)', () => {
    const win = new FakeWindow(1000);
    const seen: boolean[] = [];
    renderHook(() => {
      const state = useSidebarExpanded({ window: win, storage: new MemoryStorage() });
      seen.push(state.expanded);
      return state;
    });
    expect(seen[0]).toBe(false);
    expect(seen).not.toContain(true);
  });

  it('stores the choice only when the person toggles', () => {
    const { storage, hook, win } = setup(1920);
    act(() => win.resizeTo(1000));
    expect(hook.result.current.expanded).toBe(false);
    expect(storage.getItem(SIDEBAR_STORAGE_KEY)).toBeNull();

    act(() => hook.result.current.toggle());
    expect(hook.result.current.expanded).toBe(true);
    expect(storage.getItem(SIDEBAR_STORAGE_KEY)).toBe('true');

    act(() => hook.result.current.setExpanded(false));
    expect(hook.result.current.expanded).toBe(false);
    expect(storage.getItem(SIDEBAR_STORAGE_KEY)).toBe('false');
  });

  it('collapses when resized below 1300 px and expands again above it without a choice', () => {
    const { hook, win, storage } = setup(1600);
    act(() => win.resizeTo(1299));
    expect(hook.result.current.expanded).toBe(false);
    act(() => win.resizeTo(1400));
    expect(hook.result.current.expanded).toBe(true);
    expect(storage.getItem(SIDEBAR_STORAGE_KEY)).toBeNull();
  });

  it('collapses below 1300 px over a stored "true" but never overwrites it', () => {
    const { hook, win, storage } = setup(1600, { [SIDEBAR_STORAGE_KEY]: 'true' });
    act(() => win.resizeTo(1100));
    expect(hook.result.current.expanded).toBe(false);
    expect(storage.getItem(SIDEBAR_STORAGE_KEY)).toBe('true');
    act(() => win.resizeTo(1500));
    expect(hook.result.current.expanded).toBe(true);
  });

  it('keeps a stored "false" when the window grows', () => {
    const { hook, win } = setup(1000, { [SIDEBAR_STORAGE_KEY]: 'false' });
    act(() => win.resizeTo(1800));
    expect(hook.result.current.expanded).toBe(false);
  });

  it('keeps a narrow window expanded by hand while it is resized within the narrow range', () => {
    const { hook, win } = setup(1000);
    act(() => hook.result.current.toggle());
    act(() => win.resizeTo(1100));
    expect(hook.result.current.expanded).toBe(true);
  });

  it('follows a choice made in another tab', () => {
    const { hook, win } = setup(1920);
    act(() => win.storageFromOtherTab(SIDEBAR_STORAGE_KEY, 'false'));
    expect(hook.result.current.expanded).toBe(false);
    act(() => win.storageFromOtherTab(SIDEBAR_STORAGE_KEY, 'true'));
    expect(hook.result.current.expanded).toBe(true);
  });

  it('ignores storage events for other keys and treats a corrupt or cleared value as no choice', () => {
    const { hook, win } = setup(1000, { [SIDEBAR_STORAGE_KEY]: 'true' });
    act(() => win.storageFromOtherTab('somethingElse', 'false'));
    expect(hook.result.current.expanded).toBe(true);
    act(() => win.storageFromOtherTab(SIDEBAR_STORAGE_KEY, 'yes'));
    expect(hook.result.current.expanded).toBe(false);
    act(() => win.storageFromOtherTab(SIDEBAR_STORAGE_KEY, 'true'));
    expect(hook.result.current.expanded).toBe(true);
    act(() => win.storageFromOtherTab(null, null));
    expect(hook.result.current.expanded).toBe(false);
  });

  it('works when storage throws (Safari private mode)', () => {
    const win = new FakeWindow(1920);
    const { result } = renderHook(() => useSidebarExpanded({ window: win, storage: new ThrowingStorage() }));
    expect(result.current.expanded).toBe(true);
    act(() => result.current.toggle());
    expect(result.current.expanded).toBe(false);
  });

  it('stops listening when unmounted', () => {
    const win = new FakeWindow(1920);
    const remove = vi.spyOn(win, 'removeEventListener');
    const { unmount } = renderHook(() => useSidebarExpanded({ window: win, storage: new MemoryStorage() }));
    unmount();
    expect(remove.mock.calls.map(([type]) => type).sort()).toEqual(['resize', 'storage']);
  });

  describe('with the real window and localStorage (jsdom)', () => {
    afterEach(() => {
      window.localStorage.clear();
      Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: 1024 });
    });

    function resizeWindow(width: number) {
      Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
      window.dispatchEvent(new Event('resize'));
    }

    it('reads window.innerWidth and window.localStorage', () => {
      resizeWindow(1440);
      window.localStorage.setItem(SIDEBAR_STORAGE_KEY, 'false');
      const { result } = renderHook(() => useSidebarExpanded());
      expect(result.current.expanded).toBe(false);
      act(() => result.current.toggle());
      expect(window.localStorage.getItem(SIDEBAR_STORAGE_KEY)).toBe('true');
      act(() => resizeWindow(1200));
      expect(result.current.expanded).toBe(false);
      expect(window.localStorage.getItem(SIDEBAR_STORAGE_KEY)).toBe('true');
    });

    it('follows a real storage event from another tab', () => {
      resizeWindow(1440);
      const { result } = renderHook(() => useSidebarExpanded());
      expect(result.current.expanded).toBe(true);
      act(() => {
        window.dispatchEvent(new StorageEvent('storage', { key: SIDEBAR_STORAGE_KEY, newValue: 'false' }));
      });
      expect(result.current.expanded).toBe(false);
    });

    it('ignores a localStorage whose getItem throws', () => {
      resizeWindow(1000);
      const getItem = vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      });
      try {
        const { result } = renderHook(() => useSidebarExpanded());
        expect(result.current.expanded).toBe(false);
      } finally {
        getItem.mockRestore();
      }
    });
  });
});
