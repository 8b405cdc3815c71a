import { mountStandalone } from '../../tooling/standalone.tsx';
import { routes } from './routes.tsx';

/** Standalone start (`pnpm --filter @ckb/reader dev`): the reader without the shell, with its own store. */
mountStandalone(routes);
