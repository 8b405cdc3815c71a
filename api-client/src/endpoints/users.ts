import { api } from '../api.ts';
import { listParams, type ListArgs } from './catalog.ts';
import type { Envelope, Paged, User } from '../types.ts';

export const usersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getUsers: build.query<Paged<User>['pagination_info'], Pick<ListArgs, 'page' | 'limit'>>({
      query: (args) => ({ url: 'users', params: listParams(args) }),
      transformResponse: (res: Envelope<Paged<User>>) => res.data.pagination_info,
      providesTags: [{ type: 'User', id: 'LIST' }],
    }),
    getUser: build.query<User, string>({
      query: (id) => `users/${encodeURIComponent(id)}`,
      transformResponse: (res: Envelope<{ user: User }>) => res.data.user,
      providesTags: (u) => (u ? [{ type: 'User', id: u._id }] : []),
    }),
  }),
});

export const { useGetUsersQuery, useGetUserQuery } = usersApi;
