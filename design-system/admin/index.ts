/**
 * `@ckb/design-system/admin`: the back-office's kit. A separate entry so that none of it
 * reaches the public pages: the main entry is a federation singleton shipped whole to every visitor,
 * this one is bundled only into the remotes that import it. Its components take what they share with
 * the main entry (Button, the router) from `@ckb/design-system` by name, so those stay singletons.
 */
export { adminStrings } from './strings.ts';
export * from './Field/index.ts';
export * from './Toggle/index.ts';
export * from './FileDrop/index.ts';
export * from './Dialog/index.ts';
export * from './ConfirmDialog/index.ts';
export * from './ProgressBar/index.ts';
export * from './DataTable/index.ts';
