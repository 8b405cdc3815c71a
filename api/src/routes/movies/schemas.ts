import { TRASHED } from '../../trash/plugin.ts';
import { Type } from 'typebox';
import { envelope, errorResponses, Movie, ServerCreateBody, ServerUpdateBody } from '@ckb/contract';
import { staffSecurity } from '../work-routes.ts';

const tags = ['movies'];
const oneMovie = envelope(Type.Object({ movie: Movie }));
const ServerParams = Type.Object({ id: Type.String({ maxLength: 64 }), serverId: Type.String({ maxLength: 64 }) });

export const addServerSchema = {
  summary: 'Add a streaming server to a film (dev, owner, admin); answers the whole film',
  tags,
  security: staffSecurity,
  params: Type.Object({ id: Type.String({ maxLength: 64 }) }),
  body: ServerCreateBody,
  response: { 201: oneMovie, ...errorResponses },
};

export const editServerSchema = {
  summary: 'Change a film server: name_server and/or embed_code (dev, owner, admin)',
  description: 'The same style as the series call `POST .../server/{serverId}/edit` of SPEC §7.',
  tags,
  security: staffSecurity,
  params: ServerParams,
  body: ServerUpdateBody,
  response: { 200: oneMovie, ...errorResponses },
};

export const deleteServerSchema = {
  summary: 'Remove a film server (dev, owner, admin); answers the whole film',
  description: TRASHED,
  tags,
  security: staffSecurity,
  params: ServerParams,
  response: { 200: oneMovie, ...errorResponses },
};
