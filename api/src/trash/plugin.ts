import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { TRASH_ID_HEADER } from '@ckb/contract';
import { infrastructure } from '../lib/plugin.ts';
import { purgeExpired } from './purge.ts';
import type { Deleter } from './service.ts';

/**
 * `app.trash`: how long items stay (TRASH_DAYS) and the automatic purge, which runs once the app is ready
 * (start-up) and then every `everyMs` while it runs, on every instance (purging an item twice is harmless: the
 * second finds nothing). `now` is the clock (tests move it).
 */
export interface TrashSettings {
  days: number;
  now: () => number;
  /** Purges what is older than `days`; answers how many items went. */
  purgeExpired: (now?: number) => Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    trash: TrashSettings;
  }
}

export interface TrashPluginOptions {
  days: number;
  now?: () => number;
  everyMs?: number;
}

const HOUR_MS = 3_600_000;

export const trashPlugin = infrastructure('trash', async (app: FastifyInstance, opts: TrashPluginOptions) => {
  const now = opts.now ?? Date.now;
  const settings: TrashSettings = {
    days: opts.days,
    now,
    purgeExpired: (at = now()) => purgeExpired(app, at, opts.days),
  };
  app.decorate('trash', settings);

  let timer: NodeJS.Timeout | null = null;
  const run = async () => {
    try {
      const purged = await settings.purgeExpired();
      if (purged > 0) app.log.info({ purged, days: opts.days }, 'trash: purged items older than TRASH_DAYS');
    } catch (err) {
      // the next round tries again; a failed purge loses nothing
      app.log.error({ err }, 'trash: the automatic purge failed');
    }
  };
  app.addHook('onReady', async () => {
    await run();
    timer = setInterval(() => void run(), opts.everyMs ?? HOUR_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
});

/** The deleter of a request: its signed-in user; the new item's id goes out in the `X-Trash-Id` header. */
export function deleterOf(request: FastifyRequest, reply: FastifyReply): Deleter {
  return {
    userId: request.user?.id ?? null,
    trashed: (trashId) => void reply.header(TRASH_ID_HEADER, trashId),
  };
}

/** Every delete's OpenAPI note. */
export const TRASHED =
  'It moves to the trash with everything under it (GET /api/trash); the `X-Trash-Id` header of the answer ' +
  'names the item, which POST /api/trash/{id}/restore puts back.';
