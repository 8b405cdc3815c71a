import { Type } from 'typebox';
import { ServerCreateBody, ServerUpdateBody } from '@ckb/contract';
import { SERIES_PARTS } from '../../numbered/levels.ts';
import { wholeWorkSchemas } from '../../numbered/schemas.ts';

/** The servers of an episode (its seasons and episodes are numbered levels: numbered/routes.ts). */

const { created, changed, removed } = wholeWorkSchemas(SERIES_PARTS);
const id = Type.String({ maxLength: 64 });
const EpisodeParams = Type.Object({ id, sessionId: id, epsodeId: id });
const ServerParams = Type.Object({ id, sessionId: id, epsodeId: id, serverId: id });

export const addServerSchema = created('Add a server to an episode (server_epsode)', EpisodeParams, ServerCreateBody);
export const editServerSchema = changed('Change an episode server', ServerParams, ServerUpdateBody);
export const deleteServerSchema = removed('Remove an episode server', ServerParams);
