import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { api, type ServerExtra } from './api.ts';
import { makeStore, serverState, type AppDispatch, type AppStore } from './store.ts';

export interface DrawnPage {
  /** The markup of the shell's whole tree with the page in it, for `#root`. */
  html: string;
  /** The api answers it was drawn from, for the browser's store (`hydrateFromServer`). */
  state: Record<string, unknown>;
}

/**
 * The one way a remote draws a page on the server (public-site/src/ssr.tsx, reader/src/ssr.tsx): a store
 * whose api calls are answered in-process by `serverFetch`; the page's first requests (`start`) and its code
 * (`load`) awaited together; then `tree` (the shell's whole tree at the page's URL, shell/src/server.tsx)
 * rendered once with that store; the answers it used, for the browser's store. Imported from
 * `@ckb/api-client/ssr`, so the browser bundles never carry react-dom/server.
 */
export async function drawPage(
  serverFetch: ServerExtra['serverFetch'],
  start: (dispatch: AppDispatch) => void,
  load: () => Promise<unknown>,
  tree: (store: AppStore) => ReactElement,
): Promise<DrawnPage> {
  const store = makeStore(undefined, { serverFetch });
  start(store.dispatch);
  await Promise.all([load(), Promise.all(store.dispatch(api.util.getRunningQueriesThunk()))]);
  const html = renderToString(tree(store));
  return { html, state: serverState(store) };
}
