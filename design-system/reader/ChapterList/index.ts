export { ChapterList } from './ChapterList.tsx';
export type { ChapterListProps, ChapterListItem } from './ChapterList.tsx';
