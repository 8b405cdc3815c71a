import type { Random } from './prng.ts';

/** The demo works' descriptions in Sorani: two to four sentences assembled from these templates. */

const THEMES = [
  'هاوڕێیەتی',
  'خێزان',
  'ئازایەتی',
  'خەون',
  'تۆڵەسەندنەوە',
  'خۆشەویستی',
  'ئازادی',
  'نهێنییەکانی ڕابردوو',
  'ململانێی دەسەڵات',
  'گەشتێکی دوور',
  'لەدەستدانی کەسێکی نزیک',
  'گەورەبوون',
  'ترس و هیوا',
  'وەفاداری',
  'تەنهایی',
];

const PLACES = [
  'شارێکی بچووک',
  'قوتابخانەیەکی ناوەندی',
  'دونیایەکی جادوویی',
  'شارێکی داهاتوو',
  'گوندێکی دوور لە شار',
  'کەشتییەکی ئاسمانی',
  'دوورگەیەکی چۆڵ',
  'کۆشکێکی کۆن',
  'تۆکیۆی ئەمڕۆ',
  'دونیایەک دوای جەنگ',
];

const HEROES = [
  'کچێکی گەنج',
  'کوڕێکی هەرزەکار',
  'دوو برا',
  'شمشێرزەنێکی پیر',
  'قوتابییەکی تازە',
  'پزیشکێکی گەنج',
  'گروپێک هاوڕێ',
  'شازادەیەکی ڕاکردوو',
];

const GOALS = [
  'بەدوای ڕاستیدا دەگەڕێت',
  'هەوڵ دەدات خێزانەکەی بپارێزێت',
  'دەیەوێت ببێتە باشترینی سەردەمی خۆی',
  'ڕێگەیەک بۆ گەڕانەوە بۆ ماڵەوە دەدۆزێتەوە',
  'نهێنییەکی گەورە ئاشکرا دەکات',
  'بەڵێنێکی کۆن دەباتە سەر',
];

const TURNS = [
  'بەڵام هەر هەنگاوێک نرخێکی هەیە.',
  'تا ئەو ڕۆژەی هەموو شتێک دەگۆڕێت.',
  'و لە ڕێگادا هاوڕێی نوێ دەدۆزێتەوە.',
  'لە کاتێکدا دوژمنێکی نەناسراو چاودێری دەکات.',
  'و بۆی دەردەکەوێت کە هیچ شتێک وەک خۆی نییە.',
];

const CLOSINGS = [
  'وەرگێڕانی کوردی ئەم بەرهەمە لەلایەن تیمی ئێمەوە ئامادە کراوە.',
  'ئەگەر حەزت لە چیرۆکی پڕ لە هەست و سەرکێشییە، ئەم بەرهەمە بۆ تۆیە.',
  'بەرهەمێکە کە هەموو تەمەنێک دەتوانن چێژی لێ ببینن.',
  'کۆتایی چیرۆکەکە بینەر بۆ ماوەیەکی زۆر بیر لێ دەکاتەوە.',
  'وێنەکێشان و مۆسیقاکەی بە تایبەتی جێی سەرنجن.',
  'هەر بەشێک بە پرسیارێک کۆتایی دێت کە بۆ بەشی داهاتوو ڕاتدەکێشێت.',
  '',
];

export type AboutKind = 'movie' | 'series' | 'manga' | 'manhua' | 'oneshot';

const OPENINGS: Record<AboutKind, Array<(title: string, year: string) => string>> = {
  movie: [
    (t, y) => `«${t}» فیلمێکی ئەنیمەیی ژاپۆنییە کە ساڵی ${y} بڵاوکرایەوە.`,
    (t, y) => `ساڵی ${y}، فیلمی «${t}» گەیشتە سینەماکان.`,
    (t) => `«${t}» فیلمێکی ئەنیمەییە بە یەک دانیشتن دەبینرێت.`,
  ],
  series: [
    (t, y) => `«${t}» زنجیرە ئەنیمەیەکی ژاپۆنییە کە ساڵی ${y} دەستی پێکرد.`,
    (t, y) => `زنجیرەی «${t}» لە ساڵی ${y}ەوە پەخش دەکرێت.`,
    (t) => `لە «${t}»دا،`,
  ],
  manga: [
    (t, y) => `«${t}» مانگایەکی ژاپۆنییە کە ساڵی ${y} بڵاوکرایەوە.`,
    (t, y) => `یەکەم بەشی مانگای «${t}» ساڵی ${y} چاپ کرا.`,
    (t) => `لە مانگای «${t}»دا،`,
  ],
  manhua: [
    (t, y) => `«${t}» مانهوایەکی چینییە کە ساڵی ${y} بڵاوکرایەوە.`,
    (t, y) => `مانهوای «${t}» ساڵی ${y} لە چین دەستی پێکرد.`,
  ],
  oneshot: [
    (t, y) => `«${t}» وەنشۆتێکە، واتە چیرۆکێکی تەواو لە یەک بەشدا، کە ساڵی ${y} بڵاوکرایەوە.`,
    (t) => `«${t}» چیرۆکێکی کورتە کە لە یەک بەشدا تەواو دەبێت.`,
  ],
};

const yearText = (year: number) =>
  new Intl.NumberFormat('ckb', { numberingSystem: 'arab', useGrouping: false }).format(year);

/** Two to four Sorani sentences about a work, built differently from work to work. */
export function aboutText(rng: Random, kind: AboutKind, title: string, year: number): string {
  const [first, second] = rng.sample(THEMES, 2);
  const opening = rng.pick(OPENINGS[kind])(title, yearText(year));
  const story = `${rng.pick(HEROES)} لە ${rng.pick(PLACES)} ${rng.pick(GOALS)}، ${rng.pick(TURNS)}`;
  // An opening that ends in "،" runs on into the story; the others stand alone.
  const sentences = opening.endsWith('،')
    ? [`${opening} ${story}`]
    : [opening, rng.chance(0.5) ? story : `چیرۆکەکە باسی ${first} و ${second} دەکات.`];
  if (rng.chance(0.5)) sentences.push(`بابەتە سەرەکییەکانی ${first} و ${second}ن.`);
  const closing = rng.pick(CLOSINGS);
  if (closing) sentences.push(closing);
  return sentences.join(' ');
}
