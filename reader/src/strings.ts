export const strings = {
  title: 'خوێنەری بەشەکان',
  chapterOf: (session: string, chapter: string) => `وەرزی ${session}، بەشی ${chapter}`,
  comingSoon:
    'خوێنەری بەشەکان لە قۆناغێکی داهاتوودا دروست دەکرێت: پەڕەکان بە ڕیز، سەرەتا بە کوالیتی نزم و پاشان بەرز، لەگەڵ بەستەری بەشی پێشوو و دواتر.',
  backToManga: 'گەڕانەوە بۆ پەڕەی مانگاکە',
} as const;
