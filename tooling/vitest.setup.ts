import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

// Test files share a worker's jsdom and module registry (`isolate: false` in vitest.ts, which makes the
// runs several times faster): hand the next file a clean page, unstubbed globals and fresh modules.
afterAll(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
  document.body.replaceChildren();
  document.head.replaceChildren();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});
