import { listMovies } from '../../services/catalogue.ts';
import type { App } from '../../types.ts';
import { listMoviesSchema } from './schemas.ts';

/** /api/movies (SPEC §7 "Movies"). Phase 2 adds detail, by-number, writes and servers here. */
export default async function movieRoutes(app: App): Promise<void> {
  app.get('/movies', { schema: listMoviesSchema }, async (request) => ({
    data: { pagination_info: await listMovies(app.repos, request.query, request.user) },
  }));
}
