/**
 * SPEC §6 and issue 3 item 4 as one table: which role flags may use which route.
 * Routes declare `preHandler: requireRole('<id>')`; no handler re-derives these rules.
 * `SIGNED_IN` means any valid token, whatever its flags.
 * The frontends keep their own copy for hiding controls (api-client/src/roles.ts); this one is the protection.
 */

export const ROLE_FLAGS = [
  'is_owner',
  'is_dev',
  'is_supervisor',
  'is_admin',
  'is_translator',
  'is_designer',
  'is_technique',
] as const;
export type RoleFlag = (typeof ROLE_FLAGS)[number];
export type RoleFlags = Record<RoleFlag, boolean>;

export const SIGNED_IN = 'signed-in';
export type Rule = readonly RoleFlag[] | typeof SIGNED_IN;

/** Works and everything under them: seasons, episodes, servers, chapters, images. */
const WORK_EDITORS = ['is_dev', 'is_owner', 'is_admin'] as const;
/** Creating and deleting accounts; background controls. */
const ACCOUNT_MANAGERS = ['is_dev', 'is_owner', 'is_supervisor', 'is_admin'] as const;
/** Editing accounts and role flags; avatars. */
const ACCOUNT_EDITORS = ['is_dev', 'is_owner', 'is_supervisor'] as const;

export const PERMISSIONS = {
  // --- reading what the public may not see
  'works.read-hidden': SIGNED_IN,
  'users.read-email': SIGNED_IN,
  'auth.verify': SIGNED_IN,
  /** the /admin dashboard data */
  dashboard: ACCOUNT_MANAGERS,

  // --- films
  'movies.create': WORK_EDITORS,
  'movies.update': WORK_EDITORS,
  'movies.delete': WORK_EDITORS,
  'movies.servers.create': WORK_EDITORS,
  'movies.servers.update': WORK_EDITORS,
  'movies.servers.delete': WORK_EDITORS,
  'movies.images.upload': WORK_EDITORS,
  'movies.images.delete': WORK_EDITORS,

  // --- series, seasons (session), episodes (epsode), episode servers
  'series.create': WORK_EDITORS,
  'series.update': WORK_EDITORS,
  'series.delete': WORK_EDITORS,
  'series.seasons.create': WORK_EDITORS,
  'series.seasons.update': WORK_EDITORS,
  'series.seasons.delete': WORK_EDITORS,
  'series.episodes.create': WORK_EDITORS,
  'series.episodes.update': WORK_EDITORS,
  'series.episodes.delete': WORK_EDITORS,
  'series.servers.create': WORK_EDITORS,
  'series.servers.update': WORK_EDITORS,
  'series.servers.delete': WORK_EDITORS,
  'series.images.upload': WORK_EDITORS,
  'series.images.delete': WORK_EDITORS,

  // --- manga family, sessions, chapters, pages
  'manga.create': WORK_EDITORS,
  'manga.update': WORK_EDITORS,
  'manga.delete': WORK_EDITORS,
  'manga.sessions.create': WORK_EDITORS,
  'manga.sessions.update': WORK_EDITORS,
  'manga.sessions.delete': WORK_EDITORS,
  'manga.chapters.create': WORK_EDITORS,
  'manga.chapters.update': WORK_EDITORS,
  'manga.chapters.delete': WORK_EDITORS,
  'manga.pages.upload': WORK_EDITORS,
  'manga.pages.delete': WORK_EDITORS,
  'manga.images.upload': WORK_EDITORS,
  'manga.images.delete': WORK_EDITORS,

  // --- accounts
  'users.create': ACCOUNT_MANAGERS,
  'users.delete': ACCOUNT_MANAGERS,
  'users.update': ACCOUNT_EDITORS,
  'users.avatar.upload': ACCOUNT_EDITORS,
  'users.avatar.delete': ACCOUNT_EDITORS,
  'users.background.upload': ACCOUNT_MANAGERS,
  'users.background.delete': ACCOUNT_MANAGERS,
} as const satisfies Record<string, Rule>;

export type Permission = keyof typeof PERMISSIONS;

export function isAllowed(user: Partial<RoleFlags> | null | undefined, permission: Permission): boolean {
  if (!user) return false;
  const rule: Rule = PERMISSIONS[permission];
  if (rule === SIGNED_IN) return true;
  return rule.some((flag) => user[flag] === true);
}

/**
 * Rules that depend on the record, not only on the route (issue 3 item 4), for the handlers that
 * change accounts: only an owner grants or removes is_owner; the last owner stays an owner.
 */
export const canChangeOwnerFlag = (actor: Partial<RoleFlags>): boolean => actor.is_owner === true;
