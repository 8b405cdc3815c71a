import type { ServerReportT } from '@ckb/contract';
import { recordActivity, type Actor } from '../activity/record.ts';
import { isId } from '../db/ids.ts';
import { notFound } from '../lib/http-errors.ts';
import { messages } from '../messages.ts';
import type { ServerReportRow } from '../repositories/servers.ts';
import type { Ctx } from './context.ts';

const DAY_MS = 86_400_000;

/**
 * Where "today" and "this week" begin: UTC days, the same days a reporter is counted once in (routes/servers),
 * so today's count is of distinct visitors; the week is the last seven of them, today included.
 */
export function reportWindows(now: number): { dayStart: number; weekStart: number } {
  const dayStart = Math.floor(now / DAY_MS) * DAY_MS;
  return { dayStart, weekStart: dayStart - 6 * DAY_MS };
}

const toWire = (row: ServerReportRow): ServerReportT => ({
  server_id: row.server_id,
  name_server: row.name_server,
  // reports are taken for films' and episodes' servers only, so a row's work is one of the two
  work: { _id: row.work.id, kind: row.work.kind === 'movie' ? 'movie' : 'series', title: row.work.title },
  season: row.season && { _id: row.season.id, name_session: row.season.number },
  episode: row.episode && { _id: row.episode.id, name_epsode: row.episode.number },
  count: row.count,
  today: row.today,
  week: row.week,
  last_reported_at: row.last_reported_at,
});

/** The reports inbox, worst first (see `ServersRepository.reportInbox`). */
export async function reportInbox(ctx: Ctx, workId?: string, now = Date.now()): Promise<ServerReportT[]> {
  return (await ctx.repos.servers.reportInbox(reportWindows(now), workId)).map(toWire);
}

/**
 * Marks a server's reports handled: they leave the inbox, and the history says who did it and how many there
 * were. Reports that arrive later count again. A server with none is not an error (two staff pressing at once).
 */
export async function handleReports(ctx: Ctx, actor: Actor, serverId: string, now = Date.now()): Promise<number> {
  const server = isId(serverId) ? await ctx.repos.servers.withWork(serverId) : undefined;
  if (!server) throw notFound(messages.serverNotFound);
  const cleared = await ctx.repos.servers.clearReports(serverId, now);
  if (cleared > 0) {
    await recordActivity(ctx.db.kysely, {
      actor,
      action: 'handle',
      kind: 'server',
      target: server.id,
      work: server.work_id,
      label: server.name_server,
      changes: { reports: [cleared, 0] },
    });
  }
  return cleared;
}
