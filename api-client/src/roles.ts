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

/**
 * The frontends' role checks: the api's own rules (`@ckb/contract/roles`), so a control shows exactly
 * where the api would accept its call. Hiding a control is a convenience; the api is the protection.
 */
export { accountDecision, grantableRoles, mayCreateAccount, type AccountAction, type Permission };

type Account = Partial<RoleFlags> & { id?: string; _id?: string };

/** May this account use the route behind `permission` at all (SPEC §6)? */
export const can = (user: Partial<RoleFlags> | null | undefined, permission: Permission): boolean =>
  isAllowed(user, permission);

/**
 * May `actor` do `action` to `target` (and set `roles` and the other `fields` on it): the control is shown only
 * then.
 */
export const mayActOn = (
  actor: Account | null | undefined,
  action: AccountAction,
  target: Account,
  roles?: Partial<Record<RoleFlag, boolean>>,
  fields?: readonly string[],
): boolean => accountDecision(actor, action, target, roles, fields).allowed;
