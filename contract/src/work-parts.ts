import { Type, type Static } from 'typebox';
import { Flag, ImageRef, StaffRef } from './common.ts';
import { GenreRef } from './genres.ts';

/**
 * The parts every kind of work shows on the wire (SPEC §3), written once: films, series and the manga
 * family spread them in the order the wire gives them (`_id`, their own number, `type`, their own
 * description, then `workShown`, their slide flag, their children, `workCredits`, `workTags`). The order
 * matters: the serializer writes properties in schema order.
 */

export const Server = Type.Object({
  _id: Type.String(),
  name_server: Type.String(),
  embed_code: Type.String({ description: 'an <iframe> with an https: src; clients render it sandboxed' }),
});
export type ServerT = Static<typeof Server>;

/** What the back-office reads about visitors' "broken server" reports: a count per server. */
export const ServerReportCount = Type.Object({
  server_id: Type.String(),
  count: Type.Integer({ minimum: 1, description: 'distinct reporters (one per visitor and day)' }),
  last_reported_at: Type.Integer({ description: 'epoch ms' }),
});
export type ServerReportCountT = Static<typeof ServerReportCount>;

/** movie_id, series_id, manga_id: the number of the public URL, taken in sequence per kind. */
export const publicNumber = Type.Integer({ description: 'public sequential number' });

/** Views, pictures and whether the public sees it (each kind adds its own slide flag after these). */
export const workShown = {
  view: Type.Integer(),
  poster: ImageRef,
  background: ImageRef,
  active_show: Flag,
};

/** The three credit lists. */
export const workCredits = {
  translator_id: Type.Array(StaffRef),
  designer_id: Type.Array(StaffRef),
  technique_id: Type.Array(StaffRef),
};

/** Genres and alternative titles, last on every work. */
export const workTags = {
  genres: Type.Array(GenreRef),
  alt_titles: Type.Array(Type.String()),
};

/** `''` when a nested part (season, episode, session, chapter) has no detail. */
export const childDetail = Type.String({ description: "'' when none" });
