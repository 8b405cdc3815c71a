/** The reader's own route, by the numbers and name of its URL (same in the composed and standalone apps). */
export const chapterPath = (manga: number | string, session: number | string, chapter: string): string =>
  `/manga/${encodeURIComponent(String(manga))}/session/${encodeURIComponent(String(session))}/chapter/${encodeURIComponent(chapter)}`;

export const mangaPath = (manga: number | string): string => `/manga/${encodeURIComponent(String(manga))}`;

export const staffPath = (id: string): string => `/staff/${encodeURIComponent(id)}`;
