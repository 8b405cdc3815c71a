import { pagesOf } from '@ckb/contract/routes';
import { lazy, type ComponentType } from 'react';

/**
 * Exposed as `backoffice/routes`, mounted by the shell under `/admin/*` behind its guards: the back-office's
 * rows of the route map (contract/src/routes.ts), every page its own chunk, loaded on first use. A screen is
 * added by adding its row there, with the permission that opens it; the shell's guard reads it.
 */
export const routes = pagesOf('backoffice', import.meta.glob<{ default: ComponentType }>('./features/*/*Page.tsx')).map(
  ({ path, load }) => ({ path, Component: lazy(load) }),
);
