import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { formatNumber } from '../../lib/format.ts';
import { posters } from '../../test/fixtures.ts';
import { WorkCard } from './WorkCard.tsx';

const rating = (value: number) => `★ ${formatNumber(value)}/${formatNumber(10)}`;

const meta = {
  title: 'Components/WorkCard',
  component: WorkCard,
  args: { to: '/movies/12', poster: posters[0]!, en: 'Your Name', ku: 'ناوی تۆ' },
  decorators: [
    (Story) => (
      <div style={{ inlineSize: 180 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof WorkCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Film: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link');
    await expect(link).toHaveAttribute('href', '/movies/12');
    await expect(link).toHaveAccessibleName(/Your Name/);
    await expect(link).toHaveAccessibleName(/ناوی تۆ/);
  },
};

export const WithTypeBadge: Story = {
  args: { to: '/manga/3', poster: posters[3]!, en: 'Berserk', ku: 'بێرسێرک', type: 'manga' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('مانگا')).toBeVisible();
  },
};

export const WithRating: Story = {
  args: { to: '/series/7', poster: posters[2]!, en: 'One Piece', ku: 'وەن پیس', meta: rating(9.1) },
};

export const LongNames: Story = {
  args: {
    en: 'Kaguya-sama: Love Is War – The First Kiss That Never Ends',
    ku: 'کاگویا-سەما: خۆشەویستی جەنگە، یەکەم ماچ کە هەرگیز کۆتایی نایەت',
    type: 'series',
  },
};

/** The home page's grid: 2 columns on phones, 3 from 640px, 4 from 1024px (SPEC §2). */
export const Grid: Story = {
  decorators: [],
  parameters: { layout: 'padded' },
  render: () => (
    <div
      style={{
        display: 'grid',
        gap: '1.25rem',
        gridTemplateColumns: 'repeat(auto-fill, minmax(min(150px, 40vw), 1fr))',
        maxInlineSize: 900,
      }}
    >
      {posters.map((poster, i) => (
        <WorkCard
          key={i}
          to={`/manga/${i + 1}`}
          poster={poster}
          en={
            ['Your Name', 'Spirited Away', 'One Piece', 'Berserk', 'Solo Leveling', 'Vagabond', 'Naruto', 'Mushishi'][
              i
            ]!
          }
          ku={['ناوی تۆ', 'ڕۆحە ونبووەکان', 'وەن پیس', 'بێرسێرک', 'سۆلۆ لێڤڵینگ', 'ڤاگابۆند', 'ناروتۆ', 'موشیشی'][i]}
          type={(['anime', 'anime', 'series', 'manga', 'manhua', 'manga', 'series', 'oneshot'] as const)[i]}
          meta={rating(7 + (i % 3))}
        />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link')).toHaveLength(8);
  },
};

export const Ltr: Story = { globals: { dir: 'ltr' }, args: { type: 'anime' } };
