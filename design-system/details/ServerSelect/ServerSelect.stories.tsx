import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { ServerSelect, type ServerOption } from './ServerSelect.tsx';

const servers: ServerOption[] = [
  { _id: 's1', name_server: 'سێرڤەری یەکەم' },
  { _id: 's2', name_server: 'سێرڤەری دووەم' },
  { _id: 's3', name_server: 'Backup HD' },
];

function Controlled({
  list = servers,
  initial = null,
  onChange,
}: {
  list?: ServerOption[];
  initial?: string | null;
  onChange?: (id: string | null) => void;
}) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <div style={{ maxInlineSize: 320 }}>
      <ServerSelect
        servers={list}
        value={value}
        onChange={(id) => {
          setValue(id);
          onChange?.(id);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Components/ServerSelect',
  component: Controlled,
  args: { onChange: fn() },
} satisfies Meta<typeof Controlled>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoneChosen: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'سێرڤەر' }), 's2');
    await expect(args.onChange).toHaveBeenCalledWith('s2');
  },
};

export const Chosen: Story = { args: { initial: 's1' } };

export const NoServers: Story = {
  args: { list: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox')).toBeDisabled();
  },
};

export const Ltr: Story = { globals: { dir: 'ltr' }, args: { initial: 's3' } };
