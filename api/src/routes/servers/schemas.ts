import { Type } from 'typebox';
import { envelope, errorResponses, ServerReport } from '@ckb/contract';
import { staffSecurity } from '../work-routes.ts';

const tags = ['servers'];
const params = Type.Object({ id: Type.String({ maxLength: 64 }) });

export const reportServerSchema = {
  summary: "A visitor reports that a film's or an episode's server does not play",
  description:
    'Public (API key only). Counted once per visitor (client address, hashed with a secret) and day: a repeat ' +
    'changes nothing. 404 for an unknown server or one of a hidden work.',
  tags,
  security: [{ apiKey: [] }],
  params,
  response: { 202: envelope(Type.Object({ reported: Type.Literal(true) })), ...errorResponses },
};

export const serverReportsSchema = {
  summary: 'The reports inbox: servers with reports not yet handled, worst first (dev, owner, admin)',
  description:
    'Each with its work (and season and episode), its counts (all, today, the last seven days; UTC days) and ' +
    "the latest report. Worst first: the week's count, then today's, then all, then the latest. With `work` (a " +
    "work's record id): only that film's servers, or that series' episodes' servers.",
  tags,
  security: staffSecurity,
  querystring: Type.Object({ work: Type.Optional(Type.String({ maxLength: 64 })) }),
  response: { 200: envelope(Type.Object({ reports: Type.Array(ServerReport) })), ...errorResponses },
};

export const handleReportsSchema = {
  summary: "Marks a server's reports handled (dev, owner, admin)",
  description:
    'Clears the reports made so far: the server leaves the inbox until visitors report it again (the same ' +
    'visitor, the same day, included). Recorded in the history (`handle`) when there were any. Answers how many ' +
    'were cleared (0 when none waited). 404 for an unknown server.',
  tags,
  security: staffSecurity,
  params: Type.Object({ serverId: Type.String({ maxLength: 64 }) }),
  response: { 200: envelope(Type.Object({ cleared: Type.Integer({ minimum: 0 }) })), ...errorResponses },
};
