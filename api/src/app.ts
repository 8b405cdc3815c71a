import promoRoutes, { adBeaconRoutes } from './routes/promos/index.ts';
import activityRoutes from './activity/routes.ts';
// translators submit
import reviewRoutes from './routes/review/index.ts';
import compress from '@fastify/compress';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { LogController } from 'fastify';
import type { Config } from './config.ts';
import { openDatabase, type Db } from './db/database.ts';
import { apiKeyPlugin } from './plugins/api-key.ts';
import { backupPlugin } from './plugins/backup.ts';
import { authPlugin } from './plugins/auth.ts';
import { databasePlugin } from './plugins/database.ts';
import { errorsPlugin, routerErrors } from './plugins/errors.ts';
import { hostPlugin } from './plugins/host.ts';
import { mediaPlugin } from './plugins/media.ts';
import { invalidationPlugin } from './plugins/invalidation.ts';
import { openapiPlugin } from './plugins/openapi.ts';
import { pathIdsPlugin } from './plugins/path-ids.ts';
import { rateLimitPlugin } from './plugins/rate-limit.ts';
import { readinessPlugin } from './plugins/readiness.ts';
import { redisPlugin } from './plugins/redis.ts';
import { responseCachePlugin } from './plugins/response-cache.ts';
// security headers on every answer (CSP, nosniff, no framing) and where CSP violations are reported
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import cspReportRoutes from './routes/csp-report/index.ts';
import { viewsPlugin } from './plugins/views.ts';
import { visitorsPlugin } from './plugins/visitors.ts';
import { webPlugin } from './plugins/web.ts';
import authRoutes from './routes/auth/index.ts';
import genreRoutes from './routes/genres/index.ts';
import healthRoutes from './routes/health/index.ts';
import homeRoutes from './routes/home/index.ts';
import mangaRoutes from './routes/manga/index.ts';
import mediaRoutes from './routes/media/index.ts';
import uploadRoutes from './routes/uploads/index.ts';
import movieRoutes from './routes/movies/index.ts';
import searchRoutes from './routes/search/index.ts';
import seriesRoutes from './routes/series/index.ts';
import serverRoutes from './routes/servers/index.ts';
import userRoutes from './routes/users/index.ts';
import type { App } from './types.ts';
import { validatorCompiler } from './lib/validation.ts';
// the trash: deletes keep what they remove until a restore or a purge
import { trashPlugin } from './trash/plugin.ts';
import trashRoutes from './trash/routes.ts';
// for search engines and feed readers: robots.txt, sitemaps, Atom feeds
import seoRoutes from './seo/routes.ts';
import followRoutes from './follow/routes.ts';
import { SITEMAP_URLS_PER_FILE } from './seo/sitemaps.ts';
// drafts and release times: each instance's clock of the next scheduled release
import { RELEASE_LOOKAHEAD_MS, releaseClockPlugin, type Timers } from './numbered/release-clock.ts';

export interface BuildOptions {
  /** An already opened (and migrated) database; the caller then closes it. Default: open config.database. */
  db?: Db;
  /** The clock of the trash's automatic purge (tests move it). Default: Date.now. */
  now?: () => number;
  /** The release clock's timers (tests pass a fake clock's). Default: Node's. */
  releaseTimers?: Timers;
}

