import { Manga, MangaCreateBody, MangaListItem, MangaUpdateBody } from '@ckb/contract';
import { MANGA_PARTS } from '../../numbered/levels.ts';
import { registerNumberedRoutes } from '../../numbered/routes.ts';
import type { App } from '../../types.ts';
import { registerWorkRoutes } from '../work-routes.ts';
import { registerChapterRead } from './chapter.ts';

/**
 * /api/manga (SPEC §7 "Manga"): manga, manhua and oneshot; their sessions and chapters as numbered
 * levels; the reader's chapter. Page uploads, page order and single-page deletes live with the media
 * routes. Every nested write answers the whole manga.
 */
export default async function mangaRoutes(app: App): Promise<void> {
  registerWorkRoutes(app, {
    kind: 'manga',
    path: 'manga',
    label: 'Manga, manhua and oneshot',
    full: Manga,
    listItem: MangaListItem,
    createBody: MangaCreateBody,
    updateBody: MangaUpdateBody,
    updateNote:
      'Any subset of the create fields: the whole edit form, only the credit lists (technique_id, designer_id, ' +
      'translator_id), only active_show, or only active_show_on_swiper.',
    permissions: { create: 'manga.create', update: 'manga.update', delete: 'manga.delete' },
  });

  registerChapterRead(app);
  registerNumberedRoutes(app, MANGA_PARTS);
}
