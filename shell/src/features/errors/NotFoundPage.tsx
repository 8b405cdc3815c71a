import { ErrorPage, useDocumentTitle } from '@ckb/design-system';
import { strings } from '../../strings.ts';

/**
 * Any unknown path (SPEC §2): 404, nothing was found, a button back to the start page (the api answers 404 too).
 * No ad: the route map shows none on a path it does not know.
 */
export function NotFoundPage() {
  useDocumentTitle(strings.notFoundTitle);
  return <ErrorPage code={404} />;
}
