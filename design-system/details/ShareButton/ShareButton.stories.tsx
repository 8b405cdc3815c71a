import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { SHARE_STRINGS, ShareButton } from './ShareButton.tsx';

const meta = {
  title: 'Components/ShareButton',
  component: ShareButton,
  args: { url: 'http://localhost/movies/3', title: 'Your Name', onShared: fn() },
} satisfies Meta<typeof ShareButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Headless Chromium has no share sheet: the link is copied and the outcome reported, for the caller's toast. */
export const CopiesTheLink: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: SHARE_STRINGS.share }));
    await waitFor(() => expect(args.onShared).toHaveBeenCalled());
  },
};

export const Primary: Story = { args: { variant: 'primary' } };

export const Small: Story = { args: { size: 'sm' } };

export const Ltr: Story = { globals: { dir: 'ltr' }, args: { label: 'Share' } };
