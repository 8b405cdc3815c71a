import { useState } from 'react';
import { preselect, recallServer, rememberServer, type Server } from '@ckb/api-client';
import { useHydrated } from '@ckb/design-system';

/**
 * Which server plays first: the URL's, else the visitor's last one for this work (`remembered`: only once
 * the page is live, since the server's drawing cannot know it), else the only one.
 */
export function initialServer(
  servers: Server[],
  work: string,
  fromUrl: string | null,
  remembered = true,
): string | null {
  if (fromUrl && servers.some((s) => s._id === fromUrl)) return fromUrl;
  return (
    (remembered ? preselect(servers, recallServer(work)) : null) ?? (servers.length === 1 ? servers[0]!._id : null)
  );
}

/**
 * The chosen server of a player (SPEC §4): the one in the URL (a shared link), the visitor's
 * last choice for this work, or the only server of the list; otherwise none until chosen. Starts again when
 * the list changes (another episode). `onChoose` mirrors a choice into the URL.
 *
 * A drawn page hydrates with the anonymous choice (what the server drew, so no mismatch), and the visitor's
 * remembered server follows in the render right after.
 */
export function useServerChoice(
  work: string,
  servers: Server[],
  fromUrl: string | null = null,
  onChoose?: (id: string | null) => void,
) {
  const live = useHydrated();
  const [state, setState] = useState(() => ({
    servers,
    work,
    live,
    chosen: false,
    id: initialServer(servers, work, fromUrl, live),
  }));
  let current = state;
  const anotherList = state.servers !== servers || state.work !== work;
  // a choice made on the drawn page (replayed as the page goes live) is never undone by the remembered one
  if (anotherList || (state.live !== live && !state.chosen)) {
    current = { servers, work, live, chosen: false, id: initialServer(servers, work, fromUrl, live) };
    setState(current);
  } else if (state.live !== live) {
    current = { ...state, live };
    setState(current);
  }
  const server = servers.find((s) => s._id === current.id) ?? null;

  function choose(id: string | null) {
    setState({ ...current, id, chosen: true });
    onChoose?.(id);
    const chosen = servers.find((s) => s._id === id);
    if (chosen) rememberServer(work, { id: chosen._id, name: chosen.name_server });
  }

  return { server, choose };
}
