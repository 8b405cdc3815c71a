import {
  api,
  selectIsAuthenticated,
  signedOutAction,
  useAppDispatch,
  useAppSelector,
  useLogoutMutation,
} from '@ckb/api-client';
import { useEffect } from 'react';
import { LoadingMessage, useNavigate } from '@ckb/design-system';
import { strings } from '../../strings.ts';

/**
 * /logout: ends the session on the server (POST /api/logout, so the token is refused everywhere even if a copy
 * of it is left somewhere), then clears it here with any staff-only cached data and goes to `/` (SPEC §4). The
 * local sign-out happens whatever the server answers: nobody is kept signed in because the network is down.
 */
export default function LogoutPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const signedIn = useAppSelector(selectIsAuthenticated);
  const [logout] = useLogoutMutation();
  useEffect(() => {
    let live = true;
    const ended = signedIn ? logout().then(() => undefined) : Promise.resolve();
    void ended.finally(() => {
      if (!live) return;
      dispatch(signedOutAction());
      dispatch(api.util.resetApiState());
      navigate('/', { replace: true });
    });
    return () => {
      live = false;
    };
    // once, on arrival: signing out changes `signedIn`, which must not start a second call
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return <LoadingMessage label={strings.loggingOut} />;
}
