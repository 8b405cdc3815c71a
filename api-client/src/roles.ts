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

export type AdminRouteDecision = { allow: true } | { allow: false; redirectTo: string };

/**
 * The role guard for an /admin path (SPEC §6): the dashboard needs a managing role
 * (else the own profile); works sections need dev, owner or admin (else /forbidden).
 * Users pages are open to every signed-in user; the api decides what they may change.
 */
export function guardAdminPath(pathname: string, user: User | null | undefined): AdminRouteDecision {
  const rest = pathname.replace(/^\/admin\/?/, '').replace(/\/+$/, '');
  const section = rest.split('/')[0] ?? '';
  if (section === '')
    return can(user, 'dashboard') ? { allow: true } : { allow: false, redirectTo: '/admin/users/profile' };
  if (['movies', 'series', 'manga', 'add'].includes(section))
    return can(user, 'works.manage') ? { allow: true } : { allow: false, redirectTo: '/forbidden' };
  return { allow: true };
}
