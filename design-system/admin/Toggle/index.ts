export { CheckboxField, SwitchField } from './Toggle.tsx';
export type { ToggleProps } from './Toggle.tsx';
