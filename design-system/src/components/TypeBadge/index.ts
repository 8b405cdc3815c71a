export { TypeBadge, workTypeLabels } from './TypeBadge.tsx';
export type { TypeBadgeProps, WorkType } from './TypeBadge.tsx';
