/**
 * Wire types of the /api contract (SPEC §3 and §7, ARCHITECTURE §6).
 * Field names keep the SPEC's spelling (`session`, `epsode`, `or`, `technique_id`...).
 */

/** Visibility flags travel as strings. */
export type Flag = 'true' | 'false';

export interface ImageRef {
  low: string;
  original: string;
  /** Pixel size of the original, when known (reserve space before the image loads). */
  width?: number;
  height?: number;
}

export type WorkType = 'anime' | 'series' | 'manga' | 'manhua' | 'oneshot';
export type MangaType = 'manga' | 'manhua' | 'oneshot';
export type SeriesStatus = 'continue' | 'finish';

/** A staff member as listed on a work (translator_id, designer_id, technique_id). */
export interface StaffRef {
  _id: string;
  name: string;
  avatar: Pick<ImageRef, 'low'> & Partial<ImageRef>;
}

export interface Server {
  _id: string;
  name_server: string;
  embed_code: string;
}

interface WorkBase {
  _id: string;
  en: string;
  ku: string;
  about: string;
  country: string;
  language: string;
  date_publish: string;
  rating: number;
  director: string;
  view: number;
  poster: ImageRef;
  background: ImageRef;
  active_show: Flag;
  translator_id: StaffRef[];
  designer_id: StaffRef[];
  technique_id: StaffRef[];
}

export interface Movie extends WorkBase {
  movie_id: number;
  type: 'anime';
  ar: string;
  time: number;
  budget: number;
  revenue: number;
  imdb?: string;
  assessment: string;
  trailer: string;
  active_show_on_slide: Flag;
  server: Server[];
}

export interface Episode {
  _id: string;
  name_epsode: number;
  detail?: string;
  server_epsode: Server[];
}

export interface Season {
  _id: string;
  name_session: number;
  detail?: string;
  epsode: Episode[];
}

export interface Series extends WorkBase {
  series_id: number;
  type: 'series';
  ar: string;
  time: number;
  budget: number;
  revenue: number;
  assessment: string;
  status: SeriesStatus;
  trailer: string;
  active_show_on_slide: Flag;
  session: Season[];
}

export interface PagePhoto {
  /** The page's id, for reordering and deleting single pages. */
  _id: string;
  /** `/media/<key>`; add `?quality=low|high` for a variant. */
  path_photo: string;
  photoPathNum?: number;
  width?: number;
  height?: number;
}

export interface Chapter {
  _id: string;
  name_chapter: string;
  detail?: string;
  photo_path_array: PagePhoto[];
}

export interface MangaSession {
  _id: string;
  name_session: number;
  detail?: string;
  chapter: Chapter[];
}

export interface Manga extends WorkBase {
  manga_id: number;
  type: MangaType;
  or: string;
  status: string;
  author: string;
  name_studio: string;
  active_show_on_swiper: Flag;
  session: MangaSession[];
}

export type Work = Movie | Series | Manga;

export interface Slide {
  name?: string;
  en: string;
  about: string;
  type: WorkType;
  background: Pick<ImageRef, 'low'> & Partial<ImageRef>;
  poster: Pick<ImageRef, 'low'> & Partial<ImageRef>;
  movie_id?: number;
  series_id?: number;
  manga_id?: number;
}

export interface TrendItem {
  type: WorkType;
  movie_id?: number;
  series_id?: number;
  manga_id?: number;
  en: string;
  ku: string;
  about: string;
  view: number;
  rating: number;
  poster: Pick<ImageRef, 'low'> & Partial<ImageRef>;
}

export interface CreditedWork {
  movie_id?: number;
  series_id?: number;
  manga_id?: number;
  en: string;
  ku: string;
  poster: Pick<ImageRef, 'low'> & Partial<ImageRef>;
}

export interface AssociatedWorks {
  movies: { translator: CreditedWork[]; designer: CreditedWork[]; technique: CreditedWork[] };
  series: { translator: CreditedWork[]; designer: CreditedWork[]; technique: CreditedWork[] };
  manga: { translator: CreditedWork[]; designer: CreditedWork[] };
}

export const ROLE_FLAGS = [
  'is_owner',
  'is_dev',
  'is_supervisor',
  'is_admin',
  'is_translator',
  'is_designer',
  'is_technique',
] as const;
export type RoleFlag = (typeof ROLE_FLAGS)[number];

export interface User extends Record<RoleFlag, boolean> {
  _id: string;
  name: string;
  username: string;
  /** Only sent to signed-in staff. */
  email?: string;
  role?: string;
  avatar: ImageRef;
  background: ImageRef;
  associatedWorks?: AssociatedWorks;
}

export interface Paged<T> {
  pagination_info: { results: T[]; totalPages: number; totalItems: number };
}

export interface Envelope<T> {
  data: T;
}

export interface ErrorBody {
  message: string;
}

/** The decoded JWT: the SPEC only promises `id` and `exp` (seconds). */
export interface TokenClaims {
  id: string;
  exp: number;
  iat?: number;
}
