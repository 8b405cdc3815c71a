import { matchPath } from '@ckb/design-system';
import type { RemoteName } from './loadRemote.ts';

/** The reader remote owns this one public path (SPEC §2). */
export const READER_PATH = '/manga/:id/session/:session/chapter/:chapter';

/** The shell's own pages; every other path belongs to a remote. */
export const SHELL_PATHS = ['/login', '/logout', '/forbidden'];

/** Which remote renders a path: `/admin/*` the back-office, the chapter path the reader, the rest the public site. */
export function remoteFor(pathname: string): RemoteName | null {
  if (SHELL_PATHS.includes(pathname)) return null;
  if (matchPath('/admin/*', pathname)) return 'backoffice';
  return matchPath(READER_PATH, pathname) ? 'reader' : 'publicSite';
}
