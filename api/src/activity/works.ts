import { MANGA_FIELDS, MOVIE_FIELDS, SERIES_FIELDS } from '@ckb/contract';
import type { WorkKind, WorkRow } from '../db/schema.ts';
import type { Repositories } from '../plugins/database.ts';
import { wireWorks } from '../services/work-wire.ts';

/** What the history needs of a work: its label, and its describing fields to compare before and after. */

/** The Sorani title first: it is what the back-office shows. */
export const workLabel = (row: Pick<WorkRow, 'ku' | 'en'>): string => row.ku || row.en;

const FIELDS: Record<WorkKind, readonly string[]> = { movie: MOVIE_FIELDS, series: SERIES_FIELDS, manga: MANGA_FIELDS };
/** Children, pictures and counters change through their own writes (each with its own entry), or by visits. */
const NOT_EDITED = new Set(['server', 'session', 'poster', 'background', 'view']);
const DESCRIBING = Object.fromEntries(
  Object.entries(FIELDS).map(([kind, fields]) => [kind, new Set(fields.filter((f) => !NOT_EDITED.has(f)))]),
) as Record<WorkKind, Set<string>>;

/** The work's describing fields on the wire (names as the forms know them), without its child trees. */
export async function describeWork(
  repos: Repositories,
  kind: WorkKind,
  row: WorkRow,
): Promise<Record<string, unknown>> {
  const [wire] = await wireWorks(repos, kind, [row], 'staff', DESCRIBING[kind]);
  return (wire ?? {}) as Record<string, unknown>;
}
