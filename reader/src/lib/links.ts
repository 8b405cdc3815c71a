/** The reader's own route, by the numbers and name of its URL (same in the composed and standalone apps). */
export const chapterPath = (manga: number | string, session: number | string, chapter: string): string =>
  `/manga/${encodeURIComponent(String(manga))}/session/${encodeURIComponent(String(session))}/chapter/${encodeURIComponent(chapter)}`;

export const mangaPath = (manga: number | string): string => `/manga/${encodeURIComponent(String(manga))}`;

export const staffPath = (id: string): string => `/staff/${encodeURIComponent(id)}`;

/**
 * The back-office's screen of a chapter (contract routes.ts `/admin/manga/:id/session/:session/chapter/:chapter`):
 * the manga by its public number, as every admin link to a work is; its session and chapter by `_id`.
 */
export const chapterAdminPath = (manga: number, sessionId: string, chapterId: string): string =>
  `/admin/manga/${manga}/session/${encodeURIComponent(sessionId)}/chapter/${encodeURIComponent(chapterId)}`;
