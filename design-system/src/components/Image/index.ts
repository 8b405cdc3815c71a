export { Image } from './Image.tsx';
export type { ImageProps } from './Image.tsx';
