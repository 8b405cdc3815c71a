import { readerApi, useAppDispatch, type AppDispatch } from '@ckb/api-client';
import { pagesOf } from '@ckb/contract/routes';
import { LoadingMessage, useParams } from '@ckb/design-system';
import { Suspense, lazy, useEffect, useState, type ComponentType } from 'react';
import { strings } from './strings.ts';

type Params = Readonly<Partial<Record<string, string>>>;
type Loader = () => Promise<{ default: ComponentType }>;

/**
 * The chapter's one request, from the URL's params. The same on both sides: the browser starts it with the
 * page's code (`useChapterRequest`), the server (`ssr.tsx`) awaits it before drawing the page; the page's own
 * `useGetChapterQuery` asks for the same arguments, so it shares the answer.
 */
export const chapterRequest = (params: Params) => (dispatch: AppDispatch) =>
  dispatch(
    readerApi.endpoints.getChapter.initiate({
      manga: params.id ?? '',
      session: params.session ?? '',
      chapter: params.chapter ?? '',
    }),
  );

/** Starts (and holds, while mounted) the chapter request in the browser. */
function useChapterRequest(): void {
  const dispatch = useAppDispatch();
  const { id, session, chapter } = useParams();
  useEffect(() => {
    const held = chapterRequest({ id, session, chapter })(dispatch);
    return () => held.unsubscribe();
  }, [dispatch, id, session, chapter]);
}

/** The reader's routed pages, as the route map (contract/src/routes.ts) names them, each loaded lazily. */
export const pages = pagesOf('reader', import.meta.glob<{ default: ComponentType }>('./features/*/*Page.tsx'));

/**
 * A lazily loaded page whose chapter request starts at once, in parallel with its code (the page then finds
 * the answer in the store): one round trip less before the first page can be drawn. Once `preload` has its
 * code it renders at once, with no waiting message: the shell preloads it before it replaces the chapter the
 * server drew (with the embedded answer in the store), so the swap is invisible.
 */
function routeOf({ path, load }: { path: string; load: Loader }) {
  let ready: ComponentType | null = null;
  const preload = () =>
    load().then((mod) => {
      ready = mod.default;
    });
  const Lazy = lazy(load);
  function ChapterRoute() {
    useChapterRequest();
    // decided once per mount: a page never switches from the lazy path to the loaded one under the visitor
    const [Loaded] = useState(() => ready);
    return Loaded ? (
      <Loaded />
    ) : (
      <Suspense fallback={<LoadingMessage label={strings.loading} />}>
        <Lazy />
      </Suspense>
    );
  }
  return { path, Component: ChapterRoute as ComponentType, preload };
}

/** Exposed as `reader/routes`: the chapter reader's one path (SPEC §2). */
export const routes: Array<{ path: string; Component: ComponentType; preload: () => Promise<void> }> =
  pages.map(routeOf);
