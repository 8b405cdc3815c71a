import { mountStandalone } from '../../tooling/standalone.tsx';
import { routes } from './routes.tsx';

/**
 * Standalone start (`pnpm --filter @ckb/backoffice dev`): the back-office without the shell and its
 * guards, with its own store (sign in through the shell first: the store reads the stored token).
 */
mountStandalone(routes);
