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
    /**
     * SPEC §4: runs on every admin navigation, and a token that fails it ends the session: the api's 401 (the
     * base query signs out on it) or an answer that says it is not valid. A call that got no answer (the
     * network dropped, or the page was left while it ran, which aborts it) says nothing about the token: the
     * session stays, and the guard offers to try again. Signing out then would sign staff out for clicking a
     * link while a check was on its way.
     */
    verifyToken: build.query<boolean, void>({
      query: () => 'verify-token',
      transformResponse: (res: Envelope<{ valid: boolean }>) => res.data.valid === true,
      keepUnusedDataFor: 0,
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const valid = await queryFulfilled.then((r) => r.data).catch(() => null);
        if (valid === false) dispatch(signedOutAction());
      },
    }),
    /**
     * Ends this session on the server (every instance refuses the token from then on). The caller clears the
     * local session afterwards, whatever the answer: a token the api no longer takes is as good as gone.
     */
    logout: build.mutation<void, void>({
      query: () => ({ url: 'logout', method: 'POST' }),
      transformResponse: () => undefined,
    }),
    /** Ends every session of the signed-in account, this one included, then the local one. */
    logoutEverywhere: build.mutation<void, void>({
      query: () => ({ url: 'logout/all', method: 'POST' }),
      transformResponse: () => undefined,
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        await queryFulfilled.catch(() => undefined);
        dispatch(signedOutAction());
      },
    }),
  }),
});

export const {
  useLoginMutation,
  useVerifyTokenQuery,
  useLazyVerifyTokenQuery,
  useLogoutMutation,
  useLogoutEverywhereMutation,
} = authApi;
