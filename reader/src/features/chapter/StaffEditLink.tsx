import { can, selectCurrentUserId, selectIsAuthenticated, useAppSelector, useGetUserQuery } from '@ckb/api-client';
import { Link, useHydrated } from '@ckb/design-system';
import { isStandalone } from '../../lib/host.ts';
import { strings } from '../../strings.ts';
import buttons from './buttons.module.css';

interface Props {
  /** The href of the chapter's admin screen (`chapterAdminPath`). */
  to: string;
}

/**
 * «دەستکاری» in the toolbar for whoever may edit works, to the chapter's admin screen, as a work's public page
 * has (public-site StaffBar). Nothing for a visitor, nothing until the server's drawing (a visitor's) is hydrated,
 * and nothing in the standalone reader, which is for reading (offline too), not for running the site.
 */
export function StaffEditLink({ to }: Props) {
  const signedIn = useAppSelector(selectIsAuthenticated);
  const hydrated = useHydrated();
  const userId = useAppSelector(selectCurrentUserId);
  const user = useGetUserQuery(userId ?? '', { skip: !signedIn || !hydrated || !userId || isStandalone() });
  if (!signedIn || !hydrated || isStandalone() || !can(user.data, 'works.manage')) return null;
  return (
    <Link to={to} className={buttons.tool}>
      {strings.edit}
    </Link>
  );
}
