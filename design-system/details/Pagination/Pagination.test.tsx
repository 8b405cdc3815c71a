import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../src/test/render.tsx';
import { pageItems } from './pageItems.ts';
import { Pagination } from './Pagination.tsx';

describe('pageItems', () => {
  it('lists every page when they fit', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('keeps a strip of seven with gaps for many pages', () => {
    expect(pageItems(1, 20)).toEqual([1, 2, 3, 4, 5, 'gap-end', 20]);
    expect(pageItems(4, 20)).toEqual([1, 2, 3, 4, 5, 'gap-end', 20]);
    expect(pageItems(10, 20)).toEqual([1, 'gap-start', 9, 10, 11, 'gap-end', 20]);
    expect(pageItems(17, 20)).toEqual([1, 'gap-start', 16, 17, 18, 19, 20]);
    expect(pageItems(20, 20)).toEqual([1, 'gap-start', 16, 17, 18, 19, 20]);
  });

  it('clamps an out-of-range page', () => {
    expect(pageItems(99, 3)).toEqual([1, 2, 3]);
    expect(pageItems(1, 0)).toEqual([1]);
  });
});

describe('Pagination with buttons', () => {
  it('disables previous on the first page and next on the last', () => {
    const { rerender } = renderWithRouter(<Pagination page={1} totalPages={3} onPageChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'پێشوو' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'دواتر' })).toBeEnabled();
    rerender(<Pagination page={3} totalPages={3} onPageChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'پێشوو' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'دواتر' })).toBeDisabled();
  });

  it('marks the current page and reports the chosen page', async () => {
    const onPageChange = vi.fn();
    const { user } = renderWithRouter(<Pagination page={2} totalPages={4} onPageChange={onPageChange} />);
    expect(screen.getByRole('button', { name: 'پەڕەی ٢' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'پەڕەی ٣' })).not.toHaveAttribute('aria-current');
    await user.click(screen.getByRole('button', { name: 'دواتر' }));
    await user.click(screen.getByRole('button', { name: 'پەڕەی ٤' }));
    await user.click(screen.getByRole('button', { name: 'پێشوو' }));
    expect(onPageChange.mock.calls).toEqual([[3], [4], [1]]);
  });

  it('is a named navigation landmark with the Sorani labels', () => {
    renderWithRouter(<Pagination page={1} totalPages={2} onPageChange={() => {}} />);
    expect(screen.getByRole('navigation', { name: 'پەڕەکان' })).toBeInTheDocument();
  });

  it('keeps focus in the strip when reaching the last page disables next', async () => {
    function Stateful() {
      const [page, setPage] = useState(2);
      return <Pagination page={page} totalPages={3} onPageChange={setPage} />;
    }
    const { user } = renderWithRouter(<Stateful />);
    await user.click(screen.getByRole('button', { name: 'دواتر' }));
    expect(screen.getByRole('button', { name: 'پەڕەی ٣' })).toHaveFocus();
  });
});

describe('Pagination with links', () => {
  const hrefFor = (page: number) => `/series?page=${page}`;

  it('links every page and the neighbours, and disables the ends without a target', () => {
    renderWithRouter(<Pagination page={1} totalPages={30} hrefFor={hrefFor} />);
    const previous = screen.getByRole('link', { name: 'پێشوو' });
    expect(previous).toHaveAttribute('aria-disabled', 'true');
    expect(previous).not.toHaveAttribute('href');
    expect(screen.getByRole('link', { name: 'دواتر' })).toHaveAttribute('href', '/series?page=2');
    expect(screen.getByRole('link', { name: 'پەڕەی ١' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'پەڕەی ٣٠' })).toHaveAttribute('href', '/series?page=30');
    expect(screen.queryByRole('link', { name: 'پەڕەی ٢٩' })).toBeNull();
  });

  it('disables next on the last page', () => {
    renderWithRouter(<Pagination page={30} totalPages={30} hrefFor={hrefFor} />);
    expect(screen.getByRole('link', { name: 'دواتر' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('link', { name: 'پێشوو' })).toHaveAttribute('href', '/series?page=29');
  });
});
