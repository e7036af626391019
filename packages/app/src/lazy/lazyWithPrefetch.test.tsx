import { act, render, renderHook, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyLoadsSettled, lazyWithPrefetch, usePrefetchWhenIdle } from './lazyWithPrefetch';

interface DrawerProps {
  open: boolean;
  label: string;
}

function Drawer({ open, label }: DrawerProps) {
  return open ? <p>{label}</p> : <p>closed</p>;
}

/** A loader that resolves when told to, counting its calls. */
function deferredLoader() {
  let resolve: (component: typeof Drawer) => void = () => {};
  const load = vi.fn(
    () =>
      new Promise<typeof Drawer>((done) => {
        resolve = done;
      }),
  );
  return { load, resolve: (component: typeof Drawer = Drawer) => resolve(component) };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('lazyWithPrefetch', () => {
  it('loads nothing until first wanted, then shows the component once its code is here', async () => {
    const loader = deferredLoader();
    const Lazy = lazyWithPrefetch(loader.load, { mountWhen: (props) => props.open });
    const { rerender } = render(<Lazy open={false} label="Add Task" />);
    expect(loader.load).not.toHaveBeenCalled();
    expect(screen.queryByText('closed')).toBeNull();

    rerender(<Lazy open label="Add Task" />);
    expect(loader.load).toHaveBeenCalledOnce();
    // No spinner while the chunk is on its way: nothing at all.
    expect(document.body.textContent).toBe('');
    await act(async () => loader.resolve());
    expect(screen.getByText('Add Task')).toBeInTheDocument();

    // Closed again, it stays mounted (a drawer plays its closing part: focus back to the opener).
    rerender(<Lazy open={false} label="Add Task" />);
    expect(screen.getByText('closed')).toBeInTheDocument();
  });

  it('renders at once, without a fallback, when prefetched before it is needed', async () => {
    const loader = deferredLoader();
    const Lazy = lazyWithPrefetch(loader.load, { mountWhen: (props) => props.open });
    const prefetched = Lazy.prefetch();
    void Lazy.prefetch();
    loader.resolve();
    await prefetched;
    render(<Lazy open label="Edit AB 12 345" />);
    expect(screen.getByText('Edit AB 12 345')).toBeInTheDocument();
    expect(loader.load).toHaveBeenCalledOnce();
  });

  it('mounts at once without mountWhen (a tab panel: rendered only when selected)', async () => {
    const loader = deferredLoader();
    const Lazy = lazyWithPrefetch(loader.load);
    render(<Lazy open label="Tasks" />);
    expect(loader.load).toHaveBeenCalledOnce();
    await act(async () => loader.resolve());
    expect(screen.getByText('Tasks')).toBeInTheDocument();
  });

  it('never throws from prefetch, and tries again after a failed load', async () => {
    const load = vi
      .fn<() => Promise<typeof Drawer>>()
      .mockRejectedValueOnce(new Error('chunk gone'))
      .mockResolvedValueOnce(Drawer);
    const Lazy = lazyWithPrefetch(load);
    await expect(Lazy.prefetch()).resolves.toBeUndefined();
    await Lazy.prefetch();
    expect(load).toHaveBeenCalledTimes(2);
    render(<Lazy open label="Renew" />);
    expect(screen.getByText('Renew')).toBeInTheDocument();
  });
});

describe('lazyLoadsSettled (the server renders again once the parts it met have loaded)', () => {
  it('is false when nothing is loading', async () => {
    expect(await lazyLoadsSettled()).toBe(false);
  });

  it('waits for a part the first render started, so the second render has it in the HTML', async () => {
    const loader = deferredLoader();
    const Lazy = lazyWithPrefetch(loader.load);
    // Still loading: React leaves the boundary to the browser (the HTML marks it `<!--$!-->`).
    expect(renderToString(<Lazy open label="Compliance" />)).not.toContain('Compliance');
    const settled = lazyLoadsSettled();
    loader.resolve();
    expect(await settled).toBe(true);
    expect(renderToString(<Lazy open label="Compliance" />)).toContain('<p>Compliance</p>');
    expect(await lazyLoadsSettled()).toBe(false);
  });
});

describe('usePrefetchWhenIdle', () => {
  it('prefetches once the page has rendered and the browser is idle', () => {
    vi.useFakeTimers();
    const a = { prefetch: vi.fn(() => Promise.resolve()) };
    const b = { prefetch: vi.fn(() => Promise.resolve()) };
    const { rerender } = renderHook(() => usePrefetchWhenIdle(a, b));
    expect(a.prefetch).not.toHaveBeenCalled();
    vi.runAllTimers();
    rerender();
    vi.runAllTimers();
    expect(a.prefetch).toHaveBeenCalledOnce();
    expect(b.prefetch).toHaveBeenCalledOnce();
  });

  it('prefetches nothing when the page is gone before the browser is idle', () => {
    vi.useFakeTimers();
    const a = { prefetch: vi.fn(() => Promise.resolve()) };
    const { unmount } = renderHook(() => usePrefetchWhenIdle(a));
    unmount();
    vi.runAllTimers();
    expect(a.prefetch).not.toHaveBeenCalled();
  });
});
