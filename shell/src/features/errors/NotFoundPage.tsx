import { ErrorPage, useDocumentTitle } from '@ckb/design-system';
import { useNoShellAd } from '../../components/ShellAd.tsx';
import { strings } from '../../strings.ts';

/** Any unknown path (SPEC §2): 404, nothing was found, a button back to the start page (the api answers 404 too). */
export function NotFoundPage() {
  useNoShellAd();
  useDocumentTitle(strings.notFoundTitle);
  return <ErrorPage code={404} />;
}
