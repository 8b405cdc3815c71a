import { isAllowed } from '@ckb/contract/roles';
import type { WorkKind } from '../db/schema.ts';
import { badRequest } from '../lib/http-errors.ts';
import { messages } from '../messages.ts';
import type { SessionUser } from '../plugins/auth.ts';
import type { WorkListQuery as RepoListQuery } from '../repositories/works.ts';
import type { WorkListQueryT } from '@ckb/contract';

export interface Page<T> {
  results: T[];
  totalPages: number;
  totalItems: number;
}

export const DEFAULT_LIMIT = 10;

/** Whether hidden works (active_show false) may be shown to this caller: staff only, never the public. */
export const seesHidden = (viewer: SessionUser | null): boolean => isAllowed(viewer, 'works.read-hidden');

/**
 * `limit=-1` ("all") on a works list answers at most this many, newest first; `totalItems` stays exact.
 * Full works carry their season / chapter trees, so an unbounded "all" at catalogue scale would build
 * hundreds of megabytes of JSON for any anonymous caller. The admin dashboard needs only totalItems.
 */
export const MAX_ALL_WORKS = 1000;

/** Turns ?page&limit&active_show&type&q&sort&order into a repository query, applying the visibility rule. */
export function listQuery(kind: WorkKind, query: WorkListQueryT, viewer: SessionUser | null): RepoListQuery {
  const limit = query.limit ?? DEFAULT_LIMIT;
  if (limit === 0) throw badRequest(messages.validation.limit);
  const all = limit === -1;
  return {
    kind,
    page: all ? 1 : (query.page ?? 1),
    limit: all ? MAX_ALL_WORKS : limit,
    onlyVisible: query.active_show === true || !seesHidden(viewer),
    onlyHidden: query.active_show === false,
    type: query.type,
    title: query.q,
    sort: query.sort,
    order: query.order,
  };
}

export function page<T>(results: T[], total: number, limit: number): Page<T> {
  const totalPages = limit === -1 ? (total > 0 ? 1 : 0) : Math.ceil(total / limit);
  return { results, totalPages, totalItems: total };
}
