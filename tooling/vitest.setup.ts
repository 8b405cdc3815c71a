import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

// Test files share a worker's jsdom and module registry (why: `webTestConfig` in vitest.ts): hand the next
// file what a fresh worker would, a clean page, storage and URL, unstubbed globals and fresh modules.
afterAll(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
  document.body.replaceChildren();
  document.head.replaceChildren();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});
