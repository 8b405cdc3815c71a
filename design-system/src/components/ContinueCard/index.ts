export { ContinueCard } from './ContinueCard.tsx';
export type { ContinueCardProps } from './ContinueCard.tsx';
