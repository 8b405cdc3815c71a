import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../../src/test/render.tsx';
import { ChapterList } from './ChapterList.tsx';

const items = [
  { key: '1', to: '/manga/3/session/1/chapter/1', label: 'بەشی ١', read: true },
  { key: '2', to: '/manga/3/session/1/chapter/2', label: 'بەشی ٢', detail: '٤٠ پەڕە' },
  { key: '3', to: '/manga/3/session/1/chapter/3', label: 'بەشی ٣', reading: 'پەڕەی ٥ لە ٢٠' },
];

describe('ChapterList', () => {
  it('lists the chapters as links, the current one with aria-current, read ones marked', async () => {
    const { user } = renderWithRouter(<ChapterList items={items} currentKey="2" label="بەشەکانی وەرزی ١" />);
    const list = screen.getByRole('list', { name: 'بەشەکانی وەرزی ١' });
    expect(list.querySelectorAll('a')).toHaveLength(3);
    const current = screen.getByRole('link', { name: /بەشی ٢/ });
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: /بەشی ١/ })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: /بەشی ١/ })).toHaveAccessibleName(/خوێندراوە/);
    // the one being read says where the visitor stopped
    expect(screen.getByRole('link', { name: /بەشی ٣/ })).toHaveAccessibleName(/پەڕەی ٥ لە ٢٠/);
    expect(screen.getByRole('link', { name: /بەشی ٣/ })).not.toHaveAccessibleName(/خوێندراوە/);
    await user.tab();
    expect(screen.getByRole('link', { name: /بەشی ١/ })).toHaveFocus();
  });
});
