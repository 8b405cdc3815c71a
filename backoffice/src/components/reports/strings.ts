import { formatNumber } from '@ckb/design-system';

/**
 * The texts of the reports inbox (features/reports) and of the dashboard's count of it. One word for a server, «سێرڤەر», as the
 * public player's report button says it; «ڕاپۆرت» for a report.
 */
const n = (value: number) => formatNumber(value);

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const reportStrings = {
  title: 'ڕاپۆرتی سێرڤەرەکان',
  intro:
    'ئەو سێرڤەرانەی بینەران ڕاپۆرتیان کردوون کە کار ناکەن، خراپترینیان لە سەرەوە. دوای چاککردن، «چارەسەرکرا» دابگرە.',
  waiting: (count: number) => `${n(count)} سێرڤەر چاوەڕێی چاککردنن`,
  caption: 'سێرڤەرە ڕاپۆرتکراوەکان، خراپترینیان لە سەرەوە',
  empty: 'هیچ ڕاپۆرتێک نییە: هەموو سێرڤەرەکان کار دەکەن.',
  columns: {
    server: 'سێرڤەر',
    work: 'بەرهەم',
    today: 'ئەمڕۆ',
    week: 'ئەم هەفتەیە',
    all: 'هەموو',
    last: 'دوایین ڕاپۆرت',
    actions: 'کردار',
  },
  film: 'فیلم',
  place: (season: number, episode: number) => `وەرزی ${n(season)}، ئەڵقەی ${n(episode)}`,
  editServer: (server: string) => `دەستکاریکردنی سێرڤەری «${server}»`,
  handle: 'چارەسەرکرا',
  handleLabel: (server: string, work: string) => `چارەسەرکرا: سێرڤەری «${server}» لە «${work}»`,
  handled: 'ڕاپۆرتەکانی سێرڤەرەکە لابران',
  handleFailed: 'لابردنی ڕاپۆرتەکان سەرنەکەوت',
  /** How long ago, in words: the browsers' own relative times have no Sorani. */
  ago: (at: number, now = Date.now()) => {
    const past = Math.max(0, now - at);
    if (past < MINUTE) return 'ئێستا';
    if (past < HOUR) return `${n(Math.floor(past / MINUTE))} خولەک لەمەوبەر`;
    if (past < DAY) return `${n(Math.floor(past / HOUR))} کاتژمێر لەمەوبەر`;
    return `${n(Math.floor(past / DAY))} ڕۆژ لەمەوبەر`;
  },
  /** The dashboard's card. */
  card: 'سێرڤەری ڕاپۆرتکراو',
  cardLink: 'کردنەوەی ڕاپۆرتەکان',
};
