import { errorResponses, SearchPage, SearchQuery, type SearchQueryT } from '@ckb/contract';
import { searchWorks } from '../../services/search.ts';
import type { App } from '../../types.ts';

/** GET /api/search: the public search (services/search.ts). */
export default async function searchRoutes(app: App): Promise<void> {
  app.get(
    '/search',
    {
      schema: {
        summary: 'Find visible works by any of their titles, in any spelling; filter and sort',
        description:
          'Every title field (en, ku, ar, or) and the alternative titles, normalized the same way as the query ' +
          '(Sorani letters typed on Arabic or Persian keyboards, ZWNJ, tatweel, harakat, Latin case and accents). ' +
          'Every word must appear in a title: a word of three letters or more anywhere, a shorter one at the ' +
          'start of a word (found by the database index: SQLite FTS5 trigram, PostgreSQL pg_trgm and tsvector). Relevance: a whole title, then a title start, then a word ' +
          'start, then contained; then views. The matches are counted up to 1,000 (`capped` says there are more); ' +
          'the pages stop there.',
        tags: ['search'],
        querystring: SearchQuery,
        response: { 200: SearchPage, ...errorResponses },
      },
      onRequest: app.publicCache.lookup,
    },
    async (request, reply) =>
      app.publicCache.send(request, reply, {
        data: { pagination_info: await searchWorks(app.repos, request.query as SearchQueryT) },
      }),
  );
}
