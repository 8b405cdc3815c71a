/**
 * `@ckb/api-client/admin`: the back-office's endpoint slices and the one upload helper.
 * A separate entry so the public pages never download them: the main entry is a federation singleton
 * shipped to every visitor, this one is bundled only into the remotes that import it. Every module here
 * takes the shared pieces (the base api, the store's types, the toast actions) from '@ckb/api-client' by
 * name, so in a federated build they stay the one instance the shell provides.
 */
export * from './works.ts';
export * from './seasons.ts';
export * from './users.ts';
export * from './promos.ts';
export * from './upload.ts';
export { useUploadQueue, type UseUploadQueueOptions } from './useUploadQueue.ts';
export { archiveKey } from './fileKey.ts';
export { planToast } from './toasts.ts';
export * from './genres.ts';
export * from './trash.ts';
export * from './activity.ts';
export * from './reports.ts';
// resumable page uploads (one file per request, keyed)
export * from './pageUploads.ts';
export * from './uploadKeys.ts';
export { usePageUploads, type UsePageUploadsOptions } from './usePageUploads.ts';
// translators submit: the review of chapter drafts
export * from './review.ts';
// the account rule for the accounts screens' controls
export * from './accounts.ts';
