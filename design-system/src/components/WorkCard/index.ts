export { WorkCard } from './WorkCard.tsx';
export type { WorkCardProps } from './WorkCard.tsx';
