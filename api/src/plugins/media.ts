import type { FastifyInstance } from 'fastify';
import type { MediaLimits } from '../config.ts';
import { infrastructure } from '../lib/plugin.ts';
import { MediaService } from '../media/service.ts';

/**
 * The media surface the rest of the api uses (`app.media`):
 * - `collectKeys(owner)` before deleting rows and `removeKeys(keys)` after the commit (delete routes);
 * - uploads, page order and the store itself for the media routes (see media/service.ts).
 */
export type Media = MediaService;

declare module 'fastify' {
  interface FastifyInstance {
    media: Media;
  }
}

export interface MediaPluginOptions {
  mediaDir: string;
  limits: MediaLimits;
}

/**
 * Creates the store under MEDIA_DIR and, once the app is ready (the database is migrated by then),
 * cleans what a crashed upload or delete left in the staging folder.
 */
export const mediaPlugin = infrastructure('media', async (app: FastifyInstance, opts: MediaPluginOptions) => {
  const media = MediaService.forDirectory(opts.mediaDir, app.db, opts.limits, app.log);
  await media.init();
  app.decorate('media', media);
  app.addHook('onReady', async () => {
    try {
      const swept = await media.sweep();
      if (swept.folders > 0) {
        app.log.info(swept, 'media: cleaned leftovers of interrupted uploads and deletes');
      }
    } catch (err) {
      // a failed cleanup must not keep the site down; the next start tries again
      app.log.error({ err }, 'media: start-up cleanup failed');
    }
  });
});
