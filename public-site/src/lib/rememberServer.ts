/**
 * The last server a visitor chose for each work (issue 5 §4), preselected next time. Kept by id and
 * by name: a series' episodes each have their own server records, usually with the same names.
 */
export interface RememberedServer {
  id: string;
  name: string;
}

const key = (work: string) => `ckb:server:${work}`;

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function rememberServer(work: string, server: RememberedServer): void {
  try {
    storage()?.setItem(key(work), JSON.stringify(server));
  } catch {
    // full or disabled storage: nothing to remember, nothing breaks
  }
}

export function recallServer(work: string): RememberedServer | null {
  try {
    const raw = storage()?.getItem(key(work));
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<RememberedServer>;
    return typeof parsed.id === 'string' && typeof parsed.name === 'string'
      ? { id: parsed.id, name: parsed.name }
      : null;
  } catch {
    return null;
  }
}

/** The remembered server's id in this list: the same record, else one with the same name. */
export function preselect(
  servers: Array<{ _id: string; name_server: string }>,
  remembered: RememberedServer | null,
): string | null {
  if (!remembered) return null;
  return (
    servers.find((s) => s._id === remembered.id)?._id ??
    servers.find((s) => s.name_server.trim() === remembered.name.trim())?._id ??
    null
  );
}
