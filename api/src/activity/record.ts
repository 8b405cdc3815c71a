import type { Kysely } from 'kysely';
import { SECRET_CHANGED, type ActivityAction, type ActivityKind } from '@ckb/contract';
import { randomBytes } from 'node:crypto';
import type { Database } from '../db/schema.ts';

/**
 * The one recorder of staff writes. Every write service calls `recordActivity` with the transaction of
 * its write when it has one, so a write that fails (and rolls back) leaves no entry; a write without a
 * transaction records right after it succeeds.
 */

let sequence = 0;

/**
 * An entry's id, 24 hex like every id, that sorts in the order entries were written: the time in ms,
 * then a counter (entries of the same millisecond keep their order), then random bytes (instances apart).
 */
export function activityId(now: number): string {
  const buf = Buffer.alloc(12);
  buf.writeUIntBE(now, 0, 6);
  sequence = (sequence + 1) & 0xffffff;
  buf.writeUIntBE(sequence, 6, 3);
  randomBytes(3).copy(buf, 9);
  return buf.toString('hex');
}

/** Who wrote: the signed-in caller (a `SessionUser` is one). */
export interface Actor {
  id: string;
  username: string;
}

/** `{ field: [before, after] }`: only the fields that changed. */
export type Changes = Record<string, readonly [unknown, unknown]>;

export interface ActivityEntry {
  actor: Actor;
  action: ActivityAction;
  kind: ActivityKind;
  /** The id of the row written (for `reorder`: the row whose children were reordered). */
  target: string;
  /** The work the row belongs to (itself for a work), so the work's own history finds it. */
  work?: string | null;
  /** A title, a number or a name, as it is now (as it was, for a delete). */
  label: string;
  changes?: Changes | null;
}

/**
 * Field names whose values never reach the history (passwords, their hashes, tokens, keys, secrets):
 * the one deny-list. Their change is kept as SECRET_CHANGED on both sides, so the history still says
 * that the password changed.
 */
const SECRET = /pass(word)?|hash|token|secret|api_?key|salt|credential/iu;

export const isSecretField = (field: string): boolean => SECRET.test(field);

function withoutSecrets(changes: Changes): Changes {
  const out: Record<string, readonly [unknown, unknown]> = {};
  for (const [field, pair] of Object.entries(changes)) {
    out[field] = isSecretField(field) ? [SECRET_CHANGED, SECRET_CHANGED] : pair;
  }
  return out;
}

/**
 * Writes one entry. `db` is the write's transaction (or the database, after a write without one).
 * Exported for every write path, including those added later (restore and purge of the trash).
 */
export async function recordActivity(db: Kysely<Database>, entry: ActivityEntry): Promise<void> {
  const changes = entry.changes && Object.keys(entry.changes).length > 0 ? withoutSecrets(entry.changes) : null;
  const at = Date.now();
  await db
    .insertInto('activity')
    .values({
      id: activityId(at),
      at,
      actor_id: entry.actor.id,
      actor_username: entry.actor.username,
      action: entry.action,
      kind: entry.kind,
      target_id: entry.target,
      work_id: entry.work ?? null,
      label: entry.label.slice(0, 300),
      changes: changes ? JSON.stringify(changes) : null,
    })
    .execute();
}

/** A value as the history shows it: lists of named things (credits, genres) by their names. */
function comparable(value: unknown): unknown {
  if (!Array.isArray(value)) return value;
  return value.map((item: unknown) =>
    typeof item === 'object' && item !== null && 'name' in item ? (item as { name: unknown }).name : item,
  );
}

/** Plain values and lists of them or of named things; nested objects (pictures, child rows) are not edits. */
function isRecordable(value: unknown): boolean {
  if (value === null || typeof value !== 'object') return true;
  return Array.isArray(value) && (comparable(value) as unknown[]).every((item) => typeof item !== 'object');
}

/**
 * The fields that differ between two wire objects of the same row, `[before, after]` each. Nested
 * parts (pictures, seasons, servers) and the fields in `skip` (counters, ids) are left out: they change
 * through their own writes, each with its own entry.
 */
export function changesBetween(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  skip: readonly string[] = [],
): Changes {
  const out: Record<string, readonly [unknown, unknown]> = {};
  for (const field of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (field === '_id' || skip.includes(field)) continue;
    const [was, is] = [before[field], after[field]];
    if (!isRecordable(was) || !isRecordable(is)) continue;
    const [a, b] = [comparable(was) ?? null, comparable(is) ?? null];
    if (JSON.stringify(a) !== JSON.stringify(b)) out[field] = [a, b];
  }
  return out;
}
