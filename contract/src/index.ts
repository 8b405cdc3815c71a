/**
 * The /api contract (SPEC §3 and §7, ARCHITECTURE §6), once: the api validates, serializes and documents
 * with these schemas; api-client takes its wire types from them (`Static<…>`, types only); the back-office
 * validates its forms with them. Browsers that only need types import them with `import type`, so the
 * schema runtime (TypeBox) never reaches the public site's bundle.
 */
export * from './common.ts';
export * from './works.ts';
export * from './users.ts';
export * from './auth.ts';
export * from './promos.ts';
export * from './genres.ts';
export * from './search.ts';
export * from './trash.ts';
export * from './activity.ts';
// translators submit: chapter drafts and their review
export * from './review.ts';
// the back-office lists' actions on many works at once
export * from './bulk.ts';
