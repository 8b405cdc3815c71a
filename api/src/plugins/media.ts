import type { FastifyInstance } from 'fastify';
import { infrastructure } from '../lib/plugin.ts';
import { collectMediaKeys, type MediaOwner } from '../media/cleanup.ts';

/** The media surface the rest of the api uses. The media pipeline (issue 4) owns its implementation. */
export interface Media {
  /** Storage keys held by rows under `owner`; call before deleting them. */
  collectKeys(owner: MediaOwner): Promise<string[]>;
  /** Removes the files of these keys (all variants); call after the rows are gone. Never throws for a missing file. */
  removeKeys(keys: string[]): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    media: Media;
  }
}

/**
 * Placeholder until the media pipeline lands: keys are collected for real; no file exists yet
 * (nothing can be uploaded), so there is nothing to remove.
 */
export const mediaPlugin = infrastructure('media', async (app: FastifyInstance) => {
  app.decorate('media', {
    collectKeys: (owner: MediaOwner) => collectMediaKeys(app.db.kysely, owner),
    removeKeys: async () => {},
  } satisfies Media);
});
