export { FileDrop, accepts } from './FileDrop.tsx';
export type { FileDropProps } from './FileDrop.tsx';
