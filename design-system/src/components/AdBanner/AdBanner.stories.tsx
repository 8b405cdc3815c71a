import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { bannerImage } from '../../test/fixtures.ts';
import { AdBanner } from './AdBanner.tsx';

const meta = {
  title: 'Components/AdBanner',
  component: AdBanner,
  args: {
    href: 'https://advertiser.example',
    src: bannerImage('VPN • ٣٠٪ داشکاندن'),
    alt: 'ڕیکلامی VPN: سی لە سەدی داشکاندن',
    width: 970,
    height: 120,
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AdBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'ڕیکلامی VPN: سی لە سەدی داشکاندن' });
    await expect(link).toHaveAttribute('href', 'https://advertiser.example');
    await expect(link).toHaveAttribute('rel', 'noopener sponsored');
    await expect(canvas.getByRole('complementary', { name: 'ڕیکلام' })).toBeInTheDocument();
  },
};

/** The reserved box keeps the 970×120 ratio on a phone, before and after the picture loads. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { src: 'data:image/png;base64,never-loads' },
  play: async ({ canvas }) => {
    const img = canvas.getByRole('img');
    const { width, height } = img.getBoundingClientRect();
    await expect(Math.round((width * 120) / 970)).toBe(Math.round(height));
  },
};

/** Below 640px the taller phone picture is used, and its own ratio is reserved. */
export const PhoneWithMobilePicture: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { mobileSrc: 'data:image/png;base64,never-loads', mobileWidth: 720, mobileHeight: 180 },
  play: async ({ canvas }) => {
    const img = canvas.getByRole('img');
    const { width, height } = img.getBoundingClientRect();
    await expect(Math.round(width / 4)).toBe(Math.round(height));
  },
};

export const Ltr: Story = { args: { label: 'Advertisement' }, globals: { dir: 'ltr' } };
