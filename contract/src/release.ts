/**
 * Where a part (episode, chapter) stands for the public at `now`, from its `publish_at` (staff only on the wire;
 * absent means the public already has it): what the back-office's badges and the reader's note say. No schema
 * library here, so a page that only shows the state imports this alone (`@ckb/contract/release`).
 */
export type ReleaseState = 'draft' | 'scheduled' | 'published';
export const releaseState = (publishAt: number | null | undefined, now: number = Date.now()): ReleaseState =>
  publishAt === undefined ? 'published' : publishAt === null ? 'draft' : publishAt > now ? 'scheduled' : 'published';
