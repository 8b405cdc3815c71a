import '@ckb/design-system/styles.css';
import { hydrateFromServer, makeStore } from '@ckb/api-client';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { replayEarly } from './early.ts';
import { preloadPage } from './features/remotes/loadRemote.ts';
import { remoteToLoad } from '@ckb/contract/routes';

const store = makeStore();
const root = document.getElementById('root')!;

// The api answers a server-drawn page was made from: the first render shows the same data, not a waiting message.
const embedded = document.getElementById('ckb-state');
if (embedded?.textContent) {
  try {
    hydrateFromServer(store, JSON.parse(embedded.textContent));
  } catch {
    // Unreadable: the pages fetch their data themselves.
  }
}

// Start fetching the remote (and its page's code) this page needs now, before React renders the shell.
const first = remoteToLoad(location.pathname);
const ready = first ? preloadPage(first, location.pathname).catch(() => {}) : Promise.resolve();

const start = () =>
  createRoot(root).render(
    <StrictMode>
      {/* No longer the server's drawing: the mark goes (e2e tests wait for this before they interact). */}
      <App
        store={store}
        onLive={() => {
          root.removeAttribute('data-drawn');
          root.removeAttribute('data-bare');
          // What the visitor did on the drawing (a server, a tab, the menu) happens again on the live page.
          setTimeout(() => replayEarly(root), 0);
        }}
      />
    </StrictMode>,
  );

// A page the server drew stays on screen until the live one can replace it at once, with the same content.
// That first render is a transition: React renders it in slices and lets the browser answer the visitor
// between them, instead of one long task (the drawing is on screen meanwhile; the commit swaps it at once).
if (root.hasAttribute('data-drawn')) void ready.then(() => startTransition(start));
else start();
