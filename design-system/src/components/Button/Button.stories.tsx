import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { ChevronEndIcon } from '../../lib/icons.tsx';
import { Button } from './Button.tsx';

const meta = {
  title: 'Components/Button',
  component: Button,
  args: { children: 'بینین', onClick: fn() },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'بینین' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Secondary: Story = { args: { variant: 'secondary', children: 'زیاتر' } };

export const Ghost: Story = { args: { variant: 'ghost', children: 'پاشگەزبوونەوە' } };

export const Danger: Story = { args: { variant: 'danger', children: 'سڕینەوە' } };

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: '1rem', alignItems: 'center', flexWrap: 'wrap' }}>
      <Button {...args} size="sm">
        بچووک
      </Button>
      <Button {...args} size="md">
        ناوەند
      </Button>
      <Button {...args} size="lg">
        گەورە
      </Button>
    </div>
  ),
};

export const Loading: Story = {
  args: { loading: true, children: 'پاشەکەوتکردن' },
  play: async ({ canvas, args, userEvent }) => {
    const button = canvas.getByRole('button', { name: /پاشەکەوتکردن/ });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'بینین' })).toBeDisabled();
  },
};

export const AsRouterLink: Story = {
  args: { to: '/movies', children: 'هەموو فیلمەکان', variant: 'secondary' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'هەموو فیلمەکان' })).toHaveAttribute('href', '/movies');
  },
};

export const AsExternalLink: Story = {
  args: { href: 'https://example.org', children: 'ماڵپەڕی دەرەکی', variant: 'ghost' },
};

export const DisabledLink: Story = {
  args: { to: '/movies', disabled: true, children: 'هەموو فیلمەکان' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'هەموو فیلمەکان' });
    await expect(link).toHaveAttribute('aria-disabled', 'true');
    await expect(link).not.toHaveAttribute('href');
  },
};

/** The chevron points to where reading goes: left in RTL. */
export const WithIcon: Story = {
  args: { endIcon: <ChevronEndIcon />, children: 'دواتر' },
};

export const WithIconLtr: Story = {
  args: { endIcon: <ChevronEndIcon />, children: 'Next' },
  globals: { dir: 'ltr' },
};
