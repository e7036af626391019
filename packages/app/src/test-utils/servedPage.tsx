import { act } from '@testing-library/react';
import type { ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach } from 'vitest';

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
