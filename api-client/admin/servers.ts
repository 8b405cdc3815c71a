/**
 * The streaming servers of a film (`movies/{id}/server`) and of an episode (`…/epsode/{id}/server`) are
 * the same three writes under different paths (SPEC §7: edit is `POST …/server/{serverId}/edit`), so one
 * function builds them for a path and the work the answer carries.
 */
import type { api } from '@ckb/api-client';
import type { ServerCreateBodyT, ServerUpdateBodyT } from '@ckb/contract';
import { enc, workTags, type WorkKind } from './refs.ts';

/** The `build` an `api.injectEndpoints` callback receives (RTK Query's `EndpointBuilder` of the base api). */
export type Build = Parameters<Parameters<typeof api.injectEndpoints>[0]['endpoints']>[0];

/**
 * add / edit / delete of the servers under `base(ref)`, each answering the whole work (`pick`) and
 * refreshing it. `Ref` names the film (`{ id }`) or the episode (`EpisodeRef`).
 */
export function serverWrites<W, Ref extends { id: string }, Answer>(
  build: Build,
  kind: WorkKind,
  base: (ref: Ref) => string,
  pick: (res: Answer) => W,
) {
  const tags = (_r: unknown, _e: unknown, { id }: Ref) => workTags(kind, id);
  return {
    add: build.mutation<W, Ref & { body: ServerCreateBodyT }>({
      query: (arg) => ({ url: `${base(arg)}/server`, method: 'POST', body: arg.body }),
      transformResponse: pick,
      invalidatesTags: tags,
    }),
    edit: build.mutation<W, Ref & { serverId: string; body: ServerUpdateBodyT }>({
      query: (arg) => ({ url: `${base(arg)}/server/${enc(arg.serverId)}/edit`, method: 'POST', body: arg.body }),
      transformResponse: pick,
      invalidatesTags: tags,
    }),
    remove: build.mutation<W, Ref & { serverId: string }>({
      query: (arg) => ({ url: `${base(arg)}/server/${enc(arg.serverId)}`, method: 'DELETE' }),
      transformResponse: pick,
      invalidatesTags: tags,
    }),
  };
}
