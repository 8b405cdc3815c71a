import type { UserRow } from '../db/schema.ts';
import { imageRef } from '../media/urls.ts';
import type { CreditedWorkRow } from '../repositories/users.ts';
import type { AssociatedWorksT, CreditedWorkT, UserT } from '@ckb/contract';
import { posterOf, workRef } from './works.ts';

/** Row -> wire mappers for accounts. Never copies password_hash; email only when asked. */

export function toUser(row: UserRow, opts: { withEmail: boolean; associatedWorks?: AssociatedWorksT }): UserT {
  const user: UserT = {
    _id: row.id,
    name: row.name,
    username: row.username,
    role: row.role,
    avatar: imageRef({ key: row.avatar_key, width: row.avatar_width, height: row.avatar_height }),
    background: imageRef({ key: row.background_key, width: row.background_width, height: row.background_height }),
    is_owner: Boolean(row.is_owner),
    is_dev: Boolean(row.is_dev),
    is_supervisor: Boolean(row.is_supervisor),
    is_admin: Boolean(row.is_admin),
    is_translator: Boolean(row.is_translator),
    is_designer: Boolean(row.is_designer),
    is_technique: Boolean(row.is_technique),
  };
  if (opts.withEmail) user.email = row.email;
  if (opts.associatedWorks) user.associatedWorks = opts.associatedWorks;
  return user;
}

function creditedWork(row: CreditedWorkRow): CreditedWorkT {
  return { ...workRef(row), poster: posterOf(row) };
}

/** SPEC §3 associatedWorks: films and series by translator/designer/technique, manga by translator/designer. */
export function associatedWorks(rows: readonly CreditedWorkRow[]): AssociatedWorksT {
  const out: AssociatedWorksT = {
    movies: { translator: [], designer: [], technique: [] },
    series: { translator: [], designer: [], technique: [] },
    manga: { translator: [], designer: [] },
  };
  for (const row of rows) {
    const work = creditedWork(row);
    if (row.kind === 'movie') out.movies[row.role].push(work);
    else if (row.kind === 'series') out.series[row.role].push(work);
    else if (row.role !== 'technique') out.manga[row.role].push(work);
  }
  return out;
}
