/**
 * A chapter's unfinished upload, remembered in this browser: when the tab closes (or crashes) mid-chapter,
 * the chapter page offers to carry on next time. Only the number of files chosen is kept: the files
 * themselves cannot be (a page may not reopen files from disk without the user), so the user picks them
 * again and the queue skips those the chapter already has.
 */
const keyOf = (chapterId: string) => `ckb-upload:${chapterId}`;

export function rememberUpload(chapterId: string, total: number): void {
  try {
    localStorage.setItem(keyOf(chapterId), JSON.stringify({ total }));
  } catch {
    // private mode or full: the offer is a convenience
  }
}

export function forgetUpload(chapterId: string): void {
  try {
    localStorage.removeItem(keyOf(chapterId));
  } catch {
    // as above
  }
}

/** How many files the unfinished upload had, or null. */
export function unfinishedUpload(chapterId: string): number | null {
  try {
    const saved = JSON.parse(localStorage.getItem(keyOf(chapterId)) ?? 'null') as { total?: unknown } | null;
    return typeof saved?.total === 'number' ? saved.total : null;
  } catch {
    return null;
  }
}
