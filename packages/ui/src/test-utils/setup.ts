import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy*/waitFor give up after 1 s by default; a page loaded lazily in jsdom can take longer on a
// busy 2-core machine running other test processes. A wait that succeeds returns as soon as it can.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
});
