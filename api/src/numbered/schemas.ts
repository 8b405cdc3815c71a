import { TRASHED } from '../trash/plugin.ts';
import { Type, type TSchema } from 'typebox';
import { envelope } from '@ckb/contract';
import { staffSecurity, withConflict } from '../routes/work-routes.ts';

/**
 * Route schemas of the writes under a series or a manga (its levels, and the servers of an episode):
 * each answers the whole work, `{ data: { series } }` or `{ data: { manga } }`, and is for staff.
 */

const id = Type.String({ maxLength: 64 });

/** `{ id, sessionId, … }`: the work's id, then the given params, in path order. */
export const pathParams = (names: readonly string[]) =>
  Type.Object({ id, ...Object.fromEntries(names.map((name) => [name, id])) });

export function wholeWorkSchemas(work: { kind: 'series' | 'manga'; path: string; wire: TSchema }) {
  const one = envelope(Type.Object({ [work.kind]: work.wire }));
  const base = (summary: string, description?: string) => ({
    summary: `${summary} (dev, owner, admin); answers the whole ${work.kind}`,
    ...(description ? { description } : {}),
    tags: [work.path],
    security: staffSecurity,
  });
  return {
    created: <P extends TSchema, B extends TSchema>(summary: string, params: P, body: B, description?: string) => ({
      ...base(summary, description),
      params,
      body,
      response: { 201: one, ...withConflict },
    }),
    changed: <P extends TSchema, B extends TSchema>(summary: string, params: P, body: B, description?: string) => ({
      ...base(summary, description),
      params,
      body,
      response: { 200: one, ...withConflict },
    }),
    removed: <P extends TSchema>(summary: string, params: P) => ({
      ...base(summary, TRASHED),
      params,
      response: { 200: one, ...withConflict },
    }),
  };
}
