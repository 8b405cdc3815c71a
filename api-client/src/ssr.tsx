import type { ComponentType, ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { api, type ServerExtra } from './api.ts';
import { makeStore, serverState, type AppDispatch } from './store.ts';

export interface DrawnPage {
  /** The page's markup, for the shell's `<main>`. */
  html: string;
  /** The api answers it was drawn from, for the browser's store (`hydrateFromServer`). */
  state: Record<string, unknown>;
}

/**
 * The one way a remote draws a page on the server (public-site/src/ssr.tsx, reader/src/ssr.tsx): a store
 * whose api calls are answered in-process by `serverFetch`; the page's first requests (`start`) and its code
 * (`load`) awaited together; the page rendered once, with that data, inside `frame` (the caller's router at
 * the page's URL); the answers it used, for the browser's store. Imported from `@ckb/api-client/ssr`, so
 * the browser bundles never carry react-dom/server.
 */
export async function drawPage(
  serverFetch: ServerExtra['serverFetch'],
  start: (dispatch: AppDispatch) => void,
  load: () => Promise<{ default: ComponentType }>,
  frame: (page: ReactElement) => ReactElement,
): Promise<DrawnPage> {
  const store = makeStore(undefined, { serverFetch });
  start(store.dispatch);
  const [{ default: Page }] = await Promise.all([
    load(),
    Promise.all(store.dispatch(api.util.getRunningQueriesThunk())),
  ]);
  const html = renderToString(<Provider store={store}>{frame(<Page />)}</Provider>);
  return { html, state: serverState(store) };
}
