/**
 * Default Sorani texts of the admin kit. They live apart from `../strings.ts` because the admin kit is its
 * own entry (`@ckb/design-system/admin`), bundled only into the back-office: nothing here reaches a
 * public page's JavaScript. Every text can be overridden by a prop.
 */
export const adminStrings = {
  required: 'پێویستە',
  optional: 'ئارەزوومەندانە',

  // file input
  dropHere: 'فایل ڕابکێشە ئێرە، یان کلیک بکە بۆ هەڵبژاردن',
  dropMany: 'وێنەکان ڕابکێشە ئێرە، یان کلیک بکە بۆ هەڵبژاردنیان',
  fileChosen: 'فایلێک هەڵبژێردرا',
  filesChosen: (count: string) => `${count} فایل هەڵبژێردران`,
  removeFile: 'لابردنی فایلەکە',
  preview: 'پێشبینینی وێنەکە',

  // dialogs
  close: 'داخستن',
  confirmYes: 'بەڵێ',
  confirmNo: 'نەخێر، پاشگەزبوونەوە',

  // progress
  progress: 'ڕێژەی تەواوبوون',

  // table
  noRows: 'هیچ شتێک نییە.',
} as const;
