/**
 * Wire types of the /api contract (SPEC §3 and §7, ARCHITECTURE §6), derived from the api's own schemas
 * in `@ckb/contract` (types only: no schema code reaches a bundle through this file). Field names keep
 * the SPEC's spelling (`session`, `epsode`, `or`, `technique_id`...).
 */
import type {
  ActiveAdT,
  AdDailyT,
  AdT,
  AssociatedWorksT,
  BannerT,
  ChapterT,
  ChapterLinkT,
  ChapterListItemT,
  ChapterReadT,
  CreditedWorkT,
  EpisodeT,
  ImageRefT,
  MangaSessionT,
  MangaT,
  MovieT,
  PagePhotoT,
  SeasonT,
  SeriesT,
  ServerT,
  SlideT,
  StaffRefT,
  TrendItemT,
  UserT,
} from '@ckb/contract';

export type { RoleFlag, RoleFlags } from '@ckb/contract/roles';
export { ROLE_FLAGS } from '@ckb/contract/roles';

/** Visibility flags travel as strings. */
export type Flag = 'true' | 'false';
export type WorkType = 'anime' | 'series' | 'manga' | 'manhua' | 'oneshot';
export type MangaType = MangaT['type'];
export type SeriesStatus = 'continue' | 'finish';

export type ImageRef = ImageRefT;
export type StaffRef = StaffRefT;
export type Server = ServerT;
export type Movie = MovieT;
export type Episode = EpisodeT;
export type Season = SeasonT;
export type Series = SeriesT;
export type PagePhoto = PagePhotoT;
export type Chapter = ChapterT;
export type MangaSession = MangaSessionT;
export type ChapterRead = ChapterReadT;
export type ChapterLink = ChapterLinkT;
export type ChapterListItem = ChapterListItemT;
export type Manga = MangaT;
export type Work = Movie | Series | Manga;
export type Slide = SlideT;
export type TrendItem = TrendItemT;

/**
 * What the store keeps of a hero slide (`getSlides`): the fields the hero reads, its genres without ids, and
 * `about` cut to what the hero can show (`clipAbout`). The drawn home page embeds these answers in its HTML,
 * which every first visit downloads: nothing in them goes unread.
 */
export type SlideCard = Pick<
  SlideT,
  '_id' | 'type' | 'movie_id' | 'series_id' | 'manga_id' | 'en' | 'about' | 'link'
> & {
  poster: CardPicture;
  background: CardPicture;
  genres?: Array<{ slug: string; name: string }>;
};

/** A picture as cards and the hero show it: its two addresses, no size (the layout reserves the space). */
export type CardPicture = Pick<ImageRefT, 'low' | 'original'>;

/** What the store keeps of a trend item (`getTrend*`): what a card or a ranked list shows. */
export type TrendCard = Pick<TrendItemT, 'type' | 'movie_id' | 'series_id' | 'manga_id' | 'en' | 'ku' | 'view'> & {
  poster: CardPicture;
};
export type CreditedWork = CreditedWorkT;
export type AssociatedWorks = AssociatedWorksT;
export type User = UserT;
export type ActiveAd = ActiveAdT;
export type Ad = AdT;
export type AdDaily = AdDailyT;
export type Banner = BannerT;

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

export type { GenreT as Genre, GenreRefT as GenreRef, SearchItemT as SearchItem, SearchSort } from '@ckb/contract';
