import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { Pagination, type PaginationProps } from './Pagination.tsx';

const meta = {
  title: 'Components/Pagination',
  component: Pagination,
  args: { page: 1, totalPages: 5, onPageChange: fn() },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

const hrefFor = (page: number) => `/movies?page=${page}`;

export const FirstPage: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'پێشوو' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'دواتر' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'پەڕەی ١' })).toHaveAttribute('aria-current', 'page');
  },
};

export const MiddlePage: Story = {
  args: { page: 3 },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'پێشوو' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    await userEvent.click(canvas.getByRole('button', { name: 'پەڕەی ٥' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(5);
  },
};

export const LastPage: Story = {
  args: { page: 5 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'دواتر' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'پێشوو' })).toBeEnabled();
  },
};

export const SinglePage: Story = {
  args: { totalPages: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'پێشوو' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'دواتر' })).toBeDisabled();
  },
};

/** 50 pages: first, last, the neighbours of the current page and gaps. */
export const ManyPages: Story = {
  args: { page: 24, totalPages: 50 },
  play: async ({ canvas }) => {
    const names = canvas.getAllByRole('button', { name: /^پەڕەی/ }).map((b) => b.getAttribute('aria-label'));
    await expect(names).toEqual(['پەڕەی ١', 'پەڕەی ٢٣', 'پەڕەی ٢٤', 'پەڕەی ٢٥', 'پەڕەی ٥٠']);
  },
};

/** Public lists: each page is a link that keeps the page in the URL; the ends are disabled links. */
export const Links: Story = {
  args: { page: 1, totalPages: 12, hrefFor, onPageChange: undefined },
  play: async ({ canvas }) => {
    const previous = canvas.getByRole('link', { name: 'پێشوو' });
    await expect(previous).toHaveAttribute('aria-disabled', 'true');
    await expect(previous).not.toHaveAttribute('href');
    await expect(canvas.getByRole('link', { name: 'دواتر' })).toHaveAttribute('href', '/movies?page=2');
    await expect(canvas.getByRole('link', { name: 'پەڕەی ١٢' })).toHaveAttribute('href', '/movies?page=12');
  },
};

function Stateful(props: PaginationProps) {
  const [page, setPage] = useState(props.page);
  return <Pagination {...props} hrefFor={undefined} page={page} onPageChange={setPage} />;
}

/** Keyboard: Next to the last page; focus stays on the strip when Next becomes disabled. */
export const Interactive: Story = {
  args: { page: 13, totalPages: 14 },
  render: (args) => <Stateful {...args} />,
  play: async ({ canvas, userEvent }) => {
    const next = canvas.getByRole('button', { name: 'دواتر' });
    next.focus();
    await userEvent.keyboard('{Enter}');
    const last = canvas.getByRole('button', { name: 'پەڕەی ١٤' });
    await expect(last).toHaveAttribute('aria-current', 'page');
    await expect(next).toBeDisabled();
    await expect(last).toHaveFocus();
  },
};

export const Ltr: Story = {
  args: { page: 6, totalPages: 20, previousLabel: 'Previous', nextLabel: 'Next', label: 'Pages' },
  globals: { dir: 'ltr' },
};

/** At 360px the numbers wrap under previous/next. */
export const Phone: Story = {
  args: { page: 6, totalPages: 20 },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'پەڕەکان' });
    await expect(nav.scrollWidth).toBeLessThanOrEqual(nav.clientWidth);
  },
};
