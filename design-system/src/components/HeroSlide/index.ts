export { HeroSlide, type HeroSlideProps } from './HeroSlide.tsx';
export { truncate } from './truncate.ts';
export { PriorityImage, type PriorityImageProps } from './PriorityImage.tsx';
