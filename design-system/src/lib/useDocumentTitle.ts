import { useEffect } from 'react';
import { strings } from '../strings.ts';

/**
 * Each page names itself in the browser's tab and for screen readers (WCAG 2.4.2), most specific first:
 * `useDocumentTitle(work, chapter)` gives `<work> · <chapter> · ئەنیمی کورد`. Nothing changes while a part is
 * still unknown (null, undefined or empty: the page's data is loading), so a tab never reads half a title.
 */
export function useDocumentTitle(...parts: (string | null | undefined)[]): void {
  const title = parts.every(Boolean) && parts.length > 0 ? [...parts, strings.siteName].join(' · ') : null;
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
}
