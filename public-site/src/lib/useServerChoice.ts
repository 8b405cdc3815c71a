import { useState } from 'react';
import { preselect, recallServer, rememberServer, type Server } from '@ckb/api-client';

/** Which server plays first: the URL's, else the visitor's last one for this work, else the only one. */
export function initialServer(servers: Server[], work: string, fromUrl: string | null): string | null {
  if (fromUrl && servers.some((s) => s._id === fromUrl)) return fromUrl;
  return preselect(servers, recallServer(work)) ?? (servers.length === 1 ? servers[0]!._id : null);
}

/**
 * The chosen server of a player (SPEC §4): the one in the URL (a shared link), the visitor's
 * last choice for this work, or the only server of the list; otherwise none until chosen. Starts again when
 * the list changes (another episode). `onChoose` mirrors a choice into the URL.
 */
export function useServerChoice(
  work: string,
  servers: Server[],
  fromUrl: string | null = null,
  onChoose?: (id: string | null) => void,
) {
  const [state, setState] = useState(() => ({ servers, work, id: initialServer(servers, work, fromUrl) }));
  let current = state;
  if (state.servers !== servers || state.work !== work) {
    current = { servers, work, id: initialServer(servers, work, fromUrl) };
    setState(current);
  }
  const server = servers.find((s) => s._id === current.id) ?? null;

  function choose(id: string | null) {
    setState({ ...current, id });
    onChoose?.(id);
    const chosen = servers.find((s) => s._id === id);
    if (chosen) rememberServer(work, { id: chosen._id, name: chosen.name_server });
  }

  return { server, choose };
}
