import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { posterImage, posters } from '../../test/fixtures.ts';
import { HeroSlide } from '../HeroSlide/HeroSlide.tsx';
import { WorkCard } from '../WorkCard/WorkCard.tsx';
import { CAROUSEL_STRINGS, Carousel } from './Carousel.tsx';

const names = ['Your Name', 'Spirited Away', 'One Piece', 'Berserk', 'Solo Leveling', 'Vagabond', 'Naruto', 'Mushishi'];
const cards = (n = 12) =>
  Array.from({ length: n }, (_, i) => (
    <WorkCard
      key={i}
      to={`/movies/${i + 1}`}
      poster={posters[i % posters.length]!}
      en={names[i % names.length]!}
      ku="ناوی کوردی"
      type={(['anime', 'series', 'manga', 'manhua', 'oneshot'] as const)[i % 5]}
    />
  ));

const meta = {
  title: 'Components/Carousel',
  component: Carousel,
  args: { title: 'نوێترین بەرهەمەکان', children: cards() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Carousel>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Work cards: 2 / 3 / 4 / 7 per view (SPEC §9). swiper downloads when the visitor reaches for the
 * carousel; a press on next before that is kept. Previous is disabled at the start.
 */
export const Cards: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const previous = canvas.getByRole('button', { name: CAROUSEL_STRINGS.previous });
    const next = canvas.getByRole('button', { name: CAROUSEL_STRINGS.next });
    await expect(previous).toBeDisabled();
    await userEvent.click(next);
    await waitFor(() => expect(canvasElement.querySelector('[data-ready]')).not.toBeNull());
    await waitFor(() => expect(previous).toBeEnabled());
  },
};

/** Arrow keys move it while focus is inside (mirrored by swiper in RTL: ArrowLeft goes forward). */
export const Keyboard: Story = {
  play: async ({ canvas, canvasElement }) => {
    const previous = canvas.getByRole('button', { name: CAROUSEL_STRINGS.previous });
    const next = canvas.getByRole('button', { name: CAROUSEL_STRINGS.next });
    next.focus();
    await waitFor(() => expect(canvasElement.querySelector('[data-ready]')).not.toBeNull());
    // swiper reads `keyCode`, which user-event's synthetic events leave at 0; a real key press has it.
    next.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowLeft', keyCode: 37, bubbles: true }));
    await waitFor(() => expect(previous).toBeEnabled());
    next.blur();
  },
};

/** Most viewed today: plays every 2500 ms, with a pause button; hover and focus pause it too. */
export const Autoplay: Story = {
  args: { title: 'زۆرترین بینراوی ئەمڕۆ', autoplay: true },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: CAROUSEL_STRINGS.pause }));
    await expect(canvas.getByRole('button', { name: CAROUSEL_STRINGS.play })).toBeInTheDocument();
  },
};

/** Popular strip: 3 per view with spacing 10 on phones. */
export const Popular: Story = { args: { title: 'بەناوبانگترین', preset: 'popular' } };

/** Every slide fits: no buttons. */
export const FewSlides: Story = { args: { children: cards(2) } };

export const Hero: Story = {
  args: {
    title: undefined,
    label: 'سلایدەری سەرەکی',
    preset: 'hero',
    controls: 'overlay',
    children: [0, 1, 2].map((i) => (
      <HeroSlide
        key={i}
        title={names[i]!}
        about="دوو گەنج کە هەرگیز یەکتریان نەبینیوە، لە خەونەکانیاندا جێگۆڕکێ دەکەن و دەبێت یەکتر بدۆزنەوە پێش ئەوەی ئەستێرەیەکی کلکدار هەموو شتێک بگۆڕێت."
        poster={posters[i]!}
        background={posterImage(names[i]!, i * 90, 1280, 400)}
        genres={['ئەکشن', 'دراما', 'فانتازیا']}
        action={{ label: 'بینین', to: `/movies/${i + 1}` }}
        priority={i === 0}
      />
    )),
  },
};

export const Ltr: Story = { globals: { dir: 'ltr' }, args: { title: 'Newest works' } };
