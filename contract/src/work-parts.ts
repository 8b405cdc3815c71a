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

/**
 * One line of the reports inbox (GET /api/servers/reports): a server visitors reported as broken since it was
 * last marked handled, where it sits (the work; for a series, the season and the episode), and how many
 * reported it. Each count is of distinct reporters (one per visitor and UTC day); `today` is since the
 * current UTC day began, `week` the last seven UTC days, today included.
 */
export const ServerReport = Type.Object({
  server_id: Type.String(),
  name_server: Type.String(),
  work: Type.Object({
    _id: Type.String(),
    kind: Type.Union([Type.Literal('movie'), Type.Literal('series')]),
    title: Type.String({ description: 'the Kurdish title, else the English one' }),
  }),
  season: Type.Union([Type.Object({ _id: Type.String(), name_session: Type.Integer() }), Type.Null()], {
    description: "an episode's season; null for a film's server",
  }),
  episode: Type.Union([Type.Object({ _id: Type.String(), name_epsode: Type.Integer() }), Type.Null()], {
    description: "null for a film's server",
  }),
  count: Type.Integer({ minimum: 1, description: 'every report not yet handled' }),
  today: Type.Integer({ minimum: 0 }),
  week: Type.Integer({ minimum: 0 }),
  last_reported_at: Type.Integer({ description: 'epoch ms' }),
});
export type ServerReportT = Static<typeof ServerReport>;

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

/**
 * Drafts and release times of the two parts the public reads (episodes, chapters): `publish_at` is when the
 * public may see one, epoch ms; null is a draft, a time still ahead a scheduled release. Sent only to staff
 * (the public never receives a part before its time, so it never needs the field): optional on the wire.
 */
export const staffRelease = {
  publish_at: Type.Optional(
    Type.Union([Type.Integer(), Type.Null()], {
      description: 'staff only: epoch ms when the public may see it; null = draft, future = scheduled',
    }),
  ),
};

export { releaseState, type ReleaseState } from './release.ts';

/** `''` when a nested part (season, episode, session, chapter) has no detail. */
export const childDetail = Type.String({ description: "'' when none" });
