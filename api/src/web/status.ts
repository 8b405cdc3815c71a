import { findRoute } from '@ckb/contract/routes';
import { isId } from '../db/ids.ts';
import type { Repositories } from '../plugins/database.ts';
import { HttpError } from '../lib/http-errors.ts';
import { readChapter } from '../services/manga.ts';
import { workNumber } from './params.ts';

/** Page sizes of the public lists (SPEC §9). */
const LIST_SIZE = 14;
const STAFF_SIZE = 12;

/** `?page=` as the lists read it (public-site/src/lib/usePageParam.ts, `pageFrom`): anything odd is page 1. */
function pageOf(search: string): number {
  const raw = new URLSearchParams(search).get('page');
  return raw && /^\d{1,6}$/.test(raw) ? Math.max(1, Number(raw)) : 1;
}

/** The reader's own lookup (as a visitor), so the status and the reader's answer cannot disagree. */
async function chapterReadable(repos: Repositories, params: Record<string, string>): Promise<boolean> {
  const number = workNumber(params.id);
  if (number === null) return false;
  try {
    await readChapter(repos, { number, session: params.session!, chapter: params.chapter! }, null);
    return true;
  } catch (err) {
    if (err instanceof HttpError && err.statusCode === 404) return false;
    throw err;
  }
}

const pastTheEnd = (page: number, total: number, size: number) => page > Math.max(1, Math.ceil(total / size));

/**
 * The HTTP status of the page a browser asks for (so crawlers and tools see a missing page as missing), by the route's
 * status rule in contract/src/routes.ts: 404 for an unknown path, a film, series, manga, chapter or staff member that
 * does not exist (or is hidden), a list page past the last one and a back-office path with no screen; 403 for
 * /forbidden; 200 otherwise (the back-office and the reader answer for their own paths behind sign-in or with their
 * own states). The page itself says the same in Sorani
 * once drawn. The rule does not depend on what has been built.
 */
export async function pageStatus(path: string, search: string, repos: Repositories): Promise<200 | 403 | 404> {
  const found = findRoute(path);
  if (!found) return 404;
  const { route, params } = found;
  switch (route.status) {
    case 'page':
      return 200;
    case 'forbidden':
      return 403;
    case 'missing':
      return 404;
    case 'list': {
      const page = pageOf(search);
      if (page === 1) return 200;
      if (route.work) {
        const { total } = await repos.works.list({ kind: route.work, page: 1, limit: 1, onlyVisible: true });
        return pastTheEnd(page, total, LIST_SIZE) ? 404 : 200;
      }
      const { total } = await repos.users.list(1, 1);
      return pastTheEnd(page, total, STAFF_SIZE) ? 404 : 200;
    }
    case 'exists': {
      if (route.kind === 'chapter') return (await chapterReadable(repos, params)) ? 200 : 404;
      if (route.kind === 'member') return isId(params.id!) && (await repos.users.findById(params.id!)) ? 200 : 404;
      const number = workNumber(params.id);
      if (number === null || !route.work) return 404;
      const work = await repos.works.findByNumber(route.work, number);
      return work?.active_show ? 200 : 404;
    }
  }
}
