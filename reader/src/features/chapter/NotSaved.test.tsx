import { Route, Routes } from '@ckb/design-system';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../tooling/testing.tsx';
import { markStandalone } from '../../lib/host.ts';
import ChapterPage from './ChapterPage.tsx';

const saved = {
  id: 'c9',
  manga: 1,
  title: 'One Piece',
  session: 1,
  chapter: '9',
  quality: 'saver',
  pages: 3,
  bytes: 150_000,
  savedAt: Date.UTC(2026, 10, 20),
  urls: [],
};

beforeEach(() => {
  localStorage.clear();
  markStandalone();
});
afterEach(() => {
  delete (globalThis as Record<string, unknown>).__ckbReaderStandalone;
  vi.unstubAllGlobals();
});

describe('an unsaved chapter in the offline reader without a network', () => {
  it('says in Sorani that it is not saved here and lists what is', async () => {
    localStorage.setItem('ckb:v1:offline', JSON.stringify([saved]));
    // what the worker does for a chapter it has not saved, offline: the request fails
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    renderWithProviders(
      <Routes>
        <Route path="/manga/:id/session/:session/chapter/:chapter" element={<ChapterPage />} />
      </Routes>,
      { route: '/manga/1/session/1/chapter/2' },
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'ئەم بەشە لەسەر ئەم ئامێرە پاشەکەوت نەکراوە' }),
    ).toBeInTheDocument();
    const list = screen.getByRole('list');
    expect(within(list).getByRole('link', { name: /One Piece.*وەرزی ١، بەشی ٩/ })).toHaveAttribute(
      'href',
      '/manga/1/session/1/chapter/9',
    );
    expect(within(list).getByText(/سووک \(کەمتر داتا\)/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'دووبارە هەوڵبدەرەوە' })).toBeInTheDocument();
  });
});
