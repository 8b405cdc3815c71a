import type { Series } from '@ckb/api-client';
import { EpisodeCreateBody, ServerCreateBody } from '@ckb/contract';
import { Type } from 'typebox';
import { accountStrings } from '../../accountStrings.ts';
import { nextNumber } from '../../components/numbered/kind.ts';
import { compact, toNumber } from '../../lib/resolver.ts';

/**
 * The quick episode form as `useAdminForm` takes it. One save sends an episode and then its servers
 * (after a new season, when one is chosen), so the form checks them together, each part by the api's own
 * rule: the episode body's number and every server's body. The series is chosen from a list and its
 * seasons from another; the page checks that a series is chosen (its sentence is the page's own).
 */
export const QuickEpisodeBody = Type.Object({
  name_epsode: EpisodeCreateBody.properties.name_epsode,
  servers: Type.Array(ServerCreateBody),
});

const t = accountStrings.quick;

export interface ServerRow {
  name_server: string;
  embed_code: string;
}
export interface QuickValues {
  /** The chosen series (`_id`); registered so that it is focused first when missing. */
  series: string;
  name_epsode: string;
  servers: ServerRow[];
}

/** The n-th server row, named "سێرڤەری n". */
export const serverRow = (n: number): ServerRow => ({ name_server: t.serverN(n), embed_code: '' });

/** The form before anything is chosen: one server row ready. */
export const EMPTY: QuickValues = { series: '', name_epsode: '', servers: [serverRow(1)] };

/** Form text → what is checked and sent: the number typed in any digits, the servers trimmed. */
export const convert = (v: QuickValues) =>
  compact({
    name_epsode: toNumber(v.name_epsode),
    servers: v.servers.map((s) => ({ name_server: s.name_server.trim(), embed_code: s.embed_code.trim() })),
  });

const LABELS: Record<string, string> = { name_epsode: t.episode, name_server: t.serverName, embed_code: t.embed };
/** Errors name a field by its label here (`servers.0.embed_code` is «کۆدی لێدەر»). */
export const label = (path: string) => {
  const field = path.split('.').pop() ?? path;
  return `«${LABELS[field] ?? field}»`;
};

/** The season choice that creates the next season on save. */
export const NEW_SEASON = 'new';

/** The next episode of a season: one after its highest number (1 for an empty or new season). */
export const nextEpisode = (series: Series | undefined, sessionId: string): number =>
  nextNumber(series?.session.find((s) => s._id === sessionId)?.epsode.map((e) => e.name_epsode) ?? []);

export const lastSeason = (series: Series | undefined) =>
  series?.session.reduce<Series['session'][number] | undefined>(
    (best, s) => (!best || s.name_session > best.name_session ? s : best),
    undefined,
  );
