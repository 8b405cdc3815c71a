/**
 * Slides per view and spacing of each carousel kind (SPEC §9), by minimum window width.
 * Carousel.module.css repeats these numbers for the layout before swiper has loaded,
 * so nothing moves when it takes over; presets.test.ts keeps the two in step.
 */
export type CarouselPreset = 'cards' | 'popular' | 'hero' | 'logos' | 'services';

export interface View {
  slidesPerView: number;
  spaceBetween: number;
}

export interface PresetConfig {
  base: View;
  breakpoints: Record<number, View>;
}

export const CAROUSEL_PRESETS: Record<CarouselPreset, PresetConfig> = {
  /** Work cards: 2 (small), 3 at 640px, 4 at 768px, 7 at 1024px; spacing 20 (40 from 768px). */
  cards: {
    base: { slidesPerView: 2, spaceBetween: 20 },
    breakpoints: {
      640: { slidesPerView: 3, spaceBetween: 20 },
      768: { slidesPerView: 4, spaceBetween: 40 },
      1024: { slidesPerView: 7, spaceBetween: 40 },
    },
  },
  /** The popular strip starts at 3 per view with spacing 10. */
  popular: {
    base: { slidesPerView: 3, spaceBetween: 10 },
    breakpoints: {
      768: { slidesPerView: 4, spaceBetween: 10 },
      1024: { slidesPerView: 7, spaceBetween: 10 },
    },
  },
  hero: { base: { slidesPerView: 1, spaceBetween: 0 }, breakpoints: {} },
  /** Landing page logos: 3 / 4 / 4 / 5. */
  logos: {
    base: { slidesPerView: 3, spaceBetween: 20 },
    breakpoints: {
      640: { slidesPerView: 4, spaceBetween: 20 },
      768: { slidesPerView: 4, spaceBetween: 20 },
      1024: { slidesPerView: 5, spaceBetween: 20 },
    },
  },
  /** Landing page services: 1 / 2 / 2 / 3. */
  services: {
    base: { slidesPerView: 1, spaceBetween: 20 },
    breakpoints: {
      640: { slidesPerView: 2, spaceBetween: 20 },
      768: { slidesPerView: 2, spaceBetween: 20 },
      1024: { slidesPerView: 3, spaceBetween: 20 },
    },
  },
};

/** SPEC §9: autoplay every 2500 ms. */
export const AUTOPLAY_DELAY = 2500;

/** The view that applies at a window width (what swiper's breakpoints pick). */
export function viewAt(preset: CarouselPreset, width: number): View {
  const { base, breakpoints } = CAROUSEL_PRESETS[preset];
  let view = base;
  for (const [min, v] of Object.entries(breakpoints).sort((a, b) => Number(a[0]) - Number(b[0]))) {
    if (width >= Number(min)) view = v;
  }
  return view;
}
