export { StaffCard, type StaffCardProps } from './StaffCard.tsx';
