import { Type } from 'typebox';
import { envelope, errorResponses, ServerReportCount } from '@ckb/contract';
import { staffSecurity } from '../work-routes.ts';

const tags = ['servers'];

export const reportServerSchema = {
  summary: "A visitor reports that a film's or an episode's server does not play",
  description:
    'Public (API key only). Counted once per visitor (client address, hashed with a secret) and day: a repeat ' +
    'changes nothing. 404 for an unknown server or one of a hidden work.',
  tags,
  security: [{ apiKey: [] }],
  params: Type.Object({ id: Type.String({ maxLength: 64 }) }),
  response: { 202: envelope(Type.Object({ reported: Type.Literal(true) })), ...errorResponses },
};

export const serverReportsSchema = {
  summary: 'Report counts per server, most reported first (dev, owner, admin)',
  description: "With `work` (a work's record id): only that film's servers, or that series' episodes' servers.",
  tags,
  security: staffSecurity,
  querystring: Type.Object({ work: Type.Optional(Type.String({ maxLength: 64 })) }),
  response: { 200: envelope(Type.Object({ reports: Type.Array(ServerReportCount) })), ...errorResponses },
};
