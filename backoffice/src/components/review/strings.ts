import { formatNumber } from '@ckb/design-system';
import { strings } from '../../strings.ts';

/**
 * The texts of translators' submissions: the review queue (features/review), an author's works and drafts
 * (features/mine), the review box of a chapter's page and the dashboard's count. «ڕەشنووس» for a draft, as
 * the drafts' badge says it; «پێداچوونەوە» for the review. A chapter is named as everywhere else (`بەشی ١٢`).
 */
const n = (value: number) => formatNumber(value);
const chapter = strings.chapters.chapter;

export const reviewStrings = {
  title: 'چاوەڕوانی پێداچوونەوە',
  intro:
    'ئەو بەشانەی وەرگێڕ و دیزاینەران ناردوویانە، کۆنترینیان لە سەرەوە. پێش بڵاوکردنەوە پەڕەکانیان ببینە؛ ئەگەر شتێک چاک نەبوو، بە تێبینییەکەوە بیگەڕێنەوە.',
  waiting: (count: number) => `${n(count)} بەش چاوەڕێی پێداچوونەوەن`,
  caption: 'بەشە نێردراوەکان بۆ پێداچوونەوە، کۆنترینیان لە سەرەوە',
  empty: 'هیچ بەشێک چاوەڕێی پێداچوونەوە نییە.',
  columns: {
    chapter: 'بەش',
    work: 'بەرهەم',
    author: 'نووسەر',
    pages: 'پەڕە',
    submitted: 'نێردراوە',
    state: 'دۆخ',
    note: 'تێبینیی پێداچوونەوە',
    actions: 'کردار',
  },
  place: (season: number) => `وەرزی ${n(season)}`,
  noAuthor: 'هەژمارێکی سڕاوە',
  preview: (name: string) => `بینینی پەڕەکانی ${chapter(name)}`,
  publish: 'بڵاوکردنەوە',
  publishLabel: (name: string, work: string) => `بڵاوکردنەوەی ${chapter(name)} لە «${work}»`,
  published: 'بەشەکە بڵاوکرایەوە',
  publishFailed: 'بڵاوکردنەوە سەرنەکەوت',
  sendBack: 'گەڕاندنەوە',
  sendBackLabel: (name: string, work: string) => `گەڕاندنەوەی ${chapter(name)} لە «${work}» بۆ نووسەرەکەی`,
  sendBackTitle: (name: string) => `گەڕاندنەوەی ${chapter(name)}`,
  note: 'تێبینی بۆ نووسەرەکەی',
  noteHint: 'چی بگۆڕێت؟ نووسەرەکە ئەمە لە «کارەکانم» دەبینێت.',
  sendBackSubmit: 'گەڕاندنەوە لەگەڵ تێبینی',
  sentBack: 'بەشەکە گەڕێنرایەوە بۆ نووسەرەکەی',
  sendBackFailed: 'گەڕاندنەوە سەرنەکەوت',
  /** The dashboard's card. */
  card: 'بەش چاوەڕێی پێداچوونەوە',

  // --- an author's screen and the chapter page's review box
  mine: 'کارەکانم',
  mineIntro:
    'ئەو بەرهەمانەی ناوت لەسەریانە. بەشێکی نوێ زیاد بکە، پەڕەکانی باربکە (وێنە یان فایلێکی CBZ/ZIP)، پاشان بینێرە بۆ پێداچوونەوە: بەڕێوەبەرێک بڵاوی دەکاتەوە.',
  drafts: 'ڕەشنووسەکانم',
  draftsCaption: 'ڕەشنووسەکانم، نوێترینیان لە سەرەوە',
  noDrafts: 'هیچ ڕەشنووسێکت نییە.',
  works: 'بەرهەمەکانم',
  noWorks: 'ناوت لەسەر هیچ بەرهەمێک نییە. بەڕێوەبەرێک دەتوانێت وەک وەرگێڕ یان دیزاینەر ناوت زیاد بکات.',
  draft: 'ڕەشنووس',
  submittedAt: (ago: string) => `نێردراوە بۆ پێداچوونەوە (${ago})`,
  returned: 'گەڕێنراوەتەوە',
  submit: 'ناردن بۆ پێداچوونەوە',
  submitLabel: (name: string) => `ناردنی ${chapter(name)} بۆ پێداچوونەوە`,
  submitted: 'بەشەکە نێردرا بۆ پێداچوونەوە',
  submitFailed: 'ناردن سەرنەکەوت',
  needsPages: 'سەرەتا پەڕەکانی باربکە',
  addChapter: 'زیادکردنی بەش',
  work: 'بەرهەم',
  season: 'وەرز',
  noSeasons: 'ئەم بەرهەمە هێشتا وەرزی نییە: بەڕێوەبەرێک دەبێت وەرزێک زیاد بکات.',
  added: 'بەشەکە وەک ڕەشنووس زیادکرا',
  open: (name: string) => `کردنەوەی ${chapter(name)}`,
  /** On a chapter's page. */
  box: 'پێداچوونەوە',
  noteFromReviewer: 'تێبینیی پێداچوونەوە',
  draftHelp: 'ئەم بەشە ڕەشنووسە: کەس نایبینێت تا بەڕێوەبەرێک بڵاوی دەکاتەوە.',
  readOnly: 'ئەم بەشە هی تۆ نییە یان بڵاوکراوەتەوە: تەنها دەتوانیت بیبینیت.',
};
