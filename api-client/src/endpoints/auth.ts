import { api } from '../api.ts';
import { signedIn, signedOutAction } from '../authSlice.ts';
import type { Envelope } from '../types.ts';

export interface LoginBody {
  email: string;
  password: string;
}

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<string, LoginBody>({
      query: (body) => ({ url: 'login', method: 'POST', body }),
      transformResponse: (res: Envelope<{ token: string }>) => res.data.token,
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data: token } = await queryFulfilled.catch(() => ({ data: null }));
        if (token) dispatch(signedIn(token));
      },
    }),
    /** SPEC §4: runs on every admin navigation; a failure signs the user out. */
    verifyToken: build.query<boolean, void>({
      query: () => 'verify-token',
      transformResponse: (res: Envelope<{ valid: boolean }>) => res.data.valid === true,
      keepUnusedDataFor: 0,
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const valid = await queryFulfilled.then((r) => r.data).catch(() => false);
        if (!valid) dispatch(signedOutAction());
      },
    }),
  }),
});

export const { useLoginMutation, useVerifyTokenQuery, useLazyVerifyTokenQuery } = authApi;
