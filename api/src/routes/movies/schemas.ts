import { errorResponses, paged } from '../../schemas/common.ts';
import { MovieListItem, WorkListQuery } from '../../schemas/works.ts';

export const listMoviesSchema = {
  summary: 'Films, paged; the public only ever gets visible ones',
  tags: ['movies'],
  querystring: WorkListQuery,
  response: { 200: paged(MovieListItem), ...errorResponses },
};
