import type { FastifyInstance } from 'fastify';
import { backupInChild, type BackupJob } from '../backup/child.ts';
import { backupPlace, rotatePlace } from '../backup/place.ts';
import type { BackupConfig } from '../config.ts';
import { infrastructure } from '../lib/plugin.ts';

export interface BackupPluginOptions {
  /** What the server serves: its database and media store, and DATA_DIR. */
  site: Omit<BackupJob, 'dir'>;
  /** BACKUP_*; absent, or without `everyHours`: the schedule is off. */
  backup?: BackupConfig;
  /** Time between backups instead of `backup.everyHours` (tests: a few hundred ms). */
  everyMs?: number;
}

/**
 * The running server's own backups (BACKUP_EVERY_HOURS, BACKUP_KEEP): one every period, in a child
 * process (backup/child.ts says why), then the oldest beyond BACKUP_KEEP removed. A backup never
 * overlaps the previous one, and is abandoned (its partial folder removed) when the server stops.
 * Behind a balancer, set BACKUP_EVERY_HOURS on one instance only: every instance would back up otherwise.
 */
export const backupPlugin = infrastructure('backup', async (app: FastifyInstance, opts: BackupPluginOptions) => {
  const { backup } = opts;
  const everyMs = opts.everyMs ?? (backup?.everyHours ? backup.everyHours * 3600_000 : null);
  if (!backup || everyMs === null) return;
  const stop = new AbortController();
  let running: Promise<void> | null = null;
  const once = async () => {
    try {
      const result = await backupInChild({ ...opts.site, dir: backup.dir }, stop.signal);
      const removed = await rotatePlace(backupPlace(backup.dir, opts.site.mediaS3, opts.site.dataDir), backup.keep);
      app.log.info({ ...result, removed }, 'backup: written');
    } catch (err) {
      if (!stop.signal.aborted) app.log.error({ err }, 'backup: failed (the next one is tried at the usual time)');
    }
  };
  let timer: NodeJS.Timeout | null = null;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      if (!running) running = once().finally(() => (running = null));
    }, everyMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    stop.abort();
    await running;
  });
});
