import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../tooling/testing.tsx';
import { UploadPanel } from './UploadPanel.tsx';

const file = (name: string, type: string) => new File([new Uint8Array(10)], name, { type });

describe('UploadPanel', () => {
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
});
