import '@ckb/design-system/styles.css';
import { makeStore } from '@ckb/api-client';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { loadRemoteRoutes } from './features/remotes/loadRemote.ts';
import { remoteFor } from './features/remotes/remoteFor.ts';

const store = makeStore();

// Start fetching the remote this page needs now, while React renders the shell (the route mounts it later).
const first = remoteFor(location.pathname);
if (first) loadRemoteRoutes(first).catch(() => {});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App store={store} />
  </StrictMode>,
);
