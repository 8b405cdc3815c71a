/**
 * The media pipeline's user-facing texts (Sorani), re-exported as `messages.media`. Every upload
 * refusal names the file, so the back-office can say which page of a chapter batch was wrong.
 * File names stay as sent inside «», 100 characters at most (`echo`); a field is named by its label (`wireField`).
 */

import { echo, wireField } from '@ckb/contract/validation';

const num = new Intl.NumberFormat('ckb', { numberingSystem: 'arab', maximumFractionDigits: 1 });
const n = (value: number): string => num.format(value);

/** 20971520 -> "٢٠ مێگابایت", 2048 -> "٢ کیلۆبایت". */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${n(bytes / (1024 * 1024))} مێگابایت`;
  if (bytes >= 1024) return `${n(bytes / 1024)} کیلۆبایت`;
  return `${n(bytes)} بایت`;
}

export const mediaMessages = {
  notMultipart: (field: string) => `فایلەکە دەبێت بە شێوەی multipart/form-data و لە ${wireField(field)}دا بنێردرێت.`,
  malformed: 'داواکارییە multipart ـەکە دروست نییە.',
  aborted: 'ناردنی فایلەکان پێش تەواوبوون بڕا.',
  noFile: (field: string) => `هیچ فایلێک نەنێردراوە. تکایە وێنەیەک لە ${wireField(field)}دا هەڵبژێرە.`,
  unexpectedField: (got: string, expected: string) =>
    `${wireField(got)} چاوەڕوان نەدەکرا: فایلەکە دەبێت لە ${wireField(expected)}دا بنێردرێت.`,
  oneFileOnly: (field: string) => `تەنها یەک فایل لە ${wireField(field)}دا وەردەگیرێت.`,
  tooManyFiles: (max: number) => `لە یەک داواکاریدا زیاتر لە ${n(max)} فایل وەرناگیرێت.`,
  fileTooLarge: (name: string, max: number) => `قەبارەی فایلی «${echo(name)}» لە سنووری ${formatBytes(max)} زیاترە.`,
  requestTooLarge: (max: number) => `کۆی قەبارەی فایلەکانی ئەم داواکارییە لە سنووری ${formatBytes(max)} زیاترە.`,
  emptyFile: (name: string) => `فایلی «${echo(name)}» بەتاڵە (سفر بایتە).`,
  notImage: (name: string) => `فایلی «${echo(name)}» وێنە نییە. تەنها وێنەی JPEG، PNG، WebP، AVIF و GIF وەردەگیرێن.`,
  corrupt: (name: string) => `وێنەی «${echo(name)}» تەواو نییە یان تێکچووە و ناخوێندرێتەوە.`,
  tooManyPixels: (name: string, width: number, height: number, max: number) =>
    `وێنەی «${echo(name)}» زۆر گەورەیە (${n(width)}×${n(height)} پیکسڵ). زۆرترین ڕێگەپێدراو ${n(max / 1_000_000)} ملیۆن پیکسڵە.`,
  sessionNotFound: 'ئەم وەرزە نەدۆزرایەوە.',
  chapterNotFound: 'ئەم بەشە نەدۆزرایەوە.',
  pageNotFound: 'ئەم پەڕەیە نەدۆزرایەوە.',
  pagesRepeated: 'هەر پەڕەیەک تەنها یەک جار دیاری بکە.',
  somePageNotFound: 'هەندێک لەو پەڕانە لەم بەشەدا نەدۆزرانەوە؛ هیچ پەڕەیەک نەسڕایەوە.',
  reorderMismatch: 'ڕیزی نوێی پەڕەکان دەبێت هەموو پەڕەکانی ئەم بەشە تێدا بێت، هەر یەکەیان تەنها یەک جار.',
  busy: 'وێنەکە لە هەمان کاتدا لە لایەن کەسێکی ترەوە گۆڕدرا. تکایە دووبارە هەوڵ بدەرەوە.',
  mediaNotFound: 'ئەم وێنەیە نەدۆزرایەوە.',
  archiveAlone: 'فایلی ZIP یان CBZ دەبێت بە تەنها بنێردرێت، بێ هیچ وێنە یان ئەرشیڤێکی تر لە هەمان داواکاریدا.',
  archiveCorrupt: (name: string) =>
    `ئەرشیڤی «${echo(name)}» تێکچووە، تەواو نییە یان بە وشەی نهێنی پارێزراوە، بۆیە ناخوێندرێتەوە.`,
  archiveEmpty: (name: string) => `هیچ وێنەیەک لە ناو ئەرشیڤی «${echo(name)}»دا نییە.`,
  archiveUnsafePath: (name: string) =>
    `ناوی «${echo(name)}» لە ناو ئەرشیڤەکەدا ڕێگەپێنەدراوە: ڕێڕەوی ڕەها، «..» و هێڵی لار (\\) وەرناگیرێن.`,
  archiveTooManyEntries: (max: number) => `ئەرشیڤەکە زیاتر لە ${n(max)} فایل و بوخچەی تێدایە.`,
  archiveTooLarge: (max: number) => `کۆی قەبارەی ناوەڕۆکی ئەرشیڤەکە دوای کردنەوە لە سنووری ${formatBytes(max)} زیاترە.`,
  archiveBomb: (name: string) =>
    `«${echo(name)}» لە ناو ئەرشیڤەکەدا زۆر لەوە گەورەتر دەبێتەوە کە دەبێت (بۆمبی zip)، بۆیە ئەرشیڤەکە وەرناگیرێت.`,
} as const;
