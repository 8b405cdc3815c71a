import { ownerOf } from '@ckb/contract/routes';
import type { RemoteName } from './loadRemote.ts';

/**
 * Which remote renders a path, by the route map (contract/src/routes.ts): `/admin/*` the back-office, the
 * chapter path the reader, every other path the public site (its 404 page for unknown ones); null for the
 * shell's own pages.
 */
export function remoteFor(pathname: string): RemoteName | null {
  const owner = ownerOf(pathname);
  return owner === 'shell' ? null : owner;
}
