import { deleterOf } from '../../trash/plugin.ts';
import { moveToTrash } from '../../trash/service.ts';
import multipart from '@fastify/multipart';
import { canonicalWebLink } from '@ckb/contract/links';
import type { FastifyRequest, FastifySchema, FastifySchemaCompiler } from 'fastify';
import { requireRole } from '../../auth/guards.ts';
import { isId } from '../../db/ids.ts';
import { notFound } from '../../lib/http-errors.ts';
import { validatorCompiler } from '../../lib/validation.ts';
import { UploadError } from '../../media/errors.ts';
import { viewDay } from '../../plugins/views.ts';
import { countOnce } from '../../views/once.ts';
import {
  activeAds,
  adSizeProblem,
  createAd,
  createBanner,
  getAd,
  getBanner,
  listAds,
  playerAd,
  promoMessages,
  toBanner,
  updateAd,
  updateBanner,
  weekStart,
} from '../../services/promos.ts';
import type { App } from '../../types.ts';
import { PROMO_NOT_EDITED, recordFor } from '../../activity/from-route.ts';
import { changesBetween } from '../../activity/record.ts';
import { imageEntry } from '../../activity/images.ts';
import { workLabel } from '../../activity/works.ts';
import * as s from './schemas.ts';

const docOnlyBody: FastifySchemaCompiler<FastifySchema> = (route) =>
  route.httpPart === 'body' ? () => ({ value: undefined }) : validatorCompiler(route);

const adNotFound = () => notFound(promoMessages.adNotFound);
const bannerNotFound = () => notFound(promoMessages.bannerNotFound);

async function uploading<T>(reply: { header(name: string, value: string): unknown }, run: () => Promise<T>) {
  try {
    return await run();
  } catch (err) {
    if (err instanceof UploadError && err.closeConnection) reply.header('connection', 'close');
    throw err;
  }
}

/** /api/ads and /api/banners: ads and banners as content staff change without a rebuild. */
export default async function promoRoutes(app: App): Promise<void> {
  await app.register(multipart);
  const editAds = requireRole('ads.manage');
  const editBanners = requireRole('banners.manage');

  // --- public
  app.get('/ads/active', { schema: s.activeAdsSchema, onRequest: app.publicCache.lookup }, async (request, reply) =>
    app.publicCache.send(request, reply, { data: await activeAds(app.repos) }),
  );
  app.get('/ads/player', { schema: s.playerAdSchema, onRequest: app.publicCache.lookup }, async (request, reply) =>
    app.publicCache.send(request, reply, { data: { ad: await playerAd(app.repos, request.query.work) } }),
  );

  // --- ads
  app.get('/ads', { schema: s.listAdsSchema, onRequest: editAds }, async (request) => ({
    data: await listAds(app.repos, request.query.placement),
  }));
  app.get('/ads/stats', { schema: s.adStatsSchema, onRequest: requireRole('dashboard') }, async () => ({
    data: await app.repos.promos.daily(weekStart()),
  }));
  app.post('/ads', { schema: s.createAdSchema, onRequest: editAds }, async (request, reply) => {
    const ad = await createAd(app.repos, request.body);
    await recordFor(app, request, { action: 'create', kind: 'ad', target: ad._id, label: ad.name });
    return reply.code(201).send({ data: { ad } });
  });
  app.patch('/ads/:id', { schema: s.updateAdSchema, onRequest: editAds }, async (request) => {
    const before = await getAd(app.repos, request.params.id);
    const ad = await updateAd(app.repos, request.params.id, request.body);
    const changes = changesBetween(before, ad, PROMO_NOT_EDITED);
    await recordFor(app, request, { action: 'edit', kind: 'ad', target: ad._id, label: ad.name, changes });
    return { data: { ad } };
  });
  app.delete('/ads/:id', { schema: s.deleteAdSchema, onRequest: editAds }, async (request, reply) => {
    const ad = await getAd(app.repos, request.params.id);
    // to the trash with its counts; the images stay until a purge
    await moveToTrash(app, { kind: 'ad', id: ad._id, by: deleterOf(request, reply), notFound: adNotFound });
    await recordFor(app, request, { action: 'delete', kind: 'ad', target: ad._id, label: ad.name });
    return { data: { ad } };
  });
  app.post(
    '/ads/:id/upload/:slot',
    { schema: s.adImageSchemas.upload, onRequest: editAds, validatorCompiler: docOnlyBody },
    async (request, reply) => {
      const { id, slot } = request.params;
      if (!isId(id)) throw adNotFound();
      await uploading(reply, () =>
        app.media.replaceImage(request, { table: 'ads', id, slot }, adNotFound, (w, h) => adSizeProblem(slot, w, h)),
      );
      const ad = await getAd(app.repos, id);
      await recordFor(app, request, imageEntry('upload', id, ad.name, slot));
      return { data: { ad } };
    },
  );
  app.delete('/ads/:id/upload/:slot', { schema: s.adImageSchemas.remove, onRequest: editAds }, async (request) => {
    const { id, slot } = request.params;
    if (!isId(id)) throw adNotFound();
    await app.media.resetImage({ table: 'ads', id, slot }, adNotFound);
    const ad = await getAd(app.repos, id);
    await recordFor(app, request, imageEntry('delete', id, ad.name, slot));
    return { data: { ad } };
  });

  // --- the permanent ad's per-work opt-out
  app.get('/ads/player/optouts', { schema: s.optOutsSchema, onRequest: editAds }, async () => ({
    data: await app.repos.promos.optedOut(),
  }));
  app.put('/ads/player/optouts/:workId', { schema: s.setOptOutSchema, onRequest: editAds }, async (request) => {
    const { workId } = request.params;
    const work = isId(workId) ? await app.repos.works.findById(workId) : undefined;
    if (!work) throw notFound(promoMessages.workNotFound);
    const was = await app.repos.promos.isOptedOut(workId);
    await app.repos.promos.setOptOut(workId, request.body.off);
    await recordFor(app, request, {
      action: 'edit',
      kind: work.kind,
      target: workId,
      work: workId,
      label: workLabel(work),
      changes: changesBetween({ player_ad_off: was }, { player_ad_off: request.body.off }),
    });
    return { data: await app.repos.promos.optedOut() };
  });

  // --- banners
  app.get('/banners', { schema: s.listBannersSchema, onRequest: editBanners }, async () => ({
    data: (await app.repos.promos.listBanners()).map(toBanner),
  }));
  app.post('/banners', { schema: s.createBannerSchema, onRequest: editBanners }, async (request, reply) => {
    const banner = await createBanner(app.repos, request.body);
    await recordFor(app, request, { action: 'create', kind: 'banner', target: banner._id, label: banner.title });
    return reply.code(201).send({ data: { banner } });
  });
  app.patch('/banners/:id', { schema: s.updateBannerSchema, onRequest: editBanners }, async (request) => {
    const before = await getBanner(app.repos, request.params.id);
    const banner = await updateBanner(app.repos, request.params.id, request.body);
    const changes = changesBetween(before, banner, PROMO_NOT_EDITED);
    await recordFor(app, request, { action: 'edit', kind: 'banner', target: banner._id, label: banner.title, changes });
    return { data: { banner } };
  });
  app.delete('/banners/:id', { schema: s.deleteBannerSchema, onRequest: editBanners }, async (request, reply) => {
    const banner = await getBanner(app.repos, request.params.id);
    const by = deleterOf(request, reply);
    await moveToTrash(app, { kind: 'banner', id: banner._id, by, notFound: bannerNotFound });
    await recordFor(app, request, { action: 'delete', kind: 'banner', target: banner._id, label: banner.title });
    return { data: { banner } };
  });
  app.post(
    '/banners/:id/upload/:slot',
    { schema: s.bannerImageSchemas.upload, onRequest: editBanners, validatorCompiler: docOnlyBody },
    async (request, reply) => {
      const { id, slot } = request.params;
      if (!isId(id)) throw bannerNotFound();
      await uploading(reply, () => app.media.replaceImage(request, { table: 'banners', id, slot }, bannerNotFound));
      const banner = await getBanner(app.repos, id);
      await recordFor(app, request, imageEntry('upload', id, banner.title, slot));
      return { data: { banner } };
    },
  );
  app.delete(
    '/banners/:id/upload/:slot',
    { schema: s.bannerImageSchemas.remove, onRequest: editBanners },
    async (request) => {
      const { id, slot } = request.params;
      if (!isId(id)) throw bannerNotFound();
      await app.media.resetImage({ table: 'banners', id, slot }, bannerNotFound);
      const banner = await getBanner(app.repos, id);
      await recordFor(app, request, imageEntry('delete', id, banner.title, slot));
      return { data: { banner } };
    },
  );
}

