import type { FastifyInstance } from 'fastify';
import type { MediaLimits, MediaS3Config } from '../config.ts';
import { infrastructure } from '../lib/plugin.ts';
import { createMediaStorage, MediaService } from '../media/service.ts';

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
  /** An S3-compatible bucket instead of MEDIA_DIR. */
  s3?: MediaS3Config | null;
  /** Local scratch folder of uploads with the bucket. */
  stagingDir?: string;
  limits: MediaLimits;
}

/**
 * Opens the store (the MEDIA_DIR folder or the bucket) and, once the app is ready (the database is
 * migrated by then), cleans what a crashed upload or delete left behind.
 */
export const mediaPlugin = infrastructure('media', async (app: FastifyInstance, opts: MediaPluginOptions) => {
  const storage = createMediaStorage({
    mediaDir: opts.mediaDir,
    s3: opts.s3 ?? null,
    stagingDir: opts.stagingDir ?? opts.mediaDir,
  });
  const media = new MediaService(storage, app.db, opts.limits, app.log);
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
