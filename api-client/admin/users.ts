/**
 * The back-office's writes to accounts (SPEC §7 "Auth and users"): create, change, delete, and the
 * avatar / background reset. Uploads go through `useUploadQueue` (`users/{id}/upload/{avatar|background}`).
 * The api enforces the account rule (`@ckb/contract/roles`); the back-office shows only what it allows.
 */
import { api, signedIn } from '@ckb/api-client';
import type { UserCreateBodyT, UserUpdateBodyT } from '@ckb/contract';
import type { Envelope, User } from '@ckb/api-client';

export type AccountImage = 'avatar' | 'background';

/** What everyone may change on their own account (OWN_ACCOUNT_FIELDS); a new password needs the current one. */
export type OwnAccountBody = Pick<UserUpdateBodyT, 'name' | 'password' | 'current_password'>;
/** The account as saved, and after a password change the session's fresh token. */
export interface OwnAccountSaved {
  user: User;
  token?: string;
}

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
    /**
     * One's own name and password (every staff member). A password change ends every other session; the answer
     * carries this session's fresh token, which replaces the stored one so the page goes on signed in.
     */
    updateOwnAccount: build.mutation<OwnAccountSaved, { id: string; body: OwnAccountBody }>({
      query: ({ id, body }) => ({ url: `users/${enc(id)}`, method: 'PATCH', body }),
      transformResponse: (res: Envelope<OwnAccountSaved>) => res.data,
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const saved = await queryFulfilled.catch(() => null);
        if (saved?.data.token) dispatch(signedIn(saved.data.token));
      },
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

export const {
  useCreateUserMutation,
  useUpdateUserMutation,
  useUpdateOwnAccountMutation,
  useDeleteUserMutation,
  useDeleteUserImageMutation,
} = usersAdminApi;
