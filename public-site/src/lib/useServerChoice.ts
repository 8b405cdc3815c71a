import { useState } from 'react';
import { preselect, recallServer, rememberServer, type Server } from '@ckb/api-client';

/**
 * The chosen server of a player (SPEC §4): none until chosen, reset when the server list changes,
 * and the visitor's last choice for this work preselected when it is in the list.
 */
export function useServerChoice(work: string, servers: Server[]) {
  const [state, setState] = useState(() => ({ servers, work, id: preselect(servers, recallServer(work)) }));
  let current = state;
  if (state.servers !== servers || state.work !== work) {
    // A new list (another episode, a refetch): start again from the remembered server, if any.
    current = { servers, work, id: preselect(servers, recallServer(work)) };
    setState(current);
  }
  const server = servers.find((s) => s._id === current.id) ?? null;

  function choose(id: string | null) {
    setState({ ...current, id });
    const chosen = servers.find((s) => s._id === id);
    if (chosen) rememberServer(work, { id: chosen._id, name: chosen.name_server });
  }

  return { server, choose };
}
