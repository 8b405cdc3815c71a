import type { AppStore } from '@ckb/api-client';
import { StrictMode, type ReactElement } from 'react';
import { App } from './App.tsx';
import type { RemoteName, RemoteRoutesModule } from './features/remotes/loadRemote.ts';

/**
 * The shell's whole tree at one URL, for the server's drawing of a page (public-site/src/ssr.tsx,
 * reader/src/ssr.tsx): the frame, the route wrappers and Suspense boundaries, and the drawing remote's page,
 * exactly as the browser renders it in main.tsx, so the browser hydrates it instead of drawing it again.
 * `routes` is the drawing remote's own exposed module, its page's code already loaded (`preload`): the
 * page renders at once, as in the browser once `preloadPage` is done.
 */
export function shellTree(store: AppStore, url: string, remote: RemoteName, routes: RemoteRoutesModule): ReactElement {
  const only = (name: RemoteName) => (name === remote ? routes : undefined);
  const remotes = {
    peek: only,
    load: (name: RemoteName) => {
      const mod = only(name);
      return mod ? Promise.resolve(mod) : Promise.reject(new Error(`${name} is not drawn on the server`));
    },
  };
  return (
    <StrictMode>
      <App store={store} remotes={remotes} url={url} />
    </StrictMode>
  );
}
