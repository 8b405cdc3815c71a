/**
 * Swiper, loaded on demand by Carousel (a dynamic import), so the design system's shared chunk
 * and the first paint never wait for it. Only the modules the carousels use are imported.
 */
import Swiper from 'swiper';
import { A11y, Autoplay, Keyboard } from 'swiper/modules';
import type { SwiperOptions } from 'swiper/types';

export type { Swiper };

export function createSwiper(el: HTMLElement, options: SwiperOptions): Swiper {
  return new Swiper(el, { modules: [A11y, Autoplay, Keyboard], ...options });
}
