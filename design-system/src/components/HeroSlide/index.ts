export { HeroSlide, type HeroSlideProps } from './HeroSlide.tsx';
export { truncate } from './truncate.ts';