/**
 * The whole server as a Fastify instance, not listening: `server.ts` migrates, seeds and listens;
 * tests call `app.inject`. Infrastructure plugins first (their hooks must see every route), then
 * the /api routes, then the web frontends, whose not-found handler is the SPA fallback.
 */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<App> {
  const app = Fastify({
    logger: { level: config.logLevel },
    // Per-request lines only on demand (LOG_REQUESTS): they cost throughput; errors are always logged.
    logController: new LogController({ disableRequestLogging: !config.logRequests }),
    trustProxy: config.trustProxy,
    // The router's own refusals (a malformed %-escape, an over-long path segment) answer like every other error.
    frameworkErrors: routerErrors,
  }).withTypeProvider<TypeBoxTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);

  const db = options.db ?? openDatabase(config.database);

  await app.register(errorsPlugin);
  await app.register(securityHeadersPlugin, { publicUrl: config.publicUrl, mediaS3: config.mediaS3 });
  await app.register(hostPlugin);
  await app.register(readinessPlugin);
  await app.register(databasePlugin, { db, owned: !options.db });
  await app.register(redisPlugin, config.redis);
  await app.register(mediaPlugin, {
    mediaDir: config.mediaDir,
    s3: config.mediaS3,
    stagingDir: config.mediaStagingDir,
    limits: config.media,
  });
  await app.register(backupPlugin, {
    site: {
      database: config.database,
      mediaDir: config.mediaDir,
      mediaS3: config.mediaS3,
      mediaStagingDir: config.mediaStagingDir,
      dataDir: config.dataDir,
    },
    backup: config.backup,
  });
  await app.register(apiKeyPlugin, { apiKey: config.apiKey });
  await app.register(authPlugin, { jwtSecret: config.jwtSecret });
  await app.register(pathIdsPlugin);
  await app.register(visitorsPlugin, { secret: config.jwtSecret });
  await app.register(viewsPlugin, { flushMs: config.viewFlushMs });
  await app.register(invalidationPlugin);
  await app.register(responseCachePlugin, config.cache);
  // drafts and release times: the caches forget when a scheduled episode or chapter comes out
  await app.register(releaseClockPlugin, {
    lookaheadMs: RELEASE_LOOKAHEAD_MS,
    ...(options.releaseTimers ? { timers: options.releaseTimers } : {}),
  });
  await app.register(rateLimitPlugin, config.countRateLimit);
  await app.register(compress, { global: true, threshold: 1024 });
  await app.register(openapiPlugin);

  await app.register(healthRoutes);
  await app.register(cspReportRoutes);
  await app.register(mediaRoutes);
  await app.register(authRoutes, { prefix: '/api', loginRateLimit: config.loginRateLimit });
  await app.register(movieRoutes, { prefix: '/api' });
  await app.register(seriesRoutes, { prefix: '/api' });
  await app.register(mangaRoutes, { prefix: '/api' });
  await app.register(homeRoutes, { prefix: '/api' });
  await app.register(userRoutes, { prefix: '/api' });
  await app.register(uploadRoutes, { prefix: '/api' });
  await app.register(promoRoutes, { prefix: '/api' });
  await app.register(adBeaconRoutes);
  await app.register(genreRoutes, { prefix: '/api' });
  await app.register(searchRoutes, { prefix: '/api' });
  await app.register(serverRoutes, { prefix: '/api' });
  await app.register(trashPlugin, { days: config.trashDays, ...(options.now ? { now: options.now } : {}) });
  await app.register(trashRoutes, { prefix: '/api' });
  await app.register(activityRoutes, { prefix: '/api' });
  // for search engines and feed readers: robots.txt, sitemaps, Atom feeds (kept like the drawn pages)
  await app.register(seoRoutes, {
    site: { publicUrl: config.publicUrl, allowedHosts: config.allowedHosts },
    cache: config.pageCache,
    urlsPerFile: config.sitemapUrlsPerFile ?? SITEMAP_URLS_PER_FILE,
  });
  // translators submit: the review queue of chapter drafts
  await app.register(reviewRoutes, { prefix: '/api' });
  // following without an account: the news of every followed work in one request
  await app.register(followRoutes, { prefix: '/api' });

  await app.register(webPlugin, {
    webRoot: config.webRoot,
    apiKey: config.apiKey,
    site: { publicUrl: config.publicUrl, allowedHosts: config.allowedHosts },
    serverRender: config.serverRender,
    pageCache: config.pageCache,
  });
  return app;
}
