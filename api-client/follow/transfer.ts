import { FOLLOWS_KEY, readingOf, storedKeys, watchingOf, writeStored } from '@ckb/api-client';
import { PROGRESS_KEYS } from '@ckb/contract/frame';
import {
  FOLLOW_FILE_FORMAT,
  FOLLOW_FILE_VERSION,
  FOLLOW_MAX,
  isFileRecord,
  parseFollowFile,
  type FollowFileProblem,
  type FollowFileT,
} from '@ckb/contract/follow';
import { follows, type Follow } from './index.ts';

/**
 * Moving follows and progress to another device: a JSON file (`@ckb/contract/follow`'s `FollowFile`, versioned).
 * An import checks the whole file against that schema before it writes anything, so a damaged or foreign file
 * changes nothing; a valid one is merged in (a record in the file replaces this device's record of the same work).
 */

const { read: READ, watch: WATCH } = PROGRESS_KEYS;

/** Everything this device keeps for the visitor, as the file has it. */
export function exportFile(now = Date.now()): FollowFileT {
  const reading = storedKeys(READ).flatMap((key) => readingOf(Number(key.slice(READ.length))) ?? []);
  const watching = storedKeys(WATCH).flatMap((key) => watchingOf(key.slice(WATCH.length)) ?? []);
  return {
    format: FOLLOW_FILE_FORMAT,
    version: FOLLOW_FILE_VERSION,
    exportedAt: now,
    // only records the file's schema accepts, so an export always imports
    follows: follows().filter(isFileRecord.follow),
    reading: reading.filter(isFileRecord.reading),
    watching: watching.filter(isFileRecord.watching),
  };
}

/** The file's name: the site's and the day's (`ckb-follows-2026-11-27.json`). */
export const exportFileName = (now = Date.now()): string =>
  `ckb-follows-${new Date(now).toISOString().slice(0, 10)}.json`;

/** What an import did: how many follows and progress records it brought, or why it refused the file. */
export type ImportResult = { follows: number; progress: number } | { problem: FollowFileProblem };

/** Reads a file's text and merges it in whole, or refuses it and changes nothing. */
export function importFile(text: string): ImportResult {
  const parsed = parseFollowFile(text);
  if ('problem' in parsed) return parsed;
  const { file } = parsed;
  const mine = follows().filter((f) => !file.follows.some((g) => g.work === f.work));
  const merged: Follow[] = [...(file.follows as Follow[]), ...mine].sort((a, b) => b.at - a.at).slice(0, FOLLOW_MAX);
  writeStored([
    [FOLLOWS_KEY, merged],
    ...file.reading.map((r) => [`${READ}${r.manga}`, r] as const),
    ...file.watching.map((w) => [`${WATCH}${w.work}`, w] as const),
  ]);
  return { follows: file.follows.length, progress: file.reading.length + file.watching.length };
}
