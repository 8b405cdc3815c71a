export { Carousel, CAROUSEL_STRINGS, type CarouselProps } from './Carousel.tsx';
export {
  CAROUSEL_PRESETS,
  AUTOPLAY_DELAY,
  viewAt,
  type CarouselPreset,
  type PresetConfig,
  type View,
} from './presets.ts';
