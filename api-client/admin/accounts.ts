import {
  accountDecision,
  grantableRoles,
  mayCreateAccount,
  type AccountAction,
  type RoleFlag,
  type RoleFlags,
} from '@ckb/contract/roles';

/**
 * The account rule for the back-office's controls (`@ckb/contract/roles`, the api's own rule), so a control
 * shows exactly where the api would accept its call. Here, not in the main entry: only the back-office decides
 * about accounts, and the main entry is downloaded by every visitor.
 */
export { accountDecision, grantableRoles, mayCreateAccount, type AccountAction };

type Account = Partial<RoleFlags> & { id?: string; _id?: string };

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
