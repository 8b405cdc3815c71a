import {
  selectCurrentUserId,
  selectToken,
  useAppSelector,
  useGetUserQuery,
  useLazyVerifyTokenQuery,
} from '@ckb/api-client';
import { guardAdminPath } from '@ckb/api-client/guard';
import { useEffect, useMemo, type ReactNode } from 'react';
import { ErrorMessage, LoadingMessage, Navigate, useLocation } from '@ckb/design-system';
import { strings } from '../../strings.ts';
import styles from './AdminGuard.module.css';

/**
 * /admin guard (SPEC §4, §6): no token -> /login; the token is verified on every admin navigation
 * (a refused token signs out, which lands here again without a token -> /login; a check that got no
 * answer keeps the session and offers a retry); then the role guard, which reads each screen's permission
 * from the route map (`guardAdminPath`): a path with no screen gets `notFound`, the back-office unloaded.
 */
export function AdminGuard({ children, notFound }: { children: ReactNode; notFound: ReactNode }) {
  const token = useAppSelector(selectToken);
  const userId = useAppSelector(selectCurrentUserId);
  const location = useLocation();
  const [verify, verification] = useLazyVerifyTokenQuery();
  const user = useGetUserQuery(userId ?? '', { skip: !userId });

  useEffect(() => {
    if (token) void verify();
  }, [token, location.key, verify]);

  // The login page sends the visitor back here once signed in. One object per address:
  // <Navigate> navigates again whenever its `state` changes identity, which would loop.
  const from = location.pathname + location.search;
  const back = useMemo(() => ({ from }), [from]);
  if (!token || !userId) return <Navigate to="/login" replace state={back} />;
  // First visit: wait for the verdict and the user's roles before showing anything.
  if (!verification.data || !user.data) {
    if (user.isError && !user.isFetching) return <Navigate to="/login" replace state={back} />;
    if (verification.isError && !verification.isFetching) {
      return (
        <div className={styles.state}>
          <ErrorMessage
            title={strings.verifyFailedTitle}
            message={strings.verifyFailed}
            onRetry={() => void verify()}
          />
        </div>
      );
    }
    return <LoadingMessage label={strings.verifying} />;
  }
  const decision = guardAdminPath(location.pathname, user.data);
  if ('missing' in decision) return <>{notFound}</>;
  if (!decision.allow) return <Navigate to={decision.redirectTo} replace />;
  return <>{children}</>;
}
