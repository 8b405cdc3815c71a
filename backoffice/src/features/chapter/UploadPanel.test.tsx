import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithProviders } from '../../../../tooling/testing.tsx';
import { UploadPanel } from './UploadPanel.tsx';

const file = (name: string, type: string) => new File([new Uint8Array(10)], name, { type });

describe('UploadPanel', () => {
  afterEach(() => {
    localStorage.clear();
    vi.unstubAllGlobals();
  });
  const panel = () => renderWithProviders(<UploadPanel mangaId="m" sessionId="s" chapterId="c" onDone={() => {}} />);
  const input = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;

  it('accepts one .cbz as the chapter', async () => {
    panel();
    expect(input().accept).toContain('.cbz');
    expect(input().accept).toContain('.zip');
    await userEvent.upload(input(), [file('chapter-1.cbz', '')]);
    expect(screen.getByRole('button', { name: 'ناردنی ١ پەڕە' })).toBeEnabled();
  });

  it('refuses an archive chosen with pictures, before sending', async () => {
    panel();
    await userEvent.upload(input(), [file('1.jpg', 'image/jpeg'), file('chapter.zip', 'application/zip')]);
    expect(screen.getByText('فایلی ZIP/CBZ بە تەنها دەنێردرێت: یان یەک ئەرشیڤ هەڵبژێرە یان وێنەکان.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'ناردنی پەڕەکان' })).toBeInTheDocument();
  });

  it('a reopened tab: says how much of the unfinished upload the chapter has and asks for the same files', async () => {
    localStorage.setItem('ckb-upload:c', JSON.stringify({ total: 12 }));
    const calls = fakeApi((url) =>
      url.pathname === '/api/manga/m/session/s/chapter/c/upload/keys'
        ? { body: { data: { keys: Array.from({ length: 5 }, (_, i) => ({ key: `k${i}`, rank: i })) } } }
        : undefined,
    );
    panel();
    expect(
      await screen.findByText(
        'بارکردنی پێشووی ئەم بەشە تەواو نەبوو: ٥ لە ١٢ پەڕە گەیشتوون. بۆ بەردەوامبوون هەمان فایلەکان هەڵبژێرەوە و بینێرە؛ ئەوانەی گەیشتوون دووبارە نانێردرێن.',
      ),
    ).toBeVisible();
    expect(calls).toHaveLength(1);
  });

  it('with nothing unfinished it asks the api nothing', () => {
    const calls = fakeApi(() => undefined);
    panel();
    expect(screen.queryByRole('note')).toBeNull();
    expect(calls).toHaveLength(0);
  });
});
