import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { FileDrop, type FileDropProps } from './FileDrop.tsx';

function Controlled(props: FileDropProps) {
  const [files, setFiles] = useState<File[]>([...props.files]);
  return (
    <FileDrop
      {...props}
      files={files}
      onFiles={(f) => {
        setFiles(f);
        props.onFiles(f);
      }}
    />
  );
}

const meta = {
  title: 'Admin/FileDrop',
  component: FileDrop,
  args: { label: 'پۆستەر', name: 'poster', accept: 'image/*', files: [], onFiles: fn(), preview: true },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof FileDrop>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A 1×1 PNG, to choose without a file on disk. */
const png = () =>
  new File(
    [
      Uint8Array.from(
        atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='),
        (c) => c.charCodeAt(0),
      ),
    ],
    'poster.png',
    { type: 'image/png' },
  );

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('فایل ڕابکێشە ئێرە، یان کلیک بکە بۆ هەڵبژاردن')).toBeVisible();
  },
};

/** Choosing a file marks the zone "file uploaded" and shows the picture (SPEC §4). */
export const Chosen: Story = {
  play: async ({ canvasElement, canvas, userEvent, args }) => {
    const input = canvasElement.querySelector('input[type=file]') as HTMLInputElement;
    await expect(input).toHaveAttribute('name', 'poster');
    await userEvent.upload(input, png());
    await expect(args.onFiles).toHaveBeenCalled();
    await expect(canvas.getByText('فایلێک هەڵبژێردرا')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'پێشبینینی وێنەکە' })).toBeVisible();
  },
};

export const Many: Story = {
  args: {
    label: 'پەڕەکان',
    name: 'photo_path_array',
    multiple: true,
    preview: false,
    hint: 'JPEG، PNG، WebP، AVIF یان GIF',
  },
};

export const WithError: Story = { args: { error: 'تکایە فایلێک هەڵبژێرە.' } };
export const Disabled: Story = { args: { disabled: true, hint: 'سەرەتا وێنەی ئێستا بسڕەوە' } };
export const Ltr: Story = {
  args: { label: 'Poster', prompt: 'Drop a file here or click to choose' },
  globals: { dir: 'ltr' },
};
