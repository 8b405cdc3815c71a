import type { WorkKind } from '../db/schema.ts';
import { isId } from '../db/ids.ts';
import type { Repositories } from '../plugins/database.ts';

/**
 * The public site's pages (public-site/src/routes.tsx) and the shell's own (shell/src/AppRoutes.tsx),
 * as the api must know them to answer 404 for anything else before any script runs. Written out here
 * rather than read from the remote's build, so the status does not depend on what has been built.
 */
const STATIC_PAGES = new Set(['/', '/movies', '/series', '/manga', '/staff', '/about', '/hi', '/login', '/logout']);
const DETAIL = /^\/(movies|series|manga)\/([^/]+)\/?$/;
const STAFF = /^\/staff\/([^/]+)\/?$/;
const READER = /^\/manga\/[^/]+\/session\/[^/]+\/chapter\/[^/]+\/?$/;
const KIND: Record<string, WorkKind> = { movies: 'movie', series: 'series', manga: 'manga' };
/** Page sizes of the public lists (SPEC §9). */
const LIST_SIZE = 14;
const STAFF_SIZE = 12;

/** `?page=` as the lists read it (public-site/src/lib/usePageParam.ts, `pageFrom`): anything odd is page 1. */
function pageOf(search: string): number {
  const raw = new URLSearchParams(search).get('page');
  return raw && /^\d{1,6}$/.test(raw) ? Math.max(1, Number(raw)) : 1;
}

const pastTheEnd = (page: number, total: number, size: number) => page > Math.max(1, Math.ceil(total / size));

/**
 * The HTTP status of the page a browser asks for (issue 12 §3): 404 for an unknown path, a film, series,
 * manga or staff member that does not exist (or is hidden), and a list page past the last one; 403 for
 * /forbidden; 200 otherwise. The page itself says the same in Sorani once drawn.
 */
export async function pageStatus(path: string, search: string, repos: Repositories): Promise<200 | 403 | 404> {
  const clean = path.length > 1 ? path.replace(/\/$/, '') : path;
  if (clean === '/forbidden') return 403;
  // The back-office and the reader answer for their own paths behind sign-in or with their own states.
  if (clean === '/admin' || clean.startsWith('/admin/') || READER.test(clean)) return 200;
  if (STATIC_PAGES.has(clean)) {
    const kind = KIND[clean.slice(1)];
    const page = pageOf(search);
    if (page === 1) return 200;
    if (kind) {
      const { total } = await repos.works.list({ kind, page: 1, limit: 1, onlyVisible: true });
      return pastTheEnd(page, total, LIST_SIZE) ? 404 : 200;
    }
    if (clean === '/staff') {
      const { total } = await repos.users.list(1, 1);
      return pastTheEnd(page, total, STAFF_SIZE) ? 404 : 200;
    }
    return 200;
  }
  const detail = DETAIL.exec(clean);
  if (detail) {
    const number = /^\d{1,9}$/.test(detail[2]!) ? Number(detail[2]) : NaN;
    if (!Number.isFinite(number)) return 404;
    const work = await repos.works.findByNumber(KIND[detail[1]!]!, number);
    return work?.active_show ? 200 : 404;
  }
  const staff = STAFF.exec(clean);
  if (staff) return isId(staff[1]!) && (await repos.users.findById(staff[1]!)) ? 200 : 404;
  return 404;
}
