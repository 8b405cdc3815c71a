import { pagesOf } from '@ckb/contract/routes';
import { lazy, type ComponentType } from 'react';

/**
 * Exposed as `backoffice/routes`, mounted by the shell under `/admin/*` behind its guards: the back-office's
 * rows of the route map (contract/src/routes.ts), every page its own chunk, loaded on first use. Accounts,
 * ads, banners, genres and the quick episode page are issue 14's (and 13's): until then the map sends
 * `/admin/add/*` to a clear "not built yet" page, not a 404.
 */
export const routes = pagesOf('backoffice', import.meta.glob<{ default: ComponentType }>('./features/*/*Page.tsx')).map(
  ({ path, load }) => ({ path, Component: lazy(load) }),
);
