export { ReadingProgress } from './ReadingProgress.tsx';
export type { ReadingProgressProps } from './ReadingProgress.tsx';
