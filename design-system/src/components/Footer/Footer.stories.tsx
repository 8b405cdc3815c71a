import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Footer } from './Footer.tsx';

const meta = {
  title: 'Components/Footer',
  component: Footer,
  args: { telegramUrl: 'https://t.me/example', tiktokUrl: 'https://www.tiktok.com/@example' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas }) => {
    const footer = canvas.getByRole('contentinfo');
    await expect(footer).toHaveTextContent('© ٢٠٢٥ ئەنیمی کورد.');
    await expect(canvas.getByRole('link', { name: /تێلێگرام/ })).toHaveAttribute('href', 'https://t.me/example');
    await expect(canvas.getByRole('link', { name: /تیکتۆک/ })).toHaveAttribute('rel', 'noopener noreferrer');
    // the other networks are text, not links
    for (const name of ['ئینستاگرام', 'یوتیوب', 'فەیسبووک']) {
      await expect(canvas.queryByRole('link', { name: new RegExp(name) })).toBeNull();
      await expect(canvas.getByText(name)).toBeVisible();
    }
    const links = within(canvas.getByRole('navigation', { name: 'بەستەرەکان' })).getAllByRole('link');
    await expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/',
      '/movies',
      '/series',
      '/manga',
      '/staff',
      '/about',
      '/read/',
    ]);
  },
};

/** Tab goes through the internal links and the two social links only. */
export const KeyboardOrder: Story = {
  play: async ({ canvas, userEvent }) => {
    const stops: string[] = [];
    for (let i = 0; i < 9; i++) {
      await userEvent.tab();
      stops.push((document.activeElement as HTMLElement).textContent ?? '');
    }
    await expect(stops.slice(7).map((t) => t.replace(/\(.*\)/, '').trim())).toEqual(['تێلێگرام', 'تیکتۆک']);
    await userEvent.tab();
    await expect(canvas.getByRole('contentinfo').contains(document.activeElement)).toBe(false);
  },
};

export const Phone: Story = { globals: { viewport: { value: 'phone' } } };

/** Without targets, the messaging and video apps show as text too. */
export const NoSocialTargets: Story = {
  args: { telegramUrl: undefined, tiktokUrl: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link', { name: /تێلێگرام|تیکتۆک/ })).toBeNull();
  },
};

export const Ltr: Story = {
  args: { brandName: 'Anime Kurd', credit: 'Translated by the volunteers of Anime Kurd.' },
  globals: { dir: 'ltr', viewport: { value: 'desktop' } },
};
