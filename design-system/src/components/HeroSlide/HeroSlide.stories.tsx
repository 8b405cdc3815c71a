import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { posterImage, posters } from '../../test/fixtures.ts';
import { HeroSlide } from './HeroSlide.tsx';

const about =
  'دوو گەنج کە هەرگیز یەکتریان نەبینیوە، لە خەونەکانیاندا جێگۆڕکێ دەکەن و دەبێت یەکتر بدۆزنەوە پێش ئەوەی ئەستێرەیەکی کلکدار هەموو شتێک بگۆڕێت و شارەکەیان لە ناو بچێت.';

const meta = {
  title: 'Components/HeroSlide',
  component: HeroSlide,
  args: {
    title: 'Your Name',
    about,
    poster: posters[0]!,
    background: posterImage('', 220, 1280, 400),
    genres: ['ئەکشن', 'ڕۆمانسی', 'فانتازیا', 'دراما'],
    action: { label: 'بینین', to: '/movies/1' },
    priority: true,
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof HeroSlide>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A film or series: the button reads 'بینین' (watch), named after its work for screen readers. */
export const Film: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'بینین: Your Name' })).toHaveAttribute('href', '/movies/1');
  },
};

/** The manga family: 'دەستبکە بە خوێندنەوە' (start reading). */
export const Manga: Story = {
  args: { title: 'Berserk', poster: posters[3]!, action: { label: 'دەستبکە بە خوێندنەوە', to: '/manga/3' } },
};

export const ShortAbout: Story = { args: { about: 'کورتە باسێک.' } };

export const LongTitle: Story = { args: { title: 'Kaguya-sama: Love Is War – The First Kiss That Never Ends' } };

/** Phones: 200px high, the about text cut at 80 characters. */
export const Phone: Story = { globals: { viewport: { value: 'phoneLarge' } } };

export const Ltr: Story = { globals: { dir: 'ltr' } };
