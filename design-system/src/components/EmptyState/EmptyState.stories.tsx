import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { EmptyState } from './EmptyState.tsx';

const meta = {
  title: 'Components/EmptyState',
  component: EmptyState,
  args: { title: 'هیچ نەدۆزرایەوە' },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const EmptyWithText: Story = {
  args: { title: 'هیچ زنجیرەیەک نییە', children: 'هێشتا هیچ زنجیرەیەک زیاد نەکراوە. دواتر سەردانمان بکەوە.' },
};

export const Waiting: Story = {
  args: { tone: 'waiting', title: 'چاوەڕێ بکە...' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('چاوەڕێ بکە...');
  },
};

export const Error: Story = {
  args: { tone: 'error', title: 'کێشەیەک هەیە', action: <Button variant="secondary">دووبارە هەوڵدانەوە</Button> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('کێشەیەک هەیە');
  },
};

export const Compact: Story = { args: { compact: true, title: 'هیچ وەرگێڕانێک نییە' } };

export const Ltr: Story = { globals: { dir: 'ltr' }, args: { tone: 'error', title: 'Something went wrong' } };
