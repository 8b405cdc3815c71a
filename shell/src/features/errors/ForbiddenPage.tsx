import { selectIsAuthenticated, useAppSelector } from '@ckb/api-client';
import { Button, ErrorPage, useDocumentTitle } from '@ckb/design-system';
import { strings } from '../../strings.ts';

/**
 * /forbidden: where the role guards send users without the needed role (SPEC §6); the api answers 403.
 * "My profile" only for someone signed in: a visitor has none, so they are offered the sign-in page.
 */
export default function ForbiddenPage() {
  const signedIn = useAppSelector(selectIsAuthenticated);
  useDocumentTitle(strings.forbiddenTitle);
  return (
    <ErrorPage
      code={403}
      body={signedIn ? strings.forbiddenBody : strings.forbiddenBodySignedOut}
      actions={
        <>
          {signedIn ? (
            <Button to="/admin/users/profile">{strings.toProfile}</Button>
          ) : (
            <Button to="/login">{strings.toLogin}</Button>
          )}
          <Button to="/" variant="secondary">
            {strings.backHome}
          </Button>
        </>
      }
    />
  );
}
