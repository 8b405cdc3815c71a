import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { accepts, FileDrop } from './FileDrop.tsx';

const file = (name: string, type: string) => new File(['x'], name, { type });

describe('FileDrop', () => {
  it('is a file input named after the upload field, labelled by its zone', async () => {
    const onFiles = vi.fn();
    const { container, rerender } = render(
      <FileDrop label="پۆستەر" name="poster" accept="image/*" files={[]} onFiles={onFiles} />,
    );
    const input = container.querySelector('input[type=file]') as HTMLInputElement;
    expect(input).toHaveAttribute('name', 'poster');
    expect(input).toHaveAccessibleName(/پۆستەر/);
    await userEvent.upload(input, file('a.png', 'image/png'));
    expect(onFiles).toHaveBeenCalledWith([expect.objectContaining({ name: 'a.png' })]);
    rerender(
      <FileDrop label="پۆستەر" name="poster" accept="image/*" files={[file('a.png', 'image/png')]} onFiles={onFiles} />,
    );
    expect(screen.getByText('فایلێک هەڵبژێردرا')).toBeVisible();
  });

  it('takes dropped files, keeping only those it accepts', () => {
    const onFiles = vi.fn();
    const { container } = render(
      <FileDrop label="پەڕەکان" name="photo_path_array" accept="image/*" multiple files={[]} onFiles={onFiles} />,
    );
    const zone = container.querySelector('label')!;
    fireEvent.drop(zone, {
      dataTransfer: { files: [file('1.jpg', 'image/jpeg'), file('x.txt', 'text/plain'), file('2.png', 'image/png')] },
    });
    expect(onFiles.mock.calls[0]![0].map((f: File) => f.name)).toEqual(['1.jpg', '2.png']);
  });

  it('hands the files it refuses to onRefused, so the page can name the types it takes', async () => {
    const onFiles = vi.fn();
    const onRefused = vi.fn();
    const { container } = render(
      <FileDrop label="پۆستەر" name="poster" accept="image/*" files={[]} onFiles={onFiles} onRefused={onRefused} />,
    );
    const input = container.querySelector('input[type=file]') as HTMLInputElement;
    await userEvent.upload(input, file('notes.txt', 'text/plain'), { applyAccept: false });
    expect(onFiles).not.toHaveBeenCalled();
    expect(onRefused).toHaveBeenCalledWith([expect.objectContaining({ name: 'notes.txt' })]);
  });

  it('matches accept lists by type, wildcard and extension', () => {
    expect(accepts(file('a.webp', 'image/webp'), 'image/*')).toBe(true);
    expect(accepts(file('a.txt', 'text/plain'), 'image/*')).toBe(false);
    expect(accepts(file('A.JPG', ''), '.jpg,.png')).toBe(true);
    expect(accepts(file('a.gif', 'image/gif'), 'image/png, image/gif')).toBe(true);
  });
});
