import { selectCurrentUserId, useAppSelector, useGetUserQuery } from '@ckb/api-client';

/** The signed-in account (its id from the stored token, SPEC §3), as the api sends it: roles included. */
export function useMe() {
  const id = useAppSelector(selectCurrentUserId);
  const query = useGetUserQuery(id ?? '', { skip: !id });
  return { id, me: query.data, isLoading: query.isLoading };
}
