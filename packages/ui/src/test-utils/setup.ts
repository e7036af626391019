import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';

// findBy*/waitFor give up after 1 s by default; a page loaded lazily in jsdom can take longer on a
// busy 2-core machine running other test processes. A wait that succeeds returns as soon as it can.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  // A test that failed before restoring real timers would leave the next ones waiting forever.
  if (vi.isFakeTimers()) vi.useRealTimers();
});

// The jsdom projects run their files one after another in one window (`isolate: false` in
// vitest.workspace.ts: a fresh jsdom per file cost about four fifths of their CPU). What a file may
// leave behind in that window is put back here, so that no file depends on the ones before it.
afterAll(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  if (typeof window === 'undefined') return; // a file of the node environment
  window.localStorage.clear();
  window.sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
  document.body.replaceChildren();
  for (const name of [...document.body.getAttributeNames()]) document.body.removeAttribute(name);
  document.documentElement.removeAttribute('lang');
  document.documentElement.removeAttribute('dir');
  window.history.replaceState(null, '', '/');
});
