import { api, signedOutAction, useAppDispatch } from '@ckb/api-client';
import { useEffect } from 'react';
import { LoadingMessage, useNavigate } from '@ckb/design-system';
import { strings } from '../../strings.ts';

/** /logout: clears the session (and any staff-only cached data) and goes to `/` (SPEC §4). */
export default function LogoutPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  useEffect(() => {
    dispatch(signedOutAction());
    dispatch(api.util.resetApiState());
    navigate('/', { replace: true });
  }, [dispatch, navigate]);
  return <LoadingMessage label={strings.loggingOut} />;
}
