import { useEffect } from 'react';
import { strings } from '../strings.ts';

/** Each page names itself in the tab and for screen readers: `<page> · ئەنیمی کورد`. */
export function useDocumentTitle(title: string | null | undefined): void {
  useEffect(() => {
    if (!title) return;
    document.title = `${title} · ${strings.siteName}`;
  }, [title]);
}