/**
 * The ads' beacons, outside /api so a plain link and `sendBeacon` reach them without the API key:
 * `GET /go/ad/{id}` counts a click and redirects to the ad's link (302; the link itself is what the
 * visitor saw on hover); `POST /go/ad/{id}/seen` counts an impression (204). Anonymous by design; left
 * out of the OpenAPI document. Unknown ids, and a stored link that cannot be followed: 404 and nothing
 * counted (the click) or 204 (the beacon: nothing to tell).
 * Each counts once per visitor, ad and UTC day (views/once.ts): a repeated click still redirects, and
 * counts nothing. Past the client's rate (COUNT_RATE_LIMIT_*): 429, counting nothing.
 */
export async function adBeaconRoutes(app: App): Promise<void> {
  const idOf = (params: unknown) => String((params as { id?: string }).id ?? '');
  const once = countOnce({ db: app.db.kysely, redis: app.redis });
  const count = (request: FastifyRequest, id: string, what: 'impressions' | 'clicks') => {
    const now = Date.now();
    const day = viewDay(now);
    const visit = {
      day,
      kind: what === 'clicks' ? 'click' : 'impression',
      target: id,
      visitor: app.visitorOf(request, now),
    } as const;
    return once(visit, (db) => app.repos.promos.count(id, day, what, db));
  };
  const beacon = { schema: { hide: true }, onRequest: app.countingLimits.ads };
  app.get('/go/ad/:id', beacon, async (request, reply) => {
    const id = idOf(request.params);
    const ad = isId(id) ? await app.repos.promos.findAd(id) : undefined;
    // links stored before they were kept canonical are encoded here; one that cannot be followed is not counted
    const target = ad ? canonicalWebLink(ad.link) : null;
    if (!target) throw adNotFound();
    await count(request, id, 'clicks');
    return reply.header('cache-control', 'no-store').redirect(target, 302);
  });
  app.post('/go/ad/:id/seen', beacon, async (request, reply) => {
    const id = idOf(request.params);
    if (isId(id) && (await app.repos.promos.findAd(id))) await count(request, id, 'impressions');
    return reply.code(204).header('cache-control', 'no-store').send();
  });
}
