import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect } from 'storybook/test';
import { Tabs, type TabItem } from './Tabs.tsx';

const seasons: TabItem[] = [1, 2, 3].map((n) => ({
  id: `s${n}`,
  label: `وەرزی ${n}`,
  content: <p>ئەڵقەکانی وەرزی {n}</p>,
}));

function Controlled({ items = seasons, initial = 's1' }: { items?: TabItem[]; initial?: string }) {
  const [selected, setSelected] = useState(initial);
  return <Tabs label="وەرزەکان" items={items} selectedId={selected} onSelect={setSelected} />;
}

const meta = {
  title: 'Components/Tabs',
  component: Controlled,
} satisfies Meta<typeof Controlled>;

export default meta;
type Story = StoryObj<typeof meta>;

/** RTL: ArrowLeft moves to the next tab (the key points where the focus goes). */
export const Seasons: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'وەرزی 1' }));
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: 'وەرزی 2' })).toHaveFocus();
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('ئەڵقەکانی وەرزی 2');
  },
};

export const SecondSelected: Story = { args: { initial: 's2' } };

export const WithDisabledTab: Story = {
  args: { items: [seasons[0]!, { ...seasons[1]!, disabled: true }, seasons[2]!] },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'وەرزی 1' }));
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: 'وەرزی 3' })).toHaveFocus();
  },
};

/** Profile tabs: films, series, manga. */
export const ProfileTabs: Story = {
  args: {
    items: [
      { id: 'movies', label: 'فیلم', content: <p>فیلمەکان</p> },
      { id: 'series', label: 'زنجیرە', content: <p>زنجیرەکان</p> },
      { id: 'manga', label: 'مانگا/مانهوا', content: <p>مانگاکان</p> },
    ],
    initial: 'movies',
  },
};

/** LTR: ArrowRight moves to the next tab. */
export const Ltr: Story = {
  globals: { dir: 'ltr' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'وەرزی 1' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'وەرزی 2' })).toHaveFocus();
  },
};
