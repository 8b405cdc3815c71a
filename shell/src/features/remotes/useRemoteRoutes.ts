import { createContext, useCallback, useContext, useEffect, useState } from 'react';
import type { loadedRemote, loadRemoteRoutes, RemoteName, RemoteRoutesModule } from './loadRemote.ts';

export type RemoteState =
  | { status: 'loading' }
  | { status: 'error'; error: unknown }
  | { status: 'ready'; routes: RemoteRoutesModule['routes'] };

/** How remotes are fetched; tests pass their own. */
export interface RemoteLoader {
  load: typeof loadRemoteRoutes;
  /** A module already loaded, synchronously, so a re-mounted route renders without a loading flash. */
  peek: typeof loadedRemote;
}

/**
 * Where the shell's routes get their remotes: the browser passes module federation's loader (main.tsx), the
 * server's drawing (server.tsx) the remote it runs in, already loaded. A context, so the server build never
 * bundles the federation runtime.
 */
export const RemoteLoaderContext = createContext<RemoteLoader | null>(null);

export function useRemoteRoutes(name: RemoteName, given?: RemoteLoader): RemoteState & { retry: () => void } {
  const provided = useContext(RemoteLoaderContext);
  const loader = given ?? provided;
  if (!loader) throw new Error('useRemoteRoutes needs a RemoteLoaderContext or a loader');
  const [state, setState] = useState<RemoteState>(() => {
    const mod = loader.peek(name);
    return mod ? { status: 'ready', routes: mod.routes } : { status: 'loading' };
  });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    if (attempt > 0) setState({ status: 'loading' });
    loader.load(name, { retry: attempt > 0 }).then(
      (mod) =>
        live &&
        setState((s) =>
          s.status === 'ready' && s.routes === mod.routes ? s : { status: 'ready', routes: mod.routes },
        ),
      (error: unknown) => {
        console.error(`Remote "${name}" failed to load`, error);
        if (live) setState({ status: 'error', error });
      },
    );
    return () => {
      live = false;
    };
  }, [name, attempt, loader]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry };
}
