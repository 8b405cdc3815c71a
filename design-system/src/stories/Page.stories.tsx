import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { AdBanner } from '../components/AdBanner/AdBanner.tsx';
import { Footer } from '../components/Footer/Footer.tsx';
import { Navbar } from '../components/Navbar/Navbar.tsx';
import { Pagination } from '../../details/Pagination/Pagination.tsx';
import { WorkCard } from '../components/WorkCard/WorkCard.tsx';
import { formatNumber } from '../lib/format.ts';
import { bannerImage, posterImage } from '../test/fixtures.ts';

const films = [
  ['Your Name', 'ناوی تۆ'],
  ['Spirited Away', 'ڕۆحە ونبووەکان'],
  ['A Silent Voice', 'دەنگێکی بێدەنگ'],
  ['Princess Mononoke', 'شاژنە مۆنۆنۆکە'],
  ['Weathering with You', 'کەشوهەوا لەگەڵ تۆ'],
  ['Perfect Blue', 'شینی تەواو'],
  ['Akira', 'ئاکیرا'],
  ['Wolf Children', 'منداڵە گورگەکان'],
  ['The Girl Who Leapt Through Time', 'ئەو کچەی بەناو کاتدا باز دەدات'],
  ['Ghost in the Shell', 'ڕۆح لە قاوغدا'],
  ['Suzume', 'سوزومێ'],
  ['Paprika', 'پاپریکا'],
  ['Howl’s Moving Castle', 'قەڵا جوڵاوەکەی هاوڵ'],
  ['Belle', 'بێل'],
] as const;

/** The shell's layout with a /movies page inside: how the pieces sit together (not a component). */
function MoviesPage() {
  return (
    <>
      <Navbar signedIn={false} />
      <div style={{ paddingBlock: 'var(--space-4)' }}>
        <AdBanner
          href="https://advertiser.example"
          src={bannerImage('ڕیکلام • ٣٠٪ داشکاندن')}
          alt="ڕیکلام: سی لە سەدی داشکاندن"
          width={970}
          height={120}
        />
      </div>
      <main style={{ maxInlineSize: 'var(--container-max)', marginInline: 'auto', paddingInline: 'var(--space-4)' }}>
        <h1 style={{ fontSize: 'var(--font-size-2xl)', marginBlock: 'var(--space-4) var(--space-5)' }}>فیلمەکان</h1>
        <ul
          style={{
            display: 'grid',
            gap: 'var(--space-5) var(--space-4)',
            gridTemplateColumns: 'repeat(auto-fill, minmax(min(150px, 40%), 1fr))',
            listStyle: 'none',
            margin: 0,
            padding: 0,
          }}
        >
          {films.map(([en, ku], i) => (
            <li key={en}>
              <WorkCard
                to={`/movies/${i + 1}`}
                poster={posterImage(en, (i * 47) % 360)}
                en={en}
                ku={ku}
                titleAs="h2"
                meta={`★ ${formatNumber(7 + (i % 3) + 0.5)}/${formatNumber(10)}`}
                priority={i < 4}
              />
            </li>
          ))}
        </ul>
        <div style={{ marginBlock: 'var(--space-7) var(--space-4)' }}>
          <Pagination page={3} totalPages={12} hrefFor={(p) => `/movies?page=${p}`} />
        </div>
      </main>
      <Footer telegramUrl="https://t.me/example" tiktokUrl="https://www.tiktok.com/@example" />
    </>
  );
}

const meta = {
  title: 'Examples/Movies page',
  component: MoviesPage,
  parameters: { layout: 'fullscreen', route: '/movies' },
} satisfies Meta<typeof MoviesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('banner')).toBeVisible();
    await expect(canvas.getByRole('main')).toBeVisible();
    await expect(canvas.getByRole('contentinfo')).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async () => {
    // nothing pushes the page wider than a 360px phone
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
