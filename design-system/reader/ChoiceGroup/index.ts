export { ChoiceGroup } from './ChoiceGroup.tsx';
export type { ChoiceGroupProps } from './ChoiceGroup.tsx';
