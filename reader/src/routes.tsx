import { readerApi, useAppDispatch } from '@ckb/api-client';
import { pagesOf } from '@ckb/contract/routes';
import { LoadingMessage, useParams } from '@ckb/design-system';
import { Suspense, lazy, useEffect, type ComponentType } from 'react';
import { strings } from './strings.ts';

/**
 * A lazily loaded page whose chapter request starts at once, in parallel with its code (the page then
 * finds the answer in the store): one round trip less before the first page can be drawn.
 */
function withChapterRequest(Page: ComponentType): ComponentType {
  return function ChapterRoute() {
    const dispatch = useAppDispatch();
    const { id = '', session = '', chapter = '' } = useParams();
    useEffect(() => {
      const held = dispatch(readerApi.endpoints.getChapter.initiate({ manga: id, session, chapter }));
      return () => held.unsubscribe();
    }, [dispatch, id, session, chapter]);
    return (
      <Suspense fallback={<LoadingMessage label={strings.loading} />}>
        <Page />
      </Suspense>
    );
  };
}

/** Exposed as `reader/routes`: the chapter reader's one path (SPEC §2), as the route map (contract/src/routes.ts) names it. */
export const routes = pagesOf('reader', import.meta.glob<{ default: ComponentType }>('./features/*/*Page.tsx')).map(
  ({ path, load }) => ({ path, Component: withChapterRequest(lazy(load)) }),
);
