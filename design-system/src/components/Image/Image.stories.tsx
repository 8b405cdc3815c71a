import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { posterImage } from '../../test/fixtures.ts';
import { Image } from './Image.tsx';

const poster = posterImage('Your Name', 210);

const meta = {
  title: 'Components/Image',
  component: Image,
  args: { ...poster, alt: 'پۆستەری فیلمی Your Name' },
  decorators: [
    (Story) => (
      <div style={{ inlineSize: 240 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Image>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The low picture at once, the original once it has loaded. */
export const Progressive: Story = {
  play: async ({ canvasElement, canvas }) => {
    const frame = canvasElement.querySelector('[data-state]');
    await waitFor(() => expect(frame).toHaveAttribute('data-state', 'high'));
    const img = canvas.getByRole('img', { name: 'پۆستەری فیلمی Your Name' });
    await expect(img).toHaveAttribute('src', poster.original);
    await expect(img).toHaveAttribute('loading', 'lazy');
    // faded in over the low picture
    await waitFor(() => expect(getComputedStyle(img).opacity).toBe('1'));
  },
};

/** The original never arrives (slow or broken): the low picture stays, blurred, in the reserved frame. */
export const LowOnly: Story = {
  args: { original: 'data:image/png;base64,broken' },
  play: async ({ canvasElement }) => {
    const frame = canvasElement.querySelector<HTMLElement>('[data-state]');
    await expect(frame).toHaveAttribute('data-state', 'low');
    // width/height reserve the 2:3 box before any pixel arrives
    const box = frame!.getBoundingClientRect();
    await expect(Math.round(box.height)).toBe(360);
  },
};

/** A 2:3 frame fixed by `ratio`; a wide picture is cropped to it. */
export const FixedRatio: Story = {
  args: { ...posterImage('Wide still', 30, 640, 360), ratio: '2 / 3', alt: 'وێنەیەکی پان' },
  play: async ({ canvasElement }) => {
    const box = canvasElement.querySelector('[data-state]')!.getBoundingClientRect();
    await expect(Math.round(box.height)).toBe(360);
  },
};

export const Contain: Story = {
  args: { ...posterImage('Wide still', 30, 640, 360), ratio: '1 / 1', fit: 'contain', alt: 'وێنەیەکی پان' },
};

/** Hero or first reader page: loaded eagerly with high priority. */
export const Priority: Story = {
  args: { priority: true },
  play: async ({ canvas }) => {
    const img = canvas.getByRole('img', { name: 'پۆستەری فیلمی Your Name' });
    await expect(img).toHaveAttribute('loading', 'eager');
    await expect(img).toHaveAttribute('fetchpriority', 'high');
  },
};

export const SingleSource: Story = { args: { original: undefined } };
