/**
 * What a followed work is and how many a device follows: plain data, no schema runtime, so the browser's follow
 * button and shelf check them without TypeBox (`@ckb/contract/follow` has the schemas and re-exports these).
 */

/** A work as the device keys it: `movie:12`, `series:7`, `manga:3` (the progress module's watching keys). */
export const FOLLOW_WORK = '^(movie|series|manga):[1-9][0-9]{0,9}$';
const FOLLOW_WORK_RE = new RegExp(FOLLOW_WORK);
export type FollowWork = `${'movie' | 'series' | 'manga'}:${number}`;
export const isFollowWork = (value: string): value is FollowWork => FOLLOW_WORK_RE.test(value);

/** The most works one news request asks about, and so the most a device follows. */
export const FOLLOW_MAX = 200;
