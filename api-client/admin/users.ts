/**
 * The back-office's writes to accounts (SPEC §7 "Auth and users"): create, change, delete, and the
 * avatar / background reset. Uploads go through `useUploadQueue` (`users/{id}/upload/{avatar|background}`).
 * The api enforces the account rule (`@ckb/contract/roles`); the back-office shows only what it allows.
 */
import { api } from '@ckb/api-client';
import type { UserCreateBodyT, UserUpdateBodyT } from '@ckb/contract';
import type { Envelope, User } from '@ckb/api-client';

export type AccountImage = 'avatar' | 'background';

const enc = encodeURIComponent;
const user = (res: Envelope<{ user: User }>) => res.data.user;
const userTags = (id: string) => [
  { type: 'User' as const, id },
  { type: 'User' as const, id: 'LIST' },
];

export const usersAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    createUser: build.mutation<User, UserCreateBodyT>({
      query: (body) => ({ url: 'users', method: 'POST', body }),
      transformResponse: user,
      invalidatesTags: [{ type: 'User', id: 'LIST' }],
    }),
    updateUser: build.mutation<User, { id: string; body: UserUpdateBodyT }>({
      query: ({ id, body }) => ({ url: `users/${enc(id)}`, method: 'PATCH', body }),
      transformResponse: user,
      invalidatesTags: (_r, _e, { id }) => userTags(id),
    }),
    deleteUser: build.mutation<User, string>({
      query: (id) => ({ url: `users/${enc(id)}`, method: 'DELETE' }),
      transformResponse: user,
      // The deleted account's own tag stays: its profile page navigates away instead of refetching a 404.
      invalidatesTags: [{ type: 'User', id: 'LIST' }],
    }),
    deleteUserImage: build.mutation<User, { id: string; field: AccountImage }>({
      query: ({ id, field }) => ({ url: `users/${enc(id)}/upload/${field}`, method: 'DELETE' }),
      transformResponse: user,
      invalidatesTags: (_r, _e, { id }) => userTags(id),
    }),
  }),
});

export const { useCreateUserMutation, useUpdateUserMutation, useDeleteUserMutation, useDeleteUserImageMutation } =
  usersAdminApi;
