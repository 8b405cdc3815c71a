/** The staff pages' Sorani texts, beside them: the first visit to `/` does not download them. */
export const staffStrings = {
  staffTitle: 'ستاف',
  members: 'ئەندام',
  staffIntro: 'ئەو خۆبەخشانەی ئەنیمی و مانگا وەردەگێڕن، دیزاین دەکەن و ئامادەی دەکەن.',
  /** SPEC §8 "User list empty" ('No User data found.'), in Sorani. */
  emptyStaff: 'هیچ ئەندامێک نەدۆزرایەوە',
  /** SPEC §8 "Profile not loaded" ('User data could not be loaded.'), in Sorani. */
  profileFailed: 'زانیاری ئەندامەکە بار نەبوو',
  rolesLabel: 'ڕۆڵەکان',
  tabMovies: 'فیلم',
  tabSeries: 'زنجیرە',
  tabManga: 'مانگا/مانهوا',
  worksTabs: 'بەرهەمەکان',
  noTranslation: 'هیچ وەرگێڕانێک نییە',
  noDesign: 'هیچ دیزاینێک نییە',
  noTechnique: 'هیچ کاری تەکنیکی نییە',
} as const;
