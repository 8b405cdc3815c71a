import {
  accountDecision,
  grantableRoles,
  isAllowed,
  mayCreateAccount,
  type AccountAction,
  type Permission,
  type RoleFlag,
  type RoleFlags,
} from '@ckb/contract/roles';
import { adminAccess } from '@ckb/contract/routes';
import type { User } from './types.ts';

/**
 * The frontends' role checks: the api's own rules (`@ckb/contract/roles`), so a control shows exactly
 * where the api would accept its call. Hiding a control is a convenience; the api is the protection.
 */
export { accountDecision, grantableRoles, mayCreateAccount, type AccountAction, type Permission };

type Account = Partial<RoleFlags> & { id?: string; _id?: string };

/** May this account use the route behind `permission` at all (SPEC §6)? */
export const can = (user: Partial<RoleFlags> | null | undefined, permission: Permission): boolean =>
  isAllowed(user, permission);

/** May `actor` do `action` to `target` (and set `roles` on it): the control is shown only then. */
export const mayActOn = (
  actor: Account | null | undefined,
  action: AccountAction,
  target: Account,
  roles?: Partial<Record<RoleFlag, boolean>>,
): boolean => accountDecision(actor, action, target, roles).allowed;

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
