import { Type } from 'typebox';
import { ChapterRead, envelope, errorResponses } from '@ckb/contract';
import { readChapter } from '../../services/manga.ts';
import type { App } from '../../types.ts';
import { NumberParams } from '../work-routes.ts';

const ChapterReadParams = Type.Object({
  number: NumberParams.properties.number,
  session: Type.String({ maxLength: 16, description: 'the session number (name_session)' }),
  chapter: Type.String({ maxLength: 64, description: 'the chapter name (name_chapter), as in the reader URL' }),
});

/**
 * The reader's one call: a chapter by the numbers of its URL
 * (/manga/{manga_id}/session/{name_session}/chapter/{name_chapter}), public and cached like the other
 * public answers; any write clears the cache (plugins/response-cache.ts), so a new page shows at once.
 */
export function registerChapterRead(app: App): void {
  app.get(
    '/manga/:number/number/session/:session/chapter/:chapter',
    {
      schema: {
        summary: 'One chapter to read: its pages, the work, the session’s chapters, previous and next',
        description:
          'Unknown manga, session or chapter: 404 with a Sorani message. Previous / next cross sessions ' +
          '(the last chapter of the session before, the first of the session after); null at either end.',
        tags: ['manga'],
        params: ChapterReadParams,
        response: { 200: envelope(Type.Object({ chapter: ChapterRead })), ...errorResponses },
      },
      onRequest: app.publicCache.lookup,
    },
    async (request, reply) => {
      const { number, session, chapter } = request.params;
      const read = await readChapter(app.repos, { number, session, chapter }, request.user);
      return app.publicCache.send(request, reply, { data: { chapter: read } });
    },
  );
}
