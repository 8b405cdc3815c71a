import '@ckb/design-system/styles.css';
import { hydrateFromServer, makeStore } from '@ckb/api-client';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { replayEarly } from './early.ts';
import { federationLoader, preloadPage } from './features/remotes/loadRemote.ts';
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

const onLive = () => {
  // No longer the server's drawing: the mark goes (e2e tests wait for this before they interact).
  root.removeAttribute('data-drawn');
  root.removeAttribute('data-bare');
  // The recorder marked the controls tapped early as busy; the replay below does what they asked.
  for (const el of root.querySelectorAll('[data-early][aria-busy="true"]')) el.removeAttribute('aria-busy');
  // What the visitor did on the drawing (a server, a tab, the menu) happens again on the live page.
  setTimeout(() => replayEarly(root), 0);
};

const app = (
  <StrictMode>
    <App store={store} remotes={federationLoader} onLive={onLive} />
  </StrictMode>
);

// A page the server drew is the shell's whole tree at this URL (shell/src/server.tsx): once the remote and the
// page's code are here, React hydrates it, keeping every node. A drawing that does not match is logged, and
// React draws that part again itself.
if (root.hasAttribute('data-drawn')) {
  void ready.then(() =>
    hydrateRoot(root, app, {
      onRecoverableError: (error, info) =>
        console.error('hydration mismatch: React drew the page again', error, info.componentStack),
    }),
  );
} else createRoot(root).render(app);
