/**
 * Default Sorani texts of the reader kit (`@ckb/design-system/reader`), bundled only into the reader.
 * Every text can be overridden by a prop.
 */
export const readerStrings = {
  pageOf: (page: string, total: string) => `پەڕەی ${page} لە ${total}`,
  loadHigh: 'بارکردنی ئەم پەڕەیە بە کوالیتی بەرز',
  progress: 'ڕێژەی خوێندنەوە',
  current: 'ئێستا',
  read: 'خوێندراوە',
} as const;
