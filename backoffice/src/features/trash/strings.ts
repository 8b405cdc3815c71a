import { formatDate, formatNumber } from '@ckb/design-system';
import type { TrashKind } from '@ckb/contract';
import { KIND_LABELS } from '../../components/kindLabels.ts';

/** The texts of the trash: its screen and the undo toast every delete shows. Numbers and dates in Sorani. */
const n = (value: number) => formatNumber(value);

export const trashStrings = {
  title: 'سەبەتەی زبڵ',
  subtitle: (total: number, days: string) => `${n(total)} شت؛ هەر شتێک دوای ${days} ڕۆژ بە هەمیشەیی دەسڕێتەوە`,
  caption: 'ئەو شتانەی سڕاونەتەوە',
  empty: 'سەبەتەی زبڵ بەتاڵە: هیچ شتێک نەسڕاوەتەوە.',
  kindFilter: 'جۆر',
  allKinds: 'هەموو جۆرەکان',
  what: 'چی',
  kind: 'جۆر',
  by: 'سڕیەوە',
  when: 'کەی',
  expires: 'سڕینەوەی هەمیشەیی',
  actions: 'کردار',
  nobody: 'هەژمارێکی سڕاوە',
  contents: (rows: number, files: number) => (files > 0 ? `${n(rows)} ڕیز، ${n(files)} وێنە` : `${n(rows)} ڕیز`),
  restore: 'گەڕاندنەوە',
  restored: 'گەڕێنرایەوە',
  restoreFailed: 'گەڕاندنەوە سەرنەکەوت',
  purge: 'سڕینەوەی هەمیشەیی',
  purgeQuestion: (label: string) => `دڵنیایت دەتەوێت «${label}» بە هەمیشەیی بسڕیتەوە؟`,
  purgeDetails: 'هەموو ئەوەی لەژێریدایە و وێنەکانی دەسڕێنەوە، و ناگەڕێنرێنەوە.',
  purged: 'بە هەمیشەیی سڕایەوە',
  pages: 'پەڕەکانی سەبەتەی زبڵ',
  date: (iso: string) => formatDate(iso),
  /** The undo toast: its button, and how long it stays. */
  undo: 'گەڕاندنەوە',
  undoing: 'دەگەڕێنرێتەوە...',
  undoHint: (seconds: number) => `${n(seconds)} چرکە بۆ گەڕاندنەوە`,
  kinds: KIND_LABELS satisfies Record<TrashKind, string>,
};
