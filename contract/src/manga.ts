import { Type, type Static } from 'typebox';
import { Flag, ImageRef, StaffRef } from './common.ts';
import { childDetail, publicNumber, staffRelease, workCredits, workShown, workTags } from './work-parts.ts';

/** Manga, manhua and oneshot on the wire (SPEC §3 "Manga"), and the reader's one chapter. */

export const PagePhoto = Type.Object({
  _id: Type.String(),
  path_photo: Type.String({ description: 'add ?quality=low, ?quality=saver (data saver) or ?quality=high' }),
  photoPathNum: Type.Integer({ description: '1-based page order' }),
  width: Type.Integer(),
  height: Type.Integer(),
});
export type PagePhotoT = Static<typeof PagePhoto>;

export const Chapter = Type.Object({
  _id: Type.String(),
  name_chapter: Type.String({ description: 'as entered: "12", "12.5", "Extra"; numeric names sort numerically' }),
  detail: childDetail,
  photo_path_array: Type.Array(PagePhoto),
  ...staffRelease,
});
export type ChapterT = Static<typeof Chapter>;

export const MangaSession = Type.Object({
  _id: Type.String(),
  name_session: Type.Integer({ description: 'season number' }),
  detail: childDetail,
  chapter: Type.Array(Chapter),
});
export type MangaSessionT = Static<typeof MangaSession>;

export const MangaType = Type.Union([Type.Literal('manga'), Type.Literal('manhua'), Type.Literal('oneshot')]);

/** Manga, manhua and oneshot (SPEC §3 "Manga"). */
export const Manga = Type.Object({
  _id: Type.String(),
  manga_id: publicNumber,
  type: MangaType,
  en: Type.String(),
  ku: Type.String(),
  or: Type.String({ description: 'original name' }),
  about: Type.String(),
  status: Type.String({ description: 'continue or finish' }),
  country: Type.String(),
  language: Type.String(),
  date_publish: Type.String(),
  author: Type.String(),
  name_studio: Type.String(),
  rating: Type.Number(),
  director: Type.String(),
  ...workShown,
  active_show_on_swiper: Flag,
  ...workCredits,
  session: Type.Array(MangaSession),
  ...workTags,
});
export type MangaT = Static<typeof Manga>;
export const MangaListItem = Type.Partial(Manga);
export const MANGA_FIELDS = Object.keys(Manga.properties) as (keyof MangaT)[];

// --- the reader's chapter: one call instead of the whole manga tree --------------------------------

/** A chapter named from the outside: the reader's URL takes the session number and the chapter name. */
export const ChapterLink = Type.Object({
  name_session: Type.Integer(),
  name_chapter: Type.String(),
});
export type ChapterLinkT = Static<typeof ChapterLink>;

/** One line of the reader's drawer: a chapter of the same session, without its pages. */
export const ChapterListItem = Type.Object({
  _id: Type.String(),
  name_chapter: Type.String(),
  detail: childDetail,
  pages: Type.Integer({ description: 'how many pages it has' }),
});
export type ChapterListItemT = Static<typeof ChapterListItem>;

/**
 * GET /api/manga/{manga_id}/number/session/{name_session}/chapter/{name_chapter}: one chapter with its
 * pages and what the reader needs around it, instead of the whole manga tree.
 */
export const ChapterRead = Type.Object({
  manga: Type.Object({
    _id: Type.String(),
    manga_id: Type.Integer(),
    type: MangaType,
    en: Type.String(),
    ku: Type.String(),
    poster: ImageRef,
    // the credits the manga page shows, for the chapter's end
    translator_id: Type.Array(StaffRef, { description: "the work's translators, in their credited order" }),
  }),
  session: Type.Object({ _id: Type.String(), name_session: Type.Integer() }),
  chapter: Type.Object({
    _id: Type.String(),
    name_chapter: Type.String(),
    detail: childDetail,
    date: Type.String({ description: 'when it came out (its release time, else when it was added): YYYY-MM-DD, UTC' }),
    // a staff member's preview of a chapter the public cannot read yet says so
    ...staffRelease,
  }),
  pages: Type.Array(PagePhoto, { description: 'in reading order (photoPathNum 1..n)' }),
  chapters: Type.Array(ChapterListItem, { description: "the session's chapters in reading order" }),
  previous: Type.Union([ChapterLink, Type.Null()], {
    description: 'the chapter before, or the last chapter of the previous session; null on the very first',
  }),
  next: Type.Union([ChapterLink, Type.Null()], {
    description: 'the chapter after, or the first chapter of the next session; null on the very last',
  }),
});
export type ChapterReadT = Static<typeof ChapterRead>;
