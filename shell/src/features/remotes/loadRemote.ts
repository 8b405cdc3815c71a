import { loadRemote, registerRemotes } from '@module-federation/runtime';
import type { ComponentType } from 'react';
import { remoteBase, type RemoteName } from '../../../../tooling/federation.ts';

export type { RemoteName };

/** What every remote exposes as `<name>/routes`: absolute path patterns and their (lazy) pages. */
export interface RemoteRoutesModule {
  routes: Array<{ path: string; Component: ComponentType }>;
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
