import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CAROUSEL_PRESETS, viewAt, type CarouselPreset } from './presets.ts';

const css = readFileSync(join(dirname(fileURLToPath(import.meta.url)), 'Carousel.module.css'), 'utf8');

/** What Carousel.module.css gives a preset at a window width, before swiper runs. */
function cssViewAt(preset: CarouselPreset, width: number) {
  let perView: number | undefined;
  let gap: number | undefined;
  const apply = (body: string) => {
    const rule = new RegExp(`\\.${preset}\\s*\\{([^}]*)\\}`).exec(body);
    if (!rule) return;
    const p = /--per-view:\s*(\d+)/.exec(rule[1]!);
    const g = /--gap:\s*(\d+)px/.exec(rule[1]!);
    if (p) perView = Number(p[1]);
    if (g) gap = Number(g[1]);
  };
  const top = css.replace(/@media[^{]*\{(?:[^{}]*\{[^}]*\})*[^{}]*\}/g, '');
  apply(top);
  const medias = [...css.matchAll(/@media \(min-width: (\d+)px\) \{((?:[^{}]*\{[^}]*\})*[^{}]*)\}/g)]
    .map((m) => ({ min: Number(m[1]), body: m[2]! }))
    .sort((a, b) => a.min - b.min);
  for (const m of medias) if (width >= m.min) apply(m.body);
  return { slidesPerView: perView, spaceBetween: gap };
}

describe('carousel presets (SPEC §9)', () => {
  it('follows the SPEC for work cards: 2, 3 at 640, 4 at 768, 7 at 1024; spacing 20, 40 from 768', () => {
    expect([360, 640, 768, 1024].map((w) => viewAt('cards', w))).toEqual([
      { slidesPerView: 2, spaceBetween: 20 },
      { slidesPerView: 3, spaceBetween: 20 },
      { slidesPerView: 4, spaceBetween: 40 },
      { slidesPerView: 7, spaceBetween: 40 },
    ]);
    expect(viewAt('popular', 360)).toEqual({ slidesPerView: 3, spaceBetween: 10 });
    expect([360, 640, 768, 1024].map((w) => viewAt('logos', w).slidesPerView)).toEqual([3, 4, 4, 5]);
    expect([360, 640, 768, 1024].map((w) => viewAt('services', w).slidesPerView)).toEqual([1, 2, 2, 3]);
  });

  it.each(Object.keys(CAROUSEL_PRESETS) as CarouselPreset[])('lays out %s in CSS exactly as swiper will', (preset) => {
    for (const width of [320, 639, 640, 767, 768, 1023, 1024, 1440]) {
      expect(cssViewAt(preset, width), `${preset} at ${width}px`).toEqual(viewAt(preset, width));
    }
  });
});
