import { loadRemote, registerRemotes } from '@module-federation/runtime';
import { matchPath } from '@ckb/design-system';
import type { ComponentType } from 'react';
import { remoteBase, type RemoteName } from '../../../../tooling/federation.ts';

export type { RemoteName };

/**
 * What every remote exposes as `<name>/routes`: absolute path patterns and their (lazy) pages.
 * `preload` fetches a page's code so that its first render needs no waiting message.
 */
export interface RemoteRoutesModule {
  routes: Array<{ path: string; Component: ComponentType; preload?: () => Promise<unknown> }>;
}

/** Loads the remote and the code of its page for `pathname`: all the first render needs. */
export async function preloadPage(name: RemoteName, pathname: string): Promise<void> {
  const mod = await loadRemoteRoutes(name);
  await mod.routes.find((route) => matchPath(route.path, pathname))?.preload?.();
}

const loaded = new Map<RemoteName, Promise<RemoteRoutesModule>>();
const ready = new Map<RemoteName, RemoteRoutesModule>();

/** A remote already loaded, synchronously: lets a re-mounted route render at once, without a loading flash. */
export function loadedRemote(name: RemoteName): RemoteRoutesModule | undefined {
  return ready.get(name);
}
const registered = new Set<RemoteName>();

/**
 * Loads `<remote>/routes`. Remotes are registered one by one, on first use: registering them all
 * up front makes the runtime fetch every remoteEntry at start-up to negotiate shared modules.
 * A failed load is forgotten, so `retry` fetches the entry again.
 */
export function loadRemoteRoutes(name: RemoteName, { retry = false } = {}): Promise<RemoteRoutesModule> {
  const cached = loaded.get(name);
  if (cached && !retry) return cached;
  if (!registered.has(name) || retry) {
    registerRemotes([{ name, entry: `${remoteBase(name)}remoteEntry.js`, type: 'module' }], { force: retry });
    registered.add(name);
  }
  const promise = loadRemote<RemoteRoutesModule>(`${name}/routes`).then((mod) => {
    if (!mod || !Array.isArray(mod.routes)) throw new Error(`Remote ${name} did not expose routes`);
    ready.set(name, mod);
    return mod;
  });
  promise.catch(() => loaded.delete(name));
  loaded.set(name, promise);
  return promise;
}

/** Module federation's remotes, as the browser's shell loads them (main.tsx gives it to `App`). */
export const federationLoader = { load: loadRemoteRoutes, peek: loadedRemote };
