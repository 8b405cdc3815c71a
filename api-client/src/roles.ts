import { isAllowed, type Permission, type RoleFlags } from '@ckb/contract/roles';

/**
 * The frontends' role check: the api's own permission table (`@ckb/contract/roles`), so a control shows exactly
 * where the api would accept its call. Hiding a control is a convenience; the api is the protection. The account
 * rule's helpers (`mayActOn`, `grantableRoles`) are the back-office's alone: `@ckb/api-client/admin`.
 */
export type { Permission };

/** May this account use the route behind `permission` at all (SPEC §6)? */
export const can = (user: Partial<RoleFlags> | null | undefined, permission: Permission): boolean =>
  isAllowed(user, permission);
