import { mountStandalone } from '../../tooling/standalone.tsx';
import { NothingFound, Waiting } from './components/PageStates.tsx';
import { routes } from './routes.tsx';

/**
 * The public site on its own (`pnpm --filter @ckb/public-site dev`): the same routes as in the
 * shell, with its own store and a plain frame instead of the shell's layout.
 */
mountStandalone(routes, {
  fallback: <Waiting />,
  notFound: <NothingFound backTo="/" backLabel="پەڕەی سەرەکی" />,
});
