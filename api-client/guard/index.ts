import { adminAccess } from '@ckb/contract/routes';
import { can, type User } from '@ckb/api-client';

/*
 * The back-office guard reads the whole route map, so it has its own entry (`@ckb/api-client/guard`) instead of
 * the package's index: every remote shares the index, and the public site's first visit would otherwise carry
 * the map's matcher and every admin row for a check only the shell and the back-office make. Like the admin
 * entry, it takes the role check from the shared index by name, so the role table is not copied beside it.
 */

export type AdminRouteDecision =
  { allow: true } | { allow: false; redirectTo: string } | { allow: false; missing: true };

/**
 * The role guard for an /admin path, as the route map says (contract/src/routes.ts): the screen's permission,
 * else where its row sends the user (the dashboard: their own profile; the rest: /forbidden). A path with no
 * screen is refused outright (`missing`: the shell shows its 404 without loading the back-office), so a screen
 * is never open to a role by omission.
 */
export function guardAdminPath(pathname: string, user: User | null | undefined): AdminRouteDecision {
  const access = adminAccess(pathname);
  if (!access) return { allow: false, missing: true };
  return can(user, access.permission)
    ? { allow: true }
    : { allow: false, redirectTo: access.otherwise ?? '/forbidden' };
}

/** May this account open this back-office path (a link to a screen is shown only then)? */
export const mayOpen = (user: User | null | undefined, pathname: string): boolean =>
  guardAdminPath(pathname, user).allow;
