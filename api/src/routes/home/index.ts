import { Type } from 'typebox';
import { envelope, errorResponses, paged, HomeListQuery, PopularQuery, Slide, TrendItem } from '@ckb/contract';
import { newest, popular, slides, today } from '../../services/home.ts';
import type { App } from '../../types.ts';

const tags = ['home'];
const SlideQuery = Type.Object({ limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 20 })) });

/** Home data (SPEC §7): /api/slide and /api/trend/{popular,today,new}. Public, cached. */
export default async function homeRoutes(app: App): Promise<void> {
  const onRequest = app.publicCache.lookup;

  app.get(
    '/slide',
    {
      schema: {
        summary: 'Hero slides: visible works with active_show_on_slide (manga: active_show_on_swiper), newest first',
        tags,
        querystring: SlideQuery,
        response: { 200: envelope(Type.Array(Slide)), ...errorResponses },
      },
      onRequest,
    },
    async (request, reply) =>
      app.publicCache.send(request, reply, { data: await slides(app.repos, request.query.limit ?? 20) }),
  );

  app.get(
    '/trend/popular',
    {
      schema: {
        summary: 'Visible works of every kind by all-time views, paged',
        tags,
        querystring: PopularQuery,
        response: { 200: paged(TrendItem), ...errorResponses },
      },
      onRequest,
    },
    async (request, reply) =>
      app.publicCache.send(request, reply, {
        data: { pagination_info: await popular(app.repos, request.query.page ?? 1, request.query.limit ?? 10) },
      }),
  );

  app.get(
    '/trend/today',
    {
      schema: {
        summary: "Most viewed today (UTC); `view` is today's count. Topped up from yesterday just after midnight",
        tags,
        querystring: HomeListQuery,
        response: { 200: envelope(Type.Array(TrendItem)), ...errorResponses },
      },
      onRequest,
    },
    async (request, reply) =>
      app.publicCache.send(request, reply, { data: await today(app.repos, request.query.limit ?? 10) }),
  );

  app.get(
    '/trend/new',
    {
      schema: {
        summary: 'The newest visible works of every kind',
        tags,
        querystring: HomeListQuery,
        response: { 200: envelope(Type.Array(TrendItem)), ...errorResponses },
      },
      onRequest,
    },
    async (request, reply) =>
      app.publicCache.send(request, reply, { data: await newest(app.repos, request.query.limit ?? 10) }),
  );
}
