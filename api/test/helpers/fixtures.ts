import { PUBLISH_NOW } from '@ckb/contract';

/**
 * Valid request bodies for the write calls (SPEC §5: every field the add forms require), so tests
 * can create works through the api the way the back-office does.
 */

let n = 0;
const next = () => ++n;

export function movieBody(extra: Record<string, unknown> = {}): Record<string, unknown> {
  const i = next();
  return {
    en: `Test Film ${i}`,
    ku: `فیلمی تاقیکردنەوە ${i}`,
    ar: `فيلم ${i}`,
    about: 'دەربارەی ئەم فیلمە.',
    country: 'ژاپۆن',
    language: 'ژاپۆنی',
    date_publish: '2020-05-01',
    time: 110,
    rating: 8.2,
    budget: 1_500_000,
    revenue: 12_000_000,
    director: 'Naoko Yamada',
    assessment: 'PG-13',
    trailer: 'https://player.example.com/trailer/x',
    type: 'anime',
    ...extra,
  };
}

export function seriesBody(extra: Record<string, unknown> = {}): Record<string, unknown> {
  const i = next();
  return {
    ...movieBody(),
    en: `Test Series ${i}`,
    ku: `زنجیرەی تاقیکردنەوە ${i}`,
    time: 24,
    type: 'series',
    status: 'continue',
    ...extra,
  };
}

export function mangaBody(extra: Record<string, unknown> = {}): Record<string, unknown> {
  const i = next();
  return {
    en: `Test Manga ${i}`,
    ku: `مانگای تاقیکردنەوە ${i}`,
    or: `テスト ${i}`,
    about: 'دەربارەی ئەم مانگایە.',
    date_publish: '2019-01-01',
    author: 'Mio Kisaragi',
    language: 'ژاپۆنی',
    name_studio: 'Tsuki Press',
    rating: 7.5,
    status: 'continue',
    type: 'manga',
    ...extra,
  };
}

export const server = (name = 'سێرڤەری یەکەم') => ({
  name_server: name,
  embed_code: '<iframe src="https://player.example.com/embed/x" allowfullscreen></iframe>',
});

/**
 * New episodes and chapters are drafts (numbered/release.ts): a test that wants one public adds this to its
 * create body, as the back-office's «بڵاوکردنەوە ئێستا» does.
 */
export const published = { publish_at: PUBLISH_NOW } as const;
