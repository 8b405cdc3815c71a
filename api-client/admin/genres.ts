/**
 * The back-office's genre writes. A genre's name shows on every work that has it, so each write
 * also refreshes the works' lists and search (their LIST tags), not only the genre list.
 */
import { api } from '@ckb/api-client';
import type { Envelope, Genre } from '@ckb/api-client';
import type { GenreCreateBodyT, GenreUpdateBodyT } from '@ckb/contract';

const enc = encodeURIComponent;
const genre = (res: Envelope<{ genre: Genre }>) => res.data.genre;
const touched = [
  { type: 'Genre' as const, id: 'LIST' },
  { type: 'Movie' as const, id: 'LIST' },
  { type: 'Series' as const, id: 'LIST' },
  { type: 'Manga' as const, id: 'LIST' },
];

export const genresAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    createGenre: build.mutation<Genre, GenreCreateBodyT>({
      query: (body) => ({ url: 'genres', method: 'POST', body }),
      transformResponse: genre,
      invalidatesTags: [{ type: 'Genre', id: 'LIST' }],
    }),
    updateGenre: build.mutation<Genre, { id: string; body: GenreUpdateBodyT }>({
      query: ({ id, body }) => ({ url: `genres/${enc(id)}`, method: 'PATCH', body }),
      transformResponse: genre,
      invalidatesTags: touched,
    }),
    reorderGenres: build.mutation<Genre[], string[]>({
      query: (ids) => ({ url: 'genres/order', method: 'POST', body: { ids } }),
      transformResponse: (res: Envelope<{ genres: Genre[] }>) => res.data.genres,
      invalidatesTags: [{ type: 'Genre', id: 'LIST' }],
    }),
    deleteGenre: build.mutation<Genre, string>({
      query: (id) => ({ url: `genres/${enc(id)}`, method: 'DELETE' }),
      transformResponse: genre,
      invalidatesTags: touched,
    }),
  }),
});

export const { useCreateGenreMutation, useUpdateGenreMutation, useReorderGenresMutation, useDeleteGenreMutation } =
  genresAdminApi;
