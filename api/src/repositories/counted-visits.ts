import type { Kysely } from 'kysely';
import type { CountedKind, Database } from '../db/schema.ts';

/** One visitor's visit to be counted once: of what, on which UTC day. */
export interface Visit {
  day: string;
  kind: CountedKind;
  target: string;
  visitor: string;
}

/** Rows per statement: 4 parameters each, far below both databases' limits. */
const CHUNK = 1000;

/**
 * Records visits in counted_visits (migration 0011) and returns those not recorded before: the primary key
 * decides (insert-or-ignore), so concurrent instances and a restart agree on who was already counted.
 * Call it inside the transaction that adds the counts, so a visit is remembered exactly when it is counted.
 */
export async function firstVisits(trx: Kysely<Database>, visits: readonly Visit[]): Promise<Visit[]> {
  // one order for every writer: concurrent transactions take the key locks alike, no deadlock
  const sorted = [...visits].sort(
    (a, b) =>
      a.day.localeCompare(b.day) ||
      a.kind.localeCompare(b.kind) ||
      a.target.localeCompare(b.target) ||
      a.visitor.localeCompare(b.visitor),
  );
  const fresh: Visit[] = [];
  for (let i = 0; i < sorted.length; i += CHUNK) {
    fresh.push(
      ...(await trx
        .insertInto('counted_visits')
        .values(sorted.slice(i, i + CHUNK))
        .onConflict((oc) => oc.columns(['day', 'kind', 'target', 'visitor']).doNothing())
        .returning(['day', 'kind', 'target', 'visitor'])
        .execute()),
    );
  }
  return fresh;
}

/** Forgets the visits of days before `day` (YYYY-MM-DD): a visitor is counted once per day, not longer. */
export async function pruneVisits(db: Kysely<Database>, day: string): Promise<void> {
  await db.deleteFrom('counted_visits').where('day', '<', day).execute();
}
