import { act } from '@testing-library/react';
import { Suspense, type ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, vi } from 'vitest';

/**
 * A page as the server sent it (its HTML in the document, no React yet) and its hydration, for
 * the tests of what happens in between (boot/holdEarlyClicks, boot/keepEarlyInput). Call at the
 * top of a test file: the page is unmounted and removed after each test.
 */
export function servedPageFixture(page: () => ReactElement) {
  let root: Root | undefined;
  let container: HTMLElement | undefined;
  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    container?.remove();
  });
  return {
    served(): HTMLElement {
      container = document.createElement('div');
      container.innerHTML = renderToString(page());
      document.body.append(container);
      return container;
    },
    /** React takes the served page over (`hydrateRoot`), inside `act`. */
    async hydrate(): Promise<void> {
      await act(async () => {
        root = hydrateRoot(container!, page());
      });
    },
  };
}

/**
 * The shell's layout as shell/ShellLayout.tsx serves it: `beside` (the sidebar) and the page in a
 * Suspense boundary of its own, served into the document. `hydrate` starts React as bootstrap does,
 * outside `act`: React hydrates the root at once and leaves the page for later, or for the first
 * event on it. `dispose` unmounts and removes it.
 */
export function serveShellWithPage(beside: ReactElement, Page: () => ReactElement) {
  const Shell = () => (
    <>
      {beside}
      <Suspense fallback={null}>
        <Page />
      </Suspense>
    </>
  );
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Shell />);
  document.body.append(container);
  let root: Root | undefined;
  return {
    container,
    hydrate(): void {
      vi.stubGlobal('IS_REACT_ACT_ENVIRONMENT', false);
      root = hydrateRoot(container, <Shell />);
    },
    dispose(): void {
      vi.unstubAllGlobals();
      act(() => root?.unmount());
      container.remove();
    },
  };
}
